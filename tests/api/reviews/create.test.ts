import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, projects, reviews } from "@shared/schema/index";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

type ProjectStatus = (typeof projects.$inferInsert)["status"];
type User = Awaited<ReturnType<typeof insertUser>>;

const COMMENT = "약속을 잘 지키고 소통이 원활했습니다. 다음에도 함께하고 싶어요.";
const reviewsOf = (projectId: number) => t.db.select().from(reviews).where(eq(reviews.projectId, projectId));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function agentFor(user: User) {
  const agent = t.agent();
  await login(agent, user.email);
  return agent;
}

/**
 * A project in `status` with its producer, an accepted artist, an artist who entered by invitation,
 * a rejected applicant, a pending applicant and a stranger.
 */
async function cast(status: ProjectStatus = "completed") {
  const producer = await insertUser(t.db, { userType: "producer", firstName: "서연", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.id, title: "완료된 협업 전시", status });
  const accepted = await insertUser(t.db, { firstName: "민준", lastName: "최" });
  const invited = await insertUser(t.db);
  const rejected = await insertUser(t.db);
  const pending = await insertUser(t.db);
  const stranger = await insertUser(t.db);
  await insertApplication(t.db, { projectId: project.id, artistId: accepted.id, status: "accepted" });
  await insertApplication(t.db, { projectId: project.id, artistId: invited.id, status: "invited_accepted" });
  await insertApplication(t.db, { projectId: project.id, artistId: rejected.id, status: "rejected" });
  await insertApplication(t.db, { projectId: project.id, artistId: pending.id, status: "pending" });
  return { producer, project, accepted, invited, rejected, pending, stranger };
}

describe("POST /api/reviews", () => {
  it("when the producer reviews an accepted artist of a completed project, then 201, the row is written and the artist is notified", async () => {
    const { producer, project, accepted } = await cast();
    const agent = await agentFor(producer);

    const res = await agent.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: `  ${COMMENT}  ` });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ projectId: project.id, reviewerId: producer.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
    expect(typeof res.body.id).toBe("number");
    const rows = await reviewsOf(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.body.id, reviewerId: producer.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
    const notes = await notificationsOf(accepted.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ relatedId: String(project.id), read: false });
    expect(notes[0]!.message).toContain("완료된 협업 전시");
    expect(await notificationsOf(producer.id)).toHaveLength(0);
  });

  it("when an accepted artist reviews the producer, then 201, the row is written and the producer is notified", async () => {
    const { producer, project, accepted } = await cast();
    const agent = await agentFor(accepted);
    const res = await agent.post("/api/reviews").send({ projectId: String(project.id), revieweeId: producer.id, rating: "4", comment: COMMENT });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reviewerId: accepted.id, revieweeId: producer.id, rating: 4 });
    expect(await reviewsOf(project.id)).toHaveLength(1);
    expect(await notificationsOf(producer.id)).toHaveLength(1);
  });

  it("when an artist who entered by accepting an invitation reviews the producer, and the producer reviews them, then both are 201", async () => {
    const { producer, project, invited } = await cast();
    const byArtist = await (await agentFor(invited)).post("/api/reviews").send({ projectId: project.id, revieweeId: producer.id, rating: 3, comment: COMMENT });
    const byProducer = await (
      await agentFor(producer)
    )
      .post("/api/reviews")
      .send({ projectId: project.id, revieweeId: invited.id, rating: 5, comment: COMMENT });
    expect(byArtist.status).toBe(201);
    expect(byProducer.status).toBe(201);
    expect(await reviewsOf(project.id)).toHaveLength(2);
  });

  it("when the same pair reviews twice, then the second is 409 and only one row exists", async () => {
    const { producer, project, accepted } = await cast();
    const agent = await agentFor(producer);
    expect((await agent.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT })).status).toBe(201);

    const res = await agent
      .post("/api/reviews")
      .send({ projectId: project.id, revieweeId: accepted.id, rating: 1, comment: "마음이 바뀌었습니다. 다시 씁니다." });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "Conflict", message: "이미 후기를 작성했습니다." });
    const rows = await reviewsOf(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rating).toBe(5);
    expect(await notificationsOf(accepted.id)).toHaveLength(1);
  });

  it("when the producer and the artist review each other, then both directions are allowed once each", async () => {
    const { producer, project, accepted } = await cast();
    const a = await (await agentFor(producer)).post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
    const b = await (await agentFor(accepted)).post("/api/reviews").send({ projectId: project.id, revieweeId: producer.id, rating: 4, comment: COMMENT });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await reviewsOf(project.id)).toHaveLength(2);
  });

  it("when the same review is posted twice at once, then one is 201, the other 409, with one row and one notification", async () => {
    const { producer, project, accepted } = await cast();
    const agent = await agentFor(producer);
    const send = () => agent.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
    expect((await Promise.all([send(), send()])).map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reviewsOf(project.id)).toHaveLength(1);
    expect(await notificationsOf(accepted.id)).toHaveLength(1);
  });

  const refusedPairs: Array<{ name: string; pick: (c: Awaited<ReturnType<typeof cast>>) => [User, User] }> = [
    { name: "a rejected applicant reviews the producer", pick: (c) => [c.rejected, c.producer] },
    { name: "the producer reviews a rejected applicant", pick: (c) => [c.producer, c.rejected] },
    { name: "a pending applicant reviews the producer", pick: (c) => [c.pending, c.producer] },
    { name: "a stranger reviews the producer", pick: (c) => [c.stranger, c.producer] },
    { name: "the producer reviews a stranger", pick: (c) => [c.producer, c.stranger] },
    { name: "a stranger reviews an accepted artist", pick: (c) => [c.stranger, c.accepted] },
    { name: "an accepted artist reviews another accepted artist", pick: (c) => [c.accepted, c.invited] },
    { name: "the producer reviews themselves", pick: (c) => [c.producer, c.producer] },
    { name: "an accepted artist reviews themselves", pick: (c) => [c.accepted, c.accepted] },
  ];
  for (const pair of refusedPairs) {
    it(`when ${pair.name}, then 403 and nothing is written`, async () => {
      const c = await cast();
      const [reviewer, reviewee] = pair.pick(c);
      const res = await (await agentFor(reviewer)).post("/api/reviews").send({ projectId: c.project.id, revieweeId: reviewee.id, rating: 5, comment: COMMENT });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "Forbidden", message: "이 프로젝트에서 후기를 남길 수 있는 대상이 아닙니다." });
      expect(await reviewsOf(c.project.id)).toHaveLength(0);
      expect(await notificationsOf(reviewee.id)).toHaveLength(0);
    });
  }

  it("when the reviewee does not exist, then 403 and nothing is written", async () => {
    const { producer, project } = await cast();
    const res = await (await agentFor(producer)).post("/api/reviews").send({ projectId: project.id, revieweeId: "no-such-user", rating: 5, comment: COMMENT });
    expect(res.status).toBe(403);
    expect(await reviewsOf(project.id)).toHaveLength(0);
  });

  for (const status of ["published", "in_progress", "cancelled"] as const) {
    it(`when the project is ${status}, then 409 and nothing is written`, async () => {
      const { producer, project, accepted } = await cast(status);
      const res = await (await agentFor(producer)).post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "Conflict", message: "완료된 프로젝트에만 후기를 작성할 수 있습니다." });
      expect(await reviewsOf(project.id)).toHaveLength(0);
      expect(await notificationsOf(accepted.id)).toHaveLength(0);
    });
  }

  it("when the project does not exist or is a draft, then 404", async () => {
    const { producer, accepted } = await cast();
    const draft = await insertProject(t.db, { producerId: producer.id, status: "draft" });
    const agent = await agentFor(producer);
    for (const projectId of [999999, draft.id]) {
      const res = await agent.post("/api/reviews").send({ projectId, revieweeId: accepted.id, rating: 5, comment: COMMENT });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NotFound");
    }
    expect(await reviewsOf(draft.id)).toHaveLength(0);
  });

  it("when a guest posts a review, then 401 and nothing is written", async () => {
    const { project, accepted } = await cast();
    const res = await t.request.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT });
    expect(res.status).toBe(401);
    expect(await reviewsOf(project.id)).toHaveLength(0);
  });

  const invalid = [
    { name: "the rating is 0", patch: { rating: 0 }, field: "rating", message: "평점을 선택해주세요" },
    { name: "the rating is missing", patch: { rating: undefined }, field: "rating", message: "평점을 선택해주세요" },
    { name: "the rating is 3.5", patch: { rating: 3.5 }, field: "rating", message: "평점을 선택해주세요" },
    { name: "the rating is 6", patch: { rating: 6 }, field: "rating", message: "평점은 5점까지입니다" },
    { name: "the comment has 9 characters", patch: { comment: "가".repeat(9) }, field: "comment", message: "10자 이상 입력해주세요" },
    {
      name: "the comment is 9 characters padded with spaces",
      patch: { comment: `   ${"가".repeat(9)}   ` },
      field: "comment",
      message: "10자 이상 입력해주세요",
    },
    { name: "the comment has 501 characters", patch: { comment: "가".repeat(501) }, field: "comment", message: "500자 이하로 입력해주세요" },
    { name: "the reviewee is missing", patch: { revieweeId: undefined }, field: "revieweeId", message: "리뷰 대상을 선택해주세요" },
    { name: "the reviewee is empty", patch: { revieweeId: "" }, field: "revieweeId", message: "리뷰 대상을 선택해주세요" },
  ];
  for (const c of invalid) {
    it(`when ${c.name}, then 400 with '${c.message}' and nothing is written`, async () => {
      const { producer, project, accepted } = await cast();
      const body = { projectId: project.id, revieweeId: accepted.id, rating: 5, comment: COMMENT, ...c.patch };
      const res = await (await agentFor(producer)).post("/api/reviews").send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "Validation", message: c.message });
      expect(res.body.fieldErrors[c.field][0]).toBe(c.message);
      expect(await reviewsOf(project.id)).toHaveLength(0);
      expect(await notificationsOf(accepted.id)).toHaveLength(0);
    });
  }

  it("when the comment has exactly 10 and 500 characters and the rating is 1 and 5, then both are accepted", async () => {
    const { producer, project, accepted, invited } = await cast();
    const agent = await agentFor(producer);
    const short = await agent.post("/api/reviews").send({ projectId: project.id, revieweeId: accepted.id, rating: 1, comment: "가".repeat(10) });
    const long = await agent.post("/api/reviews").send({ projectId: project.id, revieweeId: invited.id, rating: 5, comment: "가".repeat(500) });
    expect([short.status, long.status]).toEqual([201, 201]);
    expect((await reviewsOf(project.id)).map((r) => r.rating).sort()).toEqual([1, 5]);
  });
});
