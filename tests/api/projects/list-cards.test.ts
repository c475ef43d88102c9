import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectFavorites, users } from "@shared/schema/index";
import { insertProject } from "../../factories/projects";
import { deletedProducerView, insertUser } from "../../factories/users";
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
    expect(res.body.items[0].producer).toEqual(deletedProducerView(gone.id));
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
