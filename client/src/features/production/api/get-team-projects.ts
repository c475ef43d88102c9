import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/my-team-projects: the projects a producer owns or manages. */
export function teamProjectsQueryOptions() {
  return queryOptions({ queryKey: ["/api/my-team-projects"] as const, queryFn: ({ signal }) => api("GET /api/my-team-projects", { signal }) });
}

export function useTeamProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamProjectsQueryOptions(), enabled });
}
