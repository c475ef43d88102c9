import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/dispute: either party; an operator decides. */
export function disputePayment({ id, note }: { id: number; note: string }) {
  return api("POST /api/payments/{id}/dispute", { params: { id }, body: { note } });
}

export function useDisputePayment() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: disputePayment, onSuccess: changed });
}
