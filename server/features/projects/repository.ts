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

/** One sort key of the list: an expression and its direction (PostgreSQL's default nulls unless `nullsLast`). */
interface SortKey {
  value: SQL;
  desc?: boolean;
  nullsLast?: boolean;
}

/** The list's sort keys, most significant first; the id breaks ties so pages never overlap. */
function sortKeys(q: ProjectListQuery, today: string): SortKey[] {
  switch (q.sortBy) {
    case "deadline":
      // Open calls closing soonest first, then closed ones, then those without a deadline.
      return [
        { value: sql`(${projects.deadline} is null)` },
        { value: sql`(${projects.deadline} < ${today})` },
        { value: sql`${projects.deadline}` },
        { value: sql`${projects.id}` },
      ];
    case "budget":
      // Same upper amount: the open-ended range ("5000만원 이상") ranks above the bounded one ("1000~5000만원").
      return [
        { value: sql`coalesce(${projects.budgetMax}, ${projects.budgetMin})`, desc: true, nullsLast: true },
        { value: sql`${projects.budgetMin}`, desc: true, nullsLast: true },
        { value: sql`${projects.id}`, desc: true },
      ];
    case "newest":
      return [{ value: sql`${projects.createdAt}`, desc: true }, { value: sql`${projects.id}`, desc: true }];
    default:
      if (q.search) {
        const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return [{ value: sql`(${projects.title} ilike ${like})`, desc: true }, { value: sql`${projects.createdAt}`, desc: true }, { value: sql`${projects.id}`, desc: true }];
      }
      return [{ value: sql`${projects.createdAt}`, desc: true }, { value: sql`${projects.id}`, desc: true }];
  }
}

const ordered = (value: SQL | SQL.Aliased, k: SortKey) => sql`${value}${sql.raw(k.desc ? " desc" : " asc")}${sql.raw(k.nullsLast ? " nulls last" : "")}`;

/**
 * One page of the list and the total. The page is chosen by a narrow query over projects alone (ids,
 * sort keys, and the total as a window count over the same scan); only the page's rows are then
 * joined to their columns and producers. Joining every match to users before the sort, and counting
 * in a second scan, made a search cost several times the rows it returns.
 */
export async function listProjects(db: DbOrTx, q: ProjectListQuery, today: string) {
  const where = listWhere(q);
  const keys = sortKeys(q, today);
  const keyColumns = keys.map((k, i) => k.value.as(`k${i}`));
  const page = db
    .select({ id: projects.id, total: sql<number>`count(*) over ()`.as("total"), ...Object.fromEntries(keyColumns.map((c) => [c.fieldAlias, c])) })
    .from(projects)
    .where(where)
    .orderBy(...keys.map((k, i) => ordered(keyColumns[i]!, k)))
    .limit(q.limit)
    .offset(q.offset)
    .as("page");
  const pageKeys = page as unknown as Record<string, SQL.Aliased>;
  const rows = await db
    .select({ ...projectColumns, producer: producerColumns, total: page.total })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .leftJoin(users, eq(users.id, projects.producerId))
    .orderBy(...keys.map((k, i) => ordered(pageKeys[`k${i}`]!, k)));
  // A page past the end has no row to carry the total: count separately (rare).
  const total = rows.length ? Number(rows[0]!.total) : q.offset > 0 ? await countProjects(db, where) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countProjects(db: DbOrTx, where: SQL) {
  const [row] = await db.select({ n: count() }).from(projects).where(where);
  return Number(row?.n ?? 0);
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

export interface CardCounts {
  applicationCount: number;
  acceptedCount: number;
  invitationCount: number;
}

/**
 * What a card shows beyond its row, for a page of projects in one statement: tags (by name, as
 * tagsOf) and counts of applications (not withdrawn), accepted ones and invitations (not cancelled).
 */
export async function cardDetailsOf(db: DbOrTx, projectIds: number[]) {
  const tags = new Map<number, Array<{ id: number; name: string }>>();
  const counts = new Map<number, CardCounts>();
  for (const id of projectIds) counts.set(id, { applicationCount: 0, acceptedCount: 0, invitationCount: 0 });
  if (!projectIds.length) return { tags, counts };
  // One plain statement rather than a select builder with four nested builders: it runs for every
  // list page and project page, and composing those builders cost more CPU than running the query.
  const result = await db.execute(sql`
    select ${projects.id} as "id",
      (select json_agg(json_build_object('id', ${userTags.id}, 'name', ${userTags.name}) order by ${userTags.name})
         from ${projectTags} inner join ${userTags} on ${userTags.id} = ${projectTags.tagId}
        where ${projectTags.projectId} = ${projects.id}) as "tags",
      (select count(*)::int from ${applications}
        where ${applications.projectId} = ${projects.id} and ${applications.status} <> 'withdrawn') as "applicationCount",
      (select count(*)::int from ${applications}
        where ${applications.projectId} = ${projects.id} and ${applications.status} in ('accepted', 'invited_accepted')) as "acceptedCount",
      (select count(*)::int from ${invitations}
        where ${invitations.projectId} = ${projects.id} and ${invitations.status} <> 'cancelled') as "invitationCount"
    from ${projects}
    where ${inArray(projects.id, projectIds)}`);
  // Both drivers (pg and PGlite) answer execute() with { rows }, json parsed and int4 as numbers.
  const rows = (result as unknown as { rows: Array<CardCounts & { id: number; tags: Array<{ id: number; name: string }> | null }> }).rows;
  for (const r of rows) {
    if (r.tags?.length) tags.set(r.id, r.tags);
    counts.set(r.id, { applicationCount: r.applicationCount, acceptedCount: r.acceptedCount, invitationCount: r.invitationCount });
  }
  return { tags, counts };
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

/**
 * Closes recruitment: every still-pending application of the project becomes rejected with `reason`.
 * Returns the artists whose application was closed so each can be told.
 */
export async function rejectPendingApplications(db: DbOrTx, projectId: number, reason: string) {
  return db
    .update(applications)
    .set({ status: "rejected", reason, updatedAt: new Date() })
    .where(and(eq(applications.projectId, projectId), eq(applications.status, "pending")))
    .returning({ id: applications.id, artistId: applications.artistId });
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
