import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { DECLINE_CATEGORIES } from "@shared/constants";
import { apiJson } from "@/lib/api-client";

export type DeclineCategory = (typeof DECLINE_CATEGORIES)[number];

export type InvitationResponse =
  | { status: "accepted" }
  | { status: "declined"; rejectionCategory: DeclineCategory; rejectionReason: string };

export interface RespondInvitationInput {
  id: number;
  response: InvitationResponse;
}

/**
 * PATCH /api/invitations/{id}/respond. Only a pending invitation can be answered; accepting also
 * submits an application (status invited_accepted).
 */
export function respondInvitation({ id, response }: RespondInvitationInput): Promise<unknown> {
  return apiJson<unknown>("PATCH", `/api/invitations/${id}/respond`, response);
}

export function useRespondInvitation(options: Omit<UseMutationOptions<unknown, Error, RespondInvitationInput>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: respondInvitation });
}
