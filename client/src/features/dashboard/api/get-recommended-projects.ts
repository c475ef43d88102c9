import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/recommendations/projects: open projects ranked for the signed-in artist (decision 023). */
export function getRecommendedProjects() {
  return api("GET /api/recommendations/projects");
}

export function recommendedProjectsQueryOptions() {
  return queryOptions({ queryKey: ["/api/recommendations/projects"] as const, queryFn: getRecommendedProjects });
}

export function useRecommendedProjects() {
  return useQuery(recommendedProjectsQueryOptions());
}
