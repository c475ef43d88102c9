import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export type PublicListSort = "popular" | "newest";

export function getPublicProjects(limit: number, sortBy: PublicListSort = "popular") {
  return api("GET /api/projects/public", { query: { limit, sortBy } });
}

/** Spec: the landing's fetches retry 2 times. */
export function publicProjectsQueryOptions(limit: number, sortBy: PublicListSort = "popular") {
  return queryOptions({
    queryKey: ["/api/projects/public", { limit, sortBy }] as const,
    queryFn: () => getPublicProjects(limit, sortBy),
    retry: 2,
  });
}

export function usePublicProjects(limit: number, sortBy: PublicListSort = "popular") {
  return useQuery(publicProjectsQueryOptions(limit, sortBy));
}
