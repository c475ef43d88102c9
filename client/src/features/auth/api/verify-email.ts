import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api";
import { getUserQueryOptions } from "./get-user";

export type VerifyEmailResponse = Answer<"GET /api/auth/verify-email">;

/**
 * GET /api/auth/verify-email?token=. Verifies without signing in (issue 25); `signedIn` tells whether
 * this browser already is signed in as that account.
 * Rejects with ApiRequestError 400 (body.message) for an invalid or expired token.
 * A mutation, not a query: the token is single-use and must never be refetched.
 */
export function verifyEmail(token: string) {
  return api("GET /api/auth/verify-email", { query: { token } });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      const { queryKey } = getUserQueryOptions();
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
