import { describe, expect, it } from "vitest";
import { userFollows, userBlocks } from "@shared/schema/index";
import type { CommunityPost } from "@shared/api-types";
import { insertComment, insertLike, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();
const ids = (items: CommunityPost[]) => items.map((p) => p.id);

// A fixed dataset: every test filters to it by a marker word, so posts of other tests do not interfere.
const author = await insertUser(t.db, { userType: "producer" });
const other = await insertUser(t.db);
const withdrawn = await insertUser(t.db, { isDeleted: true, firstName: null, lastName: null });
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
const general = await insertPost(t.db, author.id, { content: "목록테스트 무용 공연 연습 일지", postType: "general", tags: ["무용"], createdAt: at(1) });
const work = await insertPost(t.db, other.id, { content: "목록테스트 새 작품 사진", postType: "work", tags: ["사진", "회화"], createdAt: at(2) });
const info = await insertPost(t.db, author.id, { content: "목록테스트 전시 지원금 정보", postType: "info", tags: ["지원금"], createdAt: at(3) });
const question = await insertPost(t.db, withdrawn.id, { content: "목록테스트 질문 있어요", postType: "question", createdAt: at(4) });
const hidden = await insertPost(t.db, other.id, { content: "목록테스트 숨겨진 글", hiddenAt: new Date(), createdAt: at(5) });
const likers = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
await insertLike(t.db, work.id, likers[0]!.id);
await insertLike(t.db, work.id, likers[1]!.id);
await insertLike(t.db, info.id, likers[0]!.id);
await insertLike(t.db, general.id, likers[2]!.id);
await insertComment(t.db, general.id, likers[0]!.id);
const list = (query: Record<string, string | number>) => t.request.get("/api/community/posts").query({ search: "목록테스트", ...query });

describe("GET /api/community/posts", () => {
  it("when no filter is given, then visible posts newest first with author, counts and isLiked; hidden posts are left out", async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(ids(res.body.items)).toEqual([question.id, info.id, work.id, general.id]);
    expect(res.body.total).toBe(4);
    expect(res.body.hasMore).toBe(false);
    expect(ids(res.body.items)).not.toContain(hidden.id);
    const w = res.body.items.find((p: CommunityPost) => p.id === work.id);
    expect(w).toMatchObject({ likeCount: 2, commentCount: 0, isLiked: false, isOwner: false, postType: "work", author: { id: other.id, isDeleted: false } });
    expect(w.tags.sort()).toEqual(["사진", "회화"].sort());
    const q = res.body.items.find((p: CommunityPost) => p.id === question.id);
    expect(q.author).toMatchObject({ id: withdrawn.id, isDeleted: true, firstName: null });
  });

  it("when a post type is chosen, then only that type; 'all' means every type", async () => {
    expect(ids((await list({ postType: "work" })).body.items)).toEqual([work.id]);
    expect((await list({ postType: "all" })).body.total).toBe(4);
    const bad = await list({ postType: "news" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("올바른 게시글 유형을 선택해주세요");
  });

  it("when sorted by popular, then likes, then comments, then the id decide", async () => {
    const res = await list({ sortBy: "popular" });
    // work 2 likes; general 1 like + 1 comment; info 1 like; question 0.
    expect(ids(res.body.items)).toEqual([work.id, general.id, info.id, question.id]);
    expect((await list({ sortBy: "oldest" })).status).toBe(400);
  });

  it("when searching Korean text of one or two syllables, then posts holding it match", async () => {
    expect(ids((await t.request.get("/api/community/posts").query({ search: "목록테스트 무용" })).body.items)).toEqual([general.id]);
    expect(ids((await t.request.get("/api/community/posts").query({ search: "목록테스트 지원" })).body.items)).toEqual([info.id]);
    expect((await t.request.get("/api/community/posts").query({ search: "목록테스트 없는말" })).body.total).toBe(0);
  });

  it("when tags are given as a comma list, then posts with any of them match", async () => {
    const res = await list({ tags: "회화,지원금" });
    expect(ids(res.body.items)).toEqual([info.id, work.id]);
    const tooMany = await list({ tags: "a,b,c,d,e,f" });
    expect(tooMany.status).toBe(400);
  });

  it("when paging with limit and offset, then pages are stable and do not overlap", async () => {
    const first = await list({ limit: 2, offset: 0 });
    const second = await list({ limit: 2, offset: 2 });
    const past = await list({ limit: 2, offset: 10 });
    expect(ids(first.body.items)).toEqual([question.id, info.id]);
    expect(first.body.hasMore).toBe(true);
    expect(ids(second.body.items)).toEqual([work.id, general.id]);
    expect(second.body.hasMore).toBe(false);
    expect(past.body).toEqual({ items: [], total: 4, totalCapped: false, hasMore: false });
    expect((await list({ limit: 51 })).status).toBe(400);
  });

  it("when the limit is absent, then 10 posts come back", async () => {
    const many = await insertUser(t.db);
    for (let i = 0; i < 12; i += 1) await insertPost(t.db, many.id, { content: `페이지크기 글 ${i}` });
    const res = await t.request.get("/api/community/posts").query({ search: "페이지크기" });
    expect(res.body.items).toHaveLength(10);
    expect(res.body.total).toBe(12);
    expect(res.body.hasMore).toBe(true);
  });

  it("when a signed-in viewer liked a post, then isLiked is true for them only", async () => {
    const { agent, user } = await signedIn(t, "artist");
    await insertLike(t.db, info.id, user.id);
    const mine = (await agent.get("/api/community/posts").query({ search: "목록테스트" })).body.items as CommunityPost[];
    expect(mine.find((p) => p.id === info.id)!.isLiked).toBe(true);
    expect(mine.find((p) => p.id === work.id)!.isLiked).toBe(false);
  });

  it("when the 'following' filter is on, then only authors the viewer follows; guests get 401", async () => {
    const { agent, user } = await signedIn(t, "artist");
    expect((await agent.get("/api/community/posts").query({ search: "목록테스트", following: "true" })).body.total).toBe(0);
    await t.db.insert(userFollows).values({ followerId: user.id, followingId: author.id });
    const res = await agent.get("/api/community/posts").query({ search: "목록테스트", following: "true" });
    expect(ids(res.body.items)).toEqual([info.id, general.id]);
    const guest = await list({ following: "true" });
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe("팔로우한 사용자의 글을 보려면 로그인해주세요.");
  });

  it("when the viewer blocked an author or was blocked, then that author's posts are left out for them", async () => {
    const { agent, user } = await signedIn(t, "artist");
    await t.db.insert(userBlocks).values({ blockerId: other.id, blockedId: user.id });
    const res = await agent.get("/api/community/posts").query({ search: "목록테스트" });
    expect(ids(res.body.items)).not.toContain(work.id);
    expect((await agent.get(`/api/community/posts/${work.id}`)).status).toBe(404);
    expect(ids((await list({})).body.items)).toContain(work.id);
  });
});

describe("GET /api/community/popular-tags", () => {
  it("when asked, then tags of visible posts by use, with counts", async () => {
    const res = await t.request.get("/api/community/popular-tags").query({ limit: 50 });
    expect(res.status).toBe(200);
    const byName = new Map(res.body.map((r: { name: string; count: number }) => [r.name, r.count]));
    expect(byName.get("회화")).toBe(1);
    expect(byName.get("무용")).toBe(1);
    expect(res.body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), count: expect.any(Number) });
    expect((await t.request.get("/api/community/popular-tags").query({ limit: 0 })).status).toBe(400);
  });
});
