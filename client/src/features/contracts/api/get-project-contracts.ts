import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/projects/{id}/contracts: owner only; each accepted artist's contract and the start gate. */
export function getProjectContracts(projectId: number) {
  return api("GET /api/projects/{id}/contracts", { params: { id: projectId } });
}

export function projectContractsQueryOptions(projectId: number) {
  return queryOptions({ queryKey: ["projects", projectId, "contracts"] as const, queryFn: () => getProjectContracts(projectId) });
}

export function useProjectContracts(projectId: number) {
  return useQuery(projectContractsQueryOptions(projectId));
}
