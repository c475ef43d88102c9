import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/my-applications: every application to the producer's projects, newest first. */
export function getReceivedApplications() {
  return api("GET /api/my-applications");
}

/** Spec: applications are cached 5 minutes. */
export function receivedApplicationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/my-applications"] as const,
    queryFn: getReceivedApplications,
    gcTime: 5 * 60_000,
  });
}

export function useReceivedApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...receivedApplicationsQueryOptions(), enabled });
}
