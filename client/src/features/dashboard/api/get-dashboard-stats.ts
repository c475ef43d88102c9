import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/dashboard/stats: the four header cards (their shape depends on the user type). */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiJson<DashboardStats>("GET", "/api/dashboard/stats");
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
