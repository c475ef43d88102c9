import { z } from "zod";
import { DB_ID_MAX, MESSAGE_MAX } from "../constants";
import { invitationResponseSchema } from "./applications";

export const messageMsg = {
  contentRequired: "메시지 내용을 입력해주세요.",
  contentMax: `메시지는 ${MESSAGE_MAX}자 이하로 입력해주세요.`,
  receiver: "받는 사람을 찾을 수 없습니다.",
  reportKind: "신고 대상을 선택해주세요.",
  reportTarget: "신고 대상을 찾을 수 없습니다.",
  reasonRequired: "신고 사유를 입력해주세요.",
  reasonMax: "신고 사유는 500자 이하로 입력해주세요.",
} as const;

/** The message text: trimmed, 1-500 characters (spec: message max 500, non-blank after trimming). */
export const messageContentField = z
  .string({ error: messageMsg.contentRequired })
  .trim()
  .min(1, { error: messageMsg.contentRequired, abort: true })
  .max(MESSAGE_MAX, messageMsg.contentMax);

export const sendMessageSchema = z.object({
  receiverId: z.string({ error: messageMsg.receiver }).trim().min(1, messageMsg.receiver).max(100, messageMsg.receiver),
  content: messageContentField,
  projectId: z.coerce.number().int().positive().max(DB_ID_MAX).optional().nullable(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** The form of the message dialog and the send box: content only. */
export const messageFormSchema = z.object({ content: messageContentField });

/**
 * PATCH /api/messages/{id}: answering an invitation message. The same rules as the invitations API
 * (a decline needs a category, 'other' its own text), with the field named as the message's.
 */
export const messageInvitationAnswerSchema = z
  .object({
    invitationStatus: z.enum(["accepted", "declined", "rejected"], { error: "수락 또는 거절을 선택해주세요" }),
    rejectionCategory: z.unknown().optional(),
    rejectionReason: z.unknown().optional(),
  })
  // The pipe below checks the two unknown fields; the cast only tells the compiler so.
  .transform(
    (v) =>
      ({ status: v.invitationStatus, rejectionCategory: v.rejectionCategory, rejectionReason: v.rejectionReason }) as z.input<typeof invitationResponseSchema>,
  )
  .pipe(invitationResponseSchema);

export const threadQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(DB_ID_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const reportSchema = z.object({
  kind: z.enum(["message", "user"], { error: messageMsg.reportKind }),
  targetId: z.coerce.string({ error: messageMsg.reportTarget }).trim().min(1, messageMsg.reportTarget).max(100, messageMsg.reportTarget),
  reason: z.string({ error: messageMsg.reasonRequired }).trim().min(1, messageMsg.reasonRequired).max(500, messageMsg.reasonMax),
});
export type ReportInput = z.infer<typeof reportSchema>;
