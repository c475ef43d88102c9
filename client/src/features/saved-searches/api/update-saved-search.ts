import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearchUpdateInput } from "@shared/validators/saved-searches";
import { api } from "@/lib/api";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** PATCH /api/saved-searches/{id}: rename, frequency, pause or resume. */
export function updateSavedSearch({ id, ...input }: SavedSearchUpdateInput & { id: number }) {
  return api("PATCH /api/saved-searches/{id}", { params: { id }, body: input });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
