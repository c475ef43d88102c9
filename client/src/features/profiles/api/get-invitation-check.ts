import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectStatus } from "@shared/constants";
import { apiJson } from "@/lib/api-client";

/**
 * GET /api/invitations/check/{artistId} (the Invitations feature). The answer type lives here until
 * that feature adds it to shared/api-types; then this should import it instead.
 */
export interface InvitationCheckProject {
  id: number;
  title: string;
  status: ProjectStatus;
  deadline: string | null;
}
export interface InvitationCheck {
  collaborationHistory: { hasPastCollaboration: boolean; hasPastRejection: boolean; totalInvitations: number };
  invitableProjects: InvitationCheckProject[];
  projects: Array<InvitationCheckProject & { invitable: boolean; reason: string | null }>;
}

export function getInvitationCheck(artistId: string): Promise<InvitationCheck> {
  return apiJson<InvitationCheck>("GET", `/api/invitations/check/${encodeURIComponent(artistId)}`);
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
