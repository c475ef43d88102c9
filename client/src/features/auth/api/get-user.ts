import { queryOptions, useQuery } from "@tanstack/react-query";
import type { users } from "@shared/schema";

type UserRow = typeof users.$inferSelect;

/** GET /api/auth/user: the signed-in account, never the password or tokens. */
export type AuthUser = Pick<
  UserRow,
  "id" | "email" | "firstName" | "lastName" | "userType" | "bio" | "location" | "website" | "profileImageUrl" | "yearsOfExperience" | "emailVerified"
> & {
  /** Names of the user's specialty tags. */
  specialties?: string[];
  /** ISO timestamp (JSON has no Date). */
  createdAt: string;
};

/** The single key of the auth-user entry; the cache reset on user change keeps only this entry. */
export const authUserQueryKey = ["/api/auth/user"] as const;

/** 401 means nobody is signed in (null); any other failure is an error. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<AuthUser | null> {
  const res = await fetch("/api/auth/user", { credentials: "include", headers: { Accept: "application/json" }, signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error("Failed to fetch user");
  return (await res.json()) as AuthUser;
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
