import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, notifications } from "@shared/schema/index";
import { dayFromToday, insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

/** A cover letter of exactly `n` characters. */
const letter = (n: number) => "가".repeat(n);
const COVER = "안녕하세요. 설치미술과 미디어아트 작업을 해온 작가입니다. 이번 전시의 주제에 깊이 공감하여 지원합니다.";

const applicationsOf = (projectId: number) => t.db.select().from(applications).where(eq(applications.projectId, projectId));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function openProject(overrides: Partial<Parameters<typeof insertProject>[1]> = {}) {
  const producer = await insertUser(t.db, { userType: "producer" });
  const project = await insertProject(t.db, { producerId: producer.id, title: "여름 설치미술전", ...overrides });
  return { producer, project };
}

describe("POST /api/applications", () => {
  it("when an artist applies to a published project before its deadline, then 201, a pending row is written and the producer is notified", async () => {
    const { producer, project } = await openProject();
    const { user, agent } = await signedIn(t, "artist");

    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: `  ${COVER}  ` });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ projectId: project.id, artistId: user.id, status: "pending", coverLetter: COVER, reason: null });
    expect(typeof res.body.id).toBe("number");
    expect(new Date(res.body.appliedAt).toString()).not.toBe("Invalid Date");
    const rows = await applicationsOf(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.body.id, artistId: user.id, status: "pending", coverLetter: COVER });
    const notes = await notificationsOf(producer.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "application", relatedId: String(project.id), read: false });
    expect(notes[0]!.message).toContain("여름 설치미술전");
    expect(await notificationsOf(user.id)).toHaveLength(0);
  });

  // Penetration test (issue 30): apply-and-cancel loops notified the producer once per application, up to the write limit.
  it("when an artist applies and cancels in a loop, then each cancel takes back the producer's unread notice, so the loop leaves one; a notice already read stays", async () => {
    const { producer, project } = await openProject();
    const { agent } = await signedIn(t, "artist");
    const before = await signedIn(t, "artist");
    // Another artist's application, earlier: its notice is unread too and looks the same.
    expect((await before.agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER })).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
      expect(res.status).toBe(201);
      expect((await notificationsOf(producer.id)).filter((n) => !n.read)).toHaveLength(2);
      expect((await agent.delete(`/api/applications/${res.body.id}`)).status).toBe(200);
      expect((await notificationsOf(producer.id)).filter((n) => !n.read)).toHaveLength(1);
    }
    expect(await notificationsOf(producer.id)).toHaveLength(1);

    // Once the producer has read the notice, cancelling does not touch it.
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    const producerAgent = t.agent();
    await login(producerAgent, producer.email);
    expect((await producerAgent.patch("/api/notifications/mark-all-read")).status).toBe(200);
    expect((await agent.delete(`/api/applications/${res.body.id}`)).status).toBe(200);
    expect(await notificationsOf(producer.id)).toMatchObject([{ read: true }, { read: true }]);
  });

  it("when the deadline is today, then applying is still allowed", async () => {
    const { project } = await openProject({ deadline: dayFromToday(0) });
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(201);
    expect(await applicationsOf(project.id)).toHaveLength(1);
  });

  it("when the project has no deadline, then applying is allowed", async () => {
    const { project } = await openProject({ deadline: null });
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/applications").send({ projectId: String(project.id), coverLetter: letter(50) });
    expect(res.status).toBe(201);
    expect(res.body.coverLetter).toBe(letter(50));
  });

  it("when a guest applies, then 401 and no row is written", async () => {
    const { project } = await openProject();
    const res = await t.request.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("Unauthorized");
    expect(await applicationsOf(project.id)).toHaveLength(0);
  });

  it("when a producer applies, then 403 and no row is written", async () => {
    const { project } = await openProject();
    const { agent } = await signedIn(t, "producer");
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "Forbidden", message: "아티스트만 지원할 수 있습니다." });
    expect(await applicationsOf(project.id)).toHaveLength(0);
  });

  it("when the project does not exist, then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/applications").send({ projectId: 999999, coverLetter: COVER });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "NotFound", message: "프로젝트를 찾을 수 없습니다" });
  });

  it("when the project is a draft, then 404 and no row is written", async () => {
    const { project } = await openProject({ status: "draft" });
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NotFound");
    expect(await applicationsOf(project.id)).toHaveLength(0);
  });

  // The project id travels in the body here, so a non-numeric one is a validation error (path ids give 404).
  it("when the project id is 'abc', then 400 with 프로젝트를 선택해주세요 and nothing is written", async () => {
    const { agent } = await signedIn(t, "artist");
    const before = (await t.db.select().from(applications)).length;
    const res = await agent.post("/api/applications").send({ projectId: "abc", coverLetter: COVER });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.projectId).toEqual(["프로젝트를 선택해주세요"]);
    expect((await t.db.select().from(applications)).length).toBe(before);
  });

  for (const status of ["in_progress", "completed", "cancelled"] as const) {
    it(`when the project is ${status}, then 409 and no row is written`, async () => {
      const { project } = await openProject({ status });
      const { agent } = await signedIn(t, "artist");
      const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "Conflict", message: "모집 중인 프로젝트가 아닙니다." });
      expect(await applicationsOf(project.id)).toHaveLength(0);
    });
  }

  it("when the deadline has passed, then 409 and no row is written", async () => {
    const { producer, project } = await openProject({ deadline: dayFromToday(-1) });
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "Conflict", message: "지원 마감일이 지났습니다." });
    expect(await applicationsOf(project.id)).toHaveLength(0);
    expect(await notificationsOf(producer.id)).toHaveLength(0);
  });

  it("when the artist already applied, then 409 and the first application stays the only one", async () => {
    const { producer, project } = await openProject();
    const { user, agent } = await signedIn(t, "artist");
    const first = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(first.status).toBe(201);

    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: letter(60) });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "Conflict", message: "이미 지원한 프로젝트입니다." });
    const rows = await applicationsOf(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.id, artistId: user.id, coverLetter: COVER });
    expect(await notificationsOf(producer.id)).toHaveLength(1);
  });

  it("when the artist's earlier application was already decided, then applying again is 409", async () => {
    const { project } = await openProject();
    const { user, agent } = await signedIn(t, "artist");
    await insertApplication(t.db, { projectId: project.id, artistId: user.id, status: "rejected" });
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(409);
    const rows = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.projectId, project.id), eq(applications.artistId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("rejected");
  });

  it("when the artist's earlier application was withdrawn, then applying again reopens it as pending with the new cover letter", async () => {
    const { producer, project } = await openProject();
    const { user, agent } = await signedIn(t, "artist");
    const old = await insertApplication(t.db, { projectId: project.id, artistId: user.id, status: "withdrawn" });
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: old.id, status: "pending", coverLetter: COVER });
    const rows = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.projectId, project.id), eq(applications.artistId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", coverLetter: COVER, reason: null });
    expect(await notificationsOf(producer.id)).toHaveLength(1);
  });

  const invalid = [
    { name: "the cover letter is empty", coverLetter: "", message: "자기소개서를 입력해주세요" },
    { name: "the cover letter is only spaces", coverLetter: "     ", message: "자기소개서를 입력해주세요" },
    { name: "the cover letter is missing", coverLetter: undefined, message: "자기소개서를 입력해주세요" },
    { name: "the cover letter has 49 characters", coverLetter: letter(49), message: "자기소개서는 최소 50자 이상 작성해주세요." },
    { name: "the cover letter has 1001 characters", coverLetter: letter(1001), message: "자기소개서는 최대 1000자까지 작성 가능합니다" },
  ];
  for (const c of invalid) {
    it(`when ${c.name}, then 400 with '${c.message}' and no row is written`, async () => {
      const { producer, project } = await openProject();
      const { agent } = await signedIn(t, "artist");
      const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: c.coverLetter });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("Validation");
      expect(res.body.message).toBe(c.message);
      expect(res.body.fieldErrors.coverLetter[0]).toBe(c.message);
      expect(await applicationsOf(project.id)).toHaveLength(0);
      expect(await notificationsOf(producer.id)).toHaveLength(0);
    });
  }

  it("when the cover letter has exactly 1000 characters, then 201", async () => {
    const { project } = await openProject();
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: letter(1000) });
    expect(res.status).toBe(201);
    expect((await applicationsOf(project.id))[0]!.coverLetter).toHaveLength(1000);
  });

  it("when the same artist applies twice at once, then one is 201, the other 409, and one row and one notification exist", async () => {
    const { producer, project } = await openProject();
    const { agent } = await signedIn(t, "artist");
    const send = () => agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    const statuses = (await Promise.all([send(), send()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await applicationsOf(project.id)).toHaveLength(1);
    expect(await notificationsOf(producer.id)).toHaveLength(1);
  });
});

describe("POST /api/applications — rate limit (declared in the contract)", () => {
  it("when an artist sends 30 applications in a minute, then the 31st is 429 in Korean, and another artist is not limited", async () => {
    const { agent } = await signedIn(t, "artist");
    // No such project: each call passes the limit, then the handler answers 404.
    const send = (a: typeof agent) => a.post("/api/applications").send({ projectId: 999_999, coverLetter: COVER });
    for (let i = 0; i < 30; i++) await send(agent).expect(404);
    const res = await send(agent);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "RateLimited", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." });
    const other = await signedIn(t, "artist");
    await send(other.agent).expect(404);
  });
});
