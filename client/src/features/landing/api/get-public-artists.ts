import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export type PublicListSort = "popular" | "newest";

export function getPublicArtists(limit: number, sortBy: PublicListSort = "popular") {
  return api("GET /api/artists/public", { query: { limit, sortBy } });
}

/** Spec: the landing's fetches retry 2 times. */
export function publicArtistsQueryOptions(limit: number, sortBy: PublicListSort = "popular") {
  return queryOptions({
    queryKey: ["/api/artists/public", { limit, sortBy }] as const,
    queryFn: () => getPublicArtists(limit, sortBy),
    retry: 2,
  });
}

export function usePublicArtists(limit: number, sortBy: PublicListSort = "popular") {
  return useQuery(publicArtistsQueryOptions(limit, sortBy));
}
