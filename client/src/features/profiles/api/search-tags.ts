import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TAG_SEARCH_LIMIT } from "@shared/constants";
import { api } from "@/lib/api";

/** GET /api/tags/search?q&limit=10: suggestions for the specialty editor. */
export function searchTags(q: string, limit: number = TAG_SEARCH_LIMIT) {
  return api("GET /api/tags/search", { query: { q, limit } });
}

export function searchTagsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["/api/tags/search", { q }] as const,
    queryFn: () => searchTags(q),
    staleTime: 60_000,
  });
}

export function useSearchTags(q: string, enabled: boolean) {
  return useQuery({ ...searchTagsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
