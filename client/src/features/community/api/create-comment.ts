import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { refreshAfterWrite } from "@/lib/query-client";
import { commentsQueryOptions } from "./get-comments";
import { patchCachedPost } from "./get-posts";

export interface CreateCommentInput {
  postId: number;
  content: string;
  parentId?: number | null;
}

/** POST /api/community/posts/{id}/comments: a comment, or a reply with parentId. */
export function createComment({ postId, content, parentId }: CreateCommentInput) {
  return api("POST /api/community/posts/{id}/comments", { params: { id: postId }, body: parentId ? { content, parentId } : { content } });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async (_comment, { postId }) => {
      patchCachedPost(queryClient, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
      await refreshAfterWrite(queryClient, commentsQueryOptions(postId).queryKey);
    },
  });
}
