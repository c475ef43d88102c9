import { queryOptions, useQuery } from "@tanstack/react-query";
import { POPULAR_TAGS_LIMIT } from "@shared/constants";
import { api } from "@/lib/api";

/** GET /api/community/popular-tags: tags by the number of visible posts using them. */
export function getCommunityPopularTags(limit: number = POPULAR_TAGS_LIMIT) {
  return api("GET /api/community/popular-tags", { query: { limit } });
}

/** Cached 5 minutes like the other popular-tag lists. */
export function communityPopularTagsQueryOptions(limit: number = POPULAR_TAGS_LIMIT) {
  return queryOptions({
    queryKey: ["/api/community/popular-tags", { limit }] as const,
    queryFn: () => getCommunityPopularTags(limit),
    staleTime: 5 * 60_000,
  });
}

export function useCommunityPopularTags(limit: number = POPULAR_TAGS_LIMIT) {
  return useQuery(communityPopularTagsQueryOptions(limit));
}
