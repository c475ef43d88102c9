import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchCachedComment } from "./get-comments";

/** POST /api/community/comments/{id}/like: toggles the viewer's like of a comment. */
export function toggleCommentLike(id: number) {
  return api("POST /api/community/comments/{id}/like", { params: { id } });
}

export interface ToggleCommentLikeVars {
  id: number;
  postId: number;
  isLiked: boolean;
  likeCount: number;
}

/** Optimistic like of a comment, rolled back on failure like the post like. */
export function useToggleCommentLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ToggleCommentLikeVars) => toggleCommentLike(id),
    onMutate: ({ id, postId, isLiked, likeCount }) => {
      patchCachedComment(queryClient, postId, id, (c) => ({ ...c, isLiked: !isLiked, likeCount: Math.max(0, likeCount + (isLiked ? -1 : 1)) }));
      return { isLiked, likeCount };
    },
    onError: (_err, { id, postId }, previous) => {
      if (previous) patchCachedComment(queryClient, postId, id, (c) => ({ ...c, ...previous }));
    },
    onSuccess: (answer, { id, postId }) => patchCachedComment(queryClient, postId, id, (c) => ({ ...c, ...answer })),
  });
}
