import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Location } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** The 18 Korean regions, sorted by the server. */
export function getLocations(): Promise<Location[]> {
  return apiJson<Location[]>("GET", "/api/locations");
}

/** Spec: locations are cached 10 minutes (reference data that hardly ever changes). */
export function locationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/locations"] as const,
    queryFn: getLocations,
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
