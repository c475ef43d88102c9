import { useMutation } from "@tanstack/react-query";
import type { ContractView } from "@shared/api-types";
import type { SignContractInput } from "@shared/validators/contracts";
import { apiJson } from "@/lib/api-client";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/sign: typed name, consent, password again, the hash of the text read. */
export function signContract({ id, ...body }: SignContractInput & { id: number }): Promise<ContractView> {
  return apiJson<ContractView>("POST", `/api/contracts/${id}/sign`, body);
}

export function useSignContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: signContract, onSuccess: changed });
}
