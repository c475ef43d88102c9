import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/confirm-received: the artist confirms the money arrived. */
export function confirmReceived(id: number) {
  return api("POST /api/payments/{id}/confirm-received", { params: { id } });
}

export function useConfirmReceived() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: confirmReceived, onSuccess: changed });
}
