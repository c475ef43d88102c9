import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, notifications } from "@shared/schema/index";
import { projectPayload } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const COVER = "안녕하세요. 단편영화와 연극 무대에서 활동해 온 배우입니다. 이번 작품의 인물에 깊이 공감하여 지원합니다.";
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const ROLES = [
  { name: "주연", category: "배우", headcount: 1, fee: { kind: "fixed", amount: 1_000_000 }, requiredMedia: ["video"] },
  { name: "조연", category: "배우", headcount: 2, fee: { kind: "per_day", amount: 150_000 }, requiredMedia: ["video", "audio", "portfolio"] },
  { name: "스태프", category: "스태프", headcount: 1, fee: { kind: "unpaid" } },
];

async function castingProject(roles: unknown[] = ROLES) {
  const producer = await signedIn(t, "producer");
  const project = (await producer.agent.post("/api/projects").send(projectPayload({ title: "단편영화 <여름>", roles }))).body;
  return { producer, project };
}

const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("applications per role", () => {
  it("when an artist applies to a role with a YouTube link, then 201 with the role and media, and the project page shows the application on that role", async () => {
    const { project } = await castingProject();
    const { agent } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/applications")
      .send({ projectId: project.id, roleId: project.roles[0].id, coverLetter: COVER, media: [{ kind: "video", url: YOUTUBE }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ roleId: project.roles[0].id, media: [{ kind: "video", url: YOUTUBE }], status: "pending" });

    const page = await agent.get(`/api/projects/${project.id}`);
    expect(page.body.roles[0].myApplication).toEqual({ id: res.body.id, status: "pending" });
    expect(page.body.roles[0].applicationCount).toBe(1);
    expect(page.body.roles[1].myApplication).toBeNull();

    // A second role of the same project is a second application; the same role twice is a 409.
    const second = await agent.post("/api/applications").send({ projectId: project.id, roleId: project.roles[2].id, coverLetter: COVER });
    expect(second.status).toBe(201);
    const again = await agent
      .post("/api/applications")
      .send({ projectId: project.id, roleId: project.roles[0].id, coverLetter: COVER, media: [{ kind: "video", url: YOUTUBE }] });
    expect(again.status).toBe(409);
  });

  it("when the role is left out on a project with roles, or names another project's role, then 400; a project without roles refuses a role and keeps one application per artist", async () => {
    const { project } = await castingProject();
    const { project: other } = await castingProject();
    const { agent } = await signedIn(t, "artist");
    const none = await agent.post("/api/applications").send({ projectId: project.id, coverLetter: COVER });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors.roleId).toEqual(["지원할 모집 분야를 선택해주세요"]);
    const foreign = await agent.post("/api/applications").send({ projectId: project.id, roleId: other.roles[2].id, coverLetter: COVER });
    expect(foreign.status).toBe(400);

    const { project: plain } = await castingProject([]);
    expect((await agent.post("/api/applications").send({ projectId: plain.id, roleId: project.roles[2].id, coverLetter: COVER })).status).toBe(400);
    expect((await agent.post("/api/applications").send({ projectId: plain.id, coverLetter: COVER })).status).toBe(201);
    expect((await agent.post("/api/applications").send({ projectId: plain.id, coverLetter: COVER })).status).toBe(409);
  });

  it("when required media are missing, then 400 naming what is missing in Korean and nothing is written", async () => {
    const { project } = await castingProject();
    const { agent, user } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/applications")
      .send({ projectId: project.id, roleId: project.roles[1].id, coverLetter: COVER, media: [{ kind: "video", url: "https://vimeo.com/76979871" }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("음원");
    expect(res.body.message).toContain("포트폴리오 링크");
    expect(res.body.message).not.toContain("영상");
    expect(await t.db.select().from(applications).where(eq(applications.artistId, user.id))).toHaveLength(0);
  });

  it("when media are hostile (a non-https address, a video that is not YouTube or Vimeo, someone else's upload, too many), then 400", async () => {
    const { project } = await castingProject();
    const { agent } = await signedIn(t, "artist");
    const send = (media: unknown) => agent.post("/api/applications").send({ projectId: project.id, roleId: project.roles[2].id, coverLetter: COVER, media });
    expect((await send([{ kind: "link", url: "javascript:alert(1)" }])).status).toBe(400);
    expect((await send([{ kind: "video", url: "https://evil.example.com/x.mp4" }])).status).toBe(400);
    expect((await send([{ kind: "photo", url: "/uploads/../../etc/passwd" }])).status).toBe(400);
    expect((await send([{ kind: "video", url: "/uploads/0123456789abcdef0123456789abcdef.mp4" }])).status).toBe(400);
    expect((await send(Array.from({ length: 11 }, () => ({ kind: "link", url: "https://example.com/a" })))).status).toBe(400);
    expect((await send([{ kind: "hologram", url: "https://example.com/a" }])).status).toBe(400);
  });

  it("when the producer accepts up to the headcount, then the role is filled: its undecided applicants are rejected and told, and a new application is a 409", async () => {
    const { producer, project } = await castingProject();
    const role = project.roles[0];
    const artists = await Promise.all([signedIn(t, "artist"), signedIn(t, "artist"), signedIn(t, "artist")]);
    const apps = [];
    for (const a of artists.slice(0, 2)) {
      const r = await a.agent
        .post("/api/applications")
        .send({ projectId: project.id, roleId: role.id, coverLetter: COVER, media: [{ kind: "video", url: YOUTUBE }] });
      expect(r.status).toBe(201);
      apps.push(r.body);
    }
    // An application to another role stays pending.
    const elsewhere = await artists[2]!.agent.post("/api/applications").send({ projectId: project.id, roleId: project.roles[2].id, coverLetter: COVER });

    expect((await producer.agent.patch(`/api/applications/${apps[0].id}/status`).send({ status: "accepted" })).status).toBe(200);

    const [closed] = await t.db.select().from(applications).where(eq(applications.id, apps[1].id));
    expect(closed).toMatchObject({ status: "rejected", reason: "모집이 마감되었습니다" });
    const told = await notificationsOf(artists[1]!.user.id);
    expect(told.some((n) => n.type === "application_status" && n.message.includes("'주연' 지원이 거절되었습니다"))).toBe(true);
    const [stillPending] = await t.db.select().from(applications).where(eq(applications.id, elsewhere.body.id));
    expect(stillPending!.status).toBe("pending");

    const page = await t.request.get(`/api/projects/${project.id}`);
    expect(page.body.roles[0]).toMatchObject({ acceptedCount: 1, headcount: 1, filled: true });

    const late = await artists[2]!.agent
      .post("/api/applications")
      .send({ projectId: project.id, roleId: role.id, coverLetter: COVER, media: [{ kind: "video", url: YOUTUBE }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("이 모집 분야는 모집 인원이 모두 찼습니다.");
  });

  it("when two applicants of a one-person role are accepted at once, then only one is accepted", async () => {
    const { producer, project } = await castingProject();
    const role = project.roles[0];
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const a = await signedIn(t, "artist");
      ids.push(
        (await a.agent.post("/api/applications").send({ projectId: project.id, roleId: role.id, coverLetter: COVER, media: [{ kind: "video", url: YOUTUBE }] }))
          .body.id,
      );
    }
    const answers = await Promise.all(ids.map((id) => producer.agent.patch(`/api/applications/${id}/status`).send({ status: "accepted" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const accepted = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.roleId, role.id), eq(applications.status, "accepted")));
    expect(accepted).toHaveLength(1);
  });

  it("when six applicants of a two-person role are accepted at once, then exactly two are accepted", async () => {
    const { producer, project } = await castingProject([{ name: "합창단원", category: "음악", headcount: 2, fee: { kind: "unpaid" } }]);
    const role = project.roles[0];
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await signedIn(t, "artist");
      const applied = await a.agent.post("/api/applications").send({ projectId: project.id, roleId: role.id, coverLetter: COVER });
      expect(applied.status).toBe(201);
      ids.push(applied.body.id);
    }
    const answers = await Promise.all(ids.map((id) => producer.agent.patch(`/api/applications/${id}/status`).send({ status: "accepted" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const accepted = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.roleId, role.id), eq(applications.status, "accepted")));
    expect(accepted).toHaveLength(2);
  });

  it("when the producer lists received applications, then each names its role so the dashboard groups them", async () => {
    const { producer, project } = await castingProject();
    const { agent } = await signedIn(t, "artist");
    await agent.post("/api/applications").send({ projectId: project.id, roleId: project.roles[2].id, coverLetter: COVER }).expect(201);
    const res = await producer.agent.get("/api/my-applications");
    expect(res.status).toBe(200);
    expect(res.body[0].role).toEqual({ id: project.roles[2].id, name: "스태프", category: "스태프", headcount: 1 });
  });
});
