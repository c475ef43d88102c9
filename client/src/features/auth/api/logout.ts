import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { api } from "@/lib/api";
import { getUserQueryOptions } from "./get-user";

/** POST /api/auth/logout. */
export async function logout(): Promise<void> {
  await api("POST /api/auth/logout");
}

/**
 * Spec: logout clears the local cache, goes to /, then refetches the current user; a failure is
 * only logged (the refetch then shows whether the session really ended).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onError: (err) => {
      console.error("로그아웃 요청 실패", err);
    },
    onSettled: async () => {
      const { queryKey } = getUserQueryOptions();
      // The auth entry itself is set to null rather than removed, so every subscriber re-renders
      // signed out at once instead of flashing the full-page user loader.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKey[0] });
      queryClient.setQueryData(queryKey, null);
      navigate("/");
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
