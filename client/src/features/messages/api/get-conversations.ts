import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@shared/constants";
import { api } from "@/lib/api";

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

export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}
