import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/escrow/confirm: the checkout's return, confirmed with the provider. */
export function confirmEscrow(body: { paymentKey: string; orderId: string; amount: number }) {
  return api("POST /api/payments/escrow/confirm", { body });
}

export function useConfirmEscrow() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: confirmEscrow, onSuccess: changed });
}
