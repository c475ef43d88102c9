import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProjects, projectListsKey } from "@/features/projects/api/get-projects";

/** How many recruiting projects the community sidebar shows. */
const RECRUITING_LIMIT = 4;

/**
 * The sidebar's recruiting projects: the first few published projects of GET /api/projects by
 * closest deadline, through the projects feature's fetcher. The key starts with the projects
 * prefix so a project save refreshes it too.
 */
export function recruitingProjectsQueryOptions() {
  return queryOptions({
    queryKey: [...projectListsKey, "community-sidebar", { limit: RECRUITING_LIMIT }] as const,
    queryFn: () =>
      getProjects(
        { search: "", tags: [], location: "", producer: "", sortBy: "deadline", includeClosed: false, paidRoles: false, roleCategory: "" },
        0,
        RECRUITING_LIMIT,
      ),
  });
}

export function useRecruitingProjects() {
  return useQuery(recruitingProjectsQueryOptions());
}
