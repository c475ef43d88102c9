import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/dashboard/stats: the four header cards (their shape depends on the user type). */
export function getDashboardStats() {
  return api("GET /api/dashboard/stats");
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/dashboard/stats"] as const,
    queryFn: getDashboardStats,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
