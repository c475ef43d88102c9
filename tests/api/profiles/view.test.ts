import { describe, expect, it } from "vitest";
import { userFollows } from "@shared/schema/index";
import { insertProject, insertReview } from "../../factories/projects";
import { insertAward, insertEducation, insertExperience, insertPerson, insertPortfolio } from "../../factories/profiles";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

describe("GET /api/users/{id}", () => {
  it("when a guest views an artist, then every section is there and the e-mail is masked, never sent", async () => {
    const artist = await insertPerson(t.db, {
      userType: "artist",
      email: "jimin.kim@example.com",
      firstName: "지민",
      lastName: "김",
      bio: "빛과 공간을 다루는 설치미술가입니다.",
      location: "서울",
      website: "https://jimin.example.com",
      yearsOfExperience: 7,
      tags: ["설치미술", "회화"],
    });
    const pdf = await insertPortfolio(t.db, { userId: artist.id, title: "도록", imageUrl: "/uploads/doc.pdf", userRole: "artist" });
    const image = await insertPortfolio(t.db, { userId: artist.id, title: "대표작", imageUrl: "/uploads/pic.png", featured: true, userRole: "artist" });
    await insertExperience(t.db, { userId: artist.id, title: "개인전 〈빛〉", startDate: "2021-05-01", endDate: "2021-06-01", type: "exhibition" });
    await insertAward(t.db, { userId: artist.id, title: "신진작가상", year: 2022 });
    await insertEducation(t.db, { userId: artist.id, institution: "한국예술종합학교", degree: "학사", startDate: "2012-03-01", endDate: "2016-02-28" });

    const res = await t.request.get(`/api/users/${artist.id}`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: artist.id,
      firstName: "지민",
      lastName: "김",
      email: null,
      displayEmail: "ji***@example.com",
      userType: "artist",
      bio: "빛과 공간을 다루는 설치미술가입니다.",
      location: "서울",
      website: "https://jimin.example.com",
      yearsOfExperience: 7,
      isOwner: false,
      isFollowing: false,
      stats: null,
      projects: [],
      averageRating: null,
      totalReviews: 0,
    });
    expect(res.body.tags.map((x: { name: string }) => x.name)).toEqual(["설치미술", "회화"]);
    expect(res.body.tags[0]).toHaveProperty("slug");
    expect(res.body.portfolios.map((p: { id: number }) => p.id)).toEqual([image.id, pdf.id]);
    expect(res.body.portfolios[0]).toMatchObject({ fileType: "image", thumbnailUrl: "/uploads/pic.w480.webp", tags: [] });
    expect(res.body.portfolios[1]).toMatchObject({ fileType: "pdf", thumbnailUrl: null });
    expect(res.body.experiences[0]).toMatchObject({
      title: "개인전 〈빛〉",
      startDate: "2021-05-01",
      endDate: "2021-06-01",
      isCurrent: false,
      type: "exhibition",
    });
    expect(res.body.awards[0]).toMatchObject({ title: "신진작가상", year: 2022 });
    expect(res.body.education[0]).toMatchObject({ institution: "한국예술종합학교", degree: "학사" });
    for (const secret of ["password", "searchTokens", "emailVerificationToken", "isDeleted", "deletionReason"]) expect(res.body).not.toHaveProperty(secret);
    expect(JSON.stringify(res.body)).not.toContain("jimin.kim@");
  });

  it("when another member views the profile, then the e-mail is still masked; the owner gets it in full", async () => {
    const { user: owner, agent: ownerAgent } = await signedIn(t, "artist", { email: "ab@example.com" });
    const { agent: other } = await signedIn(t, "producer");

    const seen = await other.get(`/api/users/${owner.id}`);
    const own = await ownerAgent.get(`/api/users/${owner.id}`);

    expect(seen.body).toMatchObject({ email: null, displayEmail: "a***@example.com", isOwner: false });
    expect(own.body).toMatchObject({ email: "ab@example.com", displayEmail: "ab@example.com", isOwner: true });
  });

  it("when a producer is viewed, then listed projects newest first, stats, reviews received and the rating come with it", async () => {
    const producer = await insertPerson(t.db, { userType: "producer" });
    const artist = await insertPerson(t.db, { userType: "artist", firstName: "다솜", lastName: "박" });
    await insertProject(t.db, { producerId: producer.id, status: "draft", title: "비공개 초안" });
    await insertProject(t.db, { producerId: producer.id, status: "cancelled" });
    const done = await insertProject(t.db, { producerId: producer.id, status: "completed", createdAt: new Date("2025-01-01T00:00:00Z"), tags: ["조각"] });
    const done2 = await insertProject(t.db, { producerId: producer.id, status: "completed", createdAt: new Date("2025-02-01T00:00:00Z") });
    const running = await insertProject(t.db, {
      producerId: producer.id,
      status: "in_progress",
      createdAt: new Date("2025-03-01T00:00:00Z"),
      imageUrl: "/uploads/c.png",
    });
    const open = await insertProject(t.db, { producerId: producer.id, status: "published", createdAt: new Date("2025-04-01T00:00:00Z") });
    await insertReview(t.db, { projectId: done.id, reviewerId: artist.id, revieweeId: producer.id, rating: 5 });
    await insertReview(t.db, { projectId: done2.id, reviewerId: artist.id, revieweeId: producer.id, rating: 4 });

    const res = await t.request.get(`/api/users/${producer.id}`);

    expect(res.status).toBe(200);
    expect(res.body.projects.map((p: { id: number }) => p.id)).toEqual([open.id, running.id, done2.id, done.id]);
    expect(res.body.projects[1]).toMatchObject({ status: "in_progress", thumbnailUrl: "/uploads/c.w480.webp" });
    expect(res.body.projects[3].tags.map((x: { name: string }) => x.name)).toEqual(["조각"]);
    expect(res.body.projectsTotal).toBe(4);
    expect(res.body.stats).toEqual({ totalProjects: 4, completedProjects: 2, inProgressProjects: 1, avgRating: 4.5 });
    expect(res.body).toMatchObject({ averageRating: 4.5, totalReviews: 2 });
    expect(res.body.reviews).toHaveLength(2);
    expect(res.body.reviews[0]).toMatchObject({
      revieweeId: producer.id,
      reviewer: { id: artist.id, firstName: "다솜" },
      project: { title: expect.any(String) },
    });
  });

  it("when the reviews of a user are asked for, then those received come newest first; unknown users 404", async () => {
    const producer = await insertPerson(t.db, { userType: "producer" });
    const artist = await insertPerson(t.db, { userType: "artist" });
    const p1 = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    const p2 = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    const older = await insertReview(t.db, { projectId: p1.id, reviewerId: producer.id, revieweeId: artist.id, rating: 3 });
    const newer = await insertReview(t.db, { projectId: p2.id, reviewerId: producer.id, revieweeId: artist.id, rating: 5 });
    await insertReview(t.db, { projectId: p2.id, reviewerId: artist.id, revieweeId: producer.id, rating: 4 });

    const res = await t.request.get(`/api/users/${artist.id}/reviews`);

    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(res.body[0]).toMatchObject({ rating: 5, reviewer: { id: producer.id }, reviewee: { id: artist.id }, project: { title: p2.title } });
    expect((await t.request.get("/api/users/nobody/reviews")).status).toBe(404);
  });

  it("when the viewer follows the user, then isFollowing is true and the counts include it", async () => {
    const target = await insertPerson(t.db, { userType: "artist" });
    const { user: fan, agent } = await signedIn(t, "producer");
    await t.db.insert(userFollows).values({ followerId: fan.id, followingId: target.id });

    const res = await agent.get(`/api/users/${target.id}`);

    expect(res.body).toMatchObject({ isFollowing: true, followerCount: 1, followingCount: 0 });
  });

  it("when the id is unknown, withdrawn, unverified or not an id at all, then 404 with the spec's message", async () => {
    const deleted = await insertPerson(t.db, { isDeleted: true });
    const unverified = await insertPerson(t.db, { emailVerified: false });
    for (const id of ["3f0c9b1e-0000-4000-8000-000000000000", deleted.id, unverified.id, "..%2F..", "%EA%B0%80"]) {
      const res = await t.request.get(`/api/users/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe("사용자를 찾을 수 없습니다");
    }
  });
});
