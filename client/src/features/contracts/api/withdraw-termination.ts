import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** DELETE /api/contracts/{id}/termination: the requester takes their request back. */
export function withdrawTermination(id: number) {
  return api("DELETE /api/contracts/{id}/termination", { params: { id } });
}

export function useWithdrawTermination() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: withdrawTermination, onSuccess: changed });
}
