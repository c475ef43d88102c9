import { and, eq, sql, type SQL } from "drizzle-orm";
import { activityCredits, portfolios, projects, reviews, userTagLinks, userTags, users } from "@shared/schema/index";
import { PLAYING_AGE_MAX, PLAYING_AGE_MIN, type UserType } from "@shared/constants";
import type { PublicArtist } from "@shared/api-types";
import { filterTokens } from "@shared/search-tokens";
import type { PeopleListQuery } from "@shared/validators/profiles";
import type { DbOrTx } from "../../db/client";
import { pageOfRows, type SortKey } from "../../db/paged-query";

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Who a directory lists: verified accounts of that type that were not deleted. */
function listWhere(type: UserType, q: PeopleListQuery): SQL {
  const conds: SQL[] = [eq(users.userType, type), eq(users.isDeleted, false), eq(users.emailVerified, true)];
  // The same tokens a saved search stores and matches new documents with (filterTokens, decision 023).
  const { required, anyOf } = filterTokens(q);
  if (required.length) conds.push(sql`${users.searchTokens} @> ${textArray(required)}`);
  if (anyOf.length) conds.push(sql`${users.searchTokens} && ${textArray(anyOf)}`);
  // Performer filters (issue 31): an unset detail never matches a filter on it.
  if (q.gender) conds.push(eq(users.gender, q.gender));
  if (q.heightMin != null) conds.push(sql`${users.heightCm} >= ${q.heightMin}`);
  if (q.heightMax != null) conds.push(sql`${users.heightCm} <= ${q.heightMax}`);
  // The ages they can play overlap the asked range; one end of theirs may be open ('40세 이상'), not both.
  if (q.ageMin != null || q.ageMax != null) conds.push(sql`(${users.playingAgeMin} is not null or ${users.playingAgeMax} is not null)`);
  if (q.ageMin != null) conds.push(sql`coalesce(${users.playingAgeMax}, ${PLAYING_AGE_MAX}) >= ${q.ageMin}`);
  if (q.ageMax != null) conds.push(sql`coalesce(${users.playingAgeMin}, ${PLAYING_AGE_MIN}) <= ${q.ageMax}`);
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
      return [{ value: sql`r.avg_rating`, desc: true, nullsLast: true }, { value: sql`coalesce(r.total_reviews, 0)`, desc: true }, id];
    case "verified":
      return [
        { value: sql`coalesce(vc.verified_credits, 0)`, desc: true },
        { value: sql`${users.createdAt}`, desc: true },
        { value: sql`${users.id}`, desc: true },
      ];
    case "newest":
    default:
      return [
        { value: sql`${users.createdAt}`, desc: true },
        { value: sql`${users.id}`, desc: true },
      ];
  }
}

/** One directory card as the page statement returns it (see pageOfCards): the API's card before it is shaped. */
export interface CardRow extends Pick<
  PublicArtist,
  "id" | "firstName" | "lastName" | "profileImageUrl" | "bio" | "location" | "website" | "yearsOfExperience" | "userType" | "totalReviews"
> {
  gender: string | null;
  heightCm: number | null;
  playingAgeMin: number | null;
  playingAgeMax: number | null;
  /** Received reviews' average as the driver gives numeric (text on pg), null without reviews. */
  averageRating: string | number | null;
  /** Specialty tags by name; null for none. */
  tags: PublicArtist["tags"] | null;
  /** Up to `pictures` portfolio items with a picture (not PDFs), featured first, then newest; null for none. */
  portfolios: PublicArtist["portfolios"] | null;
  /** Producers only: their completed projects. */
  completedProjects?: number;
}

/**
 * One directory page in one statement (pageOfRows): the page's ids in the sort's order, each with its
 * card columns, received-review average and count, tags, up to `pictures` portfolio pictures and, for
 * producers, the completed projects; and the number of matches, capped. Correlated subqueries per card
 * replace the four per-page lookups by id this used to send after the page query and the count.
 */
export function pageOfCards(db: DbOrTx, type: UserType, q: PeopleListQuery, pictures: number) {
  const completed =
    type === "producer"
      ? sql`, (select count(*)::int from ${projects} pr where pr.producer_id = u.id and pr.status = 'completed') as "completedProjects"`
      : sql``;
  return pageOfRows<CardRow>(db, {
    from: q.sortBy === "rating" ? ratingsFrom : q.sortBy === "verified" ? creditsFrom : sql`${users}`,
    id: sql`${users.id}`,
    where: listWhere(type, q),
    keys: sortKeys(q),
    limit: q.limit,
    offset: q.offset,
    join: sql`join ${users} u on u.id = page.id
      cross join lateral (select avg(rv.rating) as "avg", count(*)::int as "n" from ${reviews} rv where rv.reviewee_id = u.id) rating`,
    select: sql`u.id, u.first_name as "firstName", u.last_name as "lastName", u.profile_image_url as "profileImageUrl", u.bio,
      u.location, u.website, u.years_of_experience as "yearsOfExperience", u.user_type as "userType",
      u.gender, u.height_cm as "heightCm", u.playing_age_min as "playingAgeMin", u.playing_age_max as "playingAgeMax",
      rating.avg as "averageRating", rating.n as "totalReviews",
      (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
         from ${userTagLinks} l join ${userTags} t on t.id = l.tag_id where l.user_id = u.id) as "tags",
      (select json_agg(json_build_object('title', p.title, 'imageUrl', p.image_url, 'featured', p.featured)
           order by p.featured desc, p.created_at desc, p.id desc)
         from (select title, image_url, featured, created_at, id from ${portfolios}
               where user_id = u.id and image_url ~* '\\.(jpe?g|png|gif|webp)$'
               order by featured desc, created_at desc, id desc limit ${pictures}) p) as "portfolios"${completed}`,
  });
}
