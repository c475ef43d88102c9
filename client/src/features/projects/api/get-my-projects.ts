import { queryOptions } from "@tanstack/react-query";
import type { ProjectCard } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/my-projects: the producer's own projects, drafts included. */
export function getMyProjects(): Promise<ProjectCard[]> {
  return apiJson<ProjectCard[]>("GET", "/api/my-projects");
}

/** Spec: invalidated after every project save; the dashboard adds its hook on these options. */
export function myProjectsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/my-projects"] as const,
    queryFn: getMyProjects,
  });
}
