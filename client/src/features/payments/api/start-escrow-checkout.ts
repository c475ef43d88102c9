import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /api/payments/{id}/escrow/checkout: the order the provider's checkout pays. */
export function startEscrowCheckout(id: number) {
  return api("POST /api/payments/{id}/escrow/checkout", { params: { id } });
}

export function useStartEscrowCheckout() {
  return useMutation({ mutationFn: startEscrowCheckout });
}
