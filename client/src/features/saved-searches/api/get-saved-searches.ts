import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedSearch } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/saved-searches: the signed-in user's saved searches, newest first. */
export function getSavedSearches(): Promise<SavedSearch[]> {
  return apiJson<SavedSearch[]>("GET", "/api/saved-searches");
}

export function savedSearchesQueryOptions() {
  return queryOptions({ queryKey: ["/api/saved-searches"] as const, queryFn: getSavedSearches });
}

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}
