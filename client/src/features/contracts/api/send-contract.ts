import { useMutation } from "@tanstack/react-query";
import type { ContractView } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/send: asks the artist to sign (notification, mail, message). */
export function sendContract(id: number): Promise<ContractView> {
  return apiJson<ContractView>("POST", `/api/contracts/${id}/send`, {});
}

export function useSendContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: sendContract, onSuccess: changed });
}
