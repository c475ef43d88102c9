import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/decline: either party, with a reason that goes back to the other. */
export function declineContract({ id, reason }: { id: number; reason: string }) {
  return api("POST /api/contracts/{id}/decline", { params: { id }, body: { reason } });
}

export function useDeclineContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: declineContract, onSuccess: changed });
}
