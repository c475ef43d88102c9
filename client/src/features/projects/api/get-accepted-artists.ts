import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationStatus } from "@shared/constants";
import { apiJson } from "@/lib/api-client";
import { projectQueryOptions } from "./get-project";

/** One accepted artist of a project as GET /api/projects/{id}/accepted-artists answers it. */
export interface AcceptedArtist {
  applicationId: number;
  status: ApplicationStatus;
  artist: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
    specialties: string[];
  };
}

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
