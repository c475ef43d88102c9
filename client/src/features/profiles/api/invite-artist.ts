import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateInvitationInput } from "@shared/validators/invitations";
import { api } from "@/lib/api";
import { artistInvitationHistoryQueryOptions } from "./get-artist-invitation-history";
import { canContactQueryOptions } from "./get-can-contact";
import { invitationCheckQueryOptions } from "./get-invitation-check";

/** POST /api/invitations: 201 on success, 409 '이미 초대한 프로젝트입니다.' when already invited. */
export function inviteArtist(body: CreateInvitationInput) {
  return api("POST /api/invitations", { body });
}

/**
 * The check and the history of this artist change with every invitation sent, and so does whether the
 * two may now write to each other (an invitation is a project connection).
 */
export function useInviteArtist(artistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteArtist,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationCheckQueryOptions(artistId).queryKey }),
        queryClient.invalidateQueries({ queryKey: artistInvitationHistoryQueryOptions(artistId).queryKey }),
        queryClient.invalidateQueries({ queryKey: canContactQueryOptions(artistId).queryKey }),
      ]),
  });
}
