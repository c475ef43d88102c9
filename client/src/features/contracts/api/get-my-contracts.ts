import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/my-contracts: the viewer's contracts as either party. */
export function getMyContracts() {
  return api("GET /api/my-contracts");
}

export function myContractsQueryOptions() {
  return queryOptions({ queryKey: ["my-contracts"] as const, queryFn: getMyContracts });
}

export function useMyContracts() {
  return useQuery(myContractsQueryOptions());
}
