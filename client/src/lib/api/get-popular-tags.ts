import { queryOptions, useQuery } from "@tanstack/react-query";
import { POPULAR_TAGS_LIMIT } from "@shared/constants";
import type { Tag } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** The most used tags, most popular first. */
export function getPopularTags(limit: number = POPULAR_TAGS_LIMIT): Promise<Tag[]> {
  return apiJson<Tag[]>("GET", `/api/tags/popular?limit=${encodeURIComponent(limit)}`);
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
