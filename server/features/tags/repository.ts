import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { LISTED_STATUSES, TAG_LISTED_AFTER_PEOPLE } from "@shared/constants";
import { communityPostTags, communityPosts, portfolios, portfolioTags, projects, projectTags, userTagLinks, userTags, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export const tagColumns = { id: userTags.id, name: userTags.name, slug: userTags.slug, usageCount: userTags.usageCount, isPopular: userTags.isPopular };

const listedStatuses = sql.join(
  LISTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** How many different people use the tag: on a listed project, their specialties, a portfolio item or a community post. */
export const tagPeople = sql<number>`(
  select count(distinct person)::int from (
    select p.producer_id as person from ${projectTags} pt join ${projects} p on p.id = pt.project_id
      where pt.tag_id = ${userTags.id} and p.status in (${listedStatuses})
    union select l.user_id from ${userTagLinks} l where l.tag_id = ${userTags.id}
    union select f.user_id from ${portfolioTags} ft join ${portfolios} f on f.id = ft.portfolio_id where ft.tag_id = ${userTags.id}
    union select c.author_id from ${communityPostTags} ct join ${communityPosts} c on c.id = ct.post_id where ct.tag_id = ${userTags.id}
  ) as people
)`;

/**
 * The tags anyone may be shown (issue 30): the ones nobody created (seeded), the ones an operator approved
 * (is_verified), and the ones TAG_LISTED_AFTER_PEOPLE different people use (tagPeople); never one an
 * operator rejected (issue 24). A tag one person invented stays on their own items but is not suggested
 * to others, so a flood of made-up tags never reaches autocomplete.
 */
export const listedTag = sql`(${userTags.rejectedAt} is null and (${userTags.isVerified} or ${userTags.createdByUserId} is null or ${tagPeople} >= ${TAG_LISTED_AFTER_PEOPLE}))`;

export function allTags(db: DbOrTx) {
  return db.select(tagColumns).from(userTags).where(listedTag).orderBy(desc(userTags.usageCount), asc(userTags.name));
}

export function popularTags(db: DbOrTx, limit: number) {
  return db.select(tagColumns).from(userTags).where(listedTag).orderBy(desc(userTags.isPopular), desc(userTags.usageCount), asc(userTags.id)).limit(limit);
}

/** How many tags this person created since `since`. */
export async function createdSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userTags)
    .where(and(eq(userTags.createdByUserId, userId), gt(userTags.createdAt, since)));
  return row?.n ?? 0;
}

/** Tags in use by listed projects (the statuses GET /api/projects shows), most used first. */
export function projectTagsInUse(db: DbOrTx, limit: number) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({ id: userTags.id, name: userTags.name, slug: userTags.slug, usageCount: n })
    .from(projectTags)
    .innerJoin(userTags, eq(userTags.id, projectTags.tagId))
    .innerJoin(projects, eq(projects.id, projectTags.projectId))
    .where(and(inArray(projects.status, [...LISTED_STATUSES]), isNull(projects.hiddenAt), listedTag))
    .groupBy(userTags.id)
    .orderBy(desc(n), asc(userTags.name))
    .limit(limit);
}

/** Specialty tags of active users of one type, most used first. */
export function userTagsInUse(db: DbOrTx, userType: "artist" | "producer", limit: number) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({ id: userTags.id, name: userTags.name, slug: userTags.slug, usageCount: n })
    .from(userTagLinks)
    .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
    .innerJoin(users, eq(users.id, userTagLinks.userId))
    .where(and(eq(users.userType, userType), eq(users.isDeleted, false), listedTag))
    .groupBy(userTags.id)
    .orderBy(desc(n), asc(userTags.name))
    .limit(limit);
}

export function searchTags(db: DbOrTx, q: string, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(tagColumns)
    .from(userTags)
    .where(and(ilike(userTags.name, pattern), listedTag))
    .orderBy(sql`(lower(${userTags.name}) = lower(${q})) desc`, sql`(${userTags.name} ilike ${`${q}%`}) desc`, desc(userTags.usageCount), asc(userTags.name))
    .limit(limit);
}

export async function findByNames(db: DbOrTx, names: string[]) {
  if (!names.length) return [];
  return db
    .select(tagColumns)
    .from(userTags)
    .where(
      inArray(
        sql`lower(${userTags.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

export function slugify(name: string): string {
  return name.normalize("NFC").trim().toLowerCase().replace(/\s+/g, "-").slice(0, 50);
}

/**
 * Finds tags by name (ignoring case) and creates the missing ones, in the caller's transaction.
 * Returns them in the order asked.
 */
export async function getOrCreate(
  db: DbOrTx,
  names: string[],
  createdByUserId?: string,
  now?: Date,
  /** Called with the names about to be created, before they are; may refuse by throwing (a limit). */
  beforeCreate?: (missing: string[]) => Promise<void>,
) {
  const existing = await findByNames(db, names);
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t]));
  const missing = names.filter((n) => !byName.has(n.toLowerCase()));
  if (missing.length) {
    await beforeCreate?.(missing);
    const slugs = missing.map(slugify);
    const taken = new Set((await db.select({ slug: userTags.slug }).from(userTags).where(inArray(userTags.slug, slugs))).map((r) => r.slug));
    await db
      .insert(userTags)
      .values(
        missing.map((name, i) => ({
          name,
          slug: taken.has(slugs[i]!) ? suffixed(slugs[i]!) : slugs[i]!,
          createdByUserId,
          usageCount: 0,
          ...(now ? { createdAt: now, updatedAt: now } : {}),
        })),
      )
      .onConflictDoNothing();
    for (const t of await findByNames(db, missing)) byName.set(t.name.toLowerCase(), t);
  }
  return names.map((n) => byName.get(n.toLowerCase())!).filter(Boolean);
}

// Slugs are unique too: a name whose slug is taken ("a b" after "a-b") gets a short suffix.
function suffixed(slug: string): string {
  return `${slug.slice(0, 43)}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function adjustUsage(db: DbOrTx, tagIds: number[], delta: 1 | -1, now: Date) {
  if (!tagIds.length) return;
  await db
    .update(userTags)
    .set({ usageCount: sql`greatest(${userTags.usageCount} + ${delta}, 0)`, updatedAt: now })
    .where(inArray(userTags.id, tagIds));
}

/** Usage counts after an item's tags changed from `before` to `after`: +1 for the added, -1 for the removed. */
export async function syncUsage(db: DbOrTx, before: number[], after: number[], now: Date) {
  await adjustUsage(
    db,
    after.filter((id) => !before.includes(id)),
    1,
    now,
  );
  await adjustUsage(
    db,
    before.filter((id) => !after.includes(id)),
    -1,
    now,
  );
}

export type TagReviewStatus = "pending" | "approved" | "rejected";

const reviewColumns = {
  id: userTags.id,
  name: userTags.name,
  slug: userTags.slug,
  isVerified: userTags.isVerified,
  rejectedAt: userTags.rejectedAt,
  createdAt: userTags.createdAt,
  people: tagPeople,
  listed: sql<boolean>`${listedTag}`,
  creator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, isDeleted: users.isDeleted },
};

/** The console's tag review list (issue 24): newest first, keyset by id; the creator's person columns alongside. */
export function reviewQueue(db: DbOrTx, q: { status: TagReviewStatus; search?: string; beforeId?: number; limit: number }) {
  const conds: SQL[] = [
    q.status === "approved"
      ? eq(userTags.isVerified, true)
      : q.status === "rejected"
        ? isNotNull(userTags.rejectedAt)
        : and(eq(userTags.isVerified, false), isNull(userTags.rejectedAt), isNotNull(userTags.createdByUserId))!,
  ];
  if (q.search) conds.push(ilike(userTags.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.beforeId !== undefined) conds.push(lt(userTags.id, q.beforeId));
  return db
    .select(reviewColumns)
    .from(userTags)
    .leftJoin(users, eq(users.id, userTags.createdByUserId))
    .where(and(...conds))
    .orderBy(desc(userTags.id))
    .limit(q.limit);
}

export type ReviewRow = Awaited<ReturnType<typeof reviewQueue>>[number];

/** One tag as the review list shows it. */
export async function reviewRow(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select(reviewColumns).from(userTags).leftJoin(users, eq(users.id, userTags.createdByUserId)).where(eq(userTags.id, id));
  return row;
}

/** Approves (listed at once) or rejects (never listed) a tag; false when it already had that decision (another operator first). */
export async function setReview(tx: DbOrTx, id: number, decision: "approve" | "reject", now: Date): Promise<boolean> {
  const rows = await tx
    .update(userTags)
    .set(decision === "approve" ? { isVerified: true, rejectedAt: null, updatedAt: now } : { isVerified: false, rejectedAt: now, updatedAt: now })
    .where(and(eq(userTags.id, id), decision === "approve" ? eq(userTags.isVerified, false) : isNull(userTags.rejectedAt)))
    .returning({ id: userTags.id });
  return rows.length > 0;
}
