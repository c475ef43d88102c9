import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationCheck } from "@shared/api-types";
import { api } from "@/lib/api";

export type { InvitationCheck };

/** GET /api/invitations/check/{artistId} (producer): collaboration history and which projects can still invite. */
export function getInvitationCheck(artistId: string) {
  return api("GET /api/invitations/check/{artistId}", { params: { artistId } });
}

/** Spec: invitation checks are fresh 5 s and not retried. */
export function invitationCheckQueryOptions(artistId: string) {
  return queryOptions({
    queryKey: ["/api/invitations/check", artistId] as const,
    queryFn: () => getInvitationCheck(artistId),
    staleTime: 5_000,
    retry: false,
  });
}

export function useInvitationCheck(artistId: string, enabled: boolean) {
  return useQuery({ ...invitationCheckQueryOptions(artistId), enabled });
}
