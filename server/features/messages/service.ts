import { displayName } from "@shared/display";
import type { MessageThread, ThreadMessage } from "@shared/api-types";
import type { InvitationResponseInput } from "@shared/validators/applications";
import type { SendMessageInput } from "@shared/validators/messages";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { publish } from "../../events/publish";
import type { SessionUser } from "../../http/auth";
import { AppError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { canContact, sharedProjects } from "../connections/service";
import { respond as respondToInvitation } from "../invitations/service";
import { hasBlocked, isBlockedEitherWay } from "../trust/service";
import * as repo from "./repository";

export const messageErrors = {
  notFound: "메시지를 찾을 수 없습니다.",
  userNotFound: "사용자를 찾을 수 없습니다.",
  self: "자기 자신에게는 메시지를 보낼 수 없습니다.",
  noConnection: "함께하는 프로젝트가 없어 메시지를 보낼 수 없습니다. 프로젝트 지원 또는 초대 후 대화할 수 있습니다.",
  withdrawn: "탈퇴한 사용자에게는 메시지를 보낼 수 없습니다.",
  blocked: "차단한 사용자와는 메시지를 주고받을 수 없습니다.",
  blockedByOther: "이 사용자에게는 메시지를 보낼 수 없습니다.",
  notShared: "함께하는 프로젝트만 선택할 수 있습니다.",
  readNotReceiver: "받은 메시지만 읽음 처리할 수 있습니다.",
  notInvitation: "초대 메시지가 아닙니다.",
  invitationNotReceiver: "초대를 받은 사람만 응답할 수 있습니다.",
  invitationNotFound: "초대를 찾을 수 없습니다.",
  rateLimited: "메시지를 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.",
} as const;

/**
 * Whether `me` may send a new message to `otherId` and, if not, why (in Korean). The decision is the one
 * can-contact rule; the reason only explains a refusal.
 */
export async function sendVerdict(
  db: DbOrTx,
  me: string,
  other: { id: string; isDeleted: boolean },
  /** The can-contact rule's answer when the caller already read it (sendParties). */
  allowed?: boolean,
): Promise<{ canSend: boolean; reason: string | null }> {
  if (allowed ?? (await canContact(db, me, other.id))) return { canSend: true, reason: null };
  if (me === other.id) return { canSend: false, reason: messageErrors.self };
  if (other.isDeleted) return { canSend: false, reason: messageErrors.withdrawn };
  if (await isBlockedEitherWay(db, me, other.id)) {
    return { canSend: false, reason: (await hasBlocked(db, me, other.id)) ? messageErrors.blocked : messageErrors.blockedByOther };
  }
  return { canSend: false, reason: messageErrors.noConnection };
}

/**
 * Sends a message to someone the sender shares a project with. The receiver gets the message event at
 * once; a notification only for the first unread message of a burst from this sender (see
 * docs/decisions/011-messaging.md). The receiver, the sender's name and the can-contact rule are read in
 * one statement; the message, the notification and both events are written in one (atomic) statement.
 * @throws ValidationError (to oneself, a project not shared), NotFoundError (unknown receiver),
 *   ForbiddenError (no project connection, withdrawn receiver, a block either way).
 */
export async function send(db: Db, user: SessionUser, input: SendMessageInput): Promise<ThreadMessage> {
  if (input.receiverId === user.id) throw new ValidationError(messageErrors.self, { receiverId: [messageErrors.self] });
  const parties = await repo.sendParties(db, user.id, input.receiverId);
  if (!parties) throw new NotFoundError(messageErrors.userNotFound);
  const { receiver, sender } = parties;
  const verdict = await sendVerdict(db, user.id, receiver, parties.canContact);
  if (!verdict.canSend) throw new ForbiddenError(verdict.reason ?? messageErrors.noConnection);
  if (input.projectId != null) {
    const shared = await sharedProjects(db, user.id, receiver.id);
    if (!shared.some((p) => p.projectId === input.projectId)) throw new ValidationError(messageErrors.notShared, { projectId: [messageErrors.notShared] });
  }
  const row = await repo.insertAnnouncedMessage(
    db,
    { senderId: user.id, receiverId: receiver.id, content: input.content, projectId: input.projectId ?? null },
    { title: "새 메시지", message: `${displayName(sender)}님이 메시지를 보냈습니다.` },
  );
  return { ...row, invitationId: null };
}

/**
 * A page of the thread with `otherId`, oldest first. Opening it (no `before`) marks what the viewer
 * received from `otherId` read, in the same statement as the page, and tells the other side's open tabs.
 * History with a withdrawn account stays readable.
 * @throws ValidationError (oneself), NotFoundError (unknown user).
 */
export async function thread(db: Db, user: SessionUser, otherId: string, q: { before?: number; limit: number }): Promise<MessageThread> {
  if (otherId === user.id) throw new ValidationError(messageErrors.self);
  const { found, rows } = await repo.threadPage(db, user.id, otherId, q, q.before === undefined);
  if (!found) throw new NotFoundError(messageErrors.userNotFound);
  return { items: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
}

/**
 * Marks one received message read.
 * @throws NotFoundError, ForbiddenError (not its receiver).
 */
export async function markRead(db: Db, user: SessionUser, id: number): Promise<{ id: number; read: true }> {
  const message = await repo.findMessage(db, id);
  if (!message) throw new NotFoundError(messageErrors.notFound);
  if (message.receiverId !== user.id) throw new ForbiddenError(messageErrors.readNotReceiver);
  await inTransaction(db, async (tx) => {
    if (await repo.markRead(tx, id)) await publish(tx, message.senderId, { type: "messages-read", byUserId: user.id });
  });
  return { id, read: true };
}

/**
 * Answers the invitation an invitation-type message announces, through the invitations service (the
 * one code path: same rules, application on accept, producer notified, message status kept in step).
 * @throws NotFoundError (message or invitation), ValidationError (not an invitation message),
 *   ForbiddenError (not its receiver), and whatever the invitations service throws (409 answered/closed).
 */
export async function answerInvitation(
  db: Db,
  user: SessionUser,
  id: number,
  input: InvitationResponseInput,
  now: Date = systemClock(),
): Promise<ThreadMessage> {
  const message = await repo.findMessage(db, id);
  if (!message) throw new NotFoundError(messageErrors.notFound);
  if (message.messageType !== "invitation") throw new AppError("BadRequest", messageErrors.notInvitation);
  if (message.receiverId !== user.id) throw new ForbiddenError(messageErrors.invitationNotReceiver);
  const invitationId = await repo.invitationIdOf(db, message);
  if (!invitationId) throw new NotFoundError(messageErrors.invitationNotFound);
  await respondToInvitation(db, user, invitationId, input, now);
  const updated = (await repo.findMessage(db, id))!;
  return { ...updated, createdAt: updated.createdAt.toISOString(), invitationId };
}

// For other features: this file is the messages feature's public entry (eslint.config.js boundaries).
// contracts writes its system messages into the parties' thread; conversations lists and reports threads.
// production sends a team's message to many applicants at once (insertAnnouncedMessages).
export { conversationsOf, findMessage, findUser, insertAnnouncedMessages, insertMessage, type ConversationRow, type MessageRow } from "./repository";
