import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { conversationContextQueryOptions } from "./get-conversation-context";
import { conversationsQueryOptions } from "./get-conversations";

/** POST (block) or DELETE (unblock) /api/users/{id}/block. */
export function setUserBlocked({ userId, blocked }: { userId: string; blocked: boolean }) {
  const params = { id: userId };
  return blocked ? api("POST /api/users/{id}/block", { params }) : api("DELETE /api/users/{id}/block", { params });
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
