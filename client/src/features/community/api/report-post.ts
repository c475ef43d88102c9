import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchCachedPost } from "./get-posts";

/** POST /api/community/posts/{id}/report: the post is hidden for the reporter from then on. */
export function reportPost({ id, reason }: { id: number; reason: string }) {
  return api("POST /api/community/posts/{id}/report", { params: { id }, body: { reason } });
}

export function useReportPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPost,
    onSuccess: (_data, { id }) => patchCachedPost(queryClient, id, () => null),
  });
}
