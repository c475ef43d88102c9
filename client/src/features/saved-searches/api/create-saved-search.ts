import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearchCreateInput } from "@shared/validators/saved-searches";
import { api } from "@/lib/api";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** POST /api/saved-searches: saves a list's current filters (validated by that list's own schema). */
export function createSavedSearch(input: SavedSearchCreateInput) {
  return api("POST /api/saved-searches", { body: input });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
