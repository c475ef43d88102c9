import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/escrow/refund-request: the producer asks the artist for a partial refund. */
export function requestRefund({ id, ...body }: { id: number; amount: number; reason: string }) {
  return api("POST /api/payments/{id}/escrow/refund-request", { params: { id }, body });
}

export function useRequestRefund() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: requestRefund, onSuccess: changed });
}
