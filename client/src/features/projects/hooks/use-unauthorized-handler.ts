import { useCallback } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { ApiRequestError, isUnauthorizedError } from "@/lib/api-client";

/**
 * Spec (error catalogue): an authentication failure of a change gives the toast
 * 로그인 필요 / 로그인 후 다시 시도해주세요. and goes to /auth. Returns true when it handled the error.
 */
export function useUnauthorizedHandler() {
  const [, navigate] = useLocation();
  return useCallback(
    (err: unknown): boolean => {
      const unauthorized = (err instanceof ApiRequestError && err.status === 401) || isUnauthorizedError(err);
      if (!unauthorized) return false;
      toast.error("로그인 필요", { description: "로그인 후 다시 시도해주세요." });
      navigate("/auth");
      return true;
    },
    [navigate],
  );
}
