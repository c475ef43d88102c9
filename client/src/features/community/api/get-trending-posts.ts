import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CommunityPost } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/community/trending-posts: the 3 posts of the trending card. */
export function getTrendingPosts(): Promise<CommunityPost[]> {
  return apiJson<CommunityPost[]>("GET", "/api/community/trending-posts");
}

export function trendingPostsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/community/trending-posts"] as const,
    queryFn: getTrendingPosts,
  });
}

export function useTrendingPosts() {
  return useQuery(trendingPostsQueryOptions());
}
