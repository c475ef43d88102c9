import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { activityCredits, portfolios, projects, reviews, userTagLinks, userTags, users } from "@shared/schema/index";
import type { UserType } from "@shared/constants";
import { filterTokens } from "@shared/search-tokens";
import type { PeopleListQuery } from "@shared/validators/profiles";
import type { DbOrTx } from "../../db/client";
import { pageOfIds, type SortKey } from "../../db/paged-query";

const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** Who a directory lists: verified accounts of that type that were not deleted. */
function listWhere(type: UserType, q: PeopleListQuery): SQL {
  const conds: SQL[] = [eq(users.userType, type), eq(users.isDeleted, false), eq(users.emailVerified, true)];
  // The same tokens a saved search stores and matches new documents with (filterTokens, decision 023).
  const { required, anyOf } = filterTokens(q);
  if (required.length) conds.push(sql`${users.searchTokens} @> ${textArray(required)}`);
  if (anyOf.length) conds.push(sql`${users.searchTokens} && ${textArray(anyOf)}`);
  return and(...conds)!;
}

// Ratings per reviewee, joined only when the list sorts by them.
const ratingsFrom = sql`${users} left join (
  select ${reviews.revieweeId} as reviewee_id, avg(${reviews.rating}) as avg_rating, count(*) as total_reviews
  from ${reviews} group by ${reviews.revieweeId}) r on r.reviewee_id = ${users.id}`;

// Verified credits (both sides confirmed, shown on the profile) per artist, joined only for that sort.
const creditsFrom = sql`${users} left join (
  select ${activityCredits.artistId} as artist_id, count(*) as verified_credits
  from ${activityCredits} where ${activityCredits.status} = 'verified' and ${activityCredits.isPublic}
  group by ${activityCredits.artistId}) vc on vc.artist_id = ${users.id}`;

const fullName = sql`(coalesce(${users.lastName}, '') || coalesce(${users.firstName}, ''))`;

/** Sort keys, most significant first; every sort ends with the id so pages never overlap. */
function sortKeys(q: PeopleListQuery): SortKey[] {
  const id = { value: sql`${users.id}` };
  switch (q.sortBy) {
    case "name":
      // Byte order of the NFC text is 가나다 order for Hangul and the same on every database locale.
      return [{ value: sql`(${fullName} = '')` }, { value: sql`${fullName} collate "C"` }, id];
    case "experience":
      return [{ value: sql`${users.yearsOfExperience}`, desc: true, nullsLast: true }, id];
    case "rating":
      return [
        { value: sql`r.avg_rating`, desc: true, nullsLast: true },
        { value: sql`coalesce(r.total_reviews, 0)`, desc: true },
        id,
      ];
    case "verified":
      return [{ value: sql`coalesce(vc.verified_credits, 0)`, desc: true }, { value: sql`${users.createdAt}`, desc: true }, { value: sql`${users.id}`, desc: true }];
    case "newest":
    default:
      return [{ value: sql`${users.createdAt}`, desc: true }, { value: sql`${users.id}`, desc: true }];
  }
}

/** One directory page: ids in order and the number of matches. */
export function pageOfPeople(db: DbOrTx, type: UserType, q: PeopleListQuery) {
  return pageOfIds<string>(db, {
    from: q.sortBy === "rating" ? ratingsFrom : q.sortBy === "verified" ? creditsFrom : sql`${users}`,
    id: sql`${users.id}`,
    where: listWhere(type, q),
    keys: sortKeys(q),
    limit: q.limit,
    offset: q.offset,
  });
}

/** The card columns of the given users, with their received-review average and count. */
export async function cardRowsOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  const ratings = db
    .select({
      revieweeId: reviews.revieweeId,
      avg: sql<string | null>`avg(${reviews.rating})`.as("avg_rating"),
      total: sql<number>`count(*)::int`.as("total_reviews"),
    })
    .from(reviews)
    .where(inArray(reviews.revieweeId, ids))
    .groupBy(reviews.revieweeId)
    .as("ratings");
  return db
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
      totalReviews: sql<number>`coalesce(${ratings.total}, 0)`,
    })
    .from(users)
    .leftJoin(ratings, eq(ratings.revieweeId, users.id))
    .where(inArray(users.id, ids));
}

export function tagsOfUsers(db: DbOrTx, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ userId: userTagLinks.userId, id: userTags.id, name: userTags.name })
    .from(userTagLinks)
    .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
    .where(inArray(userTagLinks.userId, ids))
    .orderBy(asc(userTags.name));
}

/** Portfolio items with a picture (not PDFs), featured first, then newest. */
export function portfolioImagesOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ userId: portfolios.userId, title: portfolios.title, imageUrl: portfolios.imageUrl, featured: portfolios.featured })
    .from(portfolios)
    .where(and(inArray(portfolios.userId, ids), sql`${portfolios.imageUrl} ~* '\\.(jpe?g|png|gif|webp)$'`))
    .orderBy(desc(portfolios.featured), desc(portfolios.createdAt), desc(portfolios.id));
}

export async function completedProjectsOf(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ producerId: projects.producerId, n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(inArray(projects.producerId, ids), eq(projects.status, "completed")))
    .groupBy(projects.producerId);
  return new Map(rows.map((r) => [r.producerId, Number(r.n)]));
}
