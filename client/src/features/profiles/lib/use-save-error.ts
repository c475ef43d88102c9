import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { authUserQueryKey } from "@/features/auth/api/get-user";
import { apiUrl } from "@/lib/api";
import { ApiRequestError, errorMessage, isUnauthorizedError } from "@/lib/api-client";

/** Spec: after the logged-out toast the login endpoint is opened 500 ms later. */
const RELOGIN_DELAY_MS = 500;

/**
 * The error path of every profile change. Spec (error catalogue): an unauthorized answer shows that
 * the user is logged out and goes to the login endpoint after 500 ms; anything else shows the
 * destructive toast with the server's message (or the fallback).
 */
export function useSaveError() {
  const queryClient = useQueryClient();
  return useCallback(
    (err: unknown, title: string, fallback: string) => {
      const unauthorized = (err instanceof ApiRequestError && err.status === 401) || isUnauthorizedError(err);
      if (unauthorized) {
        toast.error("로그인이 필요합니다", { description: "로그아웃되었습니다. 다시 로그인하는 중..." });
        queryClient.setQueryData(authUserQueryKey, null);
        window.setTimeout(() => window.location.assign(apiUrl("GET /api/login")), RELOGIN_DELAY_MS);
        return;
      }
      toast.error(title, { description: errorMessage(err, fallback) });
    },
    [queryClient],
  );
}
