import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectFavorites } from "@shared/schema/index";
import { insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const favoriteRows = (userId: string, projectId: number) =>
  t.db
    .select()
    .from(projectFavorites)
    .where(and(eq(projectFavorites.userId, userId), eq(projectFavorites.projectId, projectId)));

describe("GET /api/my-projects", () => {
  it("when a producer asks, then they get all their own projects (drafts and cancelled included) with application, invitation and accepted counts", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const other = await insertUser(t.db, { userType: "producer" });
    const draft = await insertProject(t.db, { producerId: user.id, status: "draft", createdAt: new Date(Date.now() - 3000) });
    const cancelled = await insertProject(t.db, { producerId: user.id, status: "cancelled", createdAt: new Date(Date.now() - 2000) });
    const busy = await insertProject(t.db, { producerId: user.id, tags: ["회화"], createdAt: new Date(Date.now() - 1000) });
    await insertProject(t.db, { producerId: other.id });
    const artists = await Promise.all([1, 2, 3, 4, 5].map(() => insertUser(t.db)));
    await insertApplication(t.db, { projectId: busy.id, artistId: artists[0]!.id, status: "pending" });
    await insertApplication(t.db, { projectId: busy.id, artistId: artists[1]!.id, status: "accepted" });
    await insertApplication(t.db, { projectId: busy.id, artistId: artists[2]!.id, status: "invited_accepted" });
    await insertApplication(t.db, { projectId: busy.id, artistId: artists[3]!.id, status: "withdrawn" });
    await insertInvitation(t.db, { projectId: busy.id, producerId: user.id, artistId: artists[2]!.id, status: "accepted" });
    await insertInvitation(t.db, { projectId: busy.id, producerId: user.id, artistId: artists[4]!.id, status: "pending" });
    await insertInvitation(t.db, { projectId: busy.id, producerId: user.id, artistId: artists[0]!.id, status: "cancelled" });

    const res = await agent.get("/api/my-projects");

    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([busy.id, cancelled.id, draft.id]);
    expect(res.body[0]).toMatchObject({ applicationCount: 3, acceptedCount: 2, invitationCount: 2, tags: [{ name: "회화" }] });
    expect(res.body[1]).toMatchObject({ status: "cancelled", applicationCount: 0, acceptedCount: 0, invitationCount: 0 });
    expect(res.body[2]).toMatchObject({ status: "draft" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("when an artist asks, then 403", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.get("/api/my-projects");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("제작자만 이용할 수 있습니다.");
  });

  it("when a guest asks, then 401", async () => {
    const res = await t.request.get("/api/my-projects");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("로그인이 필요합니다.");
  });
});

describe("POST /api/projects/{id}/favorite and GET /api/my-favorites", () => {
  it("when a user toggles twice, then isFavorite is true then false and the row is written then removed", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: owner.id });
    const { user, agent } = await signedIn(t, "artist");

    const on = await agent.post(`/api/projects/${project.id}/favorite`);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ isFavorite: true });
    expect(await favoriteRows(user.id, project.id)).toHaveLength(1);

    const off = await agent.post(`/api/projects/${project.id}/favorite`);
    expect(off.body).toEqual({ isFavorite: false });
    expect(await favoriteRows(user.id, project.id)).toHaveLength(0);
  });

  it("when a guest toggles, then 401 and nothing is written", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: owner.id });
    const res = await t.request.post(`/api/projects/${project.id}/favorite`);
    expect(res.status).toBe(401);
    expect(await t.db.select().from(projectFavorites).where(eq(projectFavorites.projectId, project.id))).toHaveLength(0);
  });

  it("when the project is someone else's draft or unknown, then 404 and nothing is written", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft" });
    const { user, agent } = await signedIn(t, "artist");
    for (const id of [String(draft.id), "999999", "abc"]) {
      const res = await agent.post(`/api/projects/${id}/favorite`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe("프로젝트를 찾을 수 없습니다");
    }
    expect(await favoriteRows(user.id, draft.id)).toHaveLength(0);
  });

  it("when a user has favourites, then GET /api/my-favorites lists exactly theirs, newest favourite first", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const first = await insertProject(t.db, { producerId: owner.id, title: "첫 번째" });
    const second = await insertProject(t.db, { producerId: owner.id, title: "두 번째", tags: ["사진"] });
    const notSaved = await insertProject(t.db, { producerId: owner.id });
    const { agent } = await signedIn(t, "producer");
    const { agent: someoneElse } = await signedIn(t, "artist");
    await agent.post(`/api/projects/${first.id}/favorite`);
    await new Promise((r) => setTimeout(r, 5));
    await agent.post(`/api/projects/${second.id}/favorite`);
    await someoneElse.post(`/api/projects/${notSaved.id}/favorite`);

    const res = await agent.get("/api/my-favorites");

    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(res.body[0]).toMatchObject({ title: "두 번째", tags: [{ name: "사진" }], producer: { id: owner.id } });
  });

  it("when a guest asks for favourites, then 401", async () => {
    expect((await t.request.get("/api/my-favorites")).status).toBe(401);
  });
});
