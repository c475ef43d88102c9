import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/my-payments: every milestone of the user's signed contracts (dashboards). */
export function getMyPayments() {
  return api("GET /api/my-payments");
}

export function myPaymentsQueryOptions() {
  return queryOptions({ queryKey: ["my-payments"] as const, queryFn: getMyPayments });
}

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions());
}
