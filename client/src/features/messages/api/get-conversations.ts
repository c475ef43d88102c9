import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@shared/constants";
import { api } from "@/lib/api";
import { usePollInterval } from "@/lib/live-connection";

/** GET /api/conversations: one row per counterpart, newest first. */
export function getConversations() {
  return api("GET /api/conversations");
}

/** Polled every 15 s (spec); the event stream invalidates it sooner once it lands. */
export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/conversations"] as const,
    queryFn: getConversations,
    refetchInterval: POLL_MS.conversations,
    gcTime: 10 * 60_000,
  });
}

/** The spec's 15 s poll is the fallback: while the live event stream is connected it slows down. */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  const refetchInterval = usePollInterval(POLL_MS.conversations);
  return useQuery({ ...conversationsQueryOptions(), refetchInterval, enabled });
}
