import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Spec "Data fetching defaults": fresh 30 s, unused cache 5 min, refetch on focus, no retries. */
export const queryConfig = {
  queries: {
    queryFn: getQueryFn({ on401: "throw" }),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The app's single client; tests may build their own with createQueryClient(). */
export const queryClient = createQueryClient();
