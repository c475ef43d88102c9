import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { authUserQueryKey, useUser } from "../api/get-user";

const UNKNOWN = Symbol("unknown");

/**
 * Spec (states): when the signed-in user's id changes, all cached data except the auth-user entry is
 * discarded, so one account never sees another account's lists. Mount once, in the app shell.
 */
export function useResetCacheOnUserChange(): void {
  const queryClient = useQueryClient();
  const { data, isPending } = useUser();
  const previous = useRef<string | null | typeof UNKNOWN>(UNKNOWN);
  const currentId = isPending ? UNKNOWN : (data?.id ?? null);

  useEffect(() => {
    if (currentId === UNKNOWN) return;
    const before = previous.current;
    previous.current = currentId;
    if (before === UNKNOWN || before === currentId) return;
    const changedAt = Date.now();
    const notAuthUser = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== authUserQueryKey[0];
    queryClient.removeQueries({ predicate: notAuthUser, type: "inactive" });
    // Mounted queries holding data from before the change are reset (back to loading, refetched) so
    // no screen keeps showing the previous account's data; queries that started fetching for the
    // new account during this render are left alone.
    void queryClient.resetQueries({
      predicate: (q) => notAuthUser(q) && q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt < changedAt,
      type: "active",
    });
  }, [currentId, queryClient]);
}
