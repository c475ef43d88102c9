import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** DELETE /api/saved-searches/{id} -> 204 */
export function deleteSavedSearch(id: number) {
  return api("DELETE /api/saved-searches/{id}", { params: { id } });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
