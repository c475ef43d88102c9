import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DashboardInvitation } from "@shared/api-types";
import type { CancelInvitationInput } from "@shared/validators/invitations";
import { apiJson } from "@/lib/api-client";
import { myProjectsQueryOptions } from "@/features/projects/api/get-my-projects";
import { sentInvitationsQueryOptions } from "./get-sent-invitations";

/** PATCH /api/invitations/{id}/cancel: the producer withdraws a pending invitation, with a reason. */
export function cancelInvitation({ id, reason }: CancelInvitationInput & { id: number }): Promise<DashboardInvitation> {
  return apiJson<DashboardInvitation>("PATCH", `/api/invitations/${id}/cancel`, { reason });
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
