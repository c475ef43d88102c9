import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationContext } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** GET /api/conversations/{userId}/context: the shared project and whether a new message may be sent. */
export function getConversationContext(userId: string): Promise<ConversationContext> {
  return apiJson<ConversationContext>("GET", `/api/conversations/${encodeURIComponent(userId)}/context`);
}

export function conversationContextQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["/api/conversations", userId, "context"] as const,
    queryFn: () => getConversationContext(userId),
  });
}

export function useConversationContext(userId: string | null) {
  return useQuery({ ...conversationContextQueryOptions(userId ?? ""), enabled: !!userId });
}
