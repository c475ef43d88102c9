import { queryOptions, useQuery } from "@tanstack/react-query";
import { POPULAR_TAGS_LIMIT } from "@shared/constants";
import { api } from "@/lib/api";

/** The most used tags, most popular first. */
export function getPopularTags(limit: number = POPULAR_TAGS_LIMIT) {
  return api("GET /api/tags/popular", { query: { limit } });
}

/** Spec: popular tags are cached 5 minutes. */
export function popularTagsQueryOptions(limit: number = POPULAR_TAGS_LIMIT) {
  return queryOptions({
    queryKey: ["/api/tags/popular", { limit }] as const,
    queryFn: () => getPopularTags(limit),
    staleTime: 5 * 60_000,
  });
}

export function usePopularTags(limit: number = POPULAR_TAGS_LIMIT) {
  return useQuery(popularTagsQueryOptions(limit));
}
