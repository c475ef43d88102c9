import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  awards,
  education,
  experiences,
  locations,
  portfolios,
  portfolioTags,
  projects,
  projectTags,
  reviews,
  userActivities,
  userFollows,
  users,
  userTagLinks,
  userTags,
} from "@shared/schema/index";
import { userSearchTokens } from "@shared/search-tokens";
import type { DbOrTx } from "../../db/client";

export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      profileImageUrl: users.profileImageUrl,
      location: users.location,
      website: users.website,
      bio: users.bio,
      yearsOfExperience: users.yearsOfExperience,
      gender: users.gender,
      heightCm: users.heightCm,
      playingAgeMin: users.playingAgeMin,
      playingAgeMax: users.playingAgeMax,
      emailVerified: users.emailVerified,
      isDeleted: users.isDeleted,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>, now: Date) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** Recomputes users.search_tokens from the stored name, bio, location and specialty tags. */
export async function refreshSearchTokens(db: DbOrTx, userId: string) {
  const user = await findUser(db, userId);
  if (!user) return;
  const tags = await tagsOfUser(db, userId);
  await db
    .update(users)
    .set({ searchTokens: userSearchTokens({ ...user, tags: tags.map((t) => t.name) }) })
    .where(eq(users.id, userId));
}

export async function locationExists(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.name, name), eq(locations.isActive, true)))
    .limit(1);
  return !!row;
}

// ---- specialty tags

export function tagsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ id: userTags.id, name: userTags.name, slug: userTags.slug, usageCount: userTags.usageCount, isPopular: userTags.isPopular })
    .from(userTagLinks)
    .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
    .where(eq(userTagLinks.userId, userId))
    .orderBy(asc(userTags.name));
}

export async function existingTagIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await db.select({ id: userTags.id }).from(userTags).where(inArray(userTags.id, ids))).map((r) => r.id);
}

export async function replaceUserTags(db: DbOrTx, userId: string, tagIds: number[]) {
  await db.delete(userTagLinks).where(eq(userTagLinks.userId, userId));
  if (tagIds.length) await db.insert(userTagLinks).values(tagIds.map((tagId) => ({ userId, tagId })));
}

// ---- what the profile shows

export async function ratingOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ avg: sql<string | null>`avg(${reviews.rating})`, n: count() })
    .from(reviews)
    .where(eq(reviews.revieweeId, userId));
  return { avg: row?.avg == null ? null : Math.round(Number(row.avg) * 10) / 10, total: Number(row?.n ?? 0) };
}

/** Statuses a profile lists, as the project search does: never drafts or cancelled projects. */
const LISTED = ["published", "in_progress", "completed"] as const;

export async function listedProjectsOf(db: DbOrTx, producerId: string, limit: number) {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      status: projects.status,
      location: projects.location,
      budget: projects.budget,
      startDate: projects.startDate,
      endDate: projects.endDate,
      deadline: projects.deadline,
      imageUrl: projects.imageUrl,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(eq(projects.producerId, producerId), inArray(projects.status, [...LISTED]), isNull(projects.hiddenAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const tags = ids.length
    ? await db
        .select({ projectId: projectTags.projectId, id: userTags.id, name: userTags.name })
        .from(projectTags)
        .innerJoin(userTags, eq(userTags.id, projectTags.tagId))
        .where(inArray(projectTags.projectId, ids))
        .orderBy(asc(userTags.name))
    : [];
  return rows.map((r) => ({ ...r, tags: tags.filter((t) => t.projectId === r.id).map(({ id, name }) => ({ id, name })) }));
}

/** A producer's project counts: listed (published, in progress, completed), completed, in progress. */
export async function projectCountsOf(db: DbOrTx, producerId: string) {
  const [row] = await db
    .select({
      listed: sql<number>`count(*) filter (where ${projects.status} in ('published', 'in_progress', 'completed'))::int`,
      completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')::int`,
      inProgress: sql<number>`count(*) filter (where ${projects.status} = 'in_progress')::int`,
    })
    .from(projects)
    .where(eq(projects.producerId, producerId));
  return { listed: Number(row?.listed ?? 0), completed: Number(row?.completed ?? 0), inProgress: Number(row?.inProgress ?? 0) };
}

export async function followCountsOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      followers: sql<number>`count(*) filter (where ${userFollows.followingId} = ${userId})::int`,
      following: sql<number>`count(*) filter (where ${userFollows.followerId} = ${userId})::int`,
    })
    .from(userFollows)
    .where(sql`${userFollows.followingId} = ${userId} or ${userFollows.followerId} = ${userId}`);
  return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
}

export async function isFollowing(db: DbOrTx, followerId: string, followingId: string) {
  const [row] = await db
    .select({ x: sql`1` })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .limit(1);
  return !!row;
}

// ---- portfolios

export type PortfolioRow = typeof portfolios.$inferSelect;

export function portfoliosOf(db: DbOrTx, userId: string) {
  return db.select().from(portfolios).where(eq(portfolios.userId, userId)).orderBy(desc(portfolios.featured), desc(portfolios.createdAt), desc(portfolios.id));
}

export async function portfolioTagNames(db: DbOrTx, portfolioIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!portfolioIds.length) return map;
  const rows = await db
    .select({ portfolioId: portfolioTags.portfolioId, name: userTags.name })
    .from(portfolioTags)
    .innerJoin(userTags, eq(userTags.id, portfolioTags.tagId))
    .where(inArray(portfolioTags.portfolioId, portfolioIds))
    .orderBy(asc(userTags.name));
  for (const r of rows) map.set(r.portfolioId, [...(map.get(r.portfolioId) ?? []), r.name]);
  return map;
}

export async function findPortfolio(db: DbOrTx, id: number) {
  const [row] = await db.select().from(portfolios).where(eq(portfolios.id, id)).limit(1);
  return row;
}

export async function insertPortfolio(db: DbOrTx, values: typeof portfolios.$inferInsert) {
  const [row] = await db.insert(portfolios).values(values).returning();
  return row!;
}

export async function updatePortfolio(db: DbOrTx, id: number, values: Partial<typeof portfolios.$inferInsert>) {
  if (!Object.keys(values).length) return;
  await db.update(portfolios).set(values).where(eq(portfolios.id, id));
}

export async function deletePortfolio(db: DbOrTx, id: number) {
  await db.delete(portfolios).where(eq(portfolios.id, id));
}

export async function portfolioTagIds(db: DbOrTx, portfolioId: number): Promise<number[]> {
  return (await db.select({ tagId: portfolioTags.tagId }).from(portfolioTags).where(eq(portfolioTags.portfolioId, portfolioId))).map((r) => r.tagId);
}

export async function replacePortfolioTags(db: DbOrTx, portfolioId: number, tagIds: number[]) {
  await db.delete(portfolioTags).where(eq(portfolioTags.portfolioId, portfolioId));
  if (tagIds.length) await db.insert(portfolioTags).values(tagIds.map((tagId) => ({ portfolioId, tagId })));
}

// ---- career rows: one table each, the same few queries

const careerTables = { experiences, awards, education } as const;
export type CareerKind = keyof typeof careerTables;
export type ExperienceRow = typeof experiences.$inferSelect;
export type AwardRow = typeof awards.$inferSelect;
export type EducationRow = typeof education.$inferSelect;

export function experiencesOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(experiences)
    .where(eq(experiences.userId, userId))
    .orderBy(desc(experiences.isCurrent), desc(experiences.startDate), desc(experiences.id));
}

export function awardsOf(db: DbOrTx, userId: string) {
  return db.select().from(awards).where(eq(awards.userId, userId)).orderBy(desc(awards.year), desc(awards.id));
}

export function educationOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(education)
    .where(eq(education.userId, userId))
    .orderBy(desc(education.isCurrent), sql`${education.startDate} desc nulls last`, desc(education.id));
}

export async function findExperience(db: DbOrTx, id: number) {
  const [row] = await db.select().from(experiences).where(eq(experiences.id, id)).limit(1);
  return row;
}
export async function findAward(db: DbOrTx, id: number) {
  const [row] = await db.select().from(awards).where(eq(awards.id, id)).limit(1);
  return row;
}
export async function findEducation(db: DbOrTx, id: number) {
  const [row] = await db.select().from(education).where(eq(education.id, id)).limit(1);
  return row;
}

export async function insertExperience(db: DbOrTx, values: typeof experiences.$inferInsert) {
  const [row] = await db.insert(experiences).values(values).returning();
  return row!;
}
export async function insertAward(db: DbOrTx, values: typeof awards.$inferInsert) {
  const [row] = await db.insert(awards).values(values).returning();
  return row!;
}
export async function insertEducation(db: DbOrTx, values: typeof education.$inferInsert) {
  const [row] = await db.insert(education).values(values).returning();
  return row!;
}

export async function updateExperience(db: DbOrTx, id: number, values: Partial<typeof experiences.$inferInsert>, now: Date) {
  const [row] = await db
    .update(experiences)
    .set({ ...values, updatedAt: now })
    .where(eq(experiences.id, id))
    .returning();
  return row!;
}
export async function updateAward(db: DbOrTx, id: number, values: Partial<typeof awards.$inferInsert>) {
  if (!Object.keys(values).length) return (await findAward(db, id))!;
  const [row] = await db.update(awards).set(values).where(eq(awards.id, id)).returning();
  return row!;
}
export async function updateEducation(db: DbOrTx, id: number, values: Partial<typeof education.$inferInsert>) {
  if (!Object.keys(values).length) return (await findEducation(db, id))!;
  const [row] = await db.update(education).set(values).where(eq(education.id, id)).returning();
  return row!;
}

export async function deleteCareerRow(db: DbOrTx, kind: CareerKind, id: number) {
  const table = careerTables[kind];
  await db.delete(table).where(eq(table.id, id));
}

/** Rows a user has in one section, for the per-user caps. */
export async function countOf(db: DbOrTx, kind: CareerKind | "portfolios", userId: string) {
  const table = kind === "portfolios" ? portfolios : careerTables[kind];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return Number(row?.n ?? 0);
}

/** Serialises a user's section writes (count, then insert) so two requests cannot both pass a cap. */
export async function lockUser(db: DbOrTx, userId: string) {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/** The activity log row of a profile change (spec activity type profile_updated). */
export async function recordProfileUpdated(db: DbOrTx, userId: string, section: string) {
  await db.insert(userActivities).values({ userId, activityType: "profile_updated", metadata: { section } });
}
