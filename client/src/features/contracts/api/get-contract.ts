import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractView } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/contracts/{id}: parties only (403 otherwise; 404 for an artist before it is sent). */
export function getContract(id: number): Promise<ContractView> {
  return apiJson<ContractView>("GET", `/api/contracts/${id}`);
}

export function contractQueryOptions(id: number) {
  return queryOptions({ queryKey: ["contracts", id] as const, queryFn: () => getContract(id) });
}

export function useContract(id: number) {
  return useQuery(contractQueryOptions(id));
}
