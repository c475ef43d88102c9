import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/flag: the artist asks the operators to look at it. */
export function flagPayment({ id, note }: { id: number; note: string }) {
  return api("POST /api/payments/{id}/flag", { params: { id }, body: { note } });
}

export function useFlagPayment() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: flagPayment, onSuccess: changed });
}
