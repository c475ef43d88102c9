import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CommunityComment } from "@shared/api-types";
import { communityComments, communityPosts, reports } from "@shared/schema/index";
import { communityMsg } from "@shared/validators/community";
import { insertComment, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const fixedNow = new Date("2026-03-01T12:00:00Z");
const t = await createTestApp({ now: () => fixedNow });
const feedIds = async (agent: ReturnType<typeof t.agent> | typeof t.request, marker: string) =>
  ((await agent.get("/api/community/posts").query({ search: marker })).body.items as Array<{ id: number }>).map((p) => p.id);

describe("POST /api/community/posts/{id}/report", () => {
  it("when a guest reports, then 401", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    expect((await t.request.post(`/api/community/posts/${post.id}/report`).send({ reason: "스팸" })).status).toBe(401);
  });

  it("when the reason is blank or too long, then 400 with the Korean message", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const { agent } = await signedIn(t, "artist");
    for (const reason of [undefined, "", "   "]) {
      const res = await agent.post(`/api/community/posts/${post.id}/report`).send({ reason });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("신고 사유를 입력해주세요");
    }
    const long = await agent.post(`/api/community/posts/${post.id}/report`).send({ reason: "가".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(communityMsg.reasonMax);
  });

  it("when a member reports someone's post, then the report is stored and the post disappears for the reporter only", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id, { content: "신고목록 하나" });
    const { agent, user } = await signedIn(t, "artist");
    const res = await agent.post(`/api/community/posts/${post.id}/report`).send({ reason: "광고성 글입니다" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reported: true });
    const stored = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, user.id), eq(reports.kind, "post")));
    expect(stored).toMatchObject([{ targetId: String(post.id), reason: "광고성 글입니다", status: "open" }]);

    expect(await feedIds(agent, "신고목록")).not.toContain(post.id);
    expect((await agent.get(`/api/community/posts/${post.id}`)).status).toBe(404);
    expect(await feedIds(t.request, "신고목록")).toContain(post.id);
    // Reporting again changes nothing.
    expect((await agent.post(`/api/community/posts/${post.id}/report`).send({ reason: "다시" })).status).toBe(200);
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, user.id))).toHaveLength(1);
  });

  it("when 5 different members report a post, then it is hidden from everyone with hidden_at set by the injected clock", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id, { content: "신고누적 대상" });
    const reporters = await Promise.all(Array.from({ length: 5 }, () => signedIn(t, "artist")));
    for (const [i, { agent }] of reporters.entries()) {
      expect((await agent.post(`/api/community/posts/${post.id}/report`).send({ reason: "부적절" })).status).toBe(200);
      const row = (await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id)))[0]!;
      expect(row.hiddenAt === null).toBe(i < 4);
    }
    const row = (await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id)))[0]!;
    expect(row.hiddenAt!.toISOString()).toBe(fixedNow.toISOString());
    expect(await feedIds(t.request, "신고누적")).not.toContain(post.id);
    expect((await t.request.get(`/api/community/posts/${post.id}`)).status).toBe(404);
    const bystander = await signedIn(t, "artist");
    expect(await feedIds(bystander.agent, "신고누적")).not.toContain(post.id);
  });

  it("when a member reports their own post, then 400", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const post = await insertPost(t.db, user.id);
    const res = await agent.post(`/api/community/posts/${post.id}/report`).send({ reason: "내 글" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("본인의 게시글은 신고할 수 없습니다.");
  });

  it("when the post is unknown, then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post("/api/community/posts/999999/report").send({ reason: "x" })).status).toBe(404);
  });
});

describe("POST /api/community/comments/{id}/report", () => {
  it("when a guest reports a comment, then 401", async () => {
    const author = await insertUser(t.db);
    const c = await insertComment(t.db, (await insertPost(t.db, author.id)).id, author.id);
    expect((await t.request.post(`/api/community/comments/${c.id}/report`).send({ reason: "x" })).status).toBe(401);
  });

  it("when a member reports a comment, then it disappears for them; a reported head with replies stays as the placeholder", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const head = await insertComment(t.db, post.id, author.id, { content: "머리 댓글" });
    await insertComment(t.db, post.id, author.id, { content: "답글", parentId: head.id });
    const single = await insertComment(t.db, post.id, author.id, { content: "단독 댓글" });
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post(`/api/community/comments/${head.id}/report`).send({ reason: "욕설" })).body).toEqual({ reported: true });
    expect((await agent.post(`/api/community/comments/${single.id}/report`).send({ reason: "욕설" })).status).toBe(200);

    const mine = (await agent.get(`/api/community/posts/${post.id}/comments`)).body as CommunityComment[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: head.id, isDeleted: true, content: null, author: null });
    expect(mine[0]!.replies.map((r) => r.content)).toEqual(["답글"]);
    const others = (await t.request.get(`/api/community/posts/${post.id}/comments`)).body as CommunityComment[];
    expect(others.map((c) => c.content)).toEqual(["머리 댓글", "단독 댓글"]);
  });

  it("when 5 different members report a comment, then it is hidden from everyone", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const c = await insertComment(t.db, post.id, author.id, { content: "문제 댓글" });
    for (let i = 0; i < 5; i += 1) {
      const { agent } = await signedIn(t, "artist");
      await agent.post(`/api/community/comments/${c.id}/report`).send({ reason: "부적절" });
    }
    const row = (await t.db.select().from(communityComments).where(eq(communityComments.id, c.id)))[0]!;
    expect(row.hiddenAt!.toISOString()).toBe(fixedNow.toISOString());
    expect((await t.request.get(`/api/community/posts/${post.id}/comments`)).body).toEqual([]);
  });

  it("when a member reports their own comment, then 400", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const c = await insertComment(t.db, (await insertPost(t.db, user.id)).id, user.id);
    const res = await agent.post(`/api/community/comments/${c.id}/report`).send({ reason: "x" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("본인의 댓글은 신고할 수 없습니다.");
  });
});
