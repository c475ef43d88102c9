import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, projectRoles, projectViews, users } from "@shared/schema/index";
import { insertApplication, insertInvitation, insertProject, insertReview, storedViewCount } from "../../factories/projects";
import { deletedProducerView, insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

/** The stored count, after the app's batched view writes (view-counter.ts) have been flushed. */
const viewCountOf = async (id: number) => {
  await t.views.flush();
  return storedViewCount(t.db, id);
};

describe("GET /api/projects/{id}", () => {
  it("when a guest opens a published project, then it returns producer, tags, counts and no personal fields", async () => {
    const producer = await insertUser(t.db, { userType: "producer", firstName: "서연", lastName: "이", bio: "전시기획자입니다." });
    const a1 = await insertUser(t.db);
    const a2 = await insertUser(t.db);
    const a3 = await insertUser(t.db);
    const project = await insertProject(t.db, { producerId: producer.id, title: "설치미술전", tags: ["설치미술", "회화"], budget: "300만원" });
    await insertApplication(t.db, { projectId: project.id, artistId: a1.id, status: "pending" });
    await insertApplication(t.db, { projectId: project.id, artistId: a2.id, status: "accepted" });
    await insertApplication(t.db, { projectId: project.id, artistId: a3.id, status: "withdrawn" });

    const res = await t.request.get(`/api/projects/${project.id}`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: project.id,
      title: "설치미술전",
      status: "published",
      budget: "300만원",
      location: "서울",
      producerId: producer.id,
      producer: { id: producer.id, firstName: "서연", lastName: "이", bio: "전시기획자입니다.", email: null },
      applicationCount: 2,
      acceptedCount: 1,
      avgRating: null,
      myApplication: null,
      myInvitation: null,
      isFavorite: false,
      isOwner: false,
    });
    expect(res.body.tags.map((x: { name: string }) => x.name).sort()).toEqual(["설치미술", "회화"].sort());
    expect(res.body.tags[0]).toHaveProperty("id");
    expect(res.body).not.toHaveProperty("searchTokens");
    expect(res.body).not.toHaveProperty("budgetMin");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("when the project has reviews, then avgRating is their mean with one decimal", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    for (const rating of [4, 5, 5]) {
      const artist = await insertUser(t.db);
      await insertReview(t.db, { projectId: project.id, reviewerId: artist.id, revieweeId: producer.id, rating });
    }

    const res = await t.request.get(`/api/projects/${project.id}`);

    expect(res.body.avgRating).toBe(4.7);
  });

  it("when an artist who applied and was invited views it, then myApplication and myInvitation are theirs", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id });
    const { user: artist, agent } = await signedIn(t, "artist");
    const other = await insertUser(t.db);
    const application = await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: "reviewed" });
    await insertApplication(t.db, { projectId: project.id, artistId: other.id });
    const invitation = await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: artist.id });

    const res = await agent.get(`/api/projects/${project.id}`);

    expect(res.status).toBe(200);
    expect(res.body.myApplication).toMatchObject({ id: application.id, artistId: artist.id, status: "reviewed" });
    expect(res.body.myInvitation).toMatchObject({ id: invitation.id, artistId: artist.id, status: "pending" });
    expect(res.body.producer.email).toBe(producer.email);
  });

  // Walk-through (issue 31): a producer's login e-mail was shown to every signed-in member.
  it("when a member who shares no project with the producer views the page or the list, then the producer's e-mail is null; the producer sees their own, and an invited artist theirs", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id, title: "이메일 비공개 확인 전시" });
    const stranger = await signedIn(t, "artist");
    const otherProducer = await signedIn(t, "producer");
    for (const agent of [stranger.agent, otherProducer.agent]) {
      expect((await agent.get(`/api/projects/${project.id}`)).body.producer.email).toBeNull();
      const list = await agent.get(`/api/projects?search=${encodeURIComponent("이메일 비공개 확인 전시")}`);
      expect(list.body.items.map((p: { producer: { email: string | null } }) => p.producer.email)).toEqual([null]);
    }
    const own = t.agent();
    await login(own, producer.email);
    expect((await own.get(`/api/projects/${project.id}`)).body.producer.email).toBe(producer.email);

    await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: stranger.user.id });
    expect((await stranger.agent.get(`/api/projects/${project.id}`)).body.producer.email).toBe(producer.email);
  });

  // Decision 044: the test reads the artist's applications and the producer's projects from their indexes.
  it("when an artist applied to another project of the same producer, then the page shows the e-mail; once withdrawn, not", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const [earlier, other, viewed] = [
      await insertProject(t.db, { producerId: producer.id }),
      await insertProject(t.db, { producerId: (await insertUser(t.db, { userType: "producer" })).id }),
      await insertProject(t.db, { producerId: producer.id }),
    ];
    const { user: artist, agent } = await signedIn(t, "artist");
    await insertApplication(t.db, { projectId: other.id, artistId: artist.id });
    const application = await insertApplication(t.db, { projectId: earlier.id, artistId: artist.id, status: "pending" });

    expect((await agent.get(`/api/projects/${viewed.id}`)).body.producer.email).toBe(producer.email);

    await t.db.update(applications).set({ status: "withdrawn" }).where(eq(applications.id, application.id));
    expect((await agent.get(`/api/projects/${viewed.id}`)).body.producer.email).toBeNull();
  });

  it("when a producer views someone else's project, then myApplication and myInvitation are null", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: owner.id });
    const { agent } = await signedIn(t, "producer");

    const res = await agent.get(`/api/projects/${project.id}`);

    expect(res.body).toMatchObject({ myApplication: null, myInvitation: null, isOwner: false });
  });

  it("when the viewer has saved the project as a favourite, then isFavorite is true", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: owner.id });
    const { agent } = await signedIn(t, "artist");
    expect((await agent.post(`/api/projects/${project.id}/favorite`)).body.isFavorite).toBe(true);

    const res = await agent.get(`/api/projects/${project.id}`);

    expect(res.body.isFavorite).toBe(true);
  });

  it("when the project is a draft, then it is 404 for guests and other users and 200 for its owner", async () => {
    const { user: owner, agent: ownerAgent } = await signedIn(t, "producer");
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft" });
    const { agent: otherProducer } = await signedIn(t, "producer");
    const { agent: artist } = await signedIn(t, "artist");

    const guest = await t.request.get(`/api/projects/${draft.id}`);
    expect(guest.status).toBe(404);
    expect(guest.body.message).toBe("프로젝트를 찾을 수 없습니다");
    expect((await otherProducer.get(`/api/projects/${draft.id}`)).status).toBe(404);
    expect((await artist.get(`/api/projects/${draft.id}`)).status).toBe(404);

    const mine = await ownerAgent.get(`/api/projects/${draft.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: draft.id, status: "draft", isOwner: true });
  });

  // Decision 048: the database shapes and serialises the page; these are the rules it took over from the app.
  it("when the producer deleted their account and the project has an uploaded image, no tags and roles (one filled), then each viewer gets the page shaped as the contract says", async () => {
    const producer = await insertUser(t.db, { userType: "producer", firstName: "탈퇴", bio: "소개" });
    const project = await insertProject(t.db, { producerId: producer.id, imageUrl: "/uploads/poster.jpg" });
    const [lead, crew, extra] = await t.db
      .insert(projectRoles)
      .values([
        { projectId: project.id, position: 0, name: "주연", category: "배우", headcount: 1, feeKind: "fixed", feeAmount: 500_000, requiredMedia: ["video"] },
        { projectId: project.id, position: 1, name: "스태프", category: "스태프", headcount: 2, feeKind: "unpaid", feeAmount: null, requiredMedia: [] },
        { projectId: project.id, position: 2, name: "단역", category: "배우", headcount: 3, feeKind: "per_day", feeAmount: 80_000, requiredMedia: [] },
      ])
      .returning();
    const { user: artist, agent } = await signedIn(t, "artist");
    const other = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: other.id, roleId: lead!.id, status: "accepted" });
    const mine = await insertApplication(t.db, { projectId: project.id, artistId: artist.id, roleId: extra!.id });
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, producer.id));
    const { agent: producerAgent } = await signedIn(t, "producer");

    const asVisitor = (await t.request.get(`/api/projects/${project.id}`)).body;
    const asArtist = (await agent.get(`/api/projects/${project.id}`)).body;
    const asProducer = (await producerAgent.get(`/api/projects/${project.id}`)).body;

    for (const page of [asVisitor, asArtist, asProducer]) {
      expect(page).toMatchObject({ imageUrl: "/uploads/poster.jpg", thumbnailUrl: "/uploads/poster.w480.webp", tags: [], avgRating: null, isOwner: false });
      expect(page.producer).toEqual(deletedProducerView(producer.id));
      expect(page.roleSummary).toEqual({ count: 3, minFee: 80_000, maxFee: 500_000, hasUnpaid: true, hasNegotiable: false });
      expect(
        page.roles.map((r: { id: number; filled: boolean; acceptedCount: number; applicationCount: number }) => [
          r.id,
          r.filled,
          r.acceptedCount,
          r.applicationCount,
        ]),
      ).toEqual([
        [lead!.id, true, 1, 1],
        [crew!.id, false, 0, 0],
        [extra!.id, false, 0, 1],
      ]);
    }
    expect(asArtist.roles[2].myApplication).toEqual({ id: mine.id, status: "pending" });
    expect(asArtist.myApplication).toMatchObject({ id: mine.id, roleId: extra!.id, media: [] });
    for (const page of [asVisitor, asProducer]) {
      expect(page.roles.map((r: { myApplication: unknown }) => r.myApplication)).toEqual([null, null, null]);
      expect(page.myApplication).toBeNull();
    }
  });

  it("when the id is unknown or not a number, then 404 (never 500)", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999999999999", "1e3", "%20"]) {
      const res = await t.request.get(`/api/projects/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message, id).toBe("프로젝트를 찾을 수 없습니다");
    }
  });

  it("when the id is a malformed URL escape, then 400 (never 500)", async () => {
    const res = await t.request.get("/api/projects/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BadRequest");
  });

  describe("view count", () => {
    it("when the same signed-in user opens it twice, then it counts once; a different user counts again", async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id });
      const { agent: first } = await signedIn(t, "artist");
      const { agent: second } = await signedIn(t, "producer");

      const a = await first.get(`/api/projects/${project.id}`);
      const b = await first.get(`/api/projects/${project.id}`);
      expect(a.body.viewCount).toBe(1);
      expect(b.body.viewCount).toBe(1);
      expect(await viewCountOf(project.id)).toBe(1);

      const c = await second.get(`/api/projects/${project.id}`);
      expect(c.body.viewCount).toBe(2);
      expect(await viewCountOf(project.id)).toBe(2);
      expect(await t.db.select().from(projectViews).where(eq(projectViews.projectId, project.id))).toHaveLength(2);
    });

    it("when a guest opens it twice, then it counts once", async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id });

      await t.request.get(`/api/projects/${project.id}`);
      await t.request.get(`/api/projects/${project.id}`);

      expect(await viewCountOf(project.id)).toBe(1);
    });

    it("when views are still in memory, then the page already shows them and one flush writes them all in one statement", async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id });
      const stored = () => storedViewCount(t.db, project.id);

      const a = await t.request.get(`/api/projects/${project.id}`).set("X-Forwarded-For", "203.0.113.1");
      const b = await t.request.get(`/api/projects/${project.id}`).set("X-Forwarded-For", "203.0.113.2");
      expect([a.body.viewCount, b.body.viewCount]).toEqual([1, 2]);
      expect(await stored()).toBe(0);

      const { countQueries } = await import("../../setup/query-counter");
      expect((await countQueries(() => t.views.flush())).count).toBe(1);
      expect(await stored()).toBe(2);
      // After the write the page shows the stored count, not stored + pending.
      expect((await t.request.get(`/api/projects/${project.id}`).set("X-Forwarded-For", "203.0.113.1")).body.viewCount).toBe(2);
    });

    it("when two app processes on one database see the same viewer the same day, then it counts once", async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id });
      const { ViewCounter } = await import("../../../server/features/projects/view-counter");
      const other = new ViewCounter(t.db);
      other.record(project.id, "u:someone", "2026-11-23");
      await other.flush();
      const mine = new ViewCounter(t.db);
      expect(mine.record(project.id, "u:someone", "2026-11-23")).toBe(1);
      mine.record(project.id, "u:another", "2026-11-23");
      await mine.flush();
      expect(await viewCountOf(project.id)).toBe(2);
      expect(await t.db.select().from(projectViews).where(eq(projectViews.projectId, project.id))).toHaveLength(2);
    });

    it("when the owner opens their own project, then the view is not counted", async () => {
      const { user: owner, agent } = await signedIn(t, "producer");
      const project = await insertProject(t.db, { producerId: owner.id });

      const res = await agent.get(`/api/projects/${project.id}`);
      await agent.get(`/api/projects/${project.id}`);

      expect(res.body.viewCount).toBe(0);
      expect(await viewCountOf(project.id)).toBe(0);
      expect(await t.db.select().from(projectViews).where(eq(projectViews.projectId, project.id))).toHaveLength(0);
    });
  });
});
