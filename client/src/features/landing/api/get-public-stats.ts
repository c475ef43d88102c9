import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getPublicStats() {
  return api("GET /api/stats/public");
}

/** Spec: the public stats are cached 10 minutes; the landing's fetches retry 2 times. */
export function publicStatsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/stats/public"] as const,
    queryFn: getPublicStats,
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: 2,
  });
}

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions());
}
