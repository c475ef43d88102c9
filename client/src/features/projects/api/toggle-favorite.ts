import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { projectQueryOptions } from "./get-project";

/** POST /api/projects/{id}/favorite: adds or removes the favourite; 401 for guests. */
export function toggleFavorite(id: number) {
  return api("POST /api/projects/{id}/favorite", { params: { id } });
}

/** Flips the heart at once and rolls back when the call fails; the answer is the truth afterwards. */
export function useToggleFavorite(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = projectQueryOptions(id);
  return useMutation({
    mutationFn: () => toggleFavorite(id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (p) => (p ? { ...p, isFavorite: !p.isFavorite } : p));
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ isFavorite }) => {
      queryClient.setQueryData(queryKey, (p) => (p ? { ...p, isFavorite } : p));
    },
  });
}
