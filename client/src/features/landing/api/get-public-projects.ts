import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectCard } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

export type PublicListSort = "popular" | "newest";

export function getPublicProjects(limit: number, sortBy: PublicListSort = "popular"): Promise<ProjectCard[]> {
  const params = new URLSearchParams({ limit: String(limit), sortBy });
  return apiJson<ProjectCard[]>("GET", `/api/projects/public?${params}`);
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
