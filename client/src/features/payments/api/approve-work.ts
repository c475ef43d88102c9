import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { usePaymentsChanged } from "./use-payments-changed";

/** POST /api/payments/{id}/approve: the producer approves; the escrow is released. */
export function approveWork(id: number) {
  return api("POST /api/payments/{id}/approve", { params: { id } });
}

export function useApproveWork() {
  const changed = usePaymentsChanged();
  return useMutation({ mutationFn: approveWork, onSuccess: changed });
}
