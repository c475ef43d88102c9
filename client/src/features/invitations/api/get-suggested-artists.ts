import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SuggestedArtist } from "@shared/api-types";
import { projectQueryOptions } from "@/features/projects/api/get-project";
import { api } from "@/lib/api";

export type { SuggestedArtist };

/** GET /api/projects/:id/suggested-artists: the project's producer only (403 otherwise). */
export function getSuggestedArtists(projectId: number) {
  return api("GET /api/projects/{id}/suggested-artists", { params: { id: projectId } });
}

/** Under the project's key, so refreshing the project page refreshes the suggestions too. */
export function suggestedArtistsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...projectQueryOptions(projectId).queryKey, "suggested-artists"] as const,
    queryFn: () => getSuggestedArtists(projectId),
  });
}

export function useSuggestedArtists(projectId: number) {
  return useQuery(suggestedArtistsQueryOptions(projectId));
}
