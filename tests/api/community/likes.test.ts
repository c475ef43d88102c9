import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communityCommentLikes, communityComments, communityLikes, communityPosts } from "@shared/schema/index";
import { insertComment, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();
const postLikes = async (postId: number) => ({
  counter: (await t.db.select().from(communityPosts).where(eq(communityPosts.id, postId)))[0]!.likeCount,
  rows: (await t.db.select().from(communityLikes).where(eq(communityLikes.postId, postId))).length,
});

describe("POST /api/community/posts/{id}/like", () => {
  it("when a guest likes, then 401", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const res = await t.request.post(`/api/community/posts/${post.id}/like`);
    expect(res.status).toBe(401);
    expect(await postLikes(post.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("when a member likes and likes again, then it toggles on and off and one row at most exists", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent } = await signedIn(t, "artist");
    const on = await agent.post(`/api/community/posts/${post.id}/like`);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ isLiked: true, likeCount: 1 });
    expect((await agent.get(`/api/community/posts/${post.id}`)).body.isLiked).toBe(true);
    const off = await agent.post(`/api/community/posts/${post.id}/like`);
    expect(off.body).toEqual({ isLiked: false, likeCount: 0 });
    expect(await postLikes(post.id)).toEqual({ counter: 0, rows: 0 });
    expect((await agent.post(`/api/community/posts/${post.id}/like`)).body).toEqual({ isLiked: true, likeCount: 1 });
    expect(await postLikes(post.id)).toEqual({ counter: 1, rows: 1 });
  });

  it("when 50 members like the same post at once, then likeCount equals the 50 rows; and 50 unlikes at once bring it to 0", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const members = await Promise.all(Array.from({ length: 50 }, () => signedIn(t, "artist")));
    const likes = await Promise.all(members.map(({ agent }) => agent.post(`/api/community/posts/${post.id}/like`)));
    expect(likes.every((r) => r.status === 200 && r.body.isLiked === true)).toBe(true);
    expect(await postLikes(post.id)).toEqual({ counter: 50, rows: 50 });
    expect(Math.max(...likes.map((r) => r.body.likeCount))).toBe(50);
    expect(new Set(likes.map((r) => r.body.likeCount)).size).toBe(50);

    const unlikes = await Promise.all(members.map(({ agent }) => agent.post(`/api/community/posts/${post.id}/like`)));
    expect(unlikes.every((r) => r.status === 200 && r.body.isLiked === false)).toBe(true);
    expect(await postLikes(post.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("when the post does not exist, then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/community/posts/999999/like");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("게시글을 찾을 수 없습니다");
  });
});

describe("POST /api/community/comments/{id}/like", () => {
  it("when a guest likes a comment, then 401", async () => {
    const author = await insertUser(t.db);
    const c = await insertComment(t.db, (await insertPost(t.db, author.id)).id, author.id);
    expect((await t.request.post(`/api/community/comments/${c.id}/like`)).status).toBe(401);
  });

  it("when a member toggles a comment like, then it answers isLiked and likeCount and the list shows it", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const c = await insertComment(t.db, post.id, author.id);
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post(`/api/community/comments/${c.id}/like`)).body).toEqual({ isLiked: true, likeCount: 1 });
    const list = (await agent.get(`/api/community/posts/${post.id}/comments`)).body;
    expect(list[0]).toMatchObject({ id: c.id, likeCount: 1, isLiked: true });
    expect((await agent.post(`/api/community/comments/${c.id}/like`)).body).toEqual({ isLiked: false, likeCount: 0 });
  });

  it("when 20 members like a comment at once, then the counter equals the rows", async () => {
    const author = await insertUser(t.db);
    const c = await insertComment(t.db, (await insertPost(t.db, author.id)).id, author.id);
    const members = await Promise.all(Array.from({ length: 20 }, () => signedIn(t, "artist")));
    await Promise.all(members.map(({ agent }) => agent.post(`/api/community/comments/${c.id}/like`)));
    const counter = (await t.db.select().from(communityComments).where(eq(communityComments.id, c.id)))[0]!.likeCount;
    const rows = (await t.db.select().from(communityCommentLikes).where(eq(communityCommentLikes.commentId, c.id))).length;
    expect({ counter, rows }).toEqual({ counter: 20, rows: 20 });
  });

  it("when the comment is deleted or unknown, then 404", async () => {
    const author = await insertUser(t.db);
    const gone = await insertComment(t.db, (await insertPost(t.db, author.id)).id, author.id, { isDeleted: true });
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post(`/api/community/comments/${gone.id}/like`)).status).toBe(404);
    expect((await agent.post("/api/community/comments/999999/like")).status).toBe(404);
  });
});
