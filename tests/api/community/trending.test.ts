import { describe, expect, it } from "vitest";
import type { CommunityPost } from "@shared/api-types";
import { reports } from "@shared/schema/index";
import { insertComment, insertLike, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

let clock = new Date("2026-03-10T00:00:00Z");
const t = await createTestApp({ now: () => clock });
const hoursBefore = (h: number, from = clock) => new Date(from.getTime() - h * 3600_000);
const trending = async (agent: ReturnType<typeof t.agent> | typeof t.request = t.request) => {
  const res = await agent.get("/api/community/trending-posts");
  expect(res.status).toBe(200);
  return (res.body as CommunityPost[]).map((p) => p.id);
};

// The fixed dataset, relative to 2026-03-10T00:00Z (half-life 48 h; a like weighs 1, a comment 3).
const author = await insertUser(t.db);
const people = await Promise.all(Array.from({ length: 12 }, () => insertUser(t.db)));
const post = (hoursOld: number, content: string) =>
  insertPost(t.db, author.id, { content, createdAt: hoursBefore(hoursOld), updatedAt: hoursBefore(hoursOld) });
// 4 likes an hour ago: about 3.94.
const likedNow = await post(30, "좋아요 최근");
for (const p of people.slice(0, 4)) await insertLike(t.db, likedNow.id, p.id, hoursBefore(1));
// 2 comments an hour ago: about 5.91; fewer reactions than likedNow, but comments weigh more.
const discussed = await post(40, "댓글 최근");
for (const p of people.slice(0, 2)) await insertComment(t.db, discussed.id, p.id, { createdAt: hoursBefore(1) });
// 10 likes six days ago: 10 x 0.125 = 1.25; most likes of all, but old.
const likedEarlier = await post(160, "좋아요 예전");
for (const p of people.slice(0, 10)) await insertLike(t.db, likedEarlier.id, p.id, hoursBefore(144));
// 12 likes nine days ago: outside the 7-day window, scores 0.
const stale = await post(300, "오래된 인기");
for (const p of people) await insertLike(t.db, stale.id, p.id, hoursBefore(216));
// No activity at all, but newer than everything else.
const quiet = await post(2, "조용한 새 글");
// Deleted comments do not count.
const deletedOnly = await post(50, "삭제 댓글만");
for (const p of people.slice(0, 3)) await insertComment(t.db, deletedOnly.id, p.id, { createdAt: hoursBefore(1), isDeleted: true });

describe("GET /api/community/trending-posts", () => {
  it("when the clock is fixed, then the 3 highest decayed scores come first, comments outweighing likes and recent outweighing old", async () => {
    expect(await trending()).toEqual([discussed.id, likedNow.id, likedEarlier.id]);
    const body = (await t.request.get("/api/community/trending-posts")).body as CommunityPost[];
    expect(body[0]).toMatchObject({ id: discussed.id, commentCount: 2, author: { id: author.id }, isLiked: false });
  });

  it("when a trending post is hidden or reported by the viewer, then the next one takes its place", async () => {
    const { agent, user } = await signedIn(t, "artist");
    await t.db.insert(reports).values({ reporterId: user.id, kind: "post", targetId: String(discussed.id), reason: "테스트" });
    // After the three scored posts, the newest post without activity fills the card.
    expect(await trending(agent)).toEqual([likedNow.id, likedEarlier.id, quiet.id]);
    expect(await trending()).toEqual([discussed.id, likedNow.id, likedEarlier.id]);
  });

  it("when the clock moves on, then activity leaves the window and equal scores rank the newer post first", async () => {
    clock = new Date("2026-06-01T00:00:00Z");
    const older = await post(48, "동점 예전 글");
    const newer = await post(24, "동점 새 글");
    const newest = await post(18, "활동 없는 글");
    await insertLike(t.db, older.id, people[0]!.id, hoursBefore(6));
    await insertLike(t.db, newer.id, people[0]!.id, hoursBefore(6));
    // Activity after the clock's now is not counted (and posts created after it are not listed).
    await insertLike(t.db, newest.id, people[1]!.id, new Date(clock.getTime() + 3600_000));
    await post(-5, "미래의 글");
    expect(await trending()).toEqual([newer.id, older.id, newest.id]);
  });
});

describe("GET /api/community/posts/{id} views and the clock", () => {
  it("when the same member opens a post on two Korean days, then two views are counted", async () => {
    const viewed = await post(1, "조회 날짜");
    const { agent } = await signedIn(t, "artist");
    clock = new Date("2026-06-02T14:00:00Z"); // 23:00 in Seoul
    expect((await agent.get(`/api/community/posts/${viewed.id}`)).body.viewCount).toBe(1);
    clock = new Date("2026-06-02T14:30:00Z"); // same Korean day
    expect((await agent.get(`/api/community/posts/${viewed.id}`)).body.viewCount).toBe(1);
    clock = new Date("2026-06-02T15:30:00Z"); // 00:30 the next day in Seoul
    expect((await agent.get(`/api/community/posts/${viewed.id}`)).body.viewCount).toBe(2);
  });
});
