import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/refund-requests/{id}/withdraw: the producer withdraws their pending refund request. */
export function withdrawRefundRequest(id: number) {
  return api("POST /api/payments/refund-requests/{id}/withdraw", { params: { id } });
}

export function useWithdrawRefundRequest() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: withdrawRefundRequest, onSuccess: changed });
}
