import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchCachedComment } from "./get-comments";

/** PATCH /api/community/comments/{id} (author only). */
export function updateComment({ id, content }: { id: number; postId: number; content: string }) {
  return api("PATCH /api/community/comments/{id}", { params: { id }, body: { content } });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment, { id, postId }) => patchCachedComment(queryClient, postId, id, (c) => ({ ...c, content: comment.content, isEdited: true })),
  });
}
