import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api";
import { ApiRequestError } from "@/lib/api-client";

/** GET /api/auth/user: the signed-in account, never the password or tokens. */
export type AuthUser = Answer<"GET /api/auth/user">;

/** The single key of the auth-user entry; the cache reset on user change keeps only this entry. */
export const authUserQueryKey = ["/api/auth/user"] as const;

/** 401 means nobody is signed in (null); any other failure is an error. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<AuthUser | null> {
  try {
    return await api("GET /api/auth/user", { signal });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

/** Spec: fresh 10 min, kept 30 min, refetch on focus and mount, no retry. */
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: authUserQueryKey,
    queryFn: ({ signal }) => getUser({ signal }),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: false,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
