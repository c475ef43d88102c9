import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { LISTED_STATUSES } from "@shared/constants";
import { locations, portfolios, projects, reviews, userTagLinks, userTags, users } from "@shared/schema/index";
import type { Location, PublicArtist, PublicStats } from "@shared/api-types";
import type { DbOrTx } from "../../db/client";

export function activeLocations(db: DbOrTx): Promise<Location[]> {
  return db
    .select({ id: locations.id, code: locations.code, name: locations.name, region: locations.region })
    .from(locations)
    .where(eq(locations.isActive, true))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}

export async function publicStats(db: DbOrTx): Promise<PublicStats> {
  const [[p], [a], [r]] = await Promise.all([
    // The projects anyone can find: the same statuses the project list shows (no drafts, no cancelled).
    db
      .select({ n: count() })
      .from(projects)
      .where(and(inArray(projects.status, [...LISTED_STATUSES]), isNull(projects.hiddenAt))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.userType, "artist"), eq(users.isDeleted, false), eq(users.emailVerified, true))),
    db.select({ n: count(), avg: sql<string | null>`avg(${reviews.rating})` }).from(reviews),
  ]);
  return {
    projects: Number(p?.n ?? 0),
    artists: Number(a?.n ?? 0),
    reviews: Number(r?.n ?? 0),
    averageRating: r?.avg == null ? 0 : Math.round(Number(r.avg) * 10) / 10,
  };
}

/** Artists for the landing page: best rated (then most reviewed) or newest. */
export async function publicArtists(db: DbOrTx, limit: number, sortBy: "popular" | "newest"): Promise<PublicArtist[]> {
  // Ratings per reviewee joined in (not correlated subqueries in the select list: drizzle renders
  // select-list columns of a single-table query unqualified, so "id" would bind to reviews.id).
  const ratings = db
    .select({
      revieweeId: reviews.revieweeId,
      avg: sql<string | null>`avg(${reviews.rating})`.as("avg_rating"),
      total: sql<number>`count(*)::int`.as("total_reviews"),
    })
    .from(reviews)
    .groupBy(reviews.revieweeId)
    .as("ratings");
  const total = sql<number>`coalesce(${ratings.total}, 0)`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      bio: users.bio,
      location: users.location,
      website: users.website,
      yearsOfExperience: users.yearsOfExperience,
      userType: users.userType,
      averageRating: ratings.avg,
      totalReviews: total,
    })
    .from(users)
    .leftJoin(ratings, eq(ratings.revieweeId, users.id))
    .where(and(eq(users.userType, "artist"), eq(users.isDeleted, false), eq(users.emailVerified, true)))
    .orderBy(...(sortBy === "newest" ? [desc(users.createdAt)] : [sql`${ratings.avg} desc nulls last`, desc(total), desc(users.createdAt)]), asc(users.id))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const [tagRows, portfolioRows] = ids.length
    ? await Promise.all([
        db
          .select({ userId: userTagLinks.userId, id: userTags.id, name: userTags.name })
          .from(userTagLinks)
          .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
          .where(inArray(userTagLinks.userId, ids)),
        db
          .select({ userId: portfolios.userId, title: portfolios.title, imageUrl: portfolios.imageUrl, featured: portfolios.featured })
          .from(portfolios)
          // Cards show pictures: not a PDF, a video or an audio file (as the directories' cards).
          .where(and(inArray(portfolios.userId, ids), sql`${portfolios.imageUrl} ~* '\\.(jpe?g|png|gif|webp)$'`))
          .orderBy(desc(portfolios.featured), desc(portfolios.createdAt)),
      ])
    : [[], []];
  return rows.map((r) => ({
    ...r,
    averageRating: r.averageRating == null ? null : Math.round(Number(r.averageRating) * 10) / 10,
    tags: tagRows.filter((t) => t.userId === r.id).map(({ id, name }) => ({ id, name })),
    portfolios: portfolioRows
      .filter((p) => p.userId === r.id)
      .slice(0, 3)
      .map(({ title, imageUrl, featured }) => ({ title, imageUrl, featured })),
  }));
}
