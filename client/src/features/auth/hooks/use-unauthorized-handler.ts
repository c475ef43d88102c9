import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { useLocation } from "wouter";
import { authUserQueryKey } from "../api/get-user";
import { ApiRequestError, isUnauthorizedError } from "@/lib/api-client";

/**
 * Spec (error catalogue): an authentication failure of a change gives the toast
 * 로그인 필요 / 로그인 후 다시 시도해주세요. and goes to /auth. The session is gone, so the cached user
 * is cleared first (otherwise /auth would send the "signed-in" user on to /dashboard).
 * Returns true when it handled the error.
 */
export function useUnauthorizedHandler() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (err: unknown): boolean => {
      const unauthorized = (err instanceof ApiRequestError && err.status === 401) || isUnauthorizedError(err);
      if (!unauthorized) return false;
      toast.error("로그인 필요", { description: "로그인 후 다시 시도해주세요." });
      queryClient.setQueryData(authUserQueryKey, null);
      navigate("/auth");
      return true;
    },
    [navigate, queryClient],
  );
}
