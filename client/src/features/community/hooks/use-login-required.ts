import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { authUserQueryKey } from "@/features/auth/api/get-user";
import { ApiRequestError, isUnauthorizedError } from "@/lib/api-client";

export function isAuthFailure(err: unknown): boolean {
  return (err instanceof ApiRequestError && err.status === 401) || isUnauthorizedError(err);
}

/**
 * Sends a visitor (or a user whose session ended) to /auth with the toast 로그인 필요 and the given
 * description. The cached user is cleared first so /auth does not bounce a stale "signed-in" user.
 */
export function useLoginRequired() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (description = "로그인 후 다시 시도해주세요.") => {
      toast.error("로그인 필요", { description });
      queryClient.setQueryData(authUserQueryKey, null);
      navigate("/auth");
    },
    [navigate, queryClient],
  );
}
