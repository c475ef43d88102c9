import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/users/{id}/can-contact: true when a project connects the viewer and this user. */
export function getCanContact(id: string) {
  return api("GET /api/users/{id}/can-contact", { params: { id } });
}

/** Spec: contact checks are fresh 5 s and not retried. */
export function canContactQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["/api/users", id, "can-contact"] as const,
    queryFn: () => getCanContact(id),
    staleTime: 5_000,
    retry: false,
  });
}

export function useCanContact(id: string, enabled: boolean) {
  return useQuery({ ...canContactQueryOptions(id), enabled });
}
