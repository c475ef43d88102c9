import { describe, expect, it } from "vitest";
import { projects, reviews } from "@shared/schema/index";
import { projectMsg } from "@shared/validators/projects";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

type ProjectStatus = (typeof projects.$inferInsert)["status"];
type User = Awaited<ReturnType<typeof insertUser>>;

const COMMENT = "함께 작업하는 내내 즐거웠습니다. 추천합니다.";

async function agentFor(user: User) {
  const agent = t.agent();
  await login(agent, user.email);
  return agent;
}

async function cast(status: ProjectStatus = "completed") {
  const producer = await insertUser(t.db, { userType: "producer", firstName: "서연", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.id, title: "한강 야외 설치전", status });
  const accepted = await insertUser(t.db, { firstName: "민준", lastName: "최" });
  const invited = await insertUser(t.db, { firstName: "하늘", lastName: "박" });
  const rejected = await insertUser(t.db);
  const stranger = await insertUser(t.db);
  await insertApplication(t.db, { projectId: project.id, artistId: accepted.id, status: "accepted" });
  await insertApplication(t.db, { projectId: project.id, artistId: invited.id, status: "invited_accepted" });
  await insertApplication(t.db, { projectId: project.id, artistId: rejected.id, status: "rejected" });
  return { producer, project, accepted, invited, rejected, stranger };
}

async function insertReviewRow(values: typeof reviews.$inferInsert) {
  const [row] = await t.db.insert(reviews).values(values).returning();
  return row!;
}

const canReview = async (agent: ReturnType<typeof t.agent> | typeof t.request, projectId: number | string, userId: string) => {
  const res = await agent.get(`/api/projects/${projectId}/can-review/${userId}`);
  expect(res.status).toBe(200);
  return res.body as { canReview: boolean };
};

describe("GET /api/projects/{id}/can-review/{userId}", () => {
  it("when the producer asks about an accepted or invited artist of a completed project, then canReview is true", async () => {
    const { producer, project, accepted, invited } = await cast();
    const agent = await agentFor(producer);
    expect(await canReview(agent, project.id, accepted.id)).toEqual({ canReview: true });
    expect(await canReview(agent, project.id, invited.id)).toEqual({ canReview: true });
  });

  it("when an accepted artist asks about the producer, then canReview is true", async () => {
    const { producer, project, accepted } = await cast();
    expect(await canReview(await agentFor(accepted), project.id, producer.id)).toEqual({ canReview: true });
  });

  it("when the pair is not allowed, then canReview is false", async () => {
    const { producer, project, accepted, invited, rejected, stranger } = await cast();
    const asProducer = await agentFor(producer);
    expect(await canReview(asProducer, project.id, rejected.id)).toEqual({ canReview: false });
    expect(await canReview(asProducer, project.id, stranger.id)).toEqual({ canReview: false });
    expect(await canReview(asProducer, project.id, producer.id)).toEqual({ canReview: false });
    expect(await canReview(await agentFor(rejected), project.id, producer.id)).toEqual({ canReview: false });
    expect(await canReview(await agentFor(stranger), project.id, producer.id)).toEqual({ canReview: false });
    const asArtist = await agentFor(accepted);
    expect(await canReview(asArtist, project.id, invited.id)).toEqual({ canReview: false });
    expect(await canReview(asArtist, project.id, accepted.id)).toEqual({ canReview: false });
  });

  it("when the review was already written, then canReview turns false for that pair only", async () => {
    const { producer, project, accepted, invited } = await cast();
    const agent = await agentFor(producer);
    expect((await agent.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT })).status).toBe(201);
    expect(await canReview(agent, project.id, accepted.id)).toEqual({ canReview: false });
    expect(await canReview(agent, project.id, invited.id)).toEqual({ canReview: true });
    expect(await canReview(await agentFor(accepted), project.id, producer.id)).toEqual({ canReview: true });
  });

  for (const status of ["published", "in_progress", "cancelled"] as const) {
    it(`when the project is ${status}, then canReview is false`, async () => {
      const { producer, project, accepted } = await cast(status);
      expect(await canReview(await agentFor(producer), project.id, accepted.id)).toEqual({ canReview: false });
      expect(await canReview(await agentFor(accepted), project.id, producer.id)).toEqual({ canReview: false });
    });
  }

  it("when a guest asks, then canReview is false", async () => {
    const { producer, project, accepted } = await cast();
    expect(await canReview(t.request, project.id, accepted.id)).toEqual({ canReview: false });
    expect(await canReview(t.request, project.id, producer.id)).toEqual({ canReview: false });
  });

  it("when the project does not exist or the id is 'abc', then 404", async () => {
    const { producer, accepted } = await cast();
    const agent = await agentFor(producer);
    for (const id of ["999999", "abc"]) {
      const res = await agent.get(`/api/projects/${id}/can-review/${accepted.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBeTruthy();
    }
  });

  // Penetration test (issue 30): a draft answered { canReview: false } to anyone, telling a stranger it exists.
  it("when a stranger, an applicant or a guest asks about a draft, then 404 as if it did not exist; its owner gets false", async () => {
    const { producer, project, accepted, stranger } = await cast("draft");
    for (const agent of [await agentFor(stranger), await agentFor(accepted), t.request]) {
      const res = await agent.get(`/api/projects/${project.id}/can-review/${producer.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(projectMsg.notFound);
    }
    expect(await canReview(await agentFor(producer), project.id, accepted.id)).toEqual({ canReview: false });
  });
});

describe("GET /api/projects/{id}/reviews", () => {
  it("when a project has reviews, then they are listed newest first with reviewer and reviewee names and the project title", async () => {
    const { producer, project, accepted, invited } = await cast();
    const old = await insertReviewRow({
      projectId: project.id,
      reviewerId: invited.id,
      revieweeId: producer.id,
      rating: 3,
      comment: "오래전에 남긴 후기입니다.",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const first = await (
      await agentFor(producer)
    )
      .post("/api/reviews")
      .send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: "성실하고 완성도 높은 작업이었습니다." });
    expect(first.status).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    const second = await (
      await agentFor(accepted)
    )
      .post("/api/reviews")
      .send({ projectId: project.id, revieweeId: producer.id, rating: 4, comment: "기획이 명확해서 작업하기 좋았습니다." });
    expect(second.status).toBe(201);
    // A review of another project stays out.
    const other = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    await insertReviewRow({ projectId: other.id, reviewerId: producer.id, revieweeId: accepted.id, rating: 1, comment: "다른 프로젝트 후기입니다." });

    const res = await t.request.get(`/api/projects/${project.id}/reviews`);

    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([second.body.id, first.body.id, old.id]);
    expect(res.body[0]).toMatchObject({
      projectId: project.id,
      reviewerId: accepted.id,
      revieweeId: producer.id,
      rating: 4,
      comment: "기획이 명확해서 작업하기 좋았습니다.",
      reviewer: { id: accepted.id, firstName: "민준", lastName: "최" },
      reviewee: { id: producer.id, firstName: "서연", lastName: "이" },
      project: { title: "한강 야외 설치전" },
    });
    expect(res.body[1]).toMatchObject({ reviewer: { firstName: "서연" }, reviewee: { firstName: "민준" }, project: { title: "한강 야외 설치전" } });
    expect(res.body[2]).toMatchObject({ reviewer: { firstName: "하늘", lastName: "박" }, reviewee: { firstName: "서연" } });
    expect(new Date(res.body[2].createdAt).getTime()).toBe(old.createdAt.getTime());
    expect(res.body[0].reviewer.email).toBeUndefined();
  });

  it("when a project has no reviews, then the list is empty", async () => {
    const { project } = await cast();
    const res = await t.request.get(`/api/projects/${project.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("when the project is someone else's draft, then 404 for guests and other users, but the owner sees it", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const draft = await insertProject(t.db, { producerId: producer.id, status: "draft" });
    const other = await insertUser(t.db, { userType: "producer" });
    const guest = await t.request.get(`/api/projects/${draft.id}/reviews`);
    expect(guest.status).toBe(404);
    expect(guest.body.code).toBe("NotFound");
    expect((await (await agentFor(other)).get(`/api/projects/${draft.id}/reviews`)).status).toBe(404);
    const own = await (await agentFor(producer)).get(`/api/projects/${draft.id}/reviews`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
  });

  it("when the project does not exist or the id is 'abc', then 404", async () => {
    for (const id of ["999999", "abc"]) {
      const res = await t.request.get(`/api/projects/${id}/reviews`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NotFound");
    }
  });
});

describe("GET /api/projects/{id} avgRating", () => {
  it("when reviews are written, then the project shows their average with one decimal", async () => {
    const { producer, project, accepted, invited } = await cast();
    const before = await t.request.get(`/api/projects/${project.id}`);
    expect(before.status).toBe(200);
    expect(before.body.avgRating).toBeNull();

    const asProducer = await agentFor(producer);
    expect((await asProducer.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT })).status).toBe(201);
    expect((await asProducer.post("/api/reviews").send({ projectId: project.id, revieweeId: invited.id, rating: 4, comment: COMMENT })).status).toBe(201);
    const two = await t.request.get(`/api/projects/${project.id}`);
    expect(two.body.avgRating).toBe(4.5);

    expect(
      (await (await agentFor(accepted)).post("/api/reviews").send({ projectId: project.id, revieweeId: producer.id, rating: 4, comment: COMMENT })).status,
    ).toBe(201);
    const three = await t.request.get(`/api/projects/${project.id}`);
    expect(three.status).toBe(200);
    // (5 + 4 + 4) / 3 = 4.333…
    expect(three.body.avgRating).toBe(4.3);
  });

  it("when the average rounds up, then it shows one decimal (5 + 5 + 4 = 4.7)", async () => {
    const { producer, project, accepted, invited } = await cast();
    await insertReviewRow({ projectId: project.id, reviewerId: producer.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
    await insertReviewRow({ projectId: project.id, reviewerId: producer.id, revieweeId: invited.id, rating: 5, comment: COMMENT });
    await insertReviewRow({ projectId: project.id, reviewerId: accepted.id, revieweeId: producer.id, rating: 4, comment: COMMENT });
    const res = await t.request.get(`/api/projects/${project.id}`);
    expect(res.body.avgRating).toBe(4.7);
  });
});
