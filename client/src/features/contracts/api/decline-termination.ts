import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/termination/decline: the other party keeps the contract, with an optional note. */
export function declineTermination({ id, note }: { id: number; note?: string }) {
  return api("POST /api/contracts/{id}/termination/decline", { params: { id }, body: { note } });
}

export function useDeclineTermination() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: declineTermination, onSuccess: changed });
}
