import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /api/auth/verify-reset-token {token}: 200 { valid: true } or 400. Only ok-or-not is read. */
export function verifyResetToken(token: string) {
  return api("POST /api/auth/verify-reset-token", { body: { token } });
}

export function verifyResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["/api/auth/verify-reset-token", token] as const,
    queryFn: () => verifyResetToken(token),
    // Checked once per visit; a refetch on focus could flip a used token to "invalid" mid-form.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useVerifyResetToken(token: string | null) {
  return useQuery({ ...verifyResetTokenQueryOptions(token ?? ""), enabled: !!token });
}
