import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  applicationActions,
  applications,
  applicationTriage,
  auditionBookings,
  auditionInvites,
  auditionSlots,
  mailOptOuts,
  mailOutbox,
  notifications,
  projectRoles,
  projects,
  projectTeam,
  userTagLinks,
  userTags,
  users,
} from "@shared/schema/index";
import type { ApplicantsQuery, TriageInput } from "@shared/validators/production";
import type { DbOrTx } from "../../db/client";
import { isoTimestamp, rowsOf } from "../../db/paged-query";
import { PreparedPerHandle } from "../../db/prepared-per-handle";
import { EVENTS_CHANNEL } from "../../events/publish";
import type { MailContent } from "../../mail/templates";
import { blockedEitherWaySql } from "../trust/service";

export type TeamRole = "owner" | "manager";

function prepareProjectWithRole(db: DbOrTx) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      producerId: projects.producerId,
      manager: sql<boolean>`exists (select 1 from ${projectTeam} where ${projectTeam.projectId} = ${projects.id} and ${projectTeam.userId} = ${sql.placeholder("userId")})`,
    })
    .from(projects)
    .where(eq(projects.id, sql.placeholder("projectId")))
    .limit(1)
    .prepare("project_with_role");
}

/**
 * The team check of every production request (the applicants view's first statement), built once per
 * database handle: building it with the query builder on each request was most of drizzle's share of
 * the app's CPU in the applicants view's profile (issue 27 bench).
 */
const preparedProjectWithRole = new PreparedPerHandle<ReturnType<typeof prepareProjectWithRole>>();

/** The project and the caller's place in its team (null: not in it); undefined for an unknown project. */
export async function projectWithRole(db: DbOrTx, projectId: number, userId: string) {
  const [row] = await preparedProjectWithRole.get(db, "", () => prepareProjectWithRole(db)).execute({ projectId, userId });
  if (!row) return undefined;
  const role: TeamRole | null = row.producerId === userId ? "owner" : row.manager ? "manager" : null;
  return { ...row, role };
}

export async function applicationProject(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      projectId: applications.projectId,
      artistId: applications.artistId,
      roleId: applications.roleId,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

/** Records who did what to applications (issue 27), one statement for any number of them. */
export async function recordActions(db: DbOrTx, applicationIds: number[], actorId: string, action: string, at: Date) {
  if (!applicationIds.length) return;
  await db.insert(applicationActions).values(applicationIds.map((applicationId) => ({ applicationId, actorId, action, createdAt: at })));
}

export async function actionsOf(db: DbOrTx, applicationId: number) {
  return db.select().from(applicationActions).where(eq(applicationActions.applicationId, applicationId)).orderBy(applicationActions.id);
}

// ---- triage ----

export async function upsertTriage(db: DbOrTx, a: { applicationId: number; projectId: number }, input: TriageInput, actorId: string, at: Date) {
  const set: Partial<typeof applicationTriage.$inferInsert> = { updatedBy: actorId, updatedAt: at };
  if (input.label !== undefined) set.label = input.label;
  if (input.rating !== undefined) set.rating = input.rating;
  if (input.note !== undefined) set.note = input.note === "" ? null : input.note;
  const [row] = await db
    .insert(applicationTriage)
    .values({ applicationId: a.applicationId, projectId: a.projectId, label: null, rating: null, note: null, ...set })
    .onConflictDoUpdate({ target: applicationTriage.applicationId, set })
    .returning();
  return row!;
}

// ---- team ----

export async function teamOf(db: DbOrTx, projectId: number) {
  const result = await db.execute(sql`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.profile_image_url as "profileImageUrl", u.is_deleted as "isDeleted", u.email,
      'owner' as "role", null as "addedAt", 0 as ord
    from ${projects} p join ${users} u on u.id = p.producer_id where p.id = ${projectId}
    union all
    select u.id, u.first_name, u.last_name, u.profile_image_url, u.is_deleted, u.email, 'manager', ${isoTimestamp(sql`t.created_at`)}, 1
    from ${projectTeam} t join ${users} u on u.id = t.user_id where t.project_id = ${projectId}
    order by ord, "addedAt"`);
  return rowsOf<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    isDeleted: boolean;
    email: string;
    role: TeamRole;
    addedAt: string | null;
    ord?: number;
  }>(result).map(({ ord: _o, ...m }) => m);
}

export async function addMember(db: DbOrTx, projectId: number, userId: string, addedBy: string, at: Date) {
  const rows = await db.insert(projectTeam).values({ projectId, userId, addedBy, createdAt: at }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function removeMember(db: DbOrTx, projectId: number, userId: string) {
  const rows = await db
    .delete(projectTeam)
    .where(and(eq(projectTeam.projectId, projectId), eq(projectTeam.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function teamSize(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectTeam)
    .where(eq(projectTeam.projectId, projectId));
  return row?.n ?? 0;
}

export async function teamProjects(db: DbOrTx, userId: string) {
  const result = await db.execute(sql`
    select p.id, p.title, p.status, case when p.producer_id = ${userId} then 'owner' else 'manager' end as "role",
      (select count(*)::int from ${applications} a where a.project_id = p.id and a.status = 'pending') as "pendingCount"
    from ${projects} p
    where p.producer_id = ${userId} or exists (select 1 from ${projectTeam} t where t.project_id = p.id and t.user_id = ${userId})
    order by p.created_at desc, p.id desc`);
  return rowsOf<{ id: number; title: string; status: string; role: TeamRole; pendingCount: number }>(result);
}

// ---- the applicants view ----

const bookingJson = sql`(select obj from (select b.id, b.slot_id as "slotId", b.status, ${isoTimestamp(sql`s.starts_at`)} as "startsAt"
  from ${auditionBookings} b join ${auditionSlots} s on s.id = b.slot_id
  where b.application_id = a.id and b.status <> 'cancelled' order by b.created_at desc, b.id desc limit 1) obj)`;

/**
 * The applicants view's items as one JSON array, in the order of the page's ids (`page`: a subquery of
 * one int[] column): each application with its artist, tags, role, triage, invite and booking.
 * Each object is a row (`(select obj from (select ...) obj)`) turned into JSON, not json_build_object: the
 * same keys and values, but compact (json_build_object writes `"key" : value`), 11 % fewer bytes to
 * send for a page of 50, and 10 % less of the database's time to build them (measured at 100k). The
 * array keeps the sorted subquery's order: nothing above it joins or groups. No column the statement
 * can see may be named `obj` or `it`: a bare name means a column before it means a whole row.
 */
const itemsOf = (page: SQL) => sql`coalesce((select json_agg(it) from (select a.id, a.project_id as "projectId", a.role_id as "roleId",
        (select obj from (select r.id, r.name) obj where r.id is not null) as role,
        a.status, a.reason, a.cover_letter as "coverLetter", a.media, ${isoTimestamp(sql`a.applied_at`)} as "appliedAt",
        (select obj from (select u.id, u.first_name as "firstName", u.last_name as "lastName",
          u.profile_image_url as "profileImageUrl", u.is_deleted as "isDeleted", case when u.is_deleted then null else u.email end as email,
          u.location, u.years_of_experience as "yearsOfExperience",
          coalesce((select json_agg(g.name order by g.name) from ${userTagLinks} l join ${userTags} g on g.id = l.tag_id where l.user_id = u.id), '[]'::json) as specialties) obj) as artist,
        (select obj from (select t.application_id as "applicationId", t.label, t.rating, t.note, t.updated_by as "updatedBy",
          ${isoTimestamp(sql`t.updated_at`)} as "updatedAt") obj where t.application_id is not null) as triage,
        (select obj from (select exists (select 1 from ${auditionInvites} i where i.application_id = a.id) as invited, ${bookingJson} as booking) obj) as audition
    from unnest(${page}) with ordinality as p(id, ord)
      join ${applications} a on a.id = p.id
      join ${users} u on u.id = a.artist_id
      left join ${projectRoles} r on r.id = a.role_id
      left join ${applicationTriage} t on t.application_id = a.id
    order by p.ord) it), '[]')`;

/**
 * One page of a project's applicants with the team's triage, as the answer's JSON text, in ONE statement
 * that reads as little as the filters allow (issue 27 bench: a role of 2,000 applications). Its text
 * depends on which filters are set: each combination is built once per database handle with placeholders
 * for the values and prepared (drizzle's prepare, named per combination), since building this statement
 * with the query builder on every request cost the app more CPU than running it cost the database.
 * The page's ids and the total come from the applications alone, joining the artist only for a region or
 * tag filter and the triage only for a triage filter or the rating sort; then the items are built for the
 * page's ids only (a window count over the whole joined statement built every row's details before the
 * limit: 23 ms for a role of 2,000). The database serialises them and the app sends that text as it is
 * (JsonAnswer.ofText): decoding 50 rows of 14 columns and serialising them again cost the app more than
 * the database's whole part. Measured per shape at 1m (interleaved, one connection), the total is taken
 * - in the date order without a triage filter, by a count of its own: the index gives the page after
 *   `offset + limit` entries, where a window over the page's rows read every row to the end;
 * - otherwise by a window over the page's rows (the rating order sorts every row anyway, and a triage
 *   filter leaves few), with a count only past the last page, where no row carries it.
 * In the rating order without a triage filter, the project's triage is read once into a hash (a
 * materialized CTE) instead of being probed by primary key for each application. With a triage
 * filter the join is left to the planner, which drives it from the triage's (project, label) index: kept
 * apart, the triage's statistics were hidden from it (a label on its rows was guessed at 0.5 %, and it
 * looped over them for every application: 300 ms).
 */
export async function applicants(db: DbOrTx, projectId: number, q: ApplicantsQuery): Promise<string> {
  const shape: ApplicantsShape = {
    role: q.roleId !== undefined,
    status: q.status !== undefined,
    label: q.label === undefined ? "any" : q.label === "none" ? "none" : "one",
    minRating: q.minRating !== undefined,
    media: q.hasMedia === undefined ? "any" : q.hasMedia ? "some" : "none",
    region: q.region !== undefined,
    tag: q.tag !== undefined,
    byRating: q.sort === "rating",
  };
  const key = shapeKey(shape);
  const prepared = preparedApplicants.get(db, key, () => prepareApplicants(db, shape, key));
  const [found] = await prepared.execute({
    projectId,
    roleId: q.roleId ?? null,
    status: q.status ?? null,
    label: q.label ?? null,
    minRating: q.minRating ?? null,
    region: q.region ?? null,
    tag: q.tag ?? null,
    offset: q.offset,
    limit: q.limit,
  });
  return `{"items":${found?.items ?? "[]"},"total":${found?.total ?? 0},"offset":${q.offset}}`;
}

interface ApplicantsShape {
  role: boolean;
  status: boolean;
  label: "any" | "none" | "one";
  minRating: boolean;
  media: "any" | "some" | "none";
  region: boolean;
  tag: boolean;
  byRating: boolean;
}

const shapeKey = (s: ApplicantsShape) => `${+s.role}${+s.status}${s.label[0]}${+s.minRating}${s.media[0]}${+s.region}${+s.tag}${+s.byRating}`;

/** The prepared applicants statements per database handle, one per combination of filters (at most 576). */
const preparedApplicants = new PreparedPerHandle<ReturnType<typeof prepareApplicants>>();

function prepareApplicants(db: DbOrTx, s: ApplicantsShape, key: string) {
  const v = (name: string) => sql.placeholder(name);
  // With a role, the role's applications are those of the project when the role is the project's (a
  // one-time check): naming both columns made the planner multiply their selectivities as if independent
  // (a role of 2,000 applications estimated at one row, then probed the triage 2,000 times).
  const where: SQL[] = s.role
    ? [sql`a.role_id = ${v("roleId")}`, sql`exists (select 1 from ${projectRoles} r0 where r0.id = ${v("roleId")} and r0.project_id = ${v("projectId")})`]
    : [sql`a.project_id = ${v("projectId")}`];
  where.push(sql`a.status <> 'withdrawn'`);
  if (s.status) where.push(sql`a.status = ${v("status")}`);
  if (s.label === "none") where.push(sql`tr.label is null`);
  else if (s.label === "one") where.push(sql`tr.label = ${v("label")}`);
  if (s.minRating) where.push(sql`tr.rating >= ${v("minRating")}`);
  if (s.media !== "any") where.push(s.media === "some" ? sql`jsonb_array_length(a.media) > 0` : sql`jsonb_array_length(a.media) = 0`);
  if (s.region) where.push(sql`u.location = ${v("region")}`);
  if (s.tag) where.push(sql`exists (select 1 from ${userTagLinks} l join ${userTags} g on g.id = l.tag_id where l.user_id = u.id and g.name = ${v("tag")})`);
  const triageFilter = s.label !== "any" || s.minRating;
  const hashed = s.byRating && !triageFilter;
  const order = s.byRating ? sql`tr.rating desc nulls last, a.applied_at desc, a.id desc` : sql`a.applied_at desc, a.id desc`;
  const joinUser = s.region || s.tag ? sql` join ${users} u on u.id = a.artist_id` : sql``;
  const joinTriage = hashed ? sql` left join tr on tr.application_id = a.id` : sql` left join ${applicationTriage} tr on tr.application_id = a.id`;
  const from = (withTriage: boolean) => sql`from ${applications} a${joinUser}${withTriage ? joinTriage : sql``} where ${sql.join(where, sql` and `)}`;
  // The count needs the triage only to filter by it.
  const count = sql`(select count(*)::int ${from(triageFilter)})`;
  const window = s.byRating || triageFilter;
  const page = window ? sql`coalesce(pg.ids, '{}')` : sql`array(select a.id ${from(false)} order by ${order} offset ${v("offset")} limit ${v("limit")})`;
  const cte = hashed ? sql`with tr as materialized (select application_id, rating from ${applicationTriage} where project_id = ${v("projectId")}) ` : sql``;
  return db
    .select({
      total: window ? sql<number>`coalesce(pg.total, ${count})` : sql<number>`${count}`,
      items: sql<string>`${itemsOf(page)}::text`,
    })
    .from(
      window
        ? sql`(${cte}select max(total) as total, array_agg(id order by ord) as ids from (
            select id, total, row_number() over () as ord from (
              select a.id, count(*) over ()::int as total ${from(true)} order by ${order} offset ${v("offset")} limit ${v("limit")}) page) s) pg`
        : sql`(values (1)) as one(x)`,
    )
    .prepare(`applicants_${key}`);
}

// ---- bulk decline ----

/**
 * Declines the project's pending applications among `ids` in ONE statement: the status, an action row,
 * a notification and its event per applicant, set-based (no statement per applicant). Returns each
 * declined applicant with what their mail needs.
 */
export async function bulkDecline(
  db: DbOrTx,
  a: { projectId: number; ids: number[]; reason: string; actorId: string; at: Date },
  notice: { title: string; message: string; relatedId: string },
) {
  const at = a.at.toISOString();
  const result = await db.execute(sql`
    with d as (
      update ${applications} set status = 'rejected', reason = ${a.reason}, updated_at = ${at}
      where id = any(${`{${a.ids.join(",")}}`}::int[]) and project_id = ${a.projectId} and status = 'pending'
      returning id, artist_id
    ), act as (
      insert into ${applicationActions} (application_id, actor_id, action, created_at)
      select id, ${a.actorId}, 'declined', ${at} from d
    ), n as (
      insert into ${notifications} (user_id, type, title, message, related_id)
      select artist_id, 'application_status', ${notice.title}, ${notice.message}, ${notice.relatedId} from d
      returning id, user_id
    ), ev as (
      select count(pg_notify(${EVENTS_CHANNEL}, json_build_object('userId', n.user_id::text, 'event',
        json_build_object('type'::text, 'notification'::text, 'notificationId'::text, n.id, 'notificationType'::text, 'application_status'::text))::text)) as c
      from n
    )
    select d.id, d.artist_id as "artistId", u.email, u.first_name as "firstName", u.last_name as "lastName", u.is_deleted as "isDeleted",
      exists (select 1 from ${mailOptOuts} o where o.user_id = d.artist_id and o.kind = 'application_result') as "optedOut",
      (select c from ev) as "published"
    from d join ${users} u on u.id = d.artist_id`);
  return rowsOf<{ id: number; artistId: string; email: string; firstName: string | null; lastName: string | null; isDeleted: boolean; optedOut: boolean }>(
    result,
  );
}

/** `{1,2,3}`: an int[] literal for `any(...)` (the form every bulk statement here uses on both drivers). */
export const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/** What a mail to an applicant needs, read in the statement that picked them. */
export interface Recipient {
  id: number;
  artistId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isDeleted: boolean;
  optedOut: boolean;
}

/**
 * The project's applications among `ids` a team member may message, in one statement: not withdrawn,
 * the applicant's account not withdrawn, no block either way between them and the sender (the
 * messages feature's rule); with whether the applicant turned off `mailKind`.
 */
export async function messageRecipients(db: DbOrTx, a: { projectId: number; ids: number[]; senderId: string; mailKind: string }) {
  const result = await db.execute(sql`
    select a.id, a.artist_id as "artistId", u.email, u.first_name as "firstName", u.last_name as "lastName", u.is_deleted as "isDeleted",
      exists (select 1 from ${mailOptOuts} o where o.user_id = a.artist_id and o.kind = ${a.mailKind}) as "optedOut"
    from ${applications} a join ${users} u on u.id = a.artist_id
    where a.id = any(${intArray(a.ids)}::int[]) and a.project_id = ${a.projectId} and a.status <> 'withdrawn' and not u.is_deleted
      and not ${blockedEitherWaySql(a.senderId, sql`a.artist_id`)}
    order by a.id`);
  return rowsOf<Recipient>(result);
}

/** Invitable: what the single invite accepts (its 409 otherwise), the bulk one skips. */
export const INVITABLE_STATUSES = ["pending", "accepted", "invited_accepted"] as const;

/**
 * Invites the project's invitable applications among `ids` in ONE statement, for the single invite and
 * the bulk one alike: the invite row (a new one, or the slots replaced: a callback), an action row, a
 * notification and its event per applicant. With `skipUnchanged`, an application already invited to
 * exactly these slots is left alone (replaying a bulk call invites, notifies and mails no one twice).
 * `slotIds` sorted, or null for any slot of the applicant's role. Returns each invited applicant with
 * what their mail needs.
 */
export async function inviteApplications(
  db: DbOrTx,
  a: { projectId: number; projectTitle: string; ids: number[]; slotIds: number[] | null; actorId: string; at: Date; skipUnchanged: boolean },
) {
  const at = a.at.toISOString();
  const slots = a.slotIds ? intArray(a.slotIds) : null;
  const result = await db.execute(sql`
    with t as (
      select a.id, a.artist_id, r.name as role_name
      from ${applications} a left join ${projectRoles} r on r.id = a.role_id
      where a.id = any(${intArray(a.ids)}::int[]) and a.project_id = ${a.projectId}
        and a.status::text = any(${`{${INVITABLE_STATUSES.join(",")}}`}::text[])
        ${a.skipUnchanged ? sql`and not exists (select 1 from ${auditionInvites} i where i.application_id = a.id and i.slot_ids is not distinct from ${slots}::int[])` : sql``}
    ), up as (
      insert into ${auditionInvites} (application_id, project_id, slot_ids, invited_by, created_at)
      select id, ${a.projectId}, ${slots}::int[], ${a.actorId}, ${at} from t
      on conflict (application_id) do update set slot_ids = excluded.slot_ids, invited_by = excluded.invited_by, created_at = excluded.created_at
      returning application_id
    ), act as (
      insert into ${applicationActions} (application_id, actor_id, action, created_at)
      select application_id, ${a.actorId}, 'audition_invite', ${at} from up
    ), n as (
      insert into ${notifications} (user_id, type, title, message, related_id)
      select t.artist_id, 'application_status', '오디션 초대',
        case when t.role_name is null then format('''%s'' 프로젝트 오디션에 초대되었습니다. 시간을 골라 예약해주세요.', ${a.projectTitle}::text)
          else format('''%s'' 프로젝트의 ''%s'' 오디션에 초대되었습니다. 시간을 골라 예약해주세요.', ${a.projectTitle}::text, t.role_name) end,
        ${String(a.projectId)}
      from up join t on t.id = up.application_id
      returning id, user_id
    ), ev as (
      select count(pg_notify(${EVENTS_CHANNEL}, json_build_object('userId', n.user_id::text, 'event',
        json_build_object('type'::text, 'notification'::text, 'notificationId'::text, n.id, 'notificationType'::text, 'application_status'::text))::text)) as c
      from n
    )
    select t.id, t.artist_id as "artistId", t.role_name as "roleName", u.email, u.first_name as "firstName", u.last_name as "lastName",
      u.is_deleted as "isDeleted",
      exists (select 1 from ${mailOptOuts} o where o.user_id = t.artist_id and o.kind = 'audition') as "optedOut",
      (select c from ev) as "published"
    from up join t on t.id = up.application_id join ${users} u on u.id = t.artist_id
    order by t.id`);
  return rowsOf<Recipient & { roleName: string | null; published?: unknown }>(result).map(({ published: _p, ...r }) => r);
}

/**
 * Producers the owner may add as managers: matching `q` in the name, or the exact e-mail address; not
 * the owner, not already a manager, not withdrawn or suspended at `now`; at most `limit`, by name.
 */
export async function teamCandidates(db: DbOrTx, a: { projectId: number; q: string; now: Date; limit: number }) {
  const like = `%${a.q.replace(/[\\%_]/g, "\\$&")}%`;
  const result = await db.execute(sql`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.profile_image_url as "profileImageUrl"
    from ${users} u
    where u.user_type = 'producer' and not u.is_deleted
      and (u.suspended_until is null or u.suspended_until <= ${a.now.toISOString()})
      and (lower(u.email) = lower(${a.q})
        or concat(u.last_name, u.first_name) ilike ${like}
        or concat_ws(' ', u.first_name, u.last_name) ilike ${like}
        or concat_ws(' ', u.last_name, u.first_name) ilike ${like})
      and u.id <> (select p.producer_id from ${projects} p where p.id = ${a.projectId})
      and not exists (select 1 from ${projectTeam} t where t.project_id = ${a.projectId} and t.user_id = u.id)
    order by concat_ws(' ', u.last_name, u.first_name), u.id
    limit ${a.limit}`);
  return rowsOf<{ id: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null }>(result);
}

/** Queues many mails in one insert. */
export async function enqueueMails(db: DbOrTx, mails: Array<{ to: string; content: MailContent }>) {
  if (!mails.length) return;
  await db.insert(mailOutbox).values(mails.map((m) => ({ to: m.to, subject: m.content.subject, html: m.content.html, text: m.content.text })));
}

// ---- auditions ----

const slotColumns = sql`s.id, s.project_id as "projectId", s.role_id as "roleId", s.round, ${isoTimestamp(sql`s.starts_at`)} as "startsAt",
  ${isoTimestamp(sql`s.ends_at`)} as "endsAt", s.place, s.online_url as "onlineUrl", s.capacity,
  (select count(*)::int from ${auditionBookings} b where b.slot_id = s.id and b.status in ('booked', 'attended')) as "booked"`;

export interface SlotRow {
  id: number;
  projectId: number;
  roleId: number | null;
  round: number;
  startsAt: string;
  endsAt: string;
  place: string | null;
  onlineUrl: string | null;
  capacity: number;
  booked: number;
}

export async function insertSlot(db: DbOrTx, values: typeof auditionSlots.$inferInsert) {
  const [row] = await db.insert(auditionSlots).values(values).returning({ id: auditionSlots.id });
  return (await slotsWhere(db, sql`s.id = ${row!.id}`))[0]!;
}

export async function slotsWhere(db: DbOrTx, where: SQL) {
  const result = await db.execute(sql`select ${slotColumns} from ${auditionSlots} s where ${where} order by s.starts_at, s.id`);
  return rowsOf<SlotRow>(result);
}

export async function roleOfProject(db: DbOrTx, projectId: number, roleId: number) {
  const [row] = await db
    .select({ id: projectRoles.id })
    .from(projectRoles)
    .where(and(eq(projectRoles.projectId, projectId), eq(projectRoles.id, roleId)))
    .limit(1);
  return row;
}

/** Slots an invited application may book: its listed slots, or any of its role (or role-less) slots; future and not full. */
export function bookableWhere(now: Date) {
  return sql`s.project_id = a.project_id
    and (case when i.slot_ids is null then (s.role_id is null or s.role_id is not distinct from a.role_id) else s.id = any(i.slot_ids) end)
    and s.starts_at > ${now.toISOString()}
    and (select count(*) from ${auditionBookings} b where b.slot_id = s.id and b.status in ('booked', 'attended')) < s.capacity`;
}

/** The artist's invitations (or one application's), with bookable slots and the live booking. */
export async function invitesOf(db: DbOrTx, where: SQL, now: Date) {
  const result = await db.execute(sql`
    select a.id as "applicationId", json_build_object('id', p.id, 'title', p.title) as "project",
      case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end as "role",
      ${isoTimestamp(sql`i.created_at`)} as "invitedAt",
      (select b.id from ${auditionBookings} b where b.application_id = a.id and b.status <> 'cancelled' order by b.created_at desc, b.id desc limit 1) as "bookingId",
      coalesce((select json_agg(s.id order by s.starts_at) from ${auditionSlots} s where ${bookableWhere(now)}), '[]'::json) as "slotIds"
    from ${auditionInvites} i
    join ${applications} a on a.id = i.application_id
    join ${projects} p on p.id = a.project_id
    left join ${projectRoles} r on r.id = a.role_id
    where ${where}
    order by i.created_at desc`);
  return rowsOf<{
    applicationId: number;
    project: { id: number; title: string };
    role: { id: number; name: string } | null;
    invitedAt: string;
    bookingId: number | null;
    slotIds: number[];
  }>(result);
}

/**
 * Locks the slot (bookings of a slot run one at a time), THEN counts its live bookings in a second
 * statement: in READ COMMITTED a count in the locking statement itself would read that statement's
 * snapshot, taken before the lock was granted, and miss the booking the previous holder just committed.
 */
export async function lockSlot(tx: DbOrTx, slotId: number) {
  const locked = await tx.execute(sql`
    select s.id, s.project_id as "projectId", s.capacity, s.starts_at as "startsAt" from ${auditionSlots} s where s.id = ${slotId} for update`);
  const slot = rowsOf<{ id: number; projectId: number; capacity: number; startsAt: string | Date }>(locked)[0];
  if (!slot) return undefined;
  const counted = await tx.execute(sql`
    select count(*)::int as n from ${auditionBookings} b where b.slot_id = ${slotId} and b.status in ('booked', 'attended')`);
  return { ...slot, booked: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
}

export async function slotProject(db: DbOrTx, slotId: number) {
  const [row] = await db.select({ id: auditionSlots.id, projectId: auditionSlots.projectId }).from(auditionSlots).where(eq(auditionSlots.id, slotId)).limit(1);
  return row;
}

/** The artist's invited applications for which `slotId` is an eligible slot (ignoring fullness and time). */
export async function eligibleApplication(db: DbOrTx, artistId: string, slotId: number) {
  const result = await db.execute(sql`
    select a.id from ${auditionInvites} i join ${applications} a on a.id = i.application_id join ${auditionSlots} s on s.id = ${slotId}
    where a.artist_id = ${artistId} and s.project_id = a.project_id and a.status not in ('rejected', 'withdrawn')
      and (case when i.slot_ids is null then (s.role_id is null or s.role_id is not distinct from a.role_id) else s.id = any(i.slot_ids) end)
    order by a.id limit 1`);
  return rowsOf<{ id: number }>(result)[0];
}

export async function liveBookingOf(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ id: auditionBookings.id })
    .from(auditionBookings)
    .where(and(eq(auditionBookings.applicationId, applicationId), eq(auditionBookings.status, "booked")))
    .limit(1);
  return row;
}

export async function insertBooking(db: DbOrTx, v: { slotId: number; applicationId: number; artistId: string; at: Date }) {
  const [row] = await db
    .insert(auditionBookings)
    .values({ slotId: v.slotId, applicationId: v.applicationId, artistId: v.artistId, createdAt: v.at, updatedAt: v.at })
    .returning({ id: auditionBookings.id });
  return row!.id;
}

export async function findBooking(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ booking: auditionBookings, projectId: auditionSlots.projectId, title: projects.title, producerId: projects.producerId })
    .from(auditionBookings)
    .innerJoin(auditionSlots, eq(auditionSlots.id, auditionBookings.slotId))
    .innerJoin(projects, eq(projects.id, auditionSlots.projectId))
    .where(eq(auditionBookings.id, id))
    .limit(1);
  return row;
}

export async function bookingAnswer(db: DbOrTx, id: number) {
  const result = await db.execute(sql`
    select b.id, b.slot_id as "slotId", b.application_id as "applicationId", b.artist_id as "artistId", b.status,
      b.reschedule_message as "rescheduleMessage",
      case when b.reschedule_requested_at is null then null else ${isoTimestamp(sql`b.reschedule_requested_at`)} end as "rescheduleRequestedAt",
      ${isoTimestamp(sql`b.created_at`)} as "createdAt", ${isoTimestamp(sql`b.updated_at`)} as "updatedAt",
      (select row_to_json(x) from (select ${slotColumns} from ${auditionSlots} s where s.id = b.slot_id) x) as "slot"
    from ${auditionBookings} b where b.id = ${id}`);
  return rowsOf<{
    id: number;
    slotId: number;
    applicationId: number;
    artistId: string;
    status: "booked" | "cancelled" | "attended" | "no_show";
    rescheduleMessage: string | null;
    rescheduleRequestedAt: string | null;
    createdAt: string;
    updatedAt: string;
    slot: SlotRow;
  }>(result)[0];
}

/** Moves a booking from one of `from` to `values`; false when it moved on meanwhile. */
export async function updateBookingIf(db: DbOrTx, id: number, from: string[], values: Partial<typeof auditionBookings.$inferInsert>, at: Date) {
  const rows = await db
    .update(auditionBookings)
    .set({ ...values, updatedAt: at })
    .where(and(eq(auditionBookings.id, id), sql`${auditionBookings.status} = any(${`{${from.join(",")}}`}::text[])`))
    .returning({ id: auditionBookings.id });
  return rows.length > 0;
}

export async function scheduleRows(db: DbOrTx, projectId: number) {
  const result = await db.execute(sql`
    select ${slotColumns}, to_char(s.starts_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "day",
      coalesce((select json_agg(json_build_object('id', b.id, 'applicationId', b.application_id, 'status', b.status, 'rescheduleMessage', b.reschedule_message,
          'artist', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'profileImageUrl', u.profile_image_url, 'isDeleted', u.is_deleted),
          'role', case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end) order by b.created_at)
        from ${auditionBookings} b join ${users} u on u.id = b.artist_id join ${applications} a on a.id = b.application_id
        left join ${projectRoles} r on r.id = a.role_id
        where b.slot_id = s.id and b.status <> 'cancelled'), '[]'::json) as "bookings"
    from ${auditionSlots} s where s.project_id = ${projectId} order by s.starts_at, s.id`);
  return rowsOf<SlotRow & { day: string; bookings: unknown[] }>(result);
}

/** Live bookings whose slot starts on `day` (Asia/Seoul) and not yet reminded, locked for this run. */
export async function dueReminders(db: DbOrTx, day: string) {
  const result = await db.execute(sql`
    select b.id, b.artist_id as "artistId", s.starts_at as "startsAt", s.ends_at as "endsAt", s.place, s.online_url as "onlineUrl", p.title, p.id as "projectId"
    from ${auditionBookings} b join ${auditionSlots} s on s.id = b.slot_id join ${projects} p on p.id = s.project_id
    where b.status = 'booked' and b.reminder_sent_at is null and to_char(s.starts_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') = ${day}
    for update of b skip locked`);
  return rowsOf<{
    id: number;
    artistId: string;
    startsAt: string | Date;
    endsAt: string | Date;
    place: string | null;
    onlineUrl: string | null;
    title: string;
    projectId: number;
  }>(result);
}

export async function markReminded(db: DbOrTx, ids: number[], at: Date) {
  if (!ids.length) return;
  await db
    .update(auditionBookings)
    .set({ reminderSentAt: at })
    .where(sql`${auditionBookings.id} = any(${`{${ids.join(",")}}`}::int[])`);
}
