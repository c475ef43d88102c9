import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/applications/my: the artist's own applications, newest first. */
export function getMyApplications() {
  return api("GET /api/applications/my");
}

/** Spec: applications are cached 5 minutes. */
export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/applications/my"] as const,
    queryFn: getMyApplications,
    gcTime: 5 * 60_000,
  });
}

export function useMyApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myApplicationsQueryOptions(), enabled });
}
