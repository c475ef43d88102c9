import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadMessage } from "@shared/api-types";
import type { SendMessageInput } from "@shared/validators/messages";
import { apiJson } from "@/lib/api-client";
import { refreshAfterWrite } from "@/lib/query-client";
import { conversationsQueryOptions } from "./get-conversations";
import { threadQueryOptions } from "./get-thread";

/** POST /api/messages: only to someone the sender shares a project with (403 otherwise). */
export function sendMessage(input: SendMessageInput): Promise<ThreadMessage> {
  return apiJson<ThreadMessage>("POST", "/api/messages", input);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, input) => {
      void refreshAfterWrite(queryClient, threadQueryOptions(input.receiverId).queryKey);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    },
  });
}
