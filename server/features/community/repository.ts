import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { TRENDING } from "@shared/constants";
import {
  communityCommentLikes,
  communityComments,
  communityLikes,
  communityPosts,
  communityPostTags,
  communityPostViews,
  userFollows,
  userTags,
  users,
} from "@shared/schema/index";
import { queryTokens, tagToken } from "@shared/search-tokens";
import type { PostListQuery } from "@shared/validators/community";
import type { DbOrTx } from "../../db/client";
import { isoTimestamp, pageOfRows, rowsOf, type SortKey } from "../../db/paged-query";

export type PostRow = typeof communityPosts.$inferSelect;
export type CommentRow = typeof communityComments.$inferSelect;

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  userType: users.userType,
  isDeleted: users.isDeleted,
};

const postColumns = {
  id: communityPosts.id,
  authorId: communityPosts.authorId,
  content: communityPosts.content,
  imageUrl: communityPosts.imageUrl,
  postType: communityPosts.postType,
  viewCount: communityPosts.viewCount,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
  hiddenAt: communityPosts.hiddenAt,
  createdAt: communityPosts.createdAt,
  updatedAt: communityPosts.updatedAt,
};

/** What a viewer must not see: posts hidden by reports, posts they reported, authors blocked either way. */
export interface Exclusions {
  reportedIds: number[];
  blockedUserIds: string[];
}

function visibleWhere(ex: Exclusions): SQL[] {
  const conds: SQL[] = [isNull(communityPosts.hiddenAt)];
  if (ex.reportedIds.length) conds.push(notInArray(communityPosts.id, ex.reportedIds));
  if (ex.blockedUserIds.length) conds.push(notInArray(communityPosts.authorId, ex.blockedUserIds));
  return conds;
}

function listWhere(q: PostListQuery, ex: Exclusions, viewerId: string | undefined): SQL {
  const conds = visibleWhere(ex);
  if (q.postType) conds.push(eq(communityPosts.postType, q.postType));
  const required = q.search ? queryTokens(q.search) : [];
  if (required.length) conds.push(sql`${communityPosts.searchTokens} @> ${textArray(required)}`);
  if (q.tags.length) conds.push(sql`${communityPosts.searchTokens} && ${textArray(q.tags.map(tagToken))}`);
  if (q.following && viewerId) {
    conds.push(inArray(communityPosts.authorId, sql`(select ${userFollows.followingId} from ${userFollows} where ${userFollows.followerId} = ${viewerId})`));
  }
  return and(...conds)!;
}

/** A post as the feed shows it: its columns, author, tag names and whether the viewer liked it. */
export interface PostWithAuthor {
  id: number;
  authorId: string;
  content: string;
  imageUrl: string | null;
  postType: PostRow["postType"];
  viewCount: number;
  likeCount: number;
  commentCount: number;
  /** ISO text. */
  createdAt: string;
  updatedAt: string;
  author: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    userType: "artist" | "producer";
    isDeleted: boolean;
  };
  tags: string[] | null;
  isLiked: boolean;
}

/** The columns of PostWithAuthor over `page` (ids with their position) joined to posts `cp` and authors `au`. */
function postCards(viewerId: string | undefined) {
  const isLiked = viewerId ? sql`exists (select 1 from ${communityLikes} l where l.post_id = cp.id and l.user_id = ${viewerId})` : sql`false`;
  return {
    join: sql`join ${communityPosts} cp on cp.id = page.id join ${users} au on au.id = cp.author_id`,
    select: sql`cp.id, cp.author_id as "authorId", cp.content, cp.image_url as "imageUrl", cp.post_type as "postType",
      cp.view_count as "viewCount", cp.like_count as "likeCount", cp.comment_count as "commentCount",
      ${isoTimestamp(sql`cp.created_at`)} as "createdAt", ${isoTimestamp(sql`cp.updated_at`)} as "updatedAt",
      json_build_object('id', au.id, 'firstName', au.first_name, 'lastName', au.last_name, 'profileImageUrl', au.profile_image_url,
        'userType', au.user_type, 'isDeleted', au.is_deleted) as "author",
      (select array_agg(t.name order by t.name) from ${communityPostTags} pt join ${userTags} t on t.id = pt.tag_id
        where pt.post_id = cp.id) as "tags",
      ${isLiked} as "isLiked"`,
  };
}

/**
 * One page of the feed in one statement (pageOfRows): the page's posts with authors, tags and likes, the
 * number of matches counted no further than SEARCH_COUNT_CAP + 1, and whether another page follows. The
 * page is chosen by the narrow, index-ordered id walk of the project search (decision 012), so neither
 * the walk nor the count visits every post of a feed of a million. The id is the last sort key, so
 * pages never overlap or skip.
 */
export function listPosts(db: DbOrTx, q: PostListQuery, ex: Exclusions, viewerId: string | undefined) {
  const keys: SortKey[] =
    q.sortBy === "popular"
      ? [
          { value: sql`${communityPosts.likeCount}`, desc: true },
          { value: sql`${communityPosts.commentCount}`, desc: true },
          { value: sql`${communityPosts.id}`, desc: true },
        ]
      : [
          { value: sql`${communityPosts.createdAt}`, desc: true },
          { value: sql`${communityPosts.id}`, desc: true },
        ];
  return pageOfRows<PostWithAuthor>(db, {
    from: sql`${communityPosts}`,
    id: sql`${communityPosts.id}`,
    where: listWhere(q, ex, viewerId),
    keys,
    limit: q.limit,
    offset: q.offset,
    ...postCards(viewerId),
  });
}

/** Posts by id, in the order of `ids`, with author, tag names and whether `viewerId` liked each. */
export async function postsByIds(db: DbOrTx, ids: number[], viewerId: string | undefined): Promise<PostWithAuthor[]> {
  if (!ids.length) return [];
  const { join, select } = postCards(viewerId);
  const result = await db.execute(sql`
    select ${select}
    from unnest(${sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`}) with ordinality as page(id, ord)
    ${join}
    order by page.ord`);
  return rowsOf<PostWithAuthor>(result);
}

export async function findPost(db: DbOrTx, id: number) {
  const [row] = await db.select(postColumns).from(communityPosts).where(eq(communityPosts.id, id)).limit(1);
  return row;
}

/**
 * The TRENDING.count posts with the highest decayed activity in the window before `now`: each like
 * weighs likeWeight and each live comment commentWeight, halved every halfLifeHours of age (decision
 * 009). Posts without activity score 0 and fall back to the newest, so the card is never empty.
 */
export async function trendingPostIds(db: DbOrTx, ex: Exclusions, now: Date): Promise<number[]> {
  const { windowDays, halfLifeHours, likeWeight, commentWeight } = TRENDING;
  const since = new Date(now.getTime() - windowDays * 24 * 3600_000);
  const nowIso = now.toISOString();
  const sinceIso = since.toISOString();
  const decay = (at: SQL) => sql`power(0.5, extract(epoch from (${nowIso}::timestamptz - ${at})) / 3600.0 / ${halfLifeHours})`;
  const likeScore = db
    .select({ postId: communityLikes.postId, score: sql<number>`sum(${likeWeight} * ${decay(sql`${communityLikes.createdAt}`)})`.as("like_score") })
    .from(communityLikes)
    .where(and(sql`${communityLikes.createdAt} > ${sinceIso}::timestamptz`, sql`${communityLikes.createdAt} <= ${nowIso}::timestamptz`))
    .groupBy(communityLikes.postId)
    .as("ls");
  const commentScore = db
    .select({ postId: communityComments.postId, score: sql<number>`sum(${commentWeight} * ${decay(sql`${communityComments.createdAt}`)})`.as("comment_score") })
    .from(communityComments)
    .where(
      and(
        eq(communityComments.isDeleted, false),
        isNull(communityComments.hiddenAt),
        sql`${communityComments.createdAt} > ${sinceIso}::timestamptz`,
        sql`${communityComments.createdAt} <= ${nowIso}::timestamptz`,
      ),
    )
    .groupBy(communityComments.postId)
    .as("cs");
  const score = sql`coalesce(${likeScore.score}, 0) + coalesce(${commentScore.score}, 0)`;
  const rows = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .leftJoin(likeScore, eq(likeScore.postId, communityPosts.id))
    .leftJoin(commentScore, eq(commentScore.postId, communityPosts.id))
    .where(and(...visibleWhere(ex), sql`${communityPosts.createdAt} <= ${nowIso}::timestamptz`))
    .orderBy(sql`${score} desc`, desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(TRENDING.count);
  return rows.map((r) => r.id);
}

/** Tags by the number of visible posts using them. */
export function popularPostTags(db: DbOrTx, limit: number) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({ id: userTags.id, name: userTags.name, count: n })
    .from(communityPostTags)
    .innerJoin(userTags, eq(userTags.id, communityPostTags.tagId))
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostTags.postId))
    .where(isNull(communityPosts.hiddenAt))
    .groupBy(userTags.id)
    .orderBy(desc(n), asc(userTags.name))
    .limit(limit);
}

export async function insertPost(db: DbOrTx, values: typeof communityPosts.$inferInsert) {
  const [row] = await db.insert(communityPosts).values(values).returning({ id: communityPosts.id });
  return row!.id;
}

export async function updatePost(db: DbOrTx, id: number, values: Partial<typeof communityPosts.$inferInsert>) {
  await db.update(communityPosts).set(values).where(eq(communityPosts.id, id));
}

export async function deletePost(db: DbOrTx, id: number) {
  await db.delete(communityPosts).where(eq(communityPosts.id, id));
}

export async function tagsOfPost(db: DbOrTx, postId: number) {
  return db
    .select({ id: userTags.id, name: userTags.name })
    .from(communityPostTags)
    .innerJoin(userTags, eq(userTags.id, communityPostTags.tagId))
    .where(eq(communityPostTags.postId, postId))
    .orderBy(asc(userTags.name));
}

export async function replacePostTags(db: DbOrTx, postId: number, tagIds: number[]) {
  await db.delete(communityPostTags).where(eq(communityPostTags.postId, postId));
  if (tagIds.length) await db.insert(communityPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

/** Records a view; true only for the first view of this viewer on this day. */
export async function recordPostView(db: DbOrTx, postId: number, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await db.insert(communityPostViews).values({ postId, viewerKey, day }).onConflictDoNothing().returning({ day: communityPostViews.day });
  if (!inserted.length) return false;
  await db
    .update(communityPosts)
    .set({ viewCount: sql`${communityPosts.viewCount} + 1` })
    .where(eq(communityPosts.id, postId));
  return true;
}

/**
 * Locks a post row for the rest of the caller's transaction; false when it no longer exists (deleted
 * by its author between the check and the write), so the write answers 404 rather than failing.
 */
export async function lockPost(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.id, id)).for("update");
  return rows.length > 0;
}

export async function lockComment(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: communityComments.id }).from(communityComments).where(eq(communityComments.id, id)).for("update");
  return rows.length > 0;
}

/**
 * Toggles the user's like of a post in the caller's transaction. The counter moves only when a row
 * really was deleted or inserted, and under the row lock of that update, so it equals the rows.
 */
export async function togglePostLike(tx: DbOrTx, postId: number, userId: string) {
  const removed = await tx
    .delete(communityLikes)
    .where(and(eq(communityLikes.postId, postId), eq(communityLikes.userId, userId)))
    .returning({ postId: communityLikes.postId });
  if (removed.length) {
    const [row] = await tx
      .update(communityPosts)
      .set({ likeCount: sql`${communityPosts.likeCount} - 1` })
      .where(eq(communityPosts.id, postId))
      .returning({ likeCount: communityPosts.likeCount });
    return { isLiked: false, likeCount: row!.likeCount };
  }
  const added = await tx.insert(communityLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: communityLikes.postId });
  if (added.length) {
    const [row] = await tx
      .update(communityPosts)
      .set({ likeCount: sql`${communityPosts.likeCount} + 1` })
      .where(eq(communityPosts.id, postId))
      .returning({ likeCount: communityPosts.likeCount });
    return { isLiked: true, likeCount: row!.likeCount };
  }
  // A concurrent request of the same user inserted it first: liked, count unchanged.
  const [row] = await tx.select({ likeCount: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, postId));
  return { isLiked: true, likeCount: row!.likeCount };
}

/** As togglePostLike, for a comment. */
export async function toggleCommentLike(tx: DbOrTx, commentId: number, userId: string) {
  const removed = await tx
    .delete(communityCommentLikes)
    .where(and(eq(communityCommentLikes.commentId, commentId), eq(communityCommentLikes.userId, userId)))
    .returning({ commentId: communityCommentLikes.commentId });
  if (removed.length) {
    const [row] = await tx
      .update(communityComments)
      .set({ likeCount: sql`${communityComments.likeCount} - 1` })
      .where(eq(communityComments.id, commentId))
      .returning({ likeCount: communityComments.likeCount });
    return { isLiked: false, likeCount: row!.likeCount };
  }
  const added = await tx
    .insert(communityCommentLikes)
    .values({ commentId, userId })
    .onConflictDoNothing()
    .returning({ commentId: communityCommentLikes.commentId });
  if (added.length) {
    const [row] = await tx
      .update(communityComments)
      .set({ likeCount: sql`${communityComments.likeCount} + 1` })
      .where(eq(communityComments.id, commentId))
      .returning({ likeCount: communityComments.likeCount });
    return { isLiked: true, likeCount: row!.likeCount };
  }
  const [row] = await tx.select({ likeCount: communityComments.likeCount }).from(communityComments).where(eq(communityComments.id, commentId));
  return { isLiked: true, likeCount: row!.likeCount };
}

const commentColumns = {
  id: communityComments.id,
  postId: communityComments.postId,
  parentId: communityComments.parentId,
  authorId: communityComments.authorId,
  content: communityComments.content,
  likeCount: communityComments.likeCount,
  isDeleted: communityComments.isDeleted,
  isEdited: communityComments.isEdited,
  hiddenAt: communityComments.hiddenAt,
  createdAt: communityComments.createdAt,
};

/** Every comment of a post, oldest first, with author and whether `viewerId` liked it. */
export function commentsOfPost(db: DbOrTx, postId: number, viewerId: string | undefined) {
  return db
    .select({
      ...commentColumns,
      author: authorColumns,
      isLiked: viewerId
        ? sql<boolean>`exists (select 1 from ${communityCommentLikes} where ${communityCommentLikes.commentId} = ${communityComments.id} and ${communityCommentLikes.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.authorId))
    .where(eq(communityComments.postId, postId))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
}
export type CommentWithAuthor = Awaited<ReturnType<typeof commentsOfPost>>[number];

export async function findComment(db: DbOrTx, id: number) {
  const [row] = await db.select(commentColumns).from(communityComments).where(eq(communityComments.id, id)).limit(1);
  return row;
}

/** Inserts a comment and counts it on its post, in the caller's transaction. */
export async function insertComment(tx: DbOrTx, values: typeof communityComments.$inferInsert) {
  const [row] = await tx.insert(communityComments).values(values).returning({ id: communityComments.id });
  await tx
    .update(communityPosts)
    .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
    .where(eq(communityPosts.id, values.postId));
  return row!.id;
}

export async function updateComment(db: DbOrTx, id: number, content: string, at: Date) {
  await db.update(communityComments).set({ content, isEdited: true, updatedAt: at }).where(eq(communityComments.id, id));
}

/**
 * Soft-deletes a comment (its replies stay) and uncounts it, in the caller's transaction; false when
 * it was already deleted (a second request changes nothing).
 */
export async function softDeleteComment(tx: DbOrTx, id: number, at: Date) {
  const rows = await tx
    .update(communityComments)
    .set({ isDeleted: true, content: "", updatedAt: at })
    .where(and(eq(communityComments.id, id), eq(communityComments.isDeleted, false)))
    .returning({ postId: communityComments.postId });
  if (!rows.length) return false;
  await tx
    .update(communityPosts)
    .set({ commentCount: sql`${communityPosts.commentCount} - 1` })
    .where(eq(communityPosts.id, rows[0]!.postId));
  return true;
}

export async function hidePost(tx: DbOrTx, id: number, at: Date) {
  await tx
    .update(communityPosts)
    .set({ hiddenAt: at, hiddenBy: "reports" })
    .where(and(eq(communityPosts.id, id), isNull(communityPosts.hiddenAt)));
}

export async function hideComment(tx: DbOrTx, id: number, at: Date) {
  await tx
    .update(communityComments)
    .set({ hiddenAt: at, hiddenBy: "reports" })
    .where(and(eq(communityComments.id, id), isNull(communityComments.hiddenAt)));
}

export async function findActiveUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select(authorColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isDeleted, false)))
    .limit(1);
  return row;
}

export async function findUserName(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, isDeleted: users.isDeleted })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function follow(db: DbOrTx, followerId: string, followingId: string) {
  await db.insert(userFollows).values({ followerId, followingId }).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, followerId: string, followingId: string) {
  await db.delete(userFollows).where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));
}

/**
 * The follow state between viewer and target and the target's counts, in one statement. Withdrawn
 * accounts are not counted on either side.
 */
export async function followState(db: DbOrTx, targetId: string, viewerId: string | undefined) {
  const live = (col: SQL) => sql`exists (select 1 from ${users} where ${users.id} = ${col} and ${users.isDeleted} = false)`;
  const [row] = await db
    .select({
      followerCount: sql<number>`(select count(*)::int from ${userFollows} where ${userFollows.followingId} = ${targetId} and ${live(sql`${userFollows.followerId}`)})`,
      followingCount: sql<number>`(select count(*)::int from ${userFollows} where ${userFollows.followerId} = ${targetId} and ${live(sql`${userFollows.followingId}`)})`,
      isFollowing: viewerId
        ? sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${viewerId} and ${userFollows.followingId} = ${targetId})`
        : sql<boolean>`false`,
    })
    .from(sql`(select 1) as one`);
  return { isFollowing: Boolean(row?.isFollowing), followerCount: Number(row?.followerCount ?? 0), followingCount: Number(row?.followingCount ?? 0) };
}
