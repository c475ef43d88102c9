import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AcceptedArtist } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { projectQueryOptions } from "./get-project";

export type { AcceptedArtist };

/** Owner only (403 otherwise). */
export function getAcceptedArtists(projectId: number): Promise<AcceptedArtist[]> {
  return apiJson<AcceptedArtist[]>("GET", `/api/projects/${projectId}/accepted-artists`);
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
