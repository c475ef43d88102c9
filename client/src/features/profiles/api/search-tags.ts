import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TAG_SEARCH_LIMIT } from "@shared/constants";
import type { Tag } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/tags/search?q&limit=10: suggestions for the specialty editor. */
export function searchTags(q: string, limit: number = TAG_SEARCH_LIMIT): Promise<Tag[]> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return apiJson<Tag[]>("GET", `/api/tags/search?${params}`);
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
