import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/upload/usage: the bytes the account's uploads take and its storage quota. */
export function getUploadUsage() {
  return api("GET /api/upload/usage");
}

export function uploadUsageQueryOptions() {
  return queryOptions({
    queryKey: ["/api/upload/usage"] as const,
    queryFn: getUploadUsage,
    // Uploads happen on other pages: what this page shows is read afresh each time it opens.
    staleTime: 0,
  });
}

export function useUploadUsage() {
  return useQuery(uploadUsageQueryOptions());
}
