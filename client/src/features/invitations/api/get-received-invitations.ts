import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardInvitation } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/invitations/received: the artist's invitations, newest first. */
export function getReceivedInvitations(): Promise<DashboardInvitation[]> {
  return apiJson<DashboardInvitation[]>("GET", "/api/invitations/received");
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
