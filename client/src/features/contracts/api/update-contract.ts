import { useMutation } from "@tanstack/react-query";
import type { ContractTermsInput } from "@shared/validators/contracts";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** PUT /api/contracts/{id}: new terms; voids signatures given so far. */
export function updateContract({ id, terms }: { id: number; terms: ContractTermsInput }) {
  return api("PUT /api/contracts/{id}", { params: { id }, body: terms });
}

export function useUpdateContract() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: updateContract, onSuccess: changed });
}
