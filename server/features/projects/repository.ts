import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { applications, invitations, projectFavorites, projects, projectTags, projectViews, reviews, userTags, users } from "@shared/schema/index";
import { locationToken, queryTokens, tagToken } from "@shared/search-tokens";
import type { ProjectListQuery } from "@shared/validators/projects";
import type { DbOrTx } from "../../db/client";

export type ProjectRow = typeof projects.$inferSelect;

/** Statuses anyone may see in lists: everything but drafts and cancelled projects. */
export const LISTED_STATUSES = ["published", "in_progress", "completed"] as const;

const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

const projectColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  budget: projects.budget,
  location: projects.location,
  startDate: projects.startDate,
  endDate: projects.endDate,
  deadline: projects.deadline,
  requirements: projects.requirements,
  status: projects.status,
  producerId: projects.producerId,
  imageUrl: projects.imageUrl,
  viewCount: projects.viewCount,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export const producerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  bio: users.bio,
  location: users.location,
  isDeleted: users.isDeleted,
};

function listWhere(q: ProjectListQuery): SQL {
  const conds: SQL[] = [q.status ? eq(projects.status, q.status) : inArray(projects.status, [...LISTED_STATUSES])];
  if (q.producer) conds.push(eq(projects.producerId, q.producer));
  const required = q.search ? queryTokens(q.search) : [];
  if (q.location) required.push(locationToken(q.location));
  if (required.length) conds.push(sql`${projects.searchTokens} @> ${textArray(required)}`);
  if (q.tags.length) conds.push(sql`${projects.searchTokens} && ${textArray(q.tags.map(tagToken))}`);
  return and(...conds)!;
}

function listOrder(q: ProjectListQuery, today: string): SQL[] {
  switch (q.sortBy) {
    case "deadline":
      // Open calls closing soonest first, then closed ones, then those without a deadline.
      return [sql`(${projects.deadline} is null)`, sql`(${projects.deadline} < ${today})`, asc(projects.deadline), asc(projects.id)];
    case "budget":
      // Same upper amount: the open-ended range ("5000만원 이상") ranks above the bounded one ("1000~5000만원").
      return [sql`coalesce(${projects.budgetMax}, ${projects.budgetMin}) desc nulls last`, sql`${projects.budgetMin} desc nulls last`, desc(projects.id)];
    case "newest":
      return [desc(projects.createdAt), desc(projects.id)];
    default:
      if (q.search) {
        const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return [sql`(${projects.title} ilike ${like}) desc`, desc(projects.createdAt), desc(projects.id)];
      }
      return [desc(projects.createdAt), desc(projects.id)];
  }
}

export async function listProjects(db: DbOrTx, q: ProjectListQuery, today: string) {
  const where = listWhere(q);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...projectColumns, producer: producerColumns })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.producerId))
      .where(where)
      .orderBy(...listOrder(q, today))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export function publicProjects(db: DbOrTx, limit: number, sortBy: "popular" | "newest") {
  return db
    .select({ ...projectColumns, producer: producerColumns })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(eq(projects.status, "published"))
    .orderBy(...(sortBy === "newest" ? [desc(projects.createdAt)] : [desc(projects.viewCount), desc(projects.createdAt)]), desc(projects.id))
    .limit(limit);
}

export async function findProject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...projectColumns, producer: producerColumns })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}

export function projectsOfProducer(db: DbOrTx, producerId: string) {
  return db
    .select({ ...projectColumns, producer: producerColumns })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(eq(projects.producerId, producerId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

export async function tagsOf(db: DbOrTx, projectIds: number[]) {
  const map = new Map<number, Array<{ id: number; name: string }>>();
  if (!projectIds.length) return map;
  const rows = await db
    .select({ projectId: projectTags.projectId, id: userTags.id, name: userTags.name })
    .from(projectTags)
    .innerJoin(userTags, eq(userTags.id, projectTags.tagId))
    .where(inArray(projectTags.projectId, projectIds))
    .orderBy(asc(userTags.name));
  for (const r of rows) {
    const list = map.get(r.projectId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.projectId, list);
  }
  return map;
}

/** Per project: applications (not withdrawn), accepted ones and invitations (not cancelled). */
export async function countsOf(db: DbOrTx, projectIds: number[]) {
  const map = new Map<number, { applicationCount: number; acceptedCount: number; invitationCount: number }>();
  for (const id of projectIds) map.set(id, { applicationCount: 0, acceptedCount: 0, invitationCount: 0 });
  if (!projectIds.length) return map;
  const [apps, invs] = await Promise.all([
    db
      .select({
        projectId: applications.projectId,
        total: sql<number>`count(*) filter (where ${applications.status} <> 'withdrawn')::int`,
        accepted: sql<number>`count(*) filter (where ${applications.status} in ('accepted', 'invited_accepted'))::int`,
      })
      .from(applications)
      .where(inArray(applications.projectId, projectIds))
      .groupBy(applications.projectId),
    db
      .select({ projectId: invitations.projectId, total: sql<number>`count(*)::int` })
      .from(invitations)
      .where(and(inArray(invitations.projectId, projectIds), ne(invitations.status, "cancelled")))
      .groupBy(invitations.projectId),
  ]);
  for (const a of apps) Object.assign(map.get(a.projectId)!, { applicationCount: a.total, acceptedCount: a.accepted });
  for (const i of invs) map.get(i.projectId)!.invitationCount = i.total;
  return map;
}

export async function avgRatingOf(db: DbOrTx, projectId: number): Promise<number | null> {
  const [row] = await db.select({ avg: sql<string | null>`avg(${reviews.rating})` }).from(reviews).where(eq(reviews.projectId, projectId));
  return row?.avg == null ? null : Math.round(Number(row.avg) * 10) / 10;
}

export async function acceptedCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, ["accepted", "invited_accepted"])));
  return Number(row?.n ?? 0);
}

export async function applicationCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), ne(applications.status, "withdrawn")));
  return Number(row?.n ?? 0);
}

export function acceptedArtistIds(db: DbOrTx, projectId: number) {
  return db
    .select({ artistId: applications.artistId })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, ["accepted", "invited_accepted"])));
}

export async function viewerApplication(db: DbOrTx, projectId: number, artistId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.projectId, projectId), eq(applications.artistId, artistId)))
    .limit(1);
  return row ?? null;
}

export async function viewerInvitation(db: DbOrTx, projectId: number, artistId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.artistId, artistId), ne(invitations.status, "cancelled")))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

export async function updateProject(db: DbOrTx, id: number, values: Partial<typeof projects.$inferInsert>) {
  await db.update(projects).set({ ...values, updatedAt: new Date() }).where(eq(projects.id, id));
}

/** Changes the status only if it is still `from`; false when another request got there first. */
export async function updateStatusIf(db: DbOrTx, id: number, from: ProjectRow["status"], to: ProjectRow["status"]) {
  const rows = await db
    .update(projects)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.status, from)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function currentTagIds(db: DbOrTx, projectId: number): Promise<number[]> {
  return (await db.select({ tagId: projectTags.tagId }).from(projectTags).where(eq(projectTags.projectId, projectId))).map((r) => r.tagId);
}

export async function replaceTags(db: DbOrTx, projectId: number, tagIds: number[]) {
  await db.delete(projectTags).where(eq(projectTags.projectId, projectId));
  if (tagIds.length) await db.insert(projectTags).values(tagIds.map((tagId) => ({ projectId, tagId })));
}

/** Records a view; true only for the first view of this viewer on this day. */
export async function recordView(db: DbOrTx, projectId: number, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await db.insert(projectViews).values({ projectId, viewerKey, day }).onConflictDoNothing().returning({ day: projectViews.day });
  if (!inserted.length) return false;
  await db.update(projects).set({ viewCount: sql`${projects.viewCount} + 1` }).where(eq(projects.id, projectId));
  return true;
}

export async function isFavorite(db: DbOrTx, userId: string, projectId: number) {
  const [row] = await db
    .select({ projectId: projectFavorites.projectId })
    .from(projectFavorites)
    .where(and(eq(projectFavorites.userId, userId), eq(projectFavorites.projectId, projectId)))
    .limit(1);
  return !!row;
}

export async function addFavorite(db: DbOrTx, userId: string, projectId: number) {
  await db.insert(projectFavorites).values({ userId, projectId }).onConflictDoNothing();
}

export async function removeFavorite(db: DbOrTx, userId: string, projectId: number) {
  await db.delete(projectFavorites).where(and(eq(projectFavorites.userId, userId), eq(projectFavorites.projectId, projectId)));
}

export function favoritesOf(db: DbOrTx, userId: string) {
  return db
    .select({ ...projectColumns, producer: producerColumns })
    .from(projectFavorites)
    .innerJoin(projects, eq(projects.id, projectFavorites.projectId))
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(and(eq(projectFavorites.userId, userId), ne(projects.status, "draft")))
    .orderBy(desc(projectFavorites.createdAt));
}
