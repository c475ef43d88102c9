import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();
const rows = (followerId: string, followingId: string) =>
  t.db
    .select()
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));

describe("POST and DELETE /api/users/{id}/follow", () => {
  it("when a guest follows or unfollows, then 401", async () => {
    const target = await insertUser(t.db);
    expect((await t.request.post(`/api/users/${target.id}/follow`)).status).toBe(401);
    expect((await t.request.delete(`/api/users/${target.id}/follow`)).status).toBe(401);
  });

  it("when a member follows twice and unfollows twice, then one row at most and the counts follow", async () => {
    const target = await insertUser(t.db, { userType: "producer" });
    const { agent, user } = await signedIn(t, "artist");
    const first = await agent.post(`/api/users/${target.id}/follow`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isFollowing: true, followerCount: 1, followingCount: 0 });
    expect((await agent.post(`/api/users/${target.id}/follow`)).body).toEqual({ isFollowing: true, followerCount: 1, followingCount: 0 });
    expect(await rows(user.id, target.id)).toHaveLength(1);

    const off = await agent.delete(`/api/users/${target.id}/follow`);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ isFollowing: false, followerCount: 0, followingCount: 0 });
    expect((await agent.delete(`/api/users/${target.id}/follow`)).body.isFollowing).toBe(false);
    expect(await rows(user.id, target.id)).toHaveLength(0);
  });

  it("when the target follows others, then followingCount counts them; withdrawn accounts are not counted", async () => {
    const target = await insertUser(t.db);
    const a = await insertUser(t.db);
    const gone = await insertUser(t.db, { isDeleted: true });
    await t.db.insert(userFollows).values([
      { followerId: target.id, followingId: a.id },
      { followerId: target.id, followingId: gone.id },
      { followerId: gone.id, followingId: target.id },
    ]);
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post(`/api/users/${target.id}/follow`)).body).toEqual({ isFollowing: true, followerCount: 1, followingCount: 1 });
    const info = await t.request.get(`/api/users/${target.id}/follow`);
    expect(info.body).toEqual({ isFollowing: false, followerCount: 1, followingCount: 1 });
  });

  it("when a member follows themselves, then 400", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const res = await agent.post(`/api/users/${user.id}/follow`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("자기 자신은 팔로우할 수 없습니다.");
    expect(await rows(user.id, user.id)).toHaveLength(0);
  });

  it("when a member unfollows themselves, then 400 (documented in the contract)", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const res = await agent.delete(`/api/users/${user.id}/follow`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("자기 자신은 팔로우할 수 없습니다.");
  });

  it("when the target is unknown or withdrawn, then 404", async () => {
    const gone = await insertUser(t.db, { isDeleted: true });
    const { agent } = await signedIn(t, "artist");
    for (const id of ["no-such-user", gone.id]) {
      const res = await agent.post(`/api/users/${id}/follow`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("사용자를 찾을 수 없습니다.");
    }
  });

  it("when a member follows an author, then the 'following' feed shows that author's posts and stops after unfollowing", async () => {
    const author = await insertUser(t.db);
    const { agent } = await signedIn(t, "artist");
    const created = await signedIn(t, "artist");
    // The author writes through the API as a real member would.
    const authorAgent = t.agent();
    await authorAgent.post("/api/auth/login").send({ email: author.email, password: "password123", rememberMe: true });
    const post = (await authorAgent.post("/api/community/posts").send({ content: "팔로우피드 확인 글" })).body;
    await created.agent.post("/api/community/posts").send({ content: "팔로우피드 다른 글" });

    await agent.post(`/api/users/${author.id}/follow`);
    const feed = await agent.get("/api/community/posts").query({ following: "true", search: "팔로우피드" });
    expect(feed.body.items.map((p: { id: number }) => p.id)).toEqual([post.id]);
    await agent.delete(`/api/users/${author.id}/follow`);
    expect((await agent.get("/api/community/posts").query({ following: "true", search: "팔로우피드" })).body.total).toBe(0);
  });
});
