import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

const PROJECT_TAGS_LIMIT = 50;

/** Tags that are used by projects, most used first (the /projects tag chooser). */
export function getProjectTags(limit: number = PROJECT_TAGS_LIMIT) {
  return api("GET /api/tags/projects", { query: { limit } });
}

export function projectTagsQueryOptions(limit: number = PROJECT_TAGS_LIMIT) {
  return queryOptions({
    queryKey: ["/api/tags/projects", { limit }] as const,
    queryFn: () => getProjectTags(limit),
    staleTime: 5 * 60_000,
  });
}

export function useProjectTags(limit: number = PROJECT_TAGS_LIMIT) {
  return useQuery(projectTagsQueryOptions(limit));
}
