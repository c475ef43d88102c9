import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/refund-requests/{id}/accept: the artist accepts the producer's refund request; the amount is refunded. */
export function acceptRefundRequest(id: number) {
  return api("POST /api/payments/refund-requests/{id}/accept", { params: { id } });
}

export function useAcceptRefundRequest() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: acceptRefundRequest, onSuccess: changed });
}
