import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** The 18 Korean regions, sorted by the server. */
export function getLocations() {
  return api("GET /api/locations");
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
