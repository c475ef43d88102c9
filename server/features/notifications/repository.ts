import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { notifications } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { publishSql } from "../../events/publish";
import { rowsOf } from "../../db/paged-query";

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
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function remove(db: DbOrTx, id: number) {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/**
 * Other features create notifications through this, inside their own transaction; the receiver's open
 * tabs hear of it through the event stream when that transaction commits. The row and its event are
 * one statement (one round trip).
 */
export async function notify(db: DbOrTx, values: NotificationValues) {
  const result = await db.execute(sql`
    with n as (
      insert into ${notifications} (user_id, type, title, message, related_id)
      values (${values.userId}, ${values.type}, ${values.title}, ${values.message}, ${values.relatedId ?? null})
      returning id
    )
    select n.id, ${notificationEvent(values, sql`n.id`)} from n`);
  return rowsOf<{ id: number }>(result)[0]!.id;
}

export type NotificationValues = Pick<typeof notifications.$inferInsert, "userId" | "type" | "title" | "message" | "relatedId">;

/** The event notify() publishes for a notification whose id is `id` (SQL), for statements that write one. */
export function notificationEvent(values: Pick<NotificationValues, "userId" | "type">, id: SQL) {
  return publishSql(values.userId, { type: "notification", notificationId: id, notificationType: values.type });
}

/**
 * notify() inside a statement that writes other rows too (one round trip, atomic without a transaction
 * of its own): `cte`, a data-modifying CTE named `n` that inserts the notification once per row of
 * `source` (e.g. `from a`, the row the statement just wrote: no row, no notification) or only `where`
 * a condition holds; and `event`, a select-list expression publishing it (nothing when none was written).
 */
export function notificationParts(values: NotificationValues, source: SQL): { cte: SQL; event: SQL } {
  return {
    cte: sql`n as (
      insert into ${notifications} (user_id, type, title, message, related_id)
      select ${values.userId}, ${values.type}, ${values.title}, ${values.message}, ${values.relatedId ?? null} ${source}
      returning id
    )`,
    event: sql`(select ${notificationEvent(values, sql`n.id`)} from n)`,
  };
}

/**
 * Takes back a notice that is no longer true before its receiver read it: the newest unread notification
 * of this type about `relatedId` (notices of one type about one item read the same, so which one does
 * not matter). Issue 30: an artist's apply-and-cancel loop notified the producer once per application;
 * with the notice withdrawn on cancel, the loop leaves nothing behind. Open tabs hear it and refetch.
 * Returns whether one was removed.
 */
export async function retractUnread(db: DbOrTx, values: Pick<NotificationValues, "userId" | "type"> & { relatedId: string }): Promise<boolean> {
  const result = await db.execute(sql`
    with d as (
      delete from ${notifications} where id = (
        select id from ${notifications}
        where user_id = ${values.userId} and type = ${values.type} and related_id = ${values.relatedId} and read = false
        order by created_at desc, id desc limit 1
      )
      returning id
    )
    select d.id, ${notificationEvent(values, sql`d.id`)} from d`);
  return rowsOf(result).length > 0;
}
