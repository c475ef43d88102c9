import { describe, expect, it } from "vitest";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// This file's database holds only the projects made below.
const t = await createTestApp();
const producer = await insertUser(t.db, { userType: "producer", firstName: "서연" });
const base = Date.now() - 100 * 60_000;
const at = (minutes: number) => new Date(base + minutes * 60_000);
const published: Array<Awaited<ReturnType<typeof insertProject>>> = [];
for (let i = 0; i < 8; i += 1) {
  // viewCount rises with i, createdAt falls with i: popular and newest orders are opposite.
  published.push(await insertProject(t.db, { producerId: producer.id, title: `공개 ${i}`, viewCount: i * 10, createdAt: at(50 - i), tags: ["회화"] }));
}
for (const status of ["draft", "in_progress", "completed", "cancelled"] as const) {
  await insertProject(t.db, { producerId: producer.id, status, viewCount: 1000, createdAt: at(99) });
}
const ids = (body: Array<{ id: number }>) => body.map((p) => p.id);

describe("GET /api/projects/public", () => {
  it("when no options are given, then the 6 most viewed published projects come, cacheable", async () => {
    const res = await t.request.get("/api/projects/public");

    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(
      published
        .map((p) => p.id)
        .reverse()
        .slice(0, 6),
    );
    expect(res.body.every((p: { status: string }) => p.status === "published")).toBe(true);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.body[0]).toMatchObject({ tags: [{ name: "회화" }], producer: { id: producer.id, firstName: "서연", email: null } });
  });

  it("when sortBy=newest and limit=3, then the 3 newest published projects come", async () => {
    const res = await t.request.get("/api/projects/public").query({ limit: 3, sortBy: "newest" });

    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(published.slice(0, 3).map((p) => p.id));
  });

  it("when sortBy=popular is explicit, then it equals the default order", async () => {
    const a = await t.request.get("/api/projects/public").query({ sortBy: "popular", limit: 8 });
    expect(ids(a.body)).toEqual(published.map((p) => p.id).reverse());
  });

  it("when a signed-in member asks, then the shared cacheable answer still hides producer e-mails", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.get("/api/projects/public");
    expect(res.body[0].producer.email).toBeNull();
  });

  it("when limit or sortBy is out of range, then 400", async () => {
    for (const query of [{ limit: 21 }, { limit: 0 }, { limit: "x" }, { sortBy: "budget" }]) {
      const res = await t.request.get("/api/projects/public").query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe("Validation");
    }
  });
});
