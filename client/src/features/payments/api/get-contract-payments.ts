import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/contracts/{id}/payments: a signed contract's milestones with gross, withholding and net. */
export function getContractPayments(id: number) {
  return api("GET /api/contracts/{id}/payments", { params: { id } });
}

export function contractPaymentsQueryOptions(id: number) {
  return queryOptions({ queryKey: ["contracts", id, "payments"] as const, queryFn: () => getContractPayments(id) });
}

export function useContractPayments(id: number) {
  return useQuery(contractPaymentsQueryOptions(id));
}
