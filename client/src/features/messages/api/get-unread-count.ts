import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@shared/constants";
import { usePollInterval } from "@/lib/live-connection";

export interface UnreadCount {
  count: number;
}

/** GET /api/messages/unread-count: received messages not read yet. */
export async function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<UnreadCount> {
  const res = await fetch("/api/messages/unread-count", { credentials: "include", headers: { Accept: "application/json" }, signal });
  if (!res.ok) throw new Error("Failed to fetch unread count");
  return (await res.json()) as UnreadCount;
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
