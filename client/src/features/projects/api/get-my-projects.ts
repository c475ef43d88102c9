import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/my-projects: the producer's own projects, drafts included. */
export function getMyProjects() {
  return api("GET /api/my-projects");
}

/** Spec: invalidated after every project save; the dashboard adds its hook on these options. */
export function myProjectsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/my-projects"] as const,
    queryFn: getMyProjects,
  });
}
