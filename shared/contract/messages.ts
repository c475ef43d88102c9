import { z } from "zod";
import { messageInvitationAnswerSchema, reportSchema, sendMessageSchema, threadQuerySchema } from "@shared/validators/messages";
import { defineFeature, named } from "./define";
import { BlockState, ConversationContext, ConversationSummary, MessageRead, MessageThread, ReportResult, ThreadMessage, UnreadCount } from "./responses";

/** server/features/messages/routes.ts (/api/messages) and server/features/conversations/routes.ts (/api). */
export const messagePaths = defineFeature({
  tag: "messages",
  description: "1:1 메시지, 대화 목록, 차단, 신고",
  operations: {
    unreadCount: { method: "get", path: "/api/messages/unread-count", summary: "Unread messages of the user", auth: "user", success: { status: 200, description: "Count", schema: UnreadCount }, errors: [401] },
    send: {
      method: "post",
      path: "/api/messages",
      summary: "Send a message",
      auth: "user",
      body: named("SendMessageInput", sendMessageSchema),
      success: { status: 201, description: "Sent", schema: ThreadMessage },
      errors: [400, 401, 403, 404, 429],
      rateLimit: { inHandler: "WRITE_RATE.message sends per sender (key message-send:{userId}), refused with its own Korean message" },
    },
    markRead: {
      method: "patch",
      path: "/api/messages/{id}/read",
      summary: "Mark a received message read",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Marked", schema: MessageRead },
      errors: [401, 403, 404],
    },
    answerInvitation: {
      method: "patch",
      path: "/api/messages/{id}",
      summary: "Answer the invitation a message carries",
      auth: "user",
      params: { id: "id" },
      body: named("MessageInvitationAnswerInput", messageInvitationAnswerSchema),
      success: { status: 200, description: "The message with its invitation's new status", schema: ThreadMessage },
      errors: [400, 401, 403, 404, 409],
    },
    thread: {
      method: "get",
      path: "/api/messages/{userId}",
      summary: "The thread with one user, newest page first",
      auth: "user",
      params: { userId: "userId" },
      query: threadQuerySchema,
      success: { status: 200, description: "Messages", schema: MessageThread },
      errors: [400, 401, 404],
    },
    conversations: { method: "get", path: "/api/conversations", summary: "The user's conversations", auth: "user", success: { status: 200, description: "Conversations", schema: z.array(ConversationSummary) }, errors: [401] },
    context: {
      method: "get",
      path: "/api/conversations/{userId}/context",
      summary: "What connects the user with another (project, may send)",
      auth: "user",
      params: { userId: "userId" },
      success: { status: 200, description: "Context", schema: ConversationContext },
      errors: [400, 401, 404],
    },
    block: {
      method: "post",
      path: "/api/users/{id}/block",
      summary: "Block a user",
      auth: "user",
      params: { id: "userId" },
      success: { status: 200, description: "Blocked", schema: BlockState },
      errors: [400, 401, 404],
    },
    unblock: {
      method: "delete",
      path: "/api/users/{id}/block",
      summary: "Unblock a user",
      auth: "user",
      params: { id: "userId" },
      success: { status: 200, description: "Unblocked", schema: BlockState },
      errors: [400, 401, 404],
    },
    report: {
      method: "post",
      path: "/api/reports",
      summary: "Report a message or a user",
      auth: "user",
      body: named("ReportInput", reportSchema),
      success: { status: 201, description: "Reported", schema: ReportResult },
      errors: [400, 401, 403, 404],
    },
  },
});
