import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlockState } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";
import { conversationContextQueryOptions } from "./get-conversation-context";
import { conversationsQueryOptions } from "./get-conversations";

/** POST (block) or DELETE (unblock) /api/users/{id}/block. */
export function setUserBlocked({ userId, blocked }: { userId: string; blocked: boolean }): Promise<BlockState> {
  return apiJson<BlockState>(blocked ? "POST" : "DELETE", `/api/users/${encodeURIComponent(userId)}/block`);
}

export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserBlocked,
    onSuccess: (_state, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: conversationContextQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    },
  });
}
