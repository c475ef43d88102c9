import { useMutation } from "@tanstack/react-query";
import type { ContractView } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/decline: either party, with a reason that goes back to the other. */
export function declineContract({ id, reason }: { id: number; reason: string }): Promise<ContractView> {
  return apiJson<ContractView>("POST", `/api/contracts/${id}/decline`, { reason });
}

export function useDeclineContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: declineContract, onSuccess: changed });
}
