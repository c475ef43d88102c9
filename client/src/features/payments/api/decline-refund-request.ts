import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/refund-requests/{id}/decline: the artist declines the producer's refund request with a note. */
export function declineRefundRequest({ id, note }: { id: number; note: string }) {
  return api("POST /api/payments/refund-requests/{id}/decline", { params: { id }, body: { note } });
}

export function useDeclineRefundRequest() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: declineRefundRequest, onSuccess: changed });
}
