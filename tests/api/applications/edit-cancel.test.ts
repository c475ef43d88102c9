import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, notifications } from "@shared/schema/index";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

const OLD = "안녕하세요. 이 프로젝트에 꼭 참여하고 싶어 지원합니다. 설치미술 작업을 10년째 하고 있습니다.";
const NEW = "수정한 자기소개서입니다. 최근 개인전에서 선보인 미디어 설치 작업을 중심으로 이번 전시에 기여하고 싶습니다.";
const letter = (n: number) => "나".repeat(n);

const rowOf = async (id: number) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0];

/** A published project and an artist signed in with an application in `status` to it. */
async function setup(status: (typeof applications.$inferInsert)["status"] = "pending") {
  const producer = await insertUser(t.db, { userType: "producer" });
  const project = await insertProject(t.db, { producerId: producer.id });
  const { user, agent } = await signedIn(t, "artist");
  const application = await insertApplication(t.db, { projectId: project.id, artistId: user.id, status, coverLetter: OLD });
  return { producer, project, artist: user, agent, application };
}

describe("PATCH /api/applications/{id}", () => {
  it("when the artist edits their own pending application, then 200 and the cover letter is updated", async () => {
    const { artist, agent, application } = await setup();
    const res = await agent.patch(`/api/applications/${application.id}`).send({ coverLetter: NEW });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: application.id, artistId: artist.id, status: "pending", coverLetter: NEW });
    const row = await rowOf(application.id);
    expect(row).toMatchObject({ coverLetter: NEW, status: "pending" });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(application.updatedAt.getTime());
  });

  it("when a guest edits, then 401 and the row is unchanged", async () => {
    const { application } = await setup();
    const res = await t.request.patch(`/api/applications/${application.id}`).send({ coverLetter: NEW });
    expect(res.status).toBe(401);
    expect((await rowOf(application.id))!.coverLetter).toBe(OLD);
  });

  it("when another artist edits, then 403 and the row is unchanged", async () => {
    const { application } = await setup();
    const other = await signedIn(t, "artist");
    const res = await other.agent.patch(`/api/applications/${application.id}`).send({ coverLetter: NEW });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "Forbidden", message: "본인의 지원서만 수정하거나 취소할 수 있습니다." });
    expect((await rowOf(application.id))!.coverLetter).toBe(OLD);
  });

  it("when the project's producer edits the application, then 403", async () => {
    const { producer, application } = await setup();
    const agent = t.agent();
    await login(agent, producer.email);
    const res = await agent.patch(`/api/applications/${application.id}`).send({ coverLetter: NEW });
    expect(res.status).toBe(403);
    expect((await rowOf(application.id))!.coverLetter).toBe(OLD);
  });

  for (const status of ["accepted", "rejected"] as const) {
    it(`when the application is ${status}, then 409 and the row is unchanged`, async () => {
      const { agent, application } = await setup(status);
      const res = await agent.patch(`/api/applications/${application.id}`).send({ coverLetter: NEW });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "Conflict", message: "검토 중인 지원서만 수정할 수 있습니다." });
      expect(await rowOf(application.id)).toMatchObject({ coverLetter: OLD, status });
    });
  }

  it("when the application does not exist, then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.patch("/api/applications/999999").send({ coverLetter: NEW });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "NotFound", message: "지원서를 찾을 수 없습니다." });
  });

  it("when the id is 'abc', then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.patch("/api/applications/abc").send({ coverLetter: NEW });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NotFound");
  });

  const invalid = [
    { name: "empty", coverLetter: "", message: "자기소개서를 입력해주세요" },
    { name: "49 characters", coverLetter: letter(49), message: "자기소개서는 최소 50자 이상 작성해주세요." },
    { name: "1001 characters", coverLetter: letter(1001), message: "자기소개서는 최대 1000자까지 작성 가능합니다" },
  ];
  for (const c of invalid) {
    it(`when the new cover letter is ${c.name}, then 400 with '${c.message}' and the row is unchanged`, async () => {
      const { agent, application } = await setup();
      const res = await agent.patch(`/api/applications/${application.id}`).send({ coverLetter: c.coverLetter });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(c.message);
      expect(res.body.fieldErrors.coverLetter[0]).toBe(c.message);
      expect((await rowOf(application.id))!.coverLetter).toBe(OLD);
    });
  }
});

describe("DELETE /api/applications/{id}", () => {
  it("when the artist cancels their own pending application, then 200 and the row is deleted", async () => {
    const { agent, application } = await setup();
    const res = await agent.delete(`/api/applications/${application.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("지원이 취소되었습니다.");
    expect(await rowOf(application.id)).toBeUndefined();
  });

  it("when the artist cancels and applies again, then a new pending application is created", async () => {
    const { producer, project, artist, agent, application } = await setup();
    expect((await agent.delete(`/api/applications/${application.id}`)).status).toBe(200);

    const res = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: NEW });

    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(application.id);
    const rows = await t.db.select().from(applications).where(eq(applications.projectId, project.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ artistId: artist.id, status: "pending", coverLetter: NEW });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, producer.id));
    expect(notes.map((n) => n.type)).toEqual(["application"]);
  });

  it("when a guest cancels, then 401 and the row stays", async () => {
    const { application } = await setup();
    const res = await t.request.delete(`/api/applications/${application.id}`);
    expect(res.status).toBe(401);
    expect(await rowOf(application.id)).toBeDefined();
  });

  it("when another artist cancels, then 403 and the row stays", async () => {
    const { application } = await setup();
    const other = await signedIn(t, "artist");
    const res = await other.agent.delete(`/api/applications/${application.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("본인의 지원서만 수정하거나 취소할 수 있습니다.");
    expect(await rowOf(application.id)).toBeDefined();
  });

  for (const status of ["accepted", "rejected"] as const) {
    it(`when the application is ${status}, then 409 and the row stays`, async () => {
      const { agent, application } = await setup(status);
      const res = await agent.delete(`/api/applications/${application.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "Conflict", message: "검토 중인 지원서만 취소할 수 있습니다." });
      expect((await rowOf(application.id))!.status).toBe(status);
    });
  }

  it("when the application does not exist or the id is 'abc', then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    for (const id of ["999999", "abc"]) {
      const res = await agent.delete(`/api/applications/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NotFound");
    }
  });

  it("when the application was already cancelled, then a second cancel is 404", async () => {
    const { agent, application } = await setup();
    expect((await agent.delete(`/api/applications/${application.id}`)).status).toBe(200);
    const res = await agent.delete(`/api/applications/${application.id}`);
    expect(res.status).toBe(404);
  });
});
