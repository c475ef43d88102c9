import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { artistInvitationHistoryQueryOptions } from "./get-artist-invitation-history";
import { invitationCheckQueryOptions } from "./get-invitation-check";

export interface InviteArtistInput {
  projectId: number;
  artistId: string;
  message: string;
}

/** POST /api/invitations: 201 on success, 409 '이미 초대한 프로젝트입니다.' when already invited. */
export function inviteArtist(body: InviteArtistInput): Promise<unknown> {
  return apiJson<unknown>("POST", "/api/invitations", body);
}

/** The check and the history of this artist change with every invitation sent. */
export function useInviteArtist(artistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteArtist,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationCheckQueryOptions(artistId).queryKey }),
        queryClient.invalidateQueries({ queryKey: artistInvitationHistoryQueryOptions(artistId).queryKey }),
      ]),
  });
}
