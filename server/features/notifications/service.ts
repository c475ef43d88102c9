import type { Db } from "../../db/client";
import { ForbiddenError, NotFoundError } from "../../http/errors";
import * as repo from "./repository";

const notFound = "알림을 찾을 수 없습니다.";

/** The user's notifications, newest first (at most 100). */
export function list(db: Db, userId: string) {
  return repo.listForUser(db, userId);
}

async function owned(db: Db, userId: string, id: number) {
  const row = await repo.findOne(db, id);
  if (!row) throw new NotFoundError(notFound);
  if (row.userId !== userId) throw new ForbiddenError("다른 사용자의 알림입니다.");
  return row;
}

/** @throws NotFoundError, ForbiddenError (not the owner). */
export async function markRead(db: Db, userId: string, id: number) {
  await owned(db, userId, id);
  await repo.markRead(db, id);
}

export function markAllRead(db: Db, userId: string) {
  return repo.markAllRead(db, userId);
}

/** @throws NotFoundError, ForbiddenError (not the owner). */
export async function remove(db: Db, userId: string, id: number) {
  await owned(db, userId, id);
  await repo.remove(db, id);
}

// For other features: this file is the notifications feature's public entry (eslint.config.js boundaries).
export { notify, notificationParts, retractUnread, type NotificationValues } from "./repository";
