import { eq, sql } from "drizzle-orm";
import { communityComments, communityLikes, communityPosts, communityPostTags } from "@shared/schema/index";
import { postSearchTokens } from "@shared/search-tokens";
import type { DbOrTx } from "../../server/db/client";
import { getOrCreate } from "../../server/features/tags/repository";

type PostInsert = typeof communityPosts.$inferInsert;

let seq = 0;

/** A post row of `authorId`; tags go through the tags repository, tokens as the service computes them. */
export async function insertPost(db: DbOrTx, authorId: string, overrides: Partial<Omit<PostInsert, "authorId">> & { tags?: string[] } = {}) {
  seq += 1;
  const { tags: tagNames = [], ...rest } = overrides;
  const content = rest.content ?? `커뮤니티 테스트 게시글 ${seq}`;
  const tags = await getOrCreate(db, tagNames, authorId);
  const [row] = await db
    .insert(communityPosts)
    .values({ authorId, content, postType: "general", searchTokens: postSearchTokens({ content, tags: tags.map((t) => t.name) }), ...rest })
    .returning();
  if (tags.length) await db.insert(communityPostTags).values(tags.map((t) => ({ postId: row!.id, tagId: t.id })));
  return row!;
}

/** A like row with the post's counter kept equal to its rows. */
export async function insertLike(db: DbOrTx, postId: number, userId: string, createdAt?: Date) {
  await db.insert(communityLikes).values({ postId, userId, ...(createdAt ? { createdAt } : {}) });
  await db
    .update(communityPosts)
    .set({ likeCount: sql`${communityPosts.likeCount} + 1` })
    .where(eq(communityPosts.id, postId));
}

/** A comment row with the post's counter kept equal to its live comments. */
export async function insertComment(db: DbOrTx, postId: number, authorId: string, overrides: Partial<typeof communityComments.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(communityComments)
    .values({ postId, authorId, content: `댓글 ${seq}`, ...overrides })
    .returning();
  if (!row!.isDeleted)
    await db
      .update(communityPosts)
      .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
      .where(eq(communityPosts.id, postId));
  return row!;
}
