import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/users/{id}: the whole profile screen in one answer. */
export function getUserProfile(id: string) {
  return api("GET /api/users/{id}", { params: { id } });
}

/** Owns the profile key; every profile mutation invalidates through it. */
export function userProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["/api/users", id] as const,
    queryFn: () => getUserProfile(id),
  });
}

export function useUserProfile(id: string) {
  return useQuery(userProfileQueryOptions(id));
}
