import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/not-received: the artist says the transfer has not arrived. */
export function notReceived({ id, note }: { id: number; note: string }) {
  return api("POST /api/payments/{id}/not-received", { params: { id }, body: { note } });
}

export function useNotReceived() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: notReceived, onSuccess: changed });
}
