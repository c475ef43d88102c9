import { and, count, desc, eq, lt, or, sql } from "drizzle-orm";
import { invitations, messages, notifications, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type MessageRow = typeof messages.$inferSelect;

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(eq(messages.receiverId, userId), eq(messages.read, false)));
  return Number(row?.n ?? 0);
}

export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

const between = (a: string, b: string) =>
  or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a)));

/**
 * One page of the thread between `me` and `other`, newest first from `before` (exclusive), one row more
 * than `limit` so the caller knows whether older ones exist. Invitation messages carry the id of the
 * invitation they announce (unique per project, producer and artist).
 */
export function threadPage(db: DbOrTx, me: string, other: string, before: number | undefined, limit: number) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      content: messages.content,
      read: messages.read,
      createdAt: messages.createdAt,
      messageType: messages.messageType,
      projectId: messages.projectId,
      invitationStatus: messages.invitationStatus,
      invitationId: invitations.id,
    })
    .from(messages)
    .leftJoin(
      invitations,
      and(
        eq(messages.messageType, "invitation"),
        eq(invitations.projectId, messages.projectId),
        eq(invitations.producerId, messages.senderId),
        eq(invitations.artistId, messages.receiverId),
      ),
    )
    .where(and(between(me, other), before ? lt(messages.id, before) : undefined))
    // Ids grow with time; ordering by id keeps the keyset exact when two messages share a timestamp.
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

/** Marks what `me` received from `other` read; returns how many changed. */
export async function markThreadRead(db: DbOrTx, me: string, other: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.receiverId, me), eq(messages.senderId, other), eq(messages.read, false)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function markRead(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.id, id), eq(messages.read, false)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export interface ConversationRow {
  otherId: string;
  lastMessage: string;
  lastMessageTime: Date | string;
  lastMessageType: "regular" | "invitation" | "system";
  unreadCount: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  userType: "producer" | "artist";
  profileImageUrl: string | null;
  location: string | null;
  isDeleted: boolean;
  isBlocked: boolean;
}

/**
 * Every conversation of `me` in ONE statement, newest first: the last message per counterpart (DISTINCT
 * ON over both directions), the unread count per sender, the counterpart's columns and whether `me`
 * blocked them. The cost does not grow in statements with the number of conversations.
 */
export async function conversationsOf(db: DbOrTx, me: string): Promise<ConversationRow[]> {
  const result = await db.execute(sql`
    with last as (
      select distinct on (other_id) other_id, id, content, created_at, message_type
      from (
        select case when sender_id = ${me} then receiver_id else sender_id end as other_id, id, content, created_at, message_type
        from messages where sender_id = ${me} or receiver_id = ${me}
      ) mine
      order by other_id, created_at desc, id desc
    ),
    unread as (
      select sender_id as other_id, count(*)::int as n
      from messages where receiver_id = ${me} and read = false
      group by sender_id
    )
    select l.other_id as "otherId", l.content as "lastMessage", l.created_at as "lastMessageTime",
      l.message_type as "lastMessageType", coalesce(u.n, 0) as "unreadCount",
      us.first_name as "firstName", us.last_name as "lastName", us.email as "email", us.user_type as "userType",
      us.profile_image_url as "profileImageUrl", us.location as "location", us.is_deleted as "isDeleted",
      exists (select 1 from user_blocks b where b.blocker_id = ${me} and b.blocked_id = l.other_id) as "isBlocked"
    from last l
    join users us on us.id = l.other_id
    left join unread u on u.other_id = l.other_id
    order by l.created_at desc, l.id desc`);
  return (result as unknown as { rows: ConversationRow[] }).rows;
}

/** Up to `max` specialty tag names of each user, for all users at once (one statement). */
export async function specialtiesOf(db: DbOrTx, userIds: string[], max = 3): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!userIds.length) return out;
  const result = await db.execute(sql`
    select user_id as "userId", name from (
      select l.user_id, t.name, row_number() over (partition by l.user_id order by t.usage_count desc, t.name) as rn
      from user_tag_links l join user_tags t on t.id = l.tag_id
      where l.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
    ) ranked
    where rn <= ${max}
    order by user_id, rn`);
  for (const r of (result as unknown as { rows: Array<{ userId: string; name: string }> }).rows) {
    const list = out.get(r.userId) ?? [];
    list.push(r.name);
    out.set(r.userId, list);
  }
  return out;
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      profileImageUrl: users.profileImageUrl,
      isDeleted: users.isDeleted,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** True when `userId` has an unread 'message' notification about `senderId` (a burst needs one). */
export async function hasUnreadMessageNotification(db: DbOrTx, userId: string, senderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "message"), eq(notifications.relatedId, senderId), eq(notifications.read, false)))
    .limit(1);
  return Boolean(row);
}

/** The invitation an invitation-type message announces (unique per project, producer and artist). */
export async function invitationIdOf(db: DbOrTx, m: Pick<MessageRow, "projectId" | "senderId" | "receiverId">): Promise<number | undefined> {
  if (m.projectId == null) return undefined;
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.projectId, m.projectId), eq(invitations.producerId, m.senderId), eq(invitations.artistId, m.receiverId)))
    .limit(1);
  return row?.id;
}
