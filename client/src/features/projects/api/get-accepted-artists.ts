import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AcceptedArtist } from "@shared/api-types";
import { api } from "@/lib/api";
import { projectQueryOptions } from "./get-project";

export type { AcceptedArtist };

/** Owner only (403 otherwise). */
export function getAcceptedArtists(projectId: number) {
  return api("GET /api/projects/{id}/accepted-artists", { params: { id: projectId } });
}

export function acceptedArtistsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...projectQueryOptions(projectId).queryKey, "accepted-artists"] as const,
    queryFn: () => getAcceptedArtists(projectId),
  });
}

export function useAcceptedArtists(projectId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...acceptedArtistsQueryOptions(projectId), enabled });
}
