import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_STATUSES } from "@shared/constants";
import { invitations, notifications, projects } from "@shared/schema/index";
import { projectMsg } from "@shared/validators/projects";
import { transitions } from "../../../server/features/projects/service";
import { recordOfflineContract } from "../../factories/contracts";
import { dayFromToday, insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// One producer walks every transition of this file, more than the 30 status changes a minute allows
// (WRITE_RATE.projectStatus): each test starts a minute after the last, as far as the limiter can tell.
let limiterOffset = 0;
beforeEach(() => {
  limiterOffset += 61_000;
});
const t = await createTestApp({ limiterNow: () => Date.now() + limiterOffset });
const { user: owner, agent } = await signedIn(t, "producer");

const statusOf = async (id: number) => (await t.db.select({ s: projects.status }).from(projects).where(eq(projects.id, id)))[0]!.s;
const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "project_update")));

const pairs = PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.map((to) => [from, to, transitions[from].includes(to)] as const));

describe("dates hold (issue 31)", () => {
  it("when a running project is completed before its start date, then 409 with the date in Korean and nothing changes; from the start date on it completes", async () => {
    const future = await insertProject(t.db, {
      producerId: owner.id,
      status: "in_progress",
      title: "단편영화 '겨울' (30대 남성)",
      startDate: "2099-02-10",
      endDate: "2099-02-20",
    });
    const early = await agent.patch(`/api/projects/${future.id}/status`).send({ status: "completed" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("프로젝트는 시작일(2099년 2월 10일) 이후에 완료할 수 있습니다. 시작일이 지나면 다시 완료해주세요.");
    expect(await statusOf(future.id)).toBe("in_progress");

    const today = await insertProject(t.db, {
      producerId: owner.id,
      status: "in_progress",
      title: "단편영화 '겨울' (30대 남성)",
      startDate: dayFromToday(0),
      deadline: dayFromToday(0),
    });
    const artist = await insertUser(t.db);
    await insertApplication(t.db, { projectId: today.id, artistId: artist.id, status: "accepted" });
    expect((await agent.patch(`/api/projects/${today.id}/status`).send({ status: "completed" })).status).toBe(200);
    // The particle follows the title's last sounded letter ('남성'이), not a blind '가'.
    expect((await noticesOf(artist.id))[0]!.message).toBe("프로젝트 '단편영화 '겨울' (30대 남성)'이 완료되었습니다. 함께한 제작자에게 후기를 남겨주세요.");
  });
});

describe("PATCH /api/projects/{id}/status", () => {
  it("when the transition table is read, then it has the lifecycle of the spec", () => {
    expect(transitions).toEqual({
      draft: ["published", "cancelled"],
      published: ["draft", "in_progress", "cancelled"],
      in_progress: ["completed", "cancelled"],
      completed: [],
      cancelled: [],
    });
  });

  it.each(pairs)("when the owner moves %s -> %s (allowed: %s), then it succeeds or gives 409", async (from, to, allowed) => {
    // Everything the move could need: publish fields, and an accepted artist when starting.
    // Completing needs the start date reached (issue 31): these projects started yesterday.
    const started = to === "completed" ? { startDate: dayFromToday(-1), deadline: dayFromToday(-2) } : {};
    const project = await insertProject(t.db, { producerId: owner.id, status: from, tags: ["회화"], ...started });
    if (to === "in_progress") {
      const artist = await insertUser(t.db);
      await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: "accepted" });
      await recordOfflineContract(t.db, project.id, owner.id);
    }

    const res = await agent.patch(`/api/projects/${project.id}/status`).send({ status: to });

    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: project.id, status: to });
      expect(await statusOf(project.id)).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("Conflict");
      expect(res.body.message).toEqual(expect.any(String));
      expect(await statusOf(project.id)).toBe(from);
    }
  });

  it("when published -> in_progress has no accepted application, then 409; with one it is allowed", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const pending = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: pending.id, status: "pending" });

    const refused = await agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("승인된 지원자가 있어야 프로젝트를 시작할 수 있습니다.");
    expect(await statusOf(project.id)).toBe("published");

    const accepted = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: accepted.id, status: "invited_accepted" });
    await recordOfflineContract(t.db, project.id, owner.id);
    const ok = await agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" });
    expect(ok.status).toBe(200);
    expect(await statusOf(project.id)).toBe("in_progress");
  });

  it("when published -> draft has applications, then 409", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const artist = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id });

    const res = await agent.patch(`/api/projects/${project.id}/status`).send({ status: "draft" });

    expect(res.status).toBe(409);
    expect(res.body.message).toBe("지원자가 있는 프로젝트는 임시저장으로 되돌릴 수 없습니다.");
    expect(await statusOf(project.id)).toBe("published");
  });

  it("when published -> draft has a pending invitation, then 409 on the status call and on the edit form; once it is cancelled, it may", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const artist = await insertUser(t.db);
    const [invitation] = await t.db
      .insert(invitations)
      .values({ projectId: project.id, producerId: owner.id, artistId: artist.id, message: "함께해요", status: "pending" })
      .returning();

    const res = await agent.patch(`/api/projects/${project.id}/status`).send({ status: "draft" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("응답을 기다리는 초대가 있는 프로젝트는 임시저장으로 되돌릴 수 없습니다. 초대를 먼저 취소해 주세요.");
    const edit = await agent.patch(`/api/projects/${project.id}`).send({ status: "draft" });
    expect(edit.status).toBe(409);
    expect(await statusOf(project.id)).toBe("published");

    await t.db.update(invitations).set({ status: "cancelled" }).where(eq(invitations.id, invitation!.id));
    expect((await agent.patch(`/api/projects/${project.id}/status`).send({ status: "draft" })).status).toBe(200);
    expect(await statusOf(project.id)).toBe("draft");
  });

  it.each([
    ["location", { location: null }, projectMsg.location],
    ["deadline", { deadline: null }, projectMsg.deadlineRequired],
    ["tags", { tags: [] as string[] }, projectMsg.tagRequired],
  ] as const)("when a draft without %s is published, then 400 and it stays a draft", async (field, overrides, message) => {
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft", tags: ["회화"], ...overrides });

    const res = await agent.patch(`/api/projects/${draft.id}/status`).send({ status: "published" });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(await statusOf(draft.id)).toBe("draft");
  });

  it("when a project starts and completes, then each accepted artist (and nobody else) gets a project_update notification with the project id", async () => {
    const project = await insertProject(t.db, {
      producerId: owner.id,
      title: "한강 설치미술전",
      tags: ["회화"],
      startDate: dayFromToday(0),
      deadline: dayFromToday(0),
    });
    const accepted = await insertUser(t.db);
    const invitedAccepted = await insertUser(t.db);
    const pending = await insertUser(t.db);
    const rejected = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: accepted.id, status: "accepted" });
    await insertApplication(t.db, { projectId: project.id, artistId: invitedAccepted.id, status: "invited_accepted" });
    await insertApplication(t.db, { projectId: project.id, artistId: pending.id, status: "pending" });
    await insertApplication(t.db, { projectId: project.id, artistId: rejected.id, status: "rejected" });
    await recordOfflineContract(t.db, project.id, owner.id);

    expect((await agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" })).status).toBe(200);
    for (const artist of [accepted, invitedAccepted]) {
      const notes = await noticesOf(artist.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: "project_update", relatedId: String(project.id), read: false, title: "프로젝트 진행 중" });
      expect(notes[0]!.message).toContain("한강 설치미술전");
    }

    expect((await agent.patch(`/api/projects/${project.id}/status`).send({ status: "completed" })).status).toBe(200);
    for (const artist of [accepted, invitedAccepted]) {
      const notes = await noticesOf(artist.id);
      expect(notes).toHaveLength(2);
      expect(notes.map((n) => n.title).sort()).toEqual(["프로젝트 완료", "프로젝트 진행 중"].sort());
      expect(notes.every((n) => n.relatedId === String(project.id))).toBe(true);
    }
    for (const artist of [pending, rejected]) expect(await noticesOf(artist.id)).toHaveLength(0);
    expect(await noticesOf(owner.id)).toHaveLength(0);
  });

  it("when a project with an accepted artist is cancelled, then that artist is notified", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const accepted = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: accepted.id, status: "accepted" });

    const res = await agent.patch(`/api/projects/${project.id}/status`).send({ status: "cancelled" });

    expect(res.status).toBe(200);
    const notes = await noticesOf(accepted.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "project_update", title: "프로젝트 취소됨", relatedId: String(project.id) });
  });

  it("when a draft is published, then nobody is notified", async () => {
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft", tags: ["회화"] });
    const before = (await t.db.select().from(notifications)).length;

    expect((await agent.patch(`/api/projects/${draft.id}/status`).send({ status: "published" })).status).toBe(200);

    expect(await t.db.select().from(notifications)).toHaveLength(before);
  });

  it("when another producer or an artist changes the status, then 403 and nothing changes", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const { agent: producer } = await signedIn(t, "producer");
    const { agent: artist } = await signedIn(t, "artist");
    for (const a of [producer, artist]) {
      const res = await a.patch(`/api/projects/${project.id}/status`).send({ status: "cancelled" });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("프로젝트를 등록한 제작자만 수정할 수 있습니다.");
    }
    expect(await statusOf(project.id)).toBe("published");
  });

  it("when a guest changes the status, then 401", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const res = await t.request.patch(`/api/projects/${project.id}/status`).send({ status: "cancelled" });
    expect(res.status).toBe(401);
    expect(await statusOf(project.id)).toBe("published");
  });

  it("when the project is unknown, not a number or someone else's draft, then 404", async () => {
    const other = await insertUser(t.db, { userType: "producer" });
    const draft = await insertProject(t.db, { producerId: other.id, status: "draft", tags: ["회화"] });
    for (const id of ["999999", "abc", String(draft.id)]) {
      const res = await agent.patch(`/api/projects/${id}/status`).send({ status: "published" });
      expect(res.status, id).toBe(404);
    }
    expect(await statusOf(draft.id)).toBe("draft");
  });

  it("when the status is missing or not a project status, then 400 with a Korean message", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    for (const body of [{ status: "archived" }, {}, { status: 1 }]) {
      const res = await agent.patch(`/api/projects/${project.id}/status`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("변경할 상태가 올바르지 않습니다");
      expect(res.body.fieldErrors.status).toEqual(["변경할 상태가 올바르지 않습니다"]);
    }
    expect(await statusOf(project.id)).toBe("published");
  });

  it("when the status is already the one asked for, then 409 with a Korean message", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const res = await agent.patch(`/api/projects/${project.id}/status`).send({ status: "published" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("이미 해당 상태입니다.");
  });

  it("when two requests start the same project at once, then exactly one succeeds and notifications are sent once", async () => {
    const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
    const artist = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: "accepted" });
    await recordOfflineContract(t.db, project.id, owner.id);

    const results = await Promise.all([
      agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" }),
      agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" }),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await noticesOf(artist.id)).toHaveLength(1);
  });
});
