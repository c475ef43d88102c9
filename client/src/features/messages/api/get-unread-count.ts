import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@shared/constants";
import { api, type Answer } from "@/lib/api";
import { usePollInterval } from "@/lib/live-connection";

export type UnreadCount = Answer<"GET /api/messages/unread-count">;

/** GET /api/messages/unread-count: received messages not read yet. */
export function getUnreadCount({ signal }: { signal?: AbortSignal } = {}) {
  return api("GET /api/messages/unread-count", { signal });
}

/** Polled every 10 s while signed in (spec: unread-count poll). */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: ["/api/messages/unread-count"] as const,
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    refetchInterval: POLL_MS.unreadCount,
  });
}

/** The spec's 10 s poll is the fallback: while the live event stream is connected it slows down. */
export function useUnreadCount({ enabled }: { enabled: boolean }) {
  const refetchInterval = usePollInterval(POLL_MS.unreadCount);
  return useQuery({ ...unreadCountQueryOptions(), refetchInterval, enabled });
}
