import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/request-changes: the producer asks for changes; the money stays held. */
export function requestChanges(id: number) {
  return api("POST /api/payments/{id}/request-changes", { params: { id } });
}

export function useRequestChanges() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: requestChanges, onSuccess: changed });
}
