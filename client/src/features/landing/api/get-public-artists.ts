import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicArtist } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

export type PublicListSort = "popular" | "newest";

export function getPublicArtists(limit: number, sortBy: PublicListSort = "popular"): Promise<PublicArtist[]> {
  const params = new URLSearchParams({ limit: String(limit), sortBy });
  return apiJson<PublicArtist[]>("GET", `/api/artists/public?${params}`);
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
