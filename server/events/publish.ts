import { is, SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** The one PostgreSQL channel every server process listens on (see server/events/hub.ts). */
export const EVENTS_CHANNEL = "app_events";

/**
 * A hint to a signed-in user's open tabs that something changed. Small on purpose (ids, not content):
 * pg_notify payloads are limited to 8000 bytes, and the client refetches what the event names.
 */
export type AppEvent =
  | { type: "notification"; notificationId: number; notificationType: string }
  | { type: "message"; messageId: number; senderId: string }
  | { type: "messages-read"; byUserId: string }
  | { type: "invitation"; invitationId: number };

/**
 * Publishes `event` to every open event stream of `userId`, on every server process.
 * Called inside the transaction that makes the change: NOTIFY is delivered only when that transaction
 * commits (and never if it rolls back), so a client never refetches before the change is visible.
 * Works the same on PostgreSQL and PGlite (whose NOTIFY is delivered in process).
 */
export async function publish(db: DbOrTx, userId: string, event: AppEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ userId, event })})`);
}

/** An AppEvent whose fields may also be SQL expressions (an id the same statement inserts). */
export type AppEventSql = AppEvent extends infer E ? (E extends AppEvent ? { [K in keyof E]: E[K] | SQL } : never) : never;

/**
 * publish() as an SQL expression, for a statement that writes a change and announces it in the same
 * round trip (e.g. `select ${publishSql(...)} from inserted`). The payload is the same JSON object as
 * publish() sends, keys in the same order; NOTIFY is delivered when that statement's transaction commits.
 */
export function publishSql(userId: string | SQL, event: AppEventSql): SQL {
  const fields = Object.entries(event).map(([key, value]) => {
    const json = is(value, SQL) ? value : typeof value === "number" ? sql`${value}::numeric` : sql`${value}::text`;
    return sql`${key}::text, ${json}`;
  });
  return sql`pg_notify(${EVENTS_CHANNEL}, json_build_object('userId', ${userId}::text, 'event', json_build_object(${sql.join(fields, sql`, `)}))::text)`;
}
