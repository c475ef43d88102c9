import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/saved-searches: the signed-in user's saved searches, newest first. */
export function getSavedSearches() {
  return api("GET /api/saved-searches");
}

export function savedSearchesQueryOptions() {
  return queryOptions({ queryKey: ["/api/saved-searches"] as const, queryFn: getSavedSearches });
}

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}
