import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractTemplate } from "@shared/contracts";
import { api } from "@/lib/api";
import { contractQueryOptions } from "./get-contract";
import { projectContractsQueryOptions } from "./get-project-contracts";

/** POST /api/projects/{id}/contracts: a draft from the project's fields for one accepted artist. */
export function draftContract(input: { projectId: number; artistId: string; template?: ContractTemplate }) {
  return api("POST /api/projects/{id}/contracts", { params: { id: input.projectId }, body: { artistId: input.artistId, template: input.template } });
}

export function useDraftContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: draftContract,
    onSuccess: (c) => {
      queryClient.setQueryData(contractQueryOptions(c.id).queryKey, c);
      void queryClient.invalidateQueries({ queryKey: projectContractsQueryOptions(c.projectId).queryKey });
    },
  });
}
