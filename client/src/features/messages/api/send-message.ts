import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendMessageInput } from "@shared/validators/messages";
import { api } from "@/lib/api";
import { refreshAfterWrite } from "@/lib/query-client";
import { conversationsQueryOptions } from "./get-conversations";
import { threadQueryOptions } from "./get-thread";

/** POST /api/messages: only to someone the sender shares a project with (403 otherwise). */
export function sendMessage(input: SendMessageInput) {
  return api("POST /api/messages", { body: input });
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
