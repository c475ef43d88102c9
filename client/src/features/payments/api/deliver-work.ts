import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/deliver: the artist reports the work delivered. */
export function deliverWork(id: number) {
  return api("POST /api/payments/{id}/deliver", { params: { id } });
}

export function useDeliverWork() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: deliverWork, onSuccess: changed });
}
