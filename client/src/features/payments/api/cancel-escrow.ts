import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/escrow/cancel: the producer cancels before delivery; refunded in full. */
export function cancelEscrow(id: number) {
  return api("POST /api/payments/{id}/escrow/cancel", { params: { id } });
}

export function useCancelEscrow() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: cancelEscrow, onSuccess: changed });
}
