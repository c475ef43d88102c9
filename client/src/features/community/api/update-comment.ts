import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommunityComment } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { patchCachedComment } from "./get-comments";

/** PATCH /api/community/comments/{id} (author only). */
export function updateComment({ id, content }: { id: number; postId: number; content: string }): Promise<CommunityComment> {
  return apiJson<CommunityComment>("PATCH", `/api/community/comments/${id}`, { content });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment, { id, postId }) =>
      patchCachedComment(queryClient, postId, id, (c) => ({ ...c, content: comment.content, isEdited: true })),
  });
}
