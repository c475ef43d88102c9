import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectCard } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/recommendations/projects: open projects ranked for the signed-in artist (decision 023). */
export function getRecommendedProjects(): Promise<ProjectCard[]> {
  return apiJson<ProjectCard[]>("GET", "/api/recommendations/projects");
}

export function recommendedProjectsQueryOptions() {
  return queryOptions({ queryKey: ["/api/recommendations/projects"] as const, queryFn: getRecommendedProjects });
}

export function useRecommendedProjects() {
  return useQuery(recommendedProjectsQueryOptions());
}
