import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/me/export: my latest data export; polled while it is being prepared. */
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/me/export"] as const,
    queryFn: () => api("GET /api/me/export"),
    refetchInterval: (q) => (q.state.data?.export?.status === "pending" ? 3_000 : false),
  });

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

/** POST /api/me/export (403 ReauthRequired after 15 minutes: the caller wraps it in withReauth). */
export const requestDataExport = () => api("POST /api/me/export");

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportQueryOptions().queryKey }),
  });
}
