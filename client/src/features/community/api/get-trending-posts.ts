import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/community/trending-posts: the 3 posts of the trending card. */
export function getTrendingPosts() {
  return api("GET /api/community/trending-posts");
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
