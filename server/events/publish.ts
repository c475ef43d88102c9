import { sql } from "drizzle-orm";
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
