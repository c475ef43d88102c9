import { QueryClient } from "@tanstack/react-query";

/**
 * Spec "Data fetching defaults": fresh 30 s, unused cache 5 min, refetch on focus, no retries. There is
 * no default query function: every query names its operation through `api()` (decision 028), so no
 * URL is ever built from a cache key.
 */
export const queryConfig = {
  queries: {
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

/**
 * Refreshes a query after a write that changes it. A first fetch still in flight may have been read before
 * the write, and invalidating alone would not repeat it (TanStack Query joins a fetch that has no data yet
 * instead of restarting it): open a post's comments and send one at once, and the list stayed empty under
 * the new count. So that fetch is cancelled first, then the query is fetched afresh.
 */
export async function refreshAfterWrite(client: QueryClient, queryKey: readonly unknown[]) {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
