import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchCachedComment } from "./get-comments";

/** POST /api/community/comments/{id}/report: the comment is hidden for the reporter from then on. */
export function reportComment({ id, reason }: { id: number; postId: number; reason: string }) {
  return api("POST /api/community/comments/{id}/report", { params: { id }, body: { reason } });
}

export function useReportComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportComment,
    onSuccess: (_data, { id, postId }) => patchCachedComment(queryClient, postId, id, () => null),
  });
}
