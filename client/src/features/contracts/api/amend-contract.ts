import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { contractQueryOptions } from "./get-contract";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/amendments: a draft amendment of a contract both signed (its producer). */
export function amendContract(id: number) {
  return api("POST /api/contracts/{id}/amendments", { params: { id } });
}

export function useAmendContract() {
  const queryClient = useQueryClient();
  const changed = useContractChanged();
  return useMutation({
    mutationFn: amendContract,
    onSuccess: (amendment) => {
      changed(amendment);
      // The amended contract now links to its amendment.
      if (amendment.amends) void queryClient.invalidateQueries({ queryKey: contractQueryOptions(amendment.amends.id).queryKey });
    },
  });
}
