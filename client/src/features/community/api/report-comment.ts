import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportResult } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { patchCachedComment } from "./get-comments";

/** POST /api/community/comments/{id}/report: the comment is hidden for the reporter from then on. */
export function reportComment({ id, reason }: { id: number; postId: number; reason: string }): Promise<ReportResult> {
  return apiJson<ReportResult>("POST", `/api/community/comments/${id}/report`, { reason });
}

export function useReportComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportComment,
    onSuccess: (_data, { id, postId }) => patchCachedComment(queryClient, postId, id, () => null),
  });
}
