import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearch } from "@shared/api-types";
import type { SavedSearchCreateInput } from "@shared/validators/saved-searches";
import { apiJson } from "@/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** POST /api/saved-searches: saves a list's current filters (validated by that list's own schema). */
export function createSavedSearch(input: SavedSearchCreateInput): Promise<SavedSearch> {
  return apiJson<SavedSearch>("POST", "/api/saved-searches", input);
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
