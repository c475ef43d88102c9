import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/invitations/artist-history/{artistId}: the producer's projects that already invited this artist. */
export function getArtistInvitationHistory(artistId: string) {
  return api("GET /api/invitations/artist-history/{artistId}", { params: { artistId } });
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
