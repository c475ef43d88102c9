import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryOf } from "@shared/contract/define";
import type { productionPaths } from "@shared/contract/production";
import { api } from "@/lib/api";

export type ApplicantsFilters = QueryOf<typeof productionPaths.operations.applicants>;

/** GET /api/projects/{id}/applicants: one page of the project's applicants with the team's triage. */
export function applicantsQueryOptions(projectId: number, filters: ApplicantsFilters = {}) {
  return queryOptions({
    queryKey: ["/api/projects", projectId, "applicants", filters] as const,
    queryFn: ({ signal }) => api("GET /api/projects/{id}/applicants", { params: { id: projectId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of the project's applicants (any filters): what a triage or a decline invalidates. */
export const allApplicantsKey = (projectId: number) => ["/api/projects", projectId, "applicants"] as const;

export function useApplicants(projectId: number, filters: ApplicantsFilters) {
  return useQuery(applicantsQueryOptions(projectId, filters));
}
