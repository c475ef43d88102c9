import { displayName } from "@shared/display";
import type { BlockState, ConversationContext, ConversationSummary } from "@shared/api-types";
import type { ReportInput } from "@shared/validators/messages";
import type { Db } from "../../db/client";
import type { SessionUser } from "../../http/auth";
import { ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { sharedProjects } from "../connections/service";
import { conversationsOf, findMessage, findUser, messageErrors, sendVerdict } from "../messages/service";
import { block as insertBlock, hasBlocked, insertReport, unblock as deleteBlock } from "../trust/service";

export const trustErrors = {
  blockSelf: "자기 자신은 차단할 수 없습니다.",
  reportSelf: "자기 자신은 신고할 수 없습니다.",
  reportNotParticipant: "본인이 주고받은 메시지만 신고할 수 있습니다.",
} as const;

/**
 * Every conversation of the user, newest first, in one statement whatever their number (last message,
 * unread count, counterpart with specialties, block flag).
 */
export async function list(db: Db, user: SessionUser): Promise<ConversationSummary[]> {
  const rows = await conversationsOf(db, user.id);
  return rows.map((r) => ({
    userId: r.otherId,
    userName: displayName(r),
    userType: r.userType,
    userEmail: null,
    profileImageUrl: r.isDeleted ? null : r.profileImageUrl,
    specialties: r.isDeleted ? [] : (r.specialties ?? []),
    location: r.isDeleted ? null : r.location,
    lastMessage: r.lastMessage,
    lastMessageTime: new Date(r.lastMessageTime).toISOString(),
    lastMessageType: r.lastMessageType,
    unreadCount: Number(r.unreadCount),
    isDeleted: r.isDeleted,
    isBlocked: r.isBlocked,
  }));
}

/**
 * The project context of a conversation (the newest shared project, how many there are) and whether a
 * new message may be sent, with the reason when not.
 * @throws ValidationError (oneself), NotFoundError (unknown user).
 */
export async function context(db: Db, user: SessionUser, otherId: string): Promise<ConversationContext> {
  if (otherId === user.id) throw new ValidationError(messageErrors.self);
  const other = await findUser(db, otherId);
  if (!other) throw new NotFoundError(messageErrors.userNotFound);
  const [shared, verdict, isBlockedByMe] = await Promise.all([
    sharedProjects(db, user.id, otherId),
    sendVerdict(db, user.id, other),
    hasBlocked(db, user.id, otherId),
  ]);
  const newest = shared[0];
  return {
    projectTitle: newest?.projectTitle ?? null,
    projectId: newest?.projectId ?? null,
    connectionType: newest?.connectionType ?? null,
    totalConnections: shared.length,
    canSend: verdict.canSend,
    reason: verdict.reason,
    counterpart: {
      id: other.id,
      userName: displayName(other),
      userType: other.userType,
      profileImageUrl: other.isDeleted ? null : other.profileImageUrl,
      isDeleted: other.isDeleted,
    },
    isBlockedByMe,
  };
}

/**
 * Blocks or unblocks `targetId`: no messages or invitations between the two, and no community posts of
 * each other while blocked. Idempotent.
 * @throws ValidationError (oneself), NotFoundError (unknown user).
 */
export async function setBlocked(db: Db, user: SessionUser, targetId: string, blocked: boolean): Promise<BlockState> {
  if (targetId === user.id) throw new ValidationError(trustErrors.blockSelf);
  const target = await findUser(db, targetId);
  if (!target) throw new NotFoundError(messageErrors.userNotFound);
  if (blocked) await insertBlock(db, user.id, targetId);
  else await deleteBlock(db, user.id, targetId);
  return { blocked };
}

/**
 * Stores a report for moderators (one row per reporter and target; reporting again changes nothing).
 * A message can be reported only by its sender or receiver.
 * @throws NotFoundError (unknown message or user), ForbiddenError (someone else's message), ValidationError (oneself).
 */
export async function report(db: Db, user: SessionUser, input: ReportInput): Promise<{ reported: true }> {
  if (input.kind === "message") {
    const id = /^\d{1,9}$/.test(input.targetId) ? Number(input.targetId) : NaN;
    const message = Number.isSafeInteger(id) ? await findMessage(db, id) : undefined;
    if (!message) throw new NotFoundError(messageErrors.notFound);
    if (message.senderId !== user.id && message.receiverId !== user.id) throw new ForbiddenError(trustErrors.reportNotParticipant);
    await insertReport(db, { reporterId: user.id, kind: "message", targetId: String(message.id), reason: input.reason });
  } else {
    if (input.targetId === user.id) throw new ValidationError(trustErrors.reportSelf);
    if (!(await findUser(db, input.targetId))) throw new NotFoundError(messageErrors.userNotFound);
    await insertReport(db, { reporterId: user.id, kind: "user", targetId: input.targetId, reason: input.reason });
  }
  return { reported: true };
}
