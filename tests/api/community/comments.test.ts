import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CommunityComment } from "@shared/api-types";
import { communityComments, communityPosts, notifications } from "@shared/schema/index";
import { communityMsg } from "@shared/validators/community";
import { insertComment, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();
const commentCount = async (postId: number) => (await t.db.select().from(communityPosts).where(eq(communityPosts.id, postId)))[0]!.commentCount;
const liveRows = async (postId: number) =>
  (
    await t.db
      .select()
      .from(communityComments)
      .where(and(eq(communityComments.postId, postId), eq(communityComments.isDeleted, false)))
  ).length;

describe("POST /api/community/posts/{id}/comments", () => {
  it("when a guest comments, then 401 and nothing is written", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const res = await t.request.post(`/api/community/posts/${post.id}/comments`).send({ content: "안녕하세요" });
    expect(res.status).toBe(401);
    expect(await liveRows(post.id)).toBe(0);
  });

  it("when the content is blank or too long, then 400 with the Korean message", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent } = await signedIn(t, "artist");
    for (const content of [undefined, "", "  "]) {
      const res = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("댓글 내용을 입력해주세요");
    }
    const long = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "가".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(communityMsg.commentMax);
  });

  it("when a member comments on someone's post, then 201, the count rises in the same write and the author is notified without relatedId", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent, user } = await signedIn(t, "artist", { lastName: "박", firstName: "서연" });
    const res = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "  멋진 글이네요  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      postId: post.id,
      parentId: null,
      content: "멋진 글이네요",
      isDeleted: false,
      isEdited: false,
      likeCount: 0,
      isLiked: false,
      isOwner: true,
      replies: [],
      author: { id: user.id, firstName: "서연", lastName: "박", isDeleted: false },
    });
    expect(await commentCount(post.id)).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "system", relatedId: null, title: "새 댓글", message: "박서연님이 회원님의 게시글에 댓글을 남겼습니다." });
  });

  it("when a member answers someone's comment, then that commenter is notified of the reply as well as the post author", async () => {
    const author = await insertUser(t.db);
    const commenter = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const head = await insertComment(t.db, post.id, commenter.id);
    const { agent } = await signedIn(t, "artist", { lastName: "이", firstName: "하늘" });
    expect((await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "답글", parentId: head.id })).status).toBe(201);
    const toCommenter = await t.db.select().from(notifications).where(eq(notifications.userId, commenter.id));
    expect(toCommenter).toMatchObject([{ type: "system", relatedId: null, title: "새 답글", message: "이하늘님이 회원님의 댓글에 답글을 남겼습니다." }]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, author.id))).toHaveLength(1);
  });

  it("when the author comments on their own post, then no notification", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id);
    expect((await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "제 글입니다" })).status).toBe(201);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
  });

  it("when replying to a reply, then the reply joins the top-level comment's thread", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent } = await signedIn(t, "artist");
    const top = (await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "첫 댓글" })).body;
    const reply = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "답글", parentId: top.id });
    expect(reply.status).toBe(201);
    expect(reply.body.parentId).toBe(top.id);
    const nested = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "답글의 답글", parentId: reply.body.id });
    expect(nested.status).toBe(201);
    expect(nested.body.parentId).toBe(top.id);
    expect(await commentCount(post.id)).toBe(3);
  });

  it("when the parent belongs to another post or is not a number, then 400", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const elsewhere = await insertComment(t.db, (await insertPost(t.db, author.id)).id, author.id);
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "답글", parentId: elsewhere.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("같은 게시글의 댓글에만 답글을 달 수 있습니다.");
    const bad = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "답글", parentId: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(communityMsg.parentId);
    expect(await liveRows(post.id)).toBe(0);
  });

  it("when a member writes more than 30 comments in a minute, then 429 with a Korean message", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent } = await signedIn(t, "artist");
    for (let i = 0; i < 30; i += 1) expect((await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: `댓글 ${i}` })).status).toBe(201);
    const res = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "하나 더" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    expect(await commentCount(post.id)).toBe(30);
  });

  it("when the post does not exist or is hidden, then 404", async () => {
    const author = await insertUser(t.db);
    const hidden = await insertPost(t.db, author.id, { hiddenAt: new Date() });
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post("/api/community/posts/999999/comments").send({ content: "x" })).status).toBe(404);
    expect((await agent.post(`/api/community/posts/${hidden.id}/comments`).send({ content: "x" })).status).toBe(404);
  });
});

describe("GET /api/community/posts/{id}/comments", () => {
  it("when a post has threads, then top-level comments oldest first, each with its replies oldest first", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    const a = await insertComment(t.db, post.id, author.id, { content: "A", createdAt: at(1) });
    const b = await insertComment(t.db, post.id, author.id, { content: "B", createdAt: at(2) });
    const a2 = await insertComment(t.db, post.id, author.id, { content: "A2", parentId: a.id, createdAt: at(4) });
    const a1 = await insertComment(t.db, post.id, author.id, { content: "A1", parentId: a.id, createdAt: at(3) });
    const res = await t.request.get(`/api/community/posts/${post.id}/comments`);
    expect(res.status).toBe(200);
    const list = res.body as CommunityComment[];
    expect(list.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(list[0]!.replies.map((c) => c.id)).toEqual([a1.id, a2.id]);
    expect(list[1]!.replies).toEqual([]);
    expect(list[0]!.replies[0]).toMatchObject({ content: "A1", parentId: a.id, isOwner: false, isLiked: false, author: { id: author.id } });
  });

  it("when a comment with replies is deleted, then it stays as the placeholder with its replies; one without replies disappears", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent, user } = await signedIn(t, "artist");
    const parent = (await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "지울 댓글" })).body;
    const reply = await insertComment(t.db, post.id, author.id, { content: "남는 답글", parentId: parent.id });
    const lonely = (await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "혼자 지울 댓글" })).body;
    expect(await commentCount(post.id)).toBe(3);

    expect((await agent.delete(`/api/community/comments/${parent.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/community/comments/${lonely.id}`)).status).toBe(204);
    expect(await commentCount(post.id)).toBe(1);
    expect(await liveRows(post.id)).toBe(1);

    const list = (await agent.get(`/api/community/posts/${post.id}/comments`)).body as CommunityComment[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: parent.id, isDeleted: true, content: null, author: null, isOwner: false });
    expect(list[0]!.replies.map((r) => r.content)).toEqual(["남는 답글"]);
    expect(list[0]!.replies[0]!.id).toBe(reply.id);
    expect(user.id).toBeTruthy();

    // A second delete changes nothing (the count does not drift).
    expect((await agent.delete(`/api/community/comments/${parent.id}`)).status).toBe(404);
    expect(await commentCount(post.id)).toBe(1);
  });

  it("when replying to a deleted comment, then 400", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const gone = await insertComment(t.db, post.id, author.id, { isDeleted: true });
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post(`/api/community/posts/${post.id}/comments`).send({ content: "답글", parentId: gone.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("삭제된 댓글에는 답글을 달 수 없습니다.");
  });
});

describe("PATCH and DELETE /api/community/comments/{id}", () => {
  it("when a guest edits or deletes, then 401", async () => {
    const author = await insertUser(t.db);
    const c = await insertComment(t.db, (await insertPost(t.db, author.id)).id, author.id);
    expect((await t.request.patch(`/api/community/comments/${c.id}`).send({ content: "x" })).status).toBe(401);
    expect((await t.request.delete(`/api/community/comments/${c.id}`)).status).toBe(401);
  });

  it("when the author edits, then the content changes and isEdited is set", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent, user } = await signedIn(t, "artist");
    const c = await insertComment(t.db, post.id, user.id, { content: "오타 있음" });
    const res = await agent.patch(`/api/community/comments/${c.id}`).send({ content: "오타 고침" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, content: "오타 고침", isEdited: true, isOwner: true });
    const blank = await agent.patch(`/api/community/comments/${c.id}`).send({ content: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("댓글 내용을 입력해주세요");
  });

  it("when someone else edits or deletes, then 403 and nothing changes", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const c = await insertComment(t.db, post.id, author.id, { content: "원래" });
    const { agent } = await signedIn(t, "artist");
    const res = await agent.patch(`/api/community/comments/${c.id}`).send({ content: "바꿈" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다.");
    expect((await agent.delete(`/api/community/comments/${c.id}`)).status).toBe(403);
    expect(await commentCount(post.id)).toBe(1);
  });

  it("when the comment does not exist, then 404 with the Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.patch("/api/community/comments/999999").send({ content: "x" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("댓글을 찾을 수 없습니다");
  });
});
