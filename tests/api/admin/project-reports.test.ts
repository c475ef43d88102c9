import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORT_HIDE_THRESHOLD } from "@shared/constants";
import { projects, reports } from "@shared/schema/index";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn, signedInWithSecondFactor } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/** Issue 24: members report projects like posts; the console shows them with the project and resolves them. */
const t = await createTestApp();
const operator = () => signedInWithSecondFactor(t, "artist", { staffRole: "operator" });
const projectRow = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const reportsOf = (id: number) =>
  t.db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, "project"), eq(reports.targetId, String(id))));

describe("POST /api/projects/{id}/report", () => {
  it("when a member reports a project, then a report is stored once and the queue shows it with the project", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id, title: "허위 모집이 의심되는 공연", description: "선입금 후 출연 보장" });
    const member = await signedIn(t, "artist");
    const res = await member.agent.post(`/api/projects/${project.id}/report`).send({ reason: "선입금을 요구합니다" }).expect(200);
    expect(res.body).toEqual({ reported: true });
    await member.agent.post(`/api/projects/${project.id}/report`).send({ reason: "다시 신고" }).expect(200);
    expect(await reportsOf(project.id)).toHaveLength(1);
    // One report hides nothing.
    await t.request.get(`/api/projects/${project.id}`).expect(200);

    const op = await operator();
    const queue = await op.agent.get("/api/admin/reports").query({ status: "open" }).expect(200);
    const group = queue.body.items.find((g: { kind: string; targetId: string }) => g.kind === "project" && g.targetId === String(project.id));
    expect(group).toMatchObject({
      reporterCount: 1,
      content: { exists: true, title: "허위 모집이 의심되는 공연", text: "선입금 후 출연 보장", author: { id: producer.id }, link: `/projects/${project.id}` },
    });
    expect(group.reports[0]).toMatchObject({ reason: "선입금을 요구합니다", reporter: { id: member.user.id } });
  });

  it("when the reason is missing, the caller is a guest, the owner, or the project is unknown or another's draft, then 400, 401, 400, 404", async () => {
    const producer = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: producer.user.id });
    const draft = await insertProject(t.db, { producerId: producer.user.id, status: "draft" });
    const member = await signedIn(t, "artist");
    const empty = await member.agent.post(`/api/projects/${project.id}/report`).send({ reason: "  " }).expect(400);
    expect(empty.body.fieldErrors.reason).toBeDefined();
    await t.request.post(`/api/projects/${project.id}/report`).send({ reason: "x" }).expect(401);
    const own = await producer.agent.post(`/api/projects/${project.id}/report`).send({ reason: "x" }).expect(400);
    expect(own.body.message).toBe("본인의 프로젝트는 신고할 수 없습니다.");
    await member.agent.post(`/api/projects/99999999/report`).send({ reason: "x" }).expect(404);
    await member.agent.post(`/api/projects/${draft.id}/report`).send({ reason: "x" }).expect(404);
    expect(await reportsOf(project.id)).toHaveLength(0);
  });

  it(`when ${REPORT_HIDE_THRESHOLD} members report it, then it is hidden for everyone but its producer; a dismiss brings it back`, async () => {
    const producer = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: producer.user.id });
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++) {
      const r = await signedIn(t, i % 2 ? "artist" : "producer");
      await r.agent.post(`/api/projects/${project.id}/report`).send({ reason: "사기 의심" }).expect(200);
    }
    expect(await projectRow(project.id)).toMatchObject({ hiddenBy: "reports" });
    await t.request.get(`/api/projects/${project.id}`).expect(404);
    await producer.agent.get(`/api/projects/${project.id}`).expect(200);
    // A hidden project cannot be reported further.
    const late = await signedIn(t, "artist");
    await late.agent.post(`/api/projects/${project.id}/report`).send({ reason: "x" }).expect(404);

    const op = await operator();
    const [r] = await reportsOf(project.id);
    await op.agent.post(`/api/admin/reports/${r!.id}/resolve`).send({ action: "dismiss", note: "정상 모집" }).expect(200);
    expect(await projectRow(project.id)).toMatchObject({ hiddenAt: null, hiddenBy: null });
    await t.request.get(`/api/projects/${project.id}`).expect(200);
  });

  it("when an operator hides a reported project from the queue, then it is hidden by 'operator' and a later dismissed report leaves it hidden", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id });
    const member = await signedIn(t, "artist");
    await member.agent.post(`/api/projects/${project.id}/report`).send({ reason: "허위" }).expect(200);
    const op = await operator();
    const [r1] = await reportsOf(project.id);
    await op.agent.post(`/api/admin/reports/${r1!.id}/resolve`).send({ action: "hide", note: "허위 모집" }).expect(200);
    expect(await projectRow(project.id)).toMatchObject({ hiddenBy: "operator", hiddenReason: "허위 모집" });
    await op.agent.post(`/api/admin/reports/${r1!.id}/resolve`).send({ action: "delete", note: "" }).expect(400);
    const other = await insertUser(t.db);
    const [r2] = await t.db
      .insert(reports)
      .values({ reporterId: other.id, kind: "project", targetId: String(project.id), reason: "늦은 신고" })
      .returning();
    await op.agent.post(`/api/admin/reports/${r2!.id}/resolve`).send({ action: "dismiss", note: "" }).expect(200);
    expect(await projectRow(project.id)).toMatchObject({ hiddenBy: "operator" });
  });
});
