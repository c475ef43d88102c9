import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { CommunityComment } from "@shared/api-types";
import { api } from "@/lib/api";
import { communityPostsKey } from "./get-posts";

/** GET /api/community/posts/{id}/comments: top-level comments with their replies. */
export function getComments(postId: number) {
  return api("GET /api/community/posts/{id}/comments", { params: { id: postId } });
}

export function commentsQueryOptions(postId: number) {
  return queryOptions({
    queryKey: [...communityPostsKey, postId, "comments"] as const,
    queryFn: () => getComments(postId),
  });
}

export function useComments(postId: number, enabled = true) {
  return useQuery({ ...commentsQueryOptions(postId), enabled });
}

/** Applies `update` to one comment (top level or reply) of a post's cached thread; null removes it. */
export function patchCachedComment(queryClient: QueryClient, postId: number, commentId: number, update: (c: CommunityComment) => CommunityComment | null) {
  const walk = (list: CommunityComment[]): CommunityComment[] => {
    const out: CommunityComment[] = [];
    for (const c of list) {
      if (c.id === commentId) {
        const next = update(c);
        if (next) out.push(next);
      } else if (c.replies.length) out.push({ ...c, replies: walk(c.replies) });
      else out.push(c);
    }
    return out;
  };
  queryClient.setQueryData<CommunityComment[]>(commentsQueryOptions(postId).queryKey, (list) => (list ? walk(list) : list));
}
