import type { ArtistInvitationHistory } from "@shared/api-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** GET /api/invitations/artist-history/{artistId}: the producer's projects that already invited this artist. */
export function getArtistInvitationHistory(artistId: string): Promise<ArtistInvitationHistory> {
  return apiJson<ArtistInvitationHistory>("GET", `/api/invitations/artist-history/${encodeURIComponent(artistId)}`);
}

export function artistInvitationHistoryQueryOptions(artistId: string) {
  return queryOptions({
    queryKey: ["/api/invitations/artist-history", artistId] as const,
    queryFn: () => getArtistInvitationHistory(artistId),
    staleTime: 5_000,
    retry: false,
  });
}

export function useArtistInvitationHistory(artistId: string, enabled: boolean) {
  return useQuery({ ...artistInvitationHistoryQueryOptions(artistId), enabled });
}
