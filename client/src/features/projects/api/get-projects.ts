import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@shared/constants";
import type { ProjectPage } from "@shared/api-types";
import { api } from "@/lib/api";
import type { ProjectFilters } from "../lib/project-filters";

/** One page of GET /api/projects; tags are sent as repeated ?tags= parameters. */
export function getProjects(filters: ProjectFilters, offset = 0, limit: number = PAGE_SIZE.projects) {
  // Every filter is a parameter of the list (project-filters.ts), the switches written as the address writes it.
  return api("GET /api/projects", {
    query: { ...filters, includeClosed: filters.includeClosed ? "true" : undefined, paidRoles: filters.paidRoles ? "true" : undefined, limit, offset },
  });
}

/** The prefix shared by every project list (and project page) key: invalidating it refreshes them all. */
export const projectListsKey = ["/api/projects"] as const;

/**
 * The key holds every filter, so each combination is its own cached list; the next page starts
 * at the number of projects already loaded. Spec: the projects cache is kept 5 minutes.
 */
export function projectsInfiniteQueryOptions(filters: ProjectFilters) {
  return infiniteQueryOptions({
    queryKey: [...projectListsKey, filters] as const,
    queryFn: ({ pageParam }) => getProjects(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ProjectPage, pages: ProjectPage[]) =>
      last.hasMore && last.items.length > 0 ? pages.reduce((n, p) => n + p.items.length, 0) : undefined,
    gcTime: 5 * 60_000,
  });
}

export function useProjects(filters: ProjectFilters) {
  // Keeps the previous results on screen (dimmed) while a new filter combination loads.
  return useInfiniteQuery({ ...projectsInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
}
