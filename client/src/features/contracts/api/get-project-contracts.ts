import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectContracts } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/projects/{id}/contracts: owner only; each accepted artist's contract and the start gate. */
export function getProjectContracts(projectId: number): Promise<ProjectContracts> {
  return apiJson<ProjectContracts>("GET", `/api/projects/${projectId}/contracts`);
}

export function projectContractsQueryOptions(projectId: number) {
  return queryOptions({ queryKey: ["projects", projectId, "contracts"] as const, queryFn: () => getProjectContracts(projectId) });
}

export function useProjectContracts(projectId: number) {
  return useQuery(projectContractsQueryOptions(projectId));
}
