import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/escrow/partial-refund: the artist gives back an agreed part of the held money. */
export function partialRefund({ id, ...body }: { id: number; amount: number; reason: string }) {
  return api("POST /api/payments/{id}/escrow/partial-refund", { params: { id }, body });
}

export function usePartialRefund() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: partialRefund, onSuccess: changed });
}
