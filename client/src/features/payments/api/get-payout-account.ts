import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/me/payout-account: the artist's payout account (masked), what waits and the payouts made. */
export function getPayoutAccount() {
  return api("GET /api/me/payout-account");
}

export function payoutAccountQueryOptions() {
  return queryOptions({ queryKey: ["me", "payout-account"] as const, queryFn: getPayoutAccount });
}

export function usePayoutAccount() {
  return useQuery(payoutAccountQueryOptions());
}
