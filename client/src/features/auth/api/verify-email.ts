import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { getUserQueryOptions, type AuthUser } from "./get-user";

export interface VerifyEmailResponse {
  message: string;
  user: AuthUser;
}

/**
 * GET /api/auth/verify-email?token=. On success the server also signs the session in.
 * Rejects with ApiRequestError 400 (body.message) for an invalid or expired token.
 * A mutation, not a query: the token is single-use and must never be refetched.
 */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiJson<VerifyEmailResponse>("GET", `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async (data) => {
      const { queryKey } = getUserQueryOptions();
      queryClient.setQueryData(queryKey, data.user);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
