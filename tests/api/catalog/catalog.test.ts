import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { portfolios, userTagLinks, userTags } from "@shared/schema/index";
import { insertProject, insertReview } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

// This file's database holds only the users, projects and reviews made here.
const t = await createTestApp();

const tagId = async (name: string) => (await t.db.select({ id: userTags.id }).from(userTags).where(eq(userTags.name, name)))[0]!.id;

describe("GET /api/locations", () => {
  it("when asked, then the 18 regions of migration 0001 come in their sort order, cacheable for 10 minutes", async () => {
    const res = await t.request.get("/api/locations");

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(18);
    expect(res.body.map((l: { name: string }) => l.name)).toEqual([
      "서울",
      "부산",
      "대구",
      "인천",
      "광주",
      "대전",
      "울산",
      "세종",
      "경기",
      "강원",
      "충북",
      "충남",
      "전북",
      "전남",
      "경북",
      "경남",
      "제주",
      "온라인",
    ]);
    expect(res.body[0]).toEqual({ id: expect.any(Number), code: "seoul", name: "서울", region: "수도권" });
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
  });
});

// Built once at the top; each test below reads the same data.
const producer = await insertUser(t.db, { userType: "producer" });
const star = await insertUser(t.db, { firstName: "별", createdAt: new Date(Date.now() - 3 * 86_400_000) });
const good = await insertUser(t.db, { firstName: "좋음", createdAt: new Date(Date.now() - 2 * 86_400_000) });
const fresh = await insertUser(t.db, { firstName: "신인", createdAt: new Date(Date.now() - 1 * 86_400_000) });
const unverified = await insertUser(t.db, { firstName: "미인증", emailVerified: false, createdAt: new Date() });
const deleted = await insertUser(t.db, { firstName: "탈퇴", isDeleted: true, createdAt: new Date() });
const projects = [];
for (const status of ["published", "in_progress", "completed", "completed", "draft", "cancelled"] as const) {
  projects.push(await insertProject(t.db, { producerId: producer.id, status }));
}
const [, , done1, done2] = projects;
// star: 5, 4 -> 4.5; good: 4, 4, 5 -> 4.3 (4.333...); producer: 3.
await insertReview(t.db, { projectId: done1!.id, reviewerId: producer.id, revieweeId: star.id, rating: 5 });
await insertReview(t.db, { projectId: done2!.id, reviewerId: producer.id, revieweeId: star.id, rating: 4 });
await insertReview(t.db, { projectId: done1!.id, reviewerId: producer.id, revieweeId: good.id, rating: 4 });
await insertReview(t.db, { projectId: done2!.id, reviewerId: producer.id, revieweeId: good.id, rating: 4 });
await insertReview(t.db, { projectId: done1!.id, reviewerId: star.id, revieweeId: good.id, rating: 5 });
await insertReview(t.db, { projectId: done1!.id, reviewerId: star.id, revieweeId: producer.id, rating: 3 });
await t.db.insert(userTagLinks).values([
  { userId: star.id, tagId: await tagId("회화") },
  { userId: star.id, tagId: await tagId("조각") },
]);
await t.db.insert(portfolios).values([1, 2, 3, 4].map((i) => ({ userId: star.id, title: `작품 ${i}`, imageUrl: `/uploads/p${i}.png`, featured: i === 4 })));

describe("GET /api/stats/public and /api/artists/public", () => {
  it("when stats are asked, then visible projects, active artists, reviews and the average rating with one decimal are counted", async () => {
    const res = await t.request.get("/api/stats/public");

    expect(res.status).toBe(200);
    // Projects: published, in_progress and the two completed ones (drafts and cancelled are never shown).
    // Artists: verified artist accounts not deleted (the unverified one is not counted). Reviews: 6, mean 25/6 = 4.1666 -> 4.2.
    expect(res.body).toEqual({ projects: 4, artists: 3, reviews: 6, averageRating: 4.2 });
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
  });

  it("when artists are asked with no options, then the 3 best rated verified artists come with one-decimal ratings, tags and at most 3 portfolios", async () => {
    const res = await t.request.get("/api/artists/public");

    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([star.id, good.id, fresh.id]);
    expect(res.body[0]).toMatchObject({ firstName: "별", userType: "artist", averageRating: 4.5, totalReviews: 2 });
    expect(res.body[1]).toMatchObject({ averageRating: 4.3, totalReviews: 3 });
    expect(res.body[2]).toMatchObject({ averageRating: null, totalReviews: 0, tags: [], portfolios: [] });
    expect(res.body[0].tags.map((x: { name: string }) => x.name).sort()).toEqual(["조각", "회화"].sort());
    expect(res.body[0].portfolios).toHaveLength(3);
    expect(res.body[0].portfolios[0]).toEqual({ title: "작품 4", imageUrl: "/uploads/p4.png", featured: true });
    for (const a of res.body) {
      expect(a).not.toHaveProperty("email");
      expect(a).not.toHaveProperty("password");
    }
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("when sortBy=newest, then the newest verified artists come first and unverified or deleted ones never", async () => {
    const res = await t.request.get("/api/artists/public").query({ sortBy: "newest", limit: 10 });

    const got = res.body.map((a: { id: string }) => a.id);
    expect(got).toEqual([fresh.id, good.id, star.id]);
    expect(got).not.toContain(unverified.id);
    expect(got).not.toContain(deleted.id);
  });

  it("when limit is 1, then one artist comes; limit above 20 is 400", async () => {
    expect((await t.request.get("/api/artists/public").query({ limit: 1 })).body).toHaveLength(1);
    expect((await t.request.get("/api/artists/public").query({ limit: 21 })).status).toBe(400);
  });
});
