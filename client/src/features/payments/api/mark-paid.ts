import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/mark-paid: the producer records a direct transfer. */
export function markPaid({ id, ...body }: { id: number; paidOn: string; amount: number; note?: string }) {
  return api("POST /api/payments/{id}/mark-paid", { params: { id }, body });
}

export function useMarkPaid() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: markPaid, onSuccess: changed });
}
