import { useMutation, useQueryClient, type UseMutationOptions } from "@tanstack/react-query";
import type { DECLINE_CATEGORIES } from "@shared/constants";
import { api, type Answer } from "@/lib/api";
import { myApplicationsQueryOptions } from "@/features/applications/api/get-my-applications";
import { dashboardStatsQueryOptions } from "@/features/dashboard/api/get-dashboard-stats";
import { receivedInvitationsQueryOptions } from "./get-received-invitations";

export type DeclineCategory = (typeof DECLINE_CATEGORIES)[number];

export type InvitationResponse = { status: "accepted" } | { status: "declined"; rejectionCategory: DeclineCategory; rejectionReason: string };

export interface RespondInvitationInput {
  id: number;
  response: InvitationResponse;
}

/**
 * PATCH /api/invitations/{id}/respond. Only a pending invitation can be answered; accepting also
 * submits an application (status invited_accepted).
 */
export function respondInvitation({ id, response }: RespondInvitationInput) {
  return api("PATCH /api/invitations/{id}/respond", { params: { id }, body: response });
}

export function useRespondInvitation(
  options: Omit<UseMutationOptions<Answer<"PATCH /api/invitations/{id}/respond">, Error, RespondInvitationInput>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: respondInvitation,
    onSuccess: (...args) => {
      // Accepting also creates an application, so the artist's lists and counts all move.
      void queryClient.invalidateQueries({ queryKey: receivedInvitationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: myApplicationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey });
      return options.onSuccess?.(...args);
    },
  });
}
