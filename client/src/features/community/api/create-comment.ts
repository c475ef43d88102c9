import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommunityComment } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { refreshAfterWrite } from "@/lib/query-client";
import { commentsQueryOptions } from "./get-comments";
import { patchCachedPost } from "./get-posts";

export interface CreateCommentInput {
  postId: number;
  content: string;
  parentId?: number | null;
}

/** POST /api/community/posts/{id}/comments: a comment, or a reply with parentId. */
export function createComment({ postId, content, parentId }: CreateCommentInput): Promise<CommunityComment> {
  return apiJson<CommunityComment>("POST", `/api/community/posts/${postId}/comments`, parentId ? { content, parentId } : { content });
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
