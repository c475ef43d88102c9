import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Penetration test of main (issue 30): a blocked user could still follow the person who blocked them.
// The first two cases failed on main (200 and a follow row; the follow survived the block).
const t = await createTestApp();
const followsBetween = (a: string, b: string) =>
  t.db
    .select()
    .from(userFollows)
    .where(or(and(eq(userFollows.followerId, a), eq(userFollows.followingId, b)), and(eq(userFollows.followerId, b), eq(userFollows.followingId, a))));

describe("follows and blocks", () => {
  it("when the person who blocked me is followed, then 403 in Korean and no row; the other way round too", async () => {
    const blocker = await signedIn(t, "producer");
    const blocked = await signedIn(t, "artist");
    await blocker.agent.post(`/api/users/${blocked.user.id}/block`).expect(200);

    const res = await blocked.agent.post(`/api/users/${blocker.user.id}/follow`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("차단했거나 차단된 사용자는 팔로우할 수 없습니다.");
    expect((await blocker.agent.post(`/api/users/${blocked.user.id}/follow`)).status).toBe(403);
    expect(await followsBetween(blocker.user.id, blocked.user.id)).toHaveLength(0);
  });

  it("when two people follow each other and one blocks the other, then both follows end", async () => {
    const a = await signedIn(t, "producer");
    const b = await signedIn(t, "artist");
    await a.agent.post(`/api/users/${b.user.id}/follow`).expect(200);
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    expect(await followsBetween(a.user.id, b.user.id)).toHaveLength(2);

    await a.agent.post(`/api/users/${b.user.id}/block`).expect(200);
    expect(await followsBetween(a.user.id, b.user.id)).toHaveLength(0);
  });

  it("when the block is lifted, then following works again", async () => {
    const a = await signedIn(t, "producer");
    const b = await signedIn(t, "artist");
    await a.agent.post(`/api/users/${b.user.id}/block`).expect(200);
    await a.agent.delete(`/api/users/${b.user.id}/block`).expect(200);
    expect((await b.agent.post(`/api/users/${a.user.id}/follow`)).status).toBe(200);
  });
});
