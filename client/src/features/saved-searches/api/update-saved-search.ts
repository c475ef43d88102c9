import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearch } from "@shared/api-types";
import type { SavedSearchUpdateInput } from "@shared/validators/saved-searches";
import { apiJson } from "@/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** PATCH /api/saved-searches/:id: rename, frequency, pause or resume. */
export function updateSavedSearch({ id, ...input }: SavedSearchUpdateInput & { id: number }): Promise<SavedSearch> {
  return apiJson<SavedSearch>("PATCH", `/api/saved-searches/${id}`, input);
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
