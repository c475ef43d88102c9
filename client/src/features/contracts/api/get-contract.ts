import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/contracts/{id}: parties only (403 otherwise; 404 for an artist before it is sent). */
export function getContract(id: number) {
  return api("GET /api/contracts/{id}", { params: { id } });
}

export function contractQueryOptions(id: number) {
  return queryOptions({ queryKey: ["contracts", id] as const, queryFn: () => getContract(id) });
}

export function useContract(id: number) {
  return useQuery(contractQueryOptions(id));
}
