import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/invitations/received: the artist's invitations, newest first. */
export function getReceivedInvitations() {
  return api("GET /api/invitations/received");
}

export function receivedInvitationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/invitations/received"] as const,
    queryFn: getReceivedInvitations,
  });
}

export function useReceivedInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...receivedInvitationsQueryOptions(), enabled });
}
