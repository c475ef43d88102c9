import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/conversations/{userId}/context: the shared project and whether a new message may be sent. */
export function getConversationContext(userId: string) {
  return api("GET /api/conversations/{userId}/context", { params: { userId } });
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
