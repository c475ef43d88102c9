import { useMutation } from "@tanstack/react-query";
import type { ContractView } from "@shared/api-types";
import type { ContractTermsInput } from "@shared/validators/contracts";
import { apiJson } from "@/lib/api-client";
import { useContractChanged } from "./use-contract-cache";

/** PUT /api/contracts/{id}: new terms; voids signatures given so far. */
export function updateContract({ id, terms }: { id: number; terms: ContractTermsInput }): Promise<ContractView> {
  return apiJson<ContractView>("PUT", `/api/contracts/${id}`, terms);
}

export function useUpdateContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: updateContract, onSuccess: changed });
}
