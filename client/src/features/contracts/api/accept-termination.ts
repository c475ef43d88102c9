import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/termination/accept: the other party agrees; the contract ends (its PDF stays verifiable). */
export function acceptTermination(id: number) {
  return api("POST /api/contracts/{id}/termination/accept", { params: { id } });
}

export function useAcceptTermination() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: acceptTermination, onSuccess: changed });
}
