import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectFavorites, projectRoles, users } from "@shared/schema/index";
import { cardsByIds, projectsOfProducer } from "../../../server/features/projects/repository";
import { CONDITIONS, insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { deletedCardProducerView, insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// The rules every list card follows (service.toCard over repository.cardsByIds and the other card queries):
// a deleted producer, the producer's own e-mail, the page's order, the favourites' order.
const t = await createTestApp();

describe("list cards", () => {
  it("when a producer's account is deleted, then their cards keep the producer's id and nothing else", async () => {
    const gone = await insertUser(t.db, { userType: "producer", firstName: "민", lastName: "정", bio: "소개", location: "서울" });
    const project = await insertProject(t.db, { producerId: gone.id, imageUrl: "/uploads/poster.jpg" });
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));

    const res = await t.request.get("/api/projects").query({ producer: gone.id });

    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ id: project.id, producerId: gone.id, thumbnailUrl: "/uploads/poster.w480.webp", tags: [], roleSummary: null });
    expect(res.body.items[0].producer).toEqual(deletedCardProducerView(gone.id));
  });

  it("when a project has a long description and requirements, then its list cards carry neither (nor the producer's bio), and its page carries both", async () => {
    const { agent, user } = await signedIn(t, "producer");
    await t.db.update(users).set({ bio: "20년째 무대를 만듭니다", location: "서울" }).where(eq(users.id, user.id));
    const description = "무대 위 몸의 언어를 탐구합니다. ".repeat(250);
    const project = await insertProject(t.db, { producerId: user.id, description, requirements: "현대무용 경력 3년 이상" });

    const cards = [
      (await t.request.get("/api/projects").query({ producer: user.id })).body.items[0],
      (await t.request.get("/api/projects/public").query({ limit: 6 })).body.find((c: { id: number }) => c.id === project.id),
      (await agent.get("/api/my-projects")).body[0],
    ];
    for (const card of cards) {
      expect(card.id).toBe(project.id);
      expect(card).not.toHaveProperty("description");
      expect(card).not.toHaveProperty("requirements");
      expect(Object.keys(card.producer).sort()).toEqual(["email", "firstName", "id", "isDeleted", "lastName", "profileImageUrl"]);
      expect(JSON.stringify(card).length).toBeLessThan(1_500);
    }
    const page = (await t.request.get(`/api/projects/${project.id}`)).body;
    expect(page).toMatchObject({ description, requirements: "현대무용 경력 3년 이상", producer: { bio: "20년째 무대를 만듭니다", location: "서울" } });
  });

  it("when members list projects, then a producer sees their own e-mail on their own cards only, and nobody else sees it", async () => {
    const me = await signedIn(t, "producer");
    const other = await insertUser(t.db, { userType: "producer" });
    const mine = await insertProject(t.db, { producerId: me.user.id });
    const theirs = await insertProject(t.db, { producerId: other.id });
    const artist = await signedIn(t, "artist");

    for (const producer of [me.user.id, other.id]) {
      const own = await me.agent.get("/api/projects").query({ producer });
      const card = own.body.items[0];
      expect(card.id).toBe(producer === me.user.id ? mine.id : theirs.id);
      expect(card.producer.email).toBe(producer === me.user.id ? me.user.email : null);
      const seen = await artist.agent.get("/api/projects").query({ producer });
      expect(seen.body.items[0].producer.email).toBeNull();
    }
    const own = await me.agent.get("/api/my-projects");
    expect(own.body.map((c: { producer: { email: string | null } }) => c.producer.email)).toEqual([me.user.email]);
  });

  it("when the cards statement maps its rows by hand, then every field is what drizzle's mapping of the same columns gives", async () => {
    const producer = await insertUser(t.db, { userType: "producer", firstName: "하늘", lastName: "윤", bio: "기획자", location: "부산" });
    const artist = await insertUser(t.db, { userType: "artist" });
    const full = await insertProject(t.db, {
      producerId: producer.id,
      imageUrl: "/uploads/full.png",
      conditions: CONDITIONS,
      budget: "100~500만원",
      startDate: "2026-12-01",
      endDate: "2026-12-20",
      deadline: "2026-11-30",
      tags: ["무용", "현대"],
      viewCount: 7,
    });
    await t.db.insert(projectRoles).values([
      { projectId: full.id, position: 0, name: "주연", category: "배우", headcount: 1, feeKind: "fixed", feeAmount: 500_000 },
      { projectId: full.id, position: 1, name: "조연", category: "무용수", headcount: 2, feeKind: "negotiable" },
    ]);
    await insertApplication(t.db, { projectId: full.id, artistId: artist.id, status: "accepted" });
    await insertInvitation(t.db, { projectId: full.id, producerId: producer.id, artistId: artist.id });
    const bare = await insertProject(t.db, { producerId: producer.id, budget: null, location: null, conditions: null, status: "draft" });

    const byDrizzle = await projectsOfProducer(t.db, producer.id);
    const byHand = await cardsByIds(t.db, [full.id, bare.id]);

    expect(byHand).toEqual([full.id, bare.id].map((id) => byDrizzle.find((r) => r.id === id)));
    expect(byHand[0]).toMatchObject({ viewCount: 7, applicationCount: 1, acceptedCount: 1, invitationCount: 1, conditions: CONDITIONS });
    expect(byHand[0]!.tags!.map((tag) => tag.name).sort()).toEqual(["무용", "현대"]);
    expect(byHand[0]!.roleSummary).not.toBeNull();
    expect(byHand[0]!.createdAt).toBeInstanceOf(Date);
    expect(byHand[0]!.producer).toMatchObject({ id: producer.id, firstName: "하늘", lastName: "윤", isDeleted: false });
  });

  it("when a member keeps projects at the same moment, then their favourites come in one stable order (the newest project first among ties)", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const owner = await insertUser(t.db, { userType: "producer" });
    const kept = [];
    for (let i = 0; i < 4; i++) kept.push(await insertProject(t.db, { producerId: owner.id }));
    const at = new Date();
    await t.db.insert(projectFavorites).values(kept.map((p) => ({ userId: user.id, projectId: p.id, createdAt: at })));

    const expected = kept.map((p) => p.id).sort((a, b) => b - a);
    for (let round = 0; round < 3; round++) {
      const res = await agent.get("/api/my-favorites");
      expect(res.status).toBe(200);
      expect(res.body.map((c: { id: number }) => c.id)).toEqual(expected);
    }
  });

  it("when the default list is paged to its end and past it, then every page says how many there are and whether more follow", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    for (let i = 0; i < 3; i++) await insertProject(t.db, { producerId: owner.id });
    const first = await t.request.get("/api/projects");
    const total = first.body.total as number;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.body).toMatchObject({ totalCapped: false, hasMore: total > 20 });

    const last = await t.request.get("/api/projects").query({ offset: total - 1 });
    expect(last.body).toMatchObject({ total, totalCapped: false, hasMore: false });
    expect(last.body.items).toHaveLength(1);
    const fullPage = await t.request.get("/api/projects").query({ offset: total - 2, limit: 2 });
    expect(fullPage.body).toMatchObject({ total, hasMore: false });
    const tail = await t.request.get("/api/projects").query({ offset: Math.max(0, total - 20) });
    expect(fullPage.body.items.map((c: { id: number }) => c.id)).toEqual(tail.body.items.slice(-2).map((c: { id: number }) => c.id));
    const past = await t.request.get("/api/projects").query({ offset: total });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ items: [], total, totalCapped: false, hasMore: false });
  });

  it("when a page's ids are asked for, then the cards come in the page's order and an empty page is an empty list", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await insertProject(t.db, { producerId: owner.id, createdAt: new Date(Date.now() - i * 1000) }));

    const res = await t.request.get("/api/projects").query({ producer: owner.id });
    expect(res.body.items.map((c: { id: number }) => c.id)).toEqual(made.map((p) => p.id));
    expect(res.body).toMatchObject({ total: 3, totalCapped: false, hasMore: false });

    const empty = await t.request.get("/api/projects").query({ producer: owner.id, offset: 3 });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], total: 3, totalCapped: false, hasMore: false });
  });
});
