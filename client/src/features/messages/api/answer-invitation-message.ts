import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DECLINE_CATEGORIES } from "@shared/constants";
import { api } from "@/lib/api";
import { conversationsQueryOptions } from "./get-conversations";
import { threadQueryOptions, type ThreadData } from "./get-thread";

export type InvitationAnswer =
  { invitationStatus: "accepted" } | { invitationStatus: "declined"; rejectionCategory: (typeof DECLINE_CATEGORIES)[number]; rejectionReason?: string };

export interface AnswerInvitationInput {
  messageId: number;
  /** The counterpart of the thread the message is in (the cache to update). */
  otherUserId: string;
  answer: InvitationAnswer;
}

/** PATCH /api/messages/{id}: the receiver answers the invitation the message announces. */
export function answerInvitationMessage({ messageId, answer }: AnswerInvitationInput) {
  return api("PATCH /api/messages/{id}", { params: { id: messageId }, body: answer });
}

/** Optimistic: the card shows the answer at once and goes back to pending if the server refuses. */
export function useAnswerInvitationMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitationMessage,
    onMutate: async ({ messageId, otherUserId, answer }) => {
      const { queryKey } = threadQueryOptions(otherUserId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ThreadData>(queryKey);
      const status = answer.invitationStatus === "accepted" ? "accepted" : "rejected";
      queryClient.setQueryData<ThreadData>(
        queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.map((m) => (m.id === messageId ? { ...m, invitationStatus: status } : m)) })),
          },
      );
      return { previous, queryKey };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(context.queryKey, context.previous);
    },
    onSettled: (_data, _err, { otherUserId }) => {
      void queryClient.invalidateQueries({ queryKey: threadQueryOptions(otherUserId).queryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    },
  });
}
