import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelInvitationInput } from "@shared/validators/invitations";
import { api } from "@/lib/api";
import { myProjectsQueryOptions } from "@/features/projects/api/get-my-projects";
import { sentInvitationsQueryOptions } from "./get-sent-invitations";

/** PATCH /api/invitations/{id}/cancel: the producer withdraws a pending invitation, with a reason. */
export function cancelInvitation({ id, reason }: CancelInvitationInput & { id: number }) {
  return api("PATCH /api/invitations/{id}/cancel", { params: { id }, body: { reason } });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sentInvitationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: myProjectsQueryOptions().queryKey });
    },
  });
}
