import { and, count, eq, sql } from "drizzle-orm";
import { invitations, messages, notifications, users } from "@shared/schema/index";
import type { ThreadMessage } from "@shared/api-types";
import type { DbOrTx } from "../../db/client";
import { publishSql } from "../../events/publish";
import { canContactSql } from "../connections/service";
import { notificationParts } from "../notifications/service";
import { isoTimestamp, rowsOf } from "../../db/paged-query";

export type MessageRow = typeof messages.$inferSelect;

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.read, false)));
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

/**
 * One page of the thread between `me` and `other` in ONE statement: whether `other` exists, and the
 * page newest first from `before` (exclusive), one row more than `limit` so the caller knows whether
 * older ones exist. Invitation messages carry the id of the invitation they announce (unique per
 * project, producer and artist). With `markRead`, the same statement marks what `me` received from
 * `other` read (the page shows them read) and, when anything changed, tells `other`'s open tabs
 * (messages-read); one statement is atomic, so no transaction of its own.
 */
export async function threadPage(db: DbOrTx, me: string, other: string, q: { before?: number; limit: number }, markRead: boolean) {
  const marking = markRead
    ? sql`with marked as (
        update ${messages} set read = true
        where receiver_id = ${me} and sender_id = ${other} and read = false
        returning id
      )`
    : sql``;
  const read = markRead ? sql`(m.read or m.id in (select id from marked))` : sql`m.read`;
  const notified = markRead
    ? sql`, (select ${publishSql(other, { type: "messages-read", byUserId: me })} where exists (select 1 from marked)) as "notified"`
    : sql``;
  // Ids grow with time; ordering by id keeps the keyset exact when two messages share a timestamp.
  const result = await db.execute(sql`
    ${marking}
    select exists (select 1 from ${users} where id = ${other}) as "found"${notified},
      (select json_agg(json_build_object('id', m.id, 'senderId', m.sender_id, 'receiverId', m.receiver_id, 'content', m.content,
          'read', ${read}, 'createdAt', ${isoTimestamp(sql`m.created_at`)}, 'messageType', m.message_type, 'projectId', m.project_id,
          'invitationStatus', m.invitation_status, 'invitationId', m.invitation_id) order by m.id desc)
       from (
         select ms.*, i.id as invitation_id
         from ${messages} ms
         left join ${invitations} i on ms.message_type = 'invitation' and i.project_id = ms.project_id
           and i.producer_id = ms.sender_id and i.artist_id = ms.receiver_id
         where ((ms.sender_id = ${me} and ms.receiver_id = ${other}) or (ms.sender_id = ${other} and ms.receiver_id = ${me}))
           ${q.before ? sql`and ms.id < ${q.before}` : sql``}
         order by ms.id desc
         limit ${q.limit + 1}
       ) m) as "items"`);
  const row = rowsOf<{ found: boolean; items: ThreadMessage[] | null }>(result)[0]!;
  return { found: Boolean(row.found), rows: row.items ?? [] };
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
  /** Up to SPECIALTIES_SHOWN specialty tag names, most used first; null for a withdrawn account. */
  specialties: string[] | null;
}

/** Specialty tags a conversation shows per counterpart. */
const SPECIALTIES_SHOWN = 3;

/**
 * Every conversation of `me` in ONE statement, newest first: the last message per counterpart (DISTINCT
 * ON over both directions), the unread count per sender, the counterpart's columns and specialties, and
 * whether `me` blocked them. The cost does not grow in statements with the number of conversations.
 * The DISTINCT ON sorts only ids and times; the last message's text and the counterpart are then read by
 * primary key per conversation (the LATERAL ... LIMIT 1 keeps the planner from hash-joining the whole
 * users table, which it did at 100,000 users: 21 ms, now 3.4 ms for an inbox of 2,165 messages).
 */
export async function conversationsOf(db: DbOrTx, me: string): Promise<ConversationRow[]> {
  const result = await db.execute(sql`
    with last as (
      select distinct on (other_id) other_id, id, created_at
      from (
        select case when sender_id = ${me} then receiver_id else sender_id end as other_id, id, created_at
        from messages where sender_id = ${me} or receiver_id = ${me}
      ) mine
      order by other_id, created_at desc, id desc
    ),
    unread as (
      select sender_id as other_id, count(*)::int as n
      from messages where receiver_id = ${me} and read = false
      group by sender_id
    )
    select l.other_id as "otherId", m.content as "lastMessage", l.created_at as "lastMessageTime",
      m.message_type as "lastMessageType", coalesce(u.n, 0) as "unreadCount",
      us.first_name as "firstName", us.last_name as "lastName", us.email as "email", us.user_type as "userType",
      us.profile_image_url as "profileImageUrl", us.location as "location", us.is_deleted as "isDeleted",
      exists (select 1 from user_blocks b where b.blocker_id = ${me} and b.blocked_id = l.other_id) as "isBlocked",
      case when us.is_deleted then null else array(
        select t.name from user_tag_links tl join user_tags t on t.id = tl.tag_id
        where tl.user_id = l.other_id order by t.usage_count desc, t.name limit ${SPECIALTIES_SHOWN}) end as "specialties"
    from last l
    join messages m on m.id = l.id
    cross join lateral (
      select first_name, last_name, email, user_type, profile_image_url, location, is_deleted
      from users where users.id = l.other_id limit 1
    ) us
    left join unread u on u.other_id = l.other_id
    order by l.created_at desc, l.id desc`);
  return rowsOf<ConversationRow>(result);
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

/**
 * What sending a message needs to know, in one statement: the receiver (undefined when unknown), the
 * sender's name fields for the notification text, and the can-contact rule between them (canContactSql,
 * the rule of connections/service).
 */
export async function sendParties(db: DbOrTx, senderId: string, receiverId: string) {
  const result = await db.execute(sql`
    select r.id, r.is_deleted as "isDeleted",
      (select json_build_object('firstName', s.first_name, 'lastName', s.last_name, 'email', s.email, 'isDeleted', s.is_deleted)
         from ${users} s where s.id = ${senderId}) as "sender",
      ${canContactSql(senderId, receiverId)} as "canContact"
    from ${users} r where r.id = ${receiverId}`);
  type Row = {
    id: string;
    isDeleted: boolean;
    sender: { firstName: string | null; lastName: string | null; email: string; isDeleted: boolean } | null;
    canContact: boolean;
  };
  const row = rowsOf<Row>(result)[0];
  return row && { receiver: { id: row.id, isDeleted: row.isDeleted }, sender: row.sender, canContact: Boolean(row.canContact) };
}

/**
 * Writes a regular message in ONE statement, so it is atomic without a transaction of its own: the
 * message; a 'message' notification to the receiver only when none about this sender is still unread
 * (one per burst, decision 011); that notification's event, then the message event (both delivered at
 * commit). Returns the message with its time as ISO text.
 */
export async function insertAnnouncedMessage(
  db: DbOrTx,
  m: { senderId: string; receiverId: string; content: string; projectId: number | null },
  notice: { title: string; message: string },
) {
  const note = notificationParts(
    { userId: m.receiverId, type: "message", title: notice.title, message: notice.message, relatedId: m.senderId },
    sql`where not exists (
      select 1 from ${notifications} un
      where un.user_id = ${m.receiverId} and un.type = 'message' and un.related_id = ${m.senderId} and not un.read)`,
  );
  const result = await db.execute(sql`
    with m as (
      insert into ${messages} (sender_id, receiver_id, content, project_id, message_type)
      values (${m.senderId}, ${m.receiverId}, ${m.content}, ${m.projectId}, 'regular')
      returning *
    ), ${note.cte}
    select m.id, m.sender_id as "senderId", m.receiver_id as "receiverId", m.content, m.project_id as "projectId",
      m.message_type as "messageType", m.invitation_status as "invitationStatus", m.read, ${isoTimestamp(sql`m.created_at`)} as "createdAt",
      ${note.event} as "notified",
      ${publishSql(m.receiverId, { type: "message", messageId: sql`m.id`, senderId: m.senderId })} as "published"
    from m`);
  const { notified: _n, published: _p, ...row } = rowsOf<SentRow & { notified: unknown; published: unknown }>(result)[0]!;
  return row;
}

/**
 * insertAnnouncedMessage for many receivers at once (a production team messaging its applicants, issue
 * 27), in ONE statement: a regular message to each receiver; a 'message' notification to each receiver
 * with none about this sender still unread (the same burst rule, decision 011); the notification and
 * message events. Returns each message's id and receiver.
 */
export async function insertAnnouncedMessages(
  db: DbOrTx,
  m: { senderId: string; receiverIds: string[]; content: string; projectId: number | null },
  notice: { title: string; message: string },
) {
  if (!m.receiverIds.length) return [];
  const receivers = `{${m.receiverIds.map((id) => `"${id.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  const result = await db.execute(sql`
    with m as (
      insert into ${messages} (sender_id, receiver_id, content, project_id, message_type)
      select ${m.senderId}, r.id, ${m.content}, ${m.projectId}, 'regular' from unnest(${receivers}::text[]) as r(id)
      returning id, receiver_id
    ), n as (
      insert into ${notifications} (user_id, type, title, message, related_id)
      select m.receiver_id, 'message', ${notice.title}, ${notice.message}, ${m.senderId} from m
      where not exists (
        select 1 from ${notifications} un
        where un.user_id = m.receiver_id and un.type = 'message' and un.related_id = ${m.senderId} and not un.read)
      returning id, user_id
    ), ev as (
      select count(${publishSql(sql`n.user_id`, { type: "notification", notificationId: sql`n.id`, notificationType: "message" })}) as c from n
    )
    select m.id, m.receiver_id as "receiverId", (select c from ev) as "notified",
      ${publishSql(sql`m.receiver_id`, { type: "message", messageId: sql`m.id`, senderId: m.senderId })} as "published"
    from m`);
  return rowsOf<{ id: number; receiverId: string }>(result).map(({ id, receiverId }) => ({ id, receiverId }));
}

type SentRow = Omit<MessageRow, "createdAt"> & { createdAt: string };

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
