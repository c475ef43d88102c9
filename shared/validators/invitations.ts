import { z } from "zod";
import { DB_ID_MAX, MAIL_KINDS, MESSAGE_MAX } from "../constants";
import { invitationResponseSchema } from "./applications";

export const invitationMsg = {
  projectAndMessage: "프로젝트를 선택하고 메시지를 입력해주세요.",
  artist: "초대할 아티스트를 선택해주세요.",
  messageMax: "메시지는 500자 이하로 입력해주세요.",
  cancelReason: "취소 사유를 입력해주세요.",
  cancelReasonMax: "취소 사유는 500자 이하로 입력해주세요.",
  preferences: "메일 수신 설정이 올바르지 않습니다.",
} as const;

/**
 * POST /api/invitations. The message is optional on the server (a default sentence naming the project
 * is sent); the profile's invite dialog requires one with the same Korean message.
 */
export const createInvitationSchema = z.object({
  projectId: z.coerce
    .number({ error: invitationMsg.projectAndMessage })
    .int(invitationMsg.projectAndMessage)
    .positive(invitationMsg.projectAndMessage)
    .max(DB_ID_MAX, invitationMsg.projectAndMessage),
  artistId: z.string({ error: invitationMsg.artist }).trim().min(1, invitationMsg.artist),
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX, invitationMsg.messageMax)
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

/** The invite dialog's form: a project and a non-blank message are both required. */
export const inviteFormSchema = z.object({
  projectId: z.coerce
    .number({ error: invitationMsg.projectAndMessage })
    .int()
    .positive(invitationMsg.projectAndMessage)
    .max(DB_ID_MAX, invitationMsg.projectAndMessage),
  message: z.string({ error: invitationMsg.projectAndMessage }).trim().min(1, invitationMsg.projectAndMessage).max(MESSAGE_MAX, invitationMsg.messageMax),
});

/** PATCH /api/invitations/{id}/cancel: the producer's reason is required. */
export const cancelInvitationSchema = z.object({
  reason: z.string({ error: invitationMsg.cancelReason }).trim().min(1, invitationMsg.cancelReason).max(MESSAGE_MAX, invitationMsg.cancelReasonMax),
});
export type CancelInvitationInput = z.infer<typeof cancelInvitationSchema>;

/** PATCH /api/invitations/{id} answers through the same rules as /respond. */
export const invitationPatchSchema = invitationResponseSchema;

/** PUT /api/account/mail-preferences: only the kinds named change. */
export const mailPreferencesSchema = z.object({
  preferences: z.partialRecord(z.enum(MAIL_KINDS, { error: invitationMsg.preferences }), z.boolean({ error: invitationMsg.preferences }), {
    error: invitationMsg.preferences,
  }),
});
export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;
