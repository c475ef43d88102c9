import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { commentsQueryOptions } from "./get-comments";
import { communityPostsKey } from "./get-posts";

/** DELETE /api/community/comments/{id} (author only); a comment with replies stays as 삭제된 댓글입니다. */
export async function deleteComment({ id }: { id: number; postId: number }): Promise<void> {
  await api("DELETE /api/community/comments/{id}", { params: { id } });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    // The server decides whether the comment stays as a placeholder and what the count becomes.
    onSuccess: async (_data, { postId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryOptions(postId).queryKey }),
        queryClient.invalidateQueries({ queryKey: communityPostsKey, refetchType: "active" }),
      ]);
    },
  });
}
