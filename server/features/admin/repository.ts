import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, CONTACT_RESPONSE_HOURS, REPORTED_MESSAGE_CONTEXT, type StaffRole } from "@shared/constants";
import { queryTokens } from "@shared/search-tokens";
import {
  adminAuditLog,
  communityComments,
  communityPosts,
  contactInquiries,
  messages,
  projects,
  reports,
  sessions,
  userActivities,
  users,
  userSanctions,
} from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/paged-query";
import { participantStatusText } from "../../db/statuses";

/** The console's Drizzle queries (issue 24). Every list is keyset paged: the cursor is the last row's key. */

export const ADMIN_LIMIT = ADMIN_PAGE_SIZE;

// ---- cursors ---------------------------------------------------------------------------------------

/** An opaque keyset position: the sort values of the last row, base64url JSON. */
export const encodeCursor = (values: Array<string | number>) => Buffer.from(JSON.stringify(values)).toString("base64url");
export function decodeCursor(cursor: string | undefined): Array<string | number> | undefined {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number")) return v as Array<string | number>;
  } catch {
    // falls through: an unreadable cursor
  }
  return undefined;
}

const nameOf = (first: string | null, last: string | null, email: string) => `${last ?? ""}${first ?? ""}`.trim() || email;
export const personRef = (u: { id: string; firstName: string | null; lastName: string | null; email: string; isDeleted: boolean }) => ({
  id: u.id,
  name: u.isDeleted ? "탈퇴한 회원" : nameOf(u.firstName, u.lastName, u.email),
  email: u.email,
  isDeleted: u.isDeleted,
});
const personJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'email', ${alias}.email, 'isDeleted', ${alias}.is_deleted)`,
  );
type PersonJson = { id: string; firstName: string | null; lastName: string | null; email: string; isDeleted: boolean };

// ---- audit -----------------------------------------------------------------------------------------

export type AuditValues = Omit<typeof adminAuditLog.$inferInsert, "id" | "createdAt"> & { createdAt?: Date };

/** Writes one audit row, in the caller's transaction (the action and its row land together). */
export async function insertAudit(tx: DbOrTx, values: AuditValues): Promise<void> {
  await tx.insert(adminAuditLog).values(values);
}

export async function listAudit(
  db: DbOrTx,
  f: { actorId?: string; action?: string; targetType?: string; targetId?: string; beforeId?: number },
  limit = ADMIN_PAGE_SIZE,
) {
  const conds: SQL[] = [];
  if (f.actorId) conds.push(eq(adminAuditLog.actorId, f.actorId));
  if (f.action) conds.push(eq(adminAuditLog.action, f.action));
  if (f.targetType) conds.push(eq(adminAuditLog.targetType, f.targetType));
  if (f.targetId) conds.push(eq(adminAuditLog.targetId, f.targetId));
  if (f.beforeId !== undefined) conds.push(lt(adminAuditLog.id, f.beforeId));
  return db
    .select()
    .from(adminAuditLog)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(limit + 1);
}

// ---- people ----------------------------------------------------------------------------------------

export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  staffRole: users.staffRole,
  emailVerified: users.emailVerified,
  isDeleted: users.isDeleted,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
};
export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: "producer" | "artist";
  staffRole: string | null;
  emailVerified: boolean;
  isDeleted: boolean;
  suspendedUntil: Date | null;
  createdAt: Date;
}

export async function findUser(db: DbOrTx, id: string, lock = false): Promise<AdminUserRow | undefined> {
  const q = db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row as AdminUserRow | undefined;
}

/**
 * People search, newest first: an e-mail (contains '@') or an id matches exactly (the unique indexes),
 * anything else by name through the directories' search tokens (GIN), so no search reads every account.
 */
export async function searchUsers(db: DbOrTx, search: string | undefined, after: [string, string] | undefined, limit = ADMIN_PAGE_SIZE) {
  const conds: SQL[] = [];
  const s = search?.trim();
  if (s) {
    if (s.includes("@")) conds.push(or(eq(users.email, s), eq(users.email, s.toLowerCase()))!);
    else {
      const tokens = queryTokens(s);
      const byName = tokens.length
        ? sql`${users.searchTokens} @> ARRAY[${sql.join(
            tokens.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]`
        : sql`false`;
      conds.push(or(byName, eq(users.id, s))!);
    }
  }
  if (after) conds.push(sql`(${users.createdAt}, ${users.id}) < (${after[0]}::timestamptz, ${after[1]})`);
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  return rows as AdminUserRow[];
}

export async function setStaffRole(tx: DbOrTx, id: string, role: StaffRole | null, now: Date) {
  await tx.update(users).set({ staffRole: role, updatedAt: now }).where(eq(users.id, id));
}

/** ADMIN_EMAILS: the verified, active accounts of these addresses that are not admins yet become admins. Returns them. */
export async function promoteAdmins(tx: DbOrTx, emails: string[], now: Date) {
  if (!emails.length) return [];
  return tx
    .update(users)
    .set({ staffRole: "admin", updatedAt: now })
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        eq(users.emailVerified, true),
        eq(users.isDeleted, false),
        sql`${users.staffRole} is distinct from 'admin'`,
      ),
    )
    .returning({ id: users.id, email: users.email });
}

export async function userDetailParts(db: DbOrTx, id: string) {
  const [projectRows, made, received, sanctionRows, signIns, sessionCount] = await Promise.all([
    db
      .select({ id: projects.id, title: projects.title, status: projects.status, hiddenAt: projects.hiddenAt, createdAt: projects.createdAt })
      .from(projects)
      .where(eq(projects.producerId, id))
      .orderBy(desc(projects.createdAt))
      .limit(50),
    db.select().from(reports).where(eq(reports.reporterId, id)).orderBy(desc(reports.id)).limit(50),
    db
      .select()
      .from(reports)
      .where(
        sql`(${reports.kind} = 'user' and ${reports.targetId} = ${id})
          or (${reports.kind} = 'post' and ${reports.targetId} in (select p.id::text from ${communityPosts} p where p.author_id = ${id}))
          or (${reports.kind} = 'comment' and ${reports.targetId} in (select c.id::text from ${communityComments} c where c.author_id = ${id}))
          or (${reports.kind} = 'message' and ${reports.targetId} in (select m.id::text from ${messages} m where m.sender_id = ${id}))
          or (${reports.kind} = 'project' and ${reports.targetId} in (select pr.id::text from ${projects} pr where pr.producer_id = ${id}))`,
      )
      .orderBy(desc(reports.id))
      .limit(50),
    db.execute(sql`select s.id, s.kind, s.reason, s.ends_at as "endsAt", s.created_at as "createdAt",
        case when a.id is null then null else ${personJson("a")} end as "actor"
      from ${userSanctions} s left join ${users} a on a.id = s.actor_id
      where s.user_id = ${id} order by s.created_at desc, s.id desc limit 50`),
    db
      .select({ at: userActivities.createdAt })
      .from(userActivities)
      .where(and(eq(userActivities.userId, id), eq(userActivities.activityType, "login")))
      .orderBy(desc(userActivities.createdAt))
      .limit(20),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, id), sql`${sessions.expire} > now()`)),
  ]);
  return {
    projects: projectRows,
    reportsMade: made,
    reportsReceived: received,
    sanctions: rowsOf<{ id: number; kind: string; reason: string; endsAt: string | Date | null; createdAt: string | Date; actor: PersonJson | null }>(
      sanctionRows,
    ),
    signIns,
    sessions: Number(sessionCount[0]?.n ?? 0),
  };
}

// ---- suspension ------------------------------------------------------------------------------------

export async function setSuspension(tx: DbOrTx, id: string, until: Date | null, now: Date) {
  await tx.update(users).set({ suspendedUntil: until, updatedAt: now }).where(eq(users.id, id));
}

export async function insertSanction(tx: DbOrTx, values: typeof userSanctions.$inferInsert) {
  await tx.insert(userSanctions).values(values);
}

/** Hides the account's shown projects, posts and comments for the suspension (hidden_by 'suspension': lifting it brings back only these). */
export async function hideContentOf(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(projects)
    .set({ hiddenAt: now, hiddenBy: "suspension" })
    .where(and(eq(projects.producerId, userId), isNull(projects.hiddenAt)));
  await tx
    .update(communityPosts)
    .set({ hiddenAt: now, hiddenBy: "suspension" })
    .where(and(eq(communityPosts.authorId, userId), isNull(communityPosts.hiddenAt)));
  await tx
    .update(communityComments)
    .set({ hiddenAt: now, hiddenBy: "suspension" })
    .where(and(eq(communityComments.authorId, userId), isNull(communityComments.hiddenAt)));
}

export async function showContentOf(tx: DbOrTx, userId: string) {
  await tx
    .update(projects)
    .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(and(eq(projects.producerId, userId), eq(projects.hiddenBy, "suspension")));
  await tx
    .update(communityPosts)
    .set({ hiddenAt: null, hiddenBy: null })
    .where(and(eq(communityPosts.authorId, userId), eq(communityPosts.hiddenBy, "suspension")));
  await tx
    .update(communityComments)
    .set({ hiddenAt: null, hiddenBy: null })
    .where(and(eq(communityComments.authorId, userId), eq(communityComments.hiddenBy, "suspension")));
}

/** Ends every session of the account (the session store's rows), in the caller's transaction. */
export async function endSessions(tx: DbOrTx, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Accounts whose timed suspension is over but whose content is still hidden for it (the expiry job). */
export async function lapsedSuspensions(db: DbOrTx, now: Date, limit = 100) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.suspendedUntil} is not null`, lt(users.suspendedUntil, now)))
    .limit(limit);
}

// ---- projects --------------------------------------------------------------------------------------

export async function findProject(tx: DbOrTx, id: number, lock = false) {
  const q = tx
    .select({
      id: projects.id,
      title: projects.title,
      producerId: projects.producerId,
      hiddenAt: projects.hiddenAt,
      hiddenBy: projects.hiddenBy,
      producerSuspendedUntil: users.suspendedUntil,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.producerId))
    .where(eq(projects.id, id))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: projects }) : await q;
  return row;
}

/** Sets or clears a project's hiding; `onlyBy`: clear only a hiding of these kinds (a dismiss undoes the threshold's alone). */
export async function setProjectHidden(tx: DbOrTx, id: number, hidden: { at: Date; by: string; reason: string | null } | null, onlyBy?: string[]) {
  const conds: SQL[] = [eq(projects.id, id)];
  if (onlyBy) conds.push(or(inArray(projects.hiddenBy, onlyBy), isNull(projects.hiddenBy))!);
  await tx
    .update(projects)
    .set(hidden ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(and(...conds));
}

/** Artists with a live application to the project (not withdrawn or rejected): told when it is taken down. */
export async function applicantsOf(tx: DbOrTx, projectId: number): Promise<string[]> {
  const result = await tx.execute(
    sql`select distinct a.artist_id as "id" from applications a where a.project_id = ${projectId} and a.status not in ('withdrawn', 'rejected')`,
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

// ---- reports ---------------------------------------------------------------------------------------

export interface GroupKey {
  kind: string;
  targetId: string;
  firstId: number;
  lastId: number;
  reporterCount: number;
  firstAt: Date | string;
  lastAt: Date | string;
}

/** One page of report targets: open ones oldest first (by their first report), resolved ones newest first. */
export async function reportGroups(db: DbOrTx, status: "open" | "resolved", after: number | undefined, limit = ADMIN_PAGE_SIZE): Promise<GroupKey[]> {
  const open = status === "open";
  const having = after === undefined ? sql`true` : open ? sql`min(r.id) > ${after}` : sql`max(r.id) < ${after}`;
  const result = await db.execute(sql`
    select r.kind, r.target_id as "targetId", min(r.id)::int as "firstId", max(r.id)::int as "lastId",
      count(distinct r.reporter_id)::int as "reporterCount", min(r.created_at) as "firstAt", max(r.created_at) as "lastAt"
    from ${reports} r
    where ${open ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
    group by r.kind, r.target_id
    having ${having}
    order by ${open ? sql`min(r.id) asc` : sql`max(r.id) desc`}
    limit ${limit + 1}`);
  return rowsOf<GroupKey>(result);
}

export interface ReportWithReporter {
  id: number;
  kind: string;
  targetId: string;
  reason: string;
  status: string;
  resolution: string | null;
  resolutionNote: string | null;
  resolvedAt: Date | string | null;
  createdAt: Date | string;
  reporter: PersonJson;
}

/** The reports of these targets in the given state, with their reporters, in one statement. */
export async function reportsOfTargets(db: DbOrTx, keys: Array<{ kind: string; targetId: string }>, open: boolean): Promise<ReportWithReporter[]> {
  if (!keys.length) return [];
  const pairs = sql.join(
    keys.map((k) => sql`(${k.kind}, ${k.targetId})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.id, r.kind, r.target_id as "targetId", r.reason, r.status, r.resolution, r.resolution_note as "resolutionNote",
      r.resolved_at as "resolvedAt", r.created_at as "createdAt", ${personJson("u")} as "reporter"
    from ${reports} r join ${users} u on u.id = r.reporter_id
    where (r.kind, r.target_id) in (${pairs}) and ${open ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
    order by r.id`);
  return rowsOf<ReportWithReporter>(result);
}

export interface TargetContent {
  id: string;
  author: PersonJson | null;
  title: string | null;
  text: string | null;
  hiddenAt: Date | string | null;
  hiddenBy?: string | null;
  link: string | null;
  extra?: { postId?: number; senderId?: string; receiverId?: string; createdAt?: string | Date };
}

/** The reported items of one kind, by id (one statement per kind on the page). */
export async function contentOf(db: DbOrTx, kind: string, ids: string[]): Promise<TargetContent[]> {
  if (!ids.length) return [];
  const numeric = ids.filter((i) => /^\d{1,9}$/.test(i)).map(Number);
  const list = (xs: Array<string | number>) =>
    sql.join(
      xs.map((x) => sql`${x}`),
      sql`, `,
    );
  let result;
  switch (kind) {
    case "post":
      if (!numeric.length) return [];
      result = await db.execute(sql`select p.id::text as id, ${personJson("u")} as author, null as title, p.content as text,
          p.hidden_at as "hiddenAt", p.hidden_by as "hiddenBy", '/community' as link
        from ${communityPosts} p join ${users} u on u.id = p.author_id where p.id in (${list(numeric)})`);
      break;
    case "comment":
      if (!numeric.length) return [];
      result = await db.execute(sql`select c.id::text as id, ${personJson("u")} as author, null as title,
          case when c.is_deleted then null else c.content end as text, c.hidden_at as "hiddenAt", c.hidden_by as "hiddenBy", '/community' as link,
          json_build_object('postId', c.post_id) as extra
        from ${communityComments} c join ${users} u on u.id = c.author_id where c.id in (${list(numeric)})`);
      break;
    case "message":
      if (!numeric.length) return [];
      result = await db.execute(sql`select m.id::text as id, ${personJson("u")} as author, null as title, m.content as text,
          null as "hiddenAt", null as link,
          json_build_object('senderId', m.sender_id, 'receiverId', m.receiver_id, 'createdAt', m.created_at) as extra
        from ${messages} m join ${users} u on u.id = m.sender_id where m.id in (${list(numeric)})`);
      break;
    case "project":
      if (!numeric.length) return [];
      result = await db.execute(sql`select p.id::text as id, ${personJson("u")} as author, p.title, p.description as text,
          p.hidden_at as "hiddenAt", p.hidden_by as "hiddenBy", '/projects/' || p.id as link
        from ${projects} p join ${users} u on u.id = p.producer_id where p.id in (${list(numeric)})`);
      break;
    case "user":
      result = await db.execute(sql`select u.id, ${personJson("u")} as author, null as title, u.bio as text,
          null as "hiddenAt", '/users/' || u.id as link
        from ${users} u where u.id in (${list(ids)})`);
      break;
    default:
      return [];
  }
  return rowsOf<TargetContent>(result);
}

/**
 * The messages around a reported one in its conversation (the two people, either direction): up to
 * REPORTED_MESSAGE_CONTEXT before and after it. Only ever read for a reported message.
 */
export async function messageContext(db: DbOrTx, messageId: number, a: string, b: string, reportedIds: Set<number>) {
  const pair = sql`((m.sender_id = ${a} and m.receiver_id = ${b}) or (m.sender_id = ${b} and m.receiver_id = ${a}))`;
  const result = await db.execute(sql`
    select * from (
      (select m.id, m.content, m.created_at as "createdAt", ${personJson("u")} as sender from ${messages} m join ${users} u on u.id = m.sender_id
        where ${pair} and m.id < ${messageId} order by m.id desc limit ${REPORTED_MESSAGE_CONTEXT})
      union all
      (select m.id, m.content, m.created_at, ${personJson("u")} from ${messages} m join ${users} u on u.id = m.sender_id
        where m.id = ${messageId})
      union all
      (select m.id, m.content, m.created_at, ${personJson("u")} from ${messages} m join ${users} u on u.id = m.sender_id
        where ${pair} and m.id > ${messageId} order by m.id asc limit ${REPORTED_MESSAGE_CONTEXT})
    ) x order by x.id`);
  return rowsOf<{ id: number; content: string; createdAt: string | Date; sender: PersonJson }>(result).map((m) => ({
    ...m,
    reported: reportedIds.has(m.id),
  }));
}

export async function findReport(db: DbOrTx, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** Closes every open report of the target; returns the closed ones (none: someone else resolved them first). */
export async function closeReports(
  tx: DbOrTx,
  kind: string,
  targetId: string,
  v: { status: string; resolution: string; note: string | null; by: string; at: Date },
) {
  return tx
    .update(reports)
    .set({ status: v.status, resolution: v.resolution, resolutionNote: v.note, resolvedBy: v.by, resolvedAt: v.at })
    .where(and(eq(reports.kind, kind), eq(reports.targetId, targetId), eq(reports.status, "open")))
    .returning({ id: reports.id, reporterId: reports.reporterId });
}

export async function setPostHidden(tx: DbOrTx, id: number, hidden: { at: Date; by: string } | null, onlyBy?: string[]) {
  const conds: SQL[] = [eq(communityPosts.id, id)];
  if (onlyBy) conds.push(or(inArray(communityPosts.hiddenBy, onlyBy), isNull(communityPosts.hiddenBy))!);
  await tx
    .update(communityPosts)
    .set(hidden ? { hiddenAt: hidden.at, hiddenBy: hidden.by } : { hiddenAt: null, hiddenBy: null })
    .where(and(...conds));
}
export async function deletePost(tx: DbOrTx, id: number) {
  await tx.delete(communityPosts).where(eq(communityPosts.id, id));
}
export async function setCommentHidden(tx: DbOrTx, id: number, hidden: { at: Date; by: string } | null, onlyBy?: string[]) {
  const conds: SQL[] = [eq(communityComments.id, id)];
  if (onlyBy) conds.push(or(inArray(communityComments.hiddenBy, onlyBy), isNull(communityComments.hiddenBy))!);
  await tx
    .update(communityComments)
    .set(hidden ? { hiddenAt: hidden.at, hiddenBy: hidden.by } : { hiddenAt: null, hiddenBy: null })
    .where(and(...conds));
}
export async function deleteComment(tx: DbOrTx, id: number, now: Date) {
  await tx.update(communityComments).set({ isDeleted: true, content: "", updatedAt: now }).where(eq(communityComments.id, id));
}
export async function deleteMessage(tx: DbOrTx, id: number) {
  await tx.delete(messages).where(eq(messages.id, id));
}

// ---- inquiries -------------------------------------------------------------------------------------

/** An inquiry's answer deadline: received + the category's stated response time. */
const deadlineSql = sql`(${contactInquiries.createdAt} + make_interval(hours => case ${contactInquiries.category}
  ${sql.join(
    Object.entries(CONTACT_RESPONSE_HOURS).map(([k, h]) => sql.raw(`when '${k}' then ${h}`)),
    sql` `,
  )} else ${CONTACT_RESPONSE_HOURS.general} end))`;

const inquiryColumns = {
  id: contactInquiries.id,
  userId: contactInquiries.userId,
  name: contactInquiries.name,
  email: contactInquiries.email,
  category: contactInquiries.category,
  subject: contactInquiries.subject,
  message: contactInquiries.message,
  reply: contactInquiries.reply,
  repliedAt: contactInquiries.repliedAt,
  createdAt: contactInquiries.createdAt,
  repliedBy: sql<PersonJson | null>`(select ${personJson("ru")} from ${users} ru where ru.id = ${contactInquiries.repliedBy})`,
  deadline: sql<string>`${deadlineSql}`.mapWith((v: string | Date) => new Date(v)),
};
export type InquiryRow = {
  id: number;
  userId: string | null;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  repliedBy: PersonJson | null;
  deadline: Date;
};

/** Open inquiries by answer deadline (the overdue ones come first by construction); answered ones newest answer first. */
export async function inquiryPage(db: DbOrTx, status: "open" | "answered", after: [string, number] | undefined, limit = ADMIN_PAGE_SIZE) {
  const open = status === "open";
  const conds: SQL[] = [open ? isNull(contactInquiries.repliedAt) : sql`${contactInquiries.repliedAt} is not null`];
  if (after) {
    conds.push(
      open
        ? sql`(${deadlineSql}, ${contactInquiries.id}) > (${after[0]}::timestamptz, ${after[1]})`
        : sql`(${contactInquiries.repliedAt}, ${contactInquiries.id}) < (${after[0]}::timestamptz, ${after[1]})`,
    );
  }
  const rows = await db
    .select(inquiryColumns)
    .from(contactInquiries)
    .where(and(...conds))
    .orderBy(...(open ? [sql`${deadlineSql} asc`, sql`${contactInquiries.id} asc`] : [desc(contactInquiries.repliedAt), desc(contactInquiries.id)]))
    .limit(limit + 1);
  return rows as InquiryRow[];
}

export async function findInquiry(db: DbOrTx, id: number) {
  const [row] = await db.select(inquiryColumns).from(contactInquiries).where(eq(contactInquiries.id, id)).limit(1);
  return row as InquiryRow | undefined;
}

/** Stores the answer once: false when it was already answered (two operators at once: one wins). */
export async function saveReply(tx: DbOrTx, id: number, reply: string, by: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(contactInquiries)
    .set({ reply, repliedBy: by, repliedAt: at })
    .where(and(eq(contactInquiries.id, id), isNull(contactInquiries.repliedAt)))
    .returning({ id: contactInquiries.id });
  return rows.length > 0;
}

// ---- stats -----------------------------------------------------------------------------------------

/** A timestamptz's day in Korea (UTC+9, no daylight saving). */
const kstDay = (col: string) => sql.raw(`((${col} at time zone 'UTC') + interval '9 hours')::date`);
/** The range's bounds as instants: from 00:00 KST of `from` to 00:00 KST of the day after `to`. */
const bounds = (from: string, to: string) => ({
  start: sql`(${from}::date - interval '9 hours') at time zone 'UTC'`,
  end: sql`(${to}::date + interval '1 day' - interval '9 hours') at time zone 'UTC'`,
});

export interface StatsDayRow {
  day: string;
  signupsArtist: number;
  signupsProducer: number;
  projectsPublished: number;
  applications: number;
  invitations: number;
  applicationsAccepted: number;
  applicationsDecided: number;
  contractsSigned: number;
  messages: number;
  reportsOpened: number;
  reportsResolved: number;
  medianFirstAnswerHours: number | null;
}

/** For the rest of the transaction: no JIT compilation (a statement counting many rows is costed high enough to get it). */
export async function withoutJit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/** The measures of StatsDayRow but the day, each a grouped count over its own table's time index. */
const STAT_MEASURES = [
  ["signupsArtist", "users", "created_at", "and user_type = 'artist'"],
  ["signupsProducer", "users", "created_at", "and user_type = 'producer'"],
  ["projectsPublished", "projects", "created_at", "and status <> 'draft'"],
  ["applications", "applications", "applied_at", ""],
  ["invitations", "invitations", "created_at", ""],
  ["applicationsAccepted", "applications", "updated_at", `and status in ${participantStatusText}`],
  ["applicationsDecided", "applications", "updated_at", "and status in ('accepted', 'invited_accepted', 'rejected')"],
  ["contractsSigned", "contracts", "signed_at", ""],
  ["messages", "messages", "created_at", ""],
  ["reportsOpened", "reports", "created_at", ""],
  ["reportsResolved", "reports", "resolved_at", ""],
] as const satisfies ReadonlyArray<readonly [keyof StatsDayRow, string, string, string]>;

/**
 * The numbers per Korean day of [from, to] in one statement: each measure a grouped count over its own
 * table's time index, the measures stacked (union all) and spread over the days here. Joining twelve
 * grouped subqueries onto the days instead multiplied their row estimates into the 10^21s, which made
 * PostgreSQL compile the statement with JIT on every call (1.3 s of a 1.5 s run at 1m).
 */
export async function statsPerDay(db: DbOrTx, from: string, to: string): Promise<StatsDayRow[]> {
  const { start, end } = bounds(from, to);
  const per = (measure: string, table: string, col: string, extra: string, value = "count(*)::float8") =>
    sql`select ${measure}::text as m, to_char(${kstDay(col)}, 'YYYY-MM-DD') as day, ${sql.raw(value)} as n from ${sql.raw(table)}
      where ${sql.raw(col)} >= ${start} and ${sql.raw(col)} < ${end} ${sql.raw(extra)} group by 2`;
  const parts = [
    ...STAT_MEASURES.map(([measure, table, col, extra]) => per(measure, table, col, extra)),
    per(
      "medianFirstAnswerHours",
      "contact_inquiries",
      "created_at",
      "and replied_at is not null",
      "(percentile_cont(0.5) within group (order by extract(epoch from (replied_at - created_at)) / 3600))::float8",
    ),
  ];
  const result = await db.execute(sql.join(parts, sql` union all `));
  const days: StatsDayRow[] = [];
  const byDay = new Map<string, StatsDayRow>();
  for (let d = new Date(`${from}T00:00:00Z`), last = new Date(`${to}T00:00:00Z`); d <= last; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    const row = { day, medianFirstAnswerHours: null } as StatsDayRow;
    for (const [measure] of STAT_MEASURES) row[measure] = 0;
    days.push(row);
    byDay.set(day, row);
  }
  for (const { m, day, n } of rowsOf<{ m: keyof StatsDayRow; day: string; n: number | string | null }>(result)) {
    const row = byDay.get(day);
    if (row && m !== "day") (row as unknown as Record<string, number | null>)[m] = n === null ? null : Number(n);
  }
  return days;
}

/** The median hours to answer over the whole range (not a median of medians). */
export async function medianAnswerHours(db: DbOrTx, from: string, to: string): Promise<number | null> {
  const { start, end } = bounds(from, to);
  const result = await db.execute(sql`select (percentile_cont(0.5) within group (order by extract(epoch from (replied_at - created_at)) / 3600))::float8 as m
    from ${contactInquiries} where created_at >= ${start} and created_at < ${end} and replied_at is not null`);
  const m = rowsOf<{ m: number | null }>(result)[0]?.m;
  return m === null || m === undefined ? null : Number(m);
}
