import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Tags that artists carry, most used first (the /artists chips). */
export function getArtistTags() {
  return api("GET /api/tags/artists");
}

export function artistTagsQueryOptions() {
  return queryOptions({ queryKey: ["/api/tags/artists"] as const, queryFn: getArtistTags, staleTime: 5 * 60_000 });
}

export function useArtistTags() {
  return useQuery(artistTagsQueryOptions());
}
