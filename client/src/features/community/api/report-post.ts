import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportResult } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { patchCachedPost } from "./get-posts";

/** POST /api/community/posts/{id}/report: the post is hidden for the reporter from then on. */
export function reportPost({ id, reason }: { id: number; reason: string }): Promise<ReportResult> {
  return apiJson<ReportResult>("POST", `/api/community/posts/${id}/report`, { reason });
}

export function useReportPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPost,
    onSuccess: (_data, { id }) => patchCachedPost(queryClient, id, () => null),
  });
}
