import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** DELETE /api/saved-searches/:id */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/saved-searches/${id}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
