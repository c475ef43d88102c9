import { and, desc, eq } from "drizzle-orm";
import { notifications } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { publish } from "../../events/publish";

export type NotificationRow = typeof notifications.$inferSelect;
const LIST_CAP = 100;

export function listForUser(db: DbOrTx, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LIST_CAP);
}

export async function findOne(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
}

export async function markRead(db: DbOrTx, id: number) {
  await db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
}

export async function markAllRead(db: DbOrTx, userId: string) {
  await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/**
 * Other features create notifications through this, inside their own transaction; the receiver's open
 * tabs hear of it through the event stream when that transaction commits.
 */
export async function notify(db: DbOrTx, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  await publish(db, values.userId, { type: "notification", notificationId: row!.id, notificationType: values.type });
  return row!.id;
}
