import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/invitations/sent: the producer's invitations, newest first; cancelled ones are left out. */
export function getSentInvitations() {
  return api("GET /api/invitations/sent");
}

export function sentInvitationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/invitations/sent"] as const,
    queryFn: getSentInvitations,
  });
}

export function useSentInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sentInvitationsQueryOptions(), enabled });
}
