import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { applications, projectRoles, projects, userTagLinks, userTags, users } from "@shared/schema/index";
import type { ApplicationMedia, RequiredMedia } from "@shared/casting";
import { PARTICIPANT_STATUSES, type ProjectStatus } from "@shared/constants";
import type { DbOrTx } from "../../db/client";
import { notificationParts, type NotificationValues } from "../notifications/service";
import { isoTimestamp, rowsOf } from "../../db/paged-query";
import { participantStatusList } from "../../db/statuses";

export type ApplicationRow = typeof applications.$inferSelect;

export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ application: applications, project: { id: projects.id, title: projects.title, producerId: projects.producerId, status: projects.status } })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/** The artist's application to the project itself (not to one of its roles): what an accepted invitation joins. */
export async function findByArtistAndProject(db: DbOrTx, artistId: string, projectId: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.artistId, artistId), eq(applications.projectId, projectId), isNull(applications.roleId)))
    .limit(1);
  return row;
}

/**
 * Whether the role is still there, holding it (key share) until the caller's transaction ends: an edit
 * of the project that removes it (projects' rolesOf, locked) either finishes first, and the
 * role is found gone, or waits for the application and then sees it.
 */
export async function holdRole(tx: DbOrTx, roleId: number): Promise<boolean> {
  const rows = await tx.select({ id: projectRoles.id }).from(projectRoles).where(eq(projectRoles.id, roleId)).for("key share");
  return rows.length > 0;
}

/** Locks a role of the project (decisions on it run one at a time) and counts its accepted artists; undefined when absent. */
export async function lockRole(tx: DbOrTx, roleId: number) {
  // Lock first, count after, in two statements: a count inside the locking statement is read from the
  // snapshot taken before the lock was granted (READ COMMITTED), so it missed an acceptance committed while
  // this one waited, and six simultaneous accepts filled a two-person role with three (PostgreSQL).
  const [role] = rowsOf<{ id: number; name: string; headcount: number }>(
    await tx.execute(sql`select r.id, r.name, r.headcount from ${projectRoles} r where r.id = ${roleId} for update`),
  );
  if (!role) return undefined;
  const [count] = rowsOf<{ accepted: number }>(
    await tx.execute(sql`select count(*)::int as "accepted" from ${applications} a where a.role_id = ${roleId} and a.status in ${participantStatusList}`),
  );
  return { ...role, accepted: count?.accepted ?? 0 };
}

/**
 * What applying needs to know, in one statement: the project's status, deadline, producer and title,
 * and the artist's application to it if any (undefined for an unknown project).
 */
export async function applyTarget(db: DbOrTx, artistId: string, projectId: number, roleId: number | null) {
  const result = await db.execute(sql`
    select p.status, p.deadline::text as "deadline", p.producer_id as "producerId", p.title,
      (select count(*)::int from ${projectRoles} r where r.project_id = p.id) as "roleCount",
      (select json_build_object('id', r.id, 'name', r.name, 'headcount', r.headcount, 'requiredMedia', to_json(r.required_media),
          'accepted', (select count(*)::int from ${applications} a where a.role_id = r.id and a.status in ${participantStatusList}))
        from ${projectRoles} r where r.project_id = p.id and r.id = ${roleId ?? 0}) as "role",
      (select json_build_object('id', a.id, 'status', a.status) from ${applications} a
        where a.artist_id = ${artistId} and a.project_id = p.id and a.role_id is not distinct from ${roleId}::int) as "existing"
    from ${projects} p where p.id = ${projectId} and p.hidden_at is null`);
  type Row = {
    status: ProjectStatus;
    deadline: string | null;
    producerId: string;
    title: string;
    roleCount: number;
    role: { id: number; name: string; headcount: number; requiredMedia: RequiredMedia[]; accepted: number } | null;
    existing: { id: number; status: ApplicationRow["status"] } | null;
  };
  return rowsOf<Row>(result)[0];
}

/**
 * Writes an application and tells the producer, in ONE statement (atomic without a transaction of its
 * own): a new pending application, or, with `withdrawnId`, that withdrawn application sent again (only
 * while it is still withdrawn); then the notification and its event, only if the row was written.
 * Undefined when the withdrawn application moved on meanwhile; a concurrent duplicate insert fails on
 * the unique key (23505, answered 409).
 */
export async function applyAndNotify(
  db: DbOrTx,
  a: { projectId: number; artistId: string; roleId: number | null; coverLetter: string; media: ApplicationMedia[]; withdrawnId?: number; now: Date },
  notice: NotificationValues,
) {
  const write =
    a.withdrawnId === undefined
      ? sql`insert into ${applications} (project_id, artist_id, role_id, cover_letter, media)
          values (${a.projectId}, ${a.artistId}, ${a.roleId}, ${a.coverLetter}, ${JSON.stringify(a.media)}::jsonb) returning *`
      : sql`update ${applications}
          set status = 'pending', cover_letter = ${a.coverLetter}, media = ${JSON.stringify(a.media)}::jsonb, reason = null, applied_at = ${a.now.toISOString()}, updated_at = ${a.now.toISOString()}
          where id = ${a.withdrawnId} and status = 'withdrawn' returning *`;
  const note = notificationParts(notice, sql`from a`);
  const result = await db.execute(sql`
    with a as (${write}), ${note.cte}
    select a.id, a.project_id as "projectId", a.artist_id as "artistId", a.role_id as "roleId", a.cover_letter as "coverLetter", a.media, a.status, a.reason,
      ${isoTimestamp(sql`a.applied_at`)} as "appliedAt", ${isoTimestamp(sql`a.updated_at`)} as "updatedAt", ${note.event} as "notified"
    from a`);
  const row = rowsOf<AppliedRow & { notified: unknown }>(result)[0];
  if (!row) return undefined;
  const { notified: _n, ...application } = row;
  return application;
}

type AppliedRow = Omit<ApplicationRow, "appliedAt" | "updatedAt"> & { appliedAt: string; updatedAt: string };

export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** Updates only while the application is still in `from`; undefined when it moved on meanwhile. */
export async function updateIf(db: DbOrTx, id: number, from: ApplicationRow["status"], values: Partial<typeof applications.$inferInsert>, now: Date) {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: now })
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  return row;
}

export async function deleteIf(db: DbOrTx, id: number, from: ApplicationRow["status"]) {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Accepted artists of a project with their specialties: once each (at their first accepted application),
 * with the names of every role they were accepted for (issue 26), in the project's role order.
 */
export async function acceptedArtists(db: DbOrTx, projectId: number) {
  const accepted = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      role: projectRoles.name,
      rolePosition: projectRoles.position,
      artist: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
        isDeleted: users.isDeleted,
      },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.artistId))
    .leftJoin(projectRoles, eq(projectRoles.id, applications.roleId))
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...PARTICIPANT_STATUSES])))
    .orderBy(applications.appliedAt, applications.id);
  const byArtist = new Map<string, { first: (typeof accepted)[number]; roles: Array<{ name: string; position: number }> }>();
  for (const r of accepted) {
    const entry = byArtist.get(r.artist.id) ?? byArtist.set(r.artist.id, { first: r, roles: [] }).get(r.artist.id)!;
    if (r.role !== null) entry.roles.push({ name: r.role, position: r.rolePosition ?? 0 });
  }
  const rows = [...byArtist.values()].map(({ first: { role: _role, rolePosition: _position, ...r }, roles }) => ({
    ...r,
    roles: roles.sort((a, b) => a.position - b.position).map((x) => x.name),
  }));
  const ids = rows.map((r) => r.artist.id);
  const tags = ids.length
    ? await db
        .select({ userId: userTagLinks.userId, name: userTags.name })
        .from(userTagLinks)
        .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
        .where(inArray(userTagLinks.userId, ids))
    : [];
  return rows.map((r) => ({ ...r, artist: { ...r.artist, specialties: tags.filter((t) => t.userId === r.artist.id).map((t) => t.name) } }));
}
