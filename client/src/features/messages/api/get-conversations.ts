import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationSummary } from "@shared/api-types";
import { POLL_MS } from "@shared/constants";
import { apiJson } from "@/lib/api-client";

/** GET /api/conversations: one row per counterpart, newest first. */
export function getConversations(): Promise<ConversationSummary[]> {
  return apiJson<ConversationSummary[]>("GET", "/api/conversations");
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
