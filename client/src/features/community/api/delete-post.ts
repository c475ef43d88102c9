import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { communityPostsKey, patchCachedPost } from "./get-posts";
import { trendingPostsQueryOptions } from "./get-trending-posts";

/** DELETE /api/community/posts/{id} (owner only). */
export async function deletePost(id: number): Promise<void> {
  await api("DELETE /api/community/posts/{id}", { params: { id } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_data, id) => {
      patchCachedPost(queryClient, id, () => null);
      queryClient.removeQueries({ queryKey: [...communityPostsKey, id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityPostsKey }),
        queryClient.invalidateQueries({ queryKey: trendingPostsQueryOptions().queryKey }),
      ]);
    },
  });
}
