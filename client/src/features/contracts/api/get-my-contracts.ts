import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractSummary } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/my-contracts: the viewer's contracts as either party. */
export function getMyContracts(): Promise<ContractSummary[]> {
  return apiJson<ContractSummary[]>("GET", "/api/my-contracts");
}

export function myContractsQueryOptions() {
  return queryOptions({ queryKey: ["my-contracts"] as const, queryFn: getMyContracts });
}

export function useMyContracts() {
  return useQuery(myContractsQueryOptions());
}
