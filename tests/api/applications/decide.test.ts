import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, notifications, userTagLinks } from "@shared/schema/index";
import { findOrCreateTags, insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const rowOf = async (id: number) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0];
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A signed-in producer owning a published project, and an artist with an application in `status` to it. */
async function setup(status: (typeof applications.$inferInsert)["status"] = "pending") {
  const owner = await signedIn(t, "producer");
  const project = await insertProject(t.db, { producerId: owner.user.id, title: "가을 미디어아트전" });
  const artist = await insertUser(t.db, { userType: "artist" });
  const application = await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status });
  return { owner, project, artist, application };
}

describe("PATCH /api/applications/{id}/status", () => {
  it("when the owner accepts without a reason, then 200, the row is accepted and the artist is notified", async () => {
    const { owner, project, artist, application } = await setup();

    const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: application.id, status: "accepted", reason: null, artistId: artist.id });
    expect(await rowOf(application.id)).toMatchObject({ status: "accepted", reason: null });
    const notes = await notificationsOf(artist.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "application_status", relatedId: String(project.id), read: false });
    expect(notes[0]!.message).toContain("가을 미디어아트전");
    expect(notes[0]!.message).toContain("승인");
  });

  it("when the owner accepts with a reason, then the reason is stored", async () => {
    const { owner, application } = await setup();
    const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted", reason: "포트폴리오가 인상적입니다" });
    expect(res.status).toBe(200);
    expect(await rowOf(application.id)).toMatchObject({ status: "accepted", reason: "포트폴리오가 인상적입니다" });
  });

  it("when the owner rejects with a reason, then 200, the row is rejected with the reason and the artist is notified with it", async () => {
    const { owner, artist, application } = await setup();
    const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "rejected", reason: "  모집 인원이 마감되었습니다  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", reason: "모집 인원이 마감되었습니다" });
    expect(await rowOf(application.id)).toMatchObject({ status: "rejected", reason: "모집 인원이 마감되었습니다" });
    const notes = await notificationsOf(artist.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.type).toBe("application_status");
    expect(notes[0]!.message).toContain("모집 인원이 마감되었습니다");
  });

  for (const reason of [undefined, "", "   ", null]) {
    it(`when the owner rejects with reason ${JSON.stringify(reason)}, then 400 with 거절 사유를 입력해주세요 and the row stays pending`, async () => {
      const { owner, artist, application } = await setup();
      const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "rejected", reason });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "Validation", message: "거절 사유를 입력해주세요" });
      expect(res.body.fieldErrors.reason).toEqual(["거절 사유를 입력해주세요"]);
      expect((await rowOf(application.id))!.status).toBe("pending");
      expect(await notificationsOf(artist.id)).toHaveLength(0);
    });
  }

  it("when the status is not accepted or rejected, then 400", async () => {
    const { owner, application } = await setup();
    for (const status of ["withdrawn", "invited_accepted", undefined]) {
      const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.status).toBeDefined();
    }
    expect((await rowOf(application.id))!.status).toBe("pending");
  });

  it("when another producer decides, then 403 and the row stays pending", async () => {
    const { artist, application } = await setup();
    const other = await signedIn(t, "producer");
    const res = await other.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "Forbidden", message: "프로젝트를 등록한 제작자만 지원서를 처리할 수 있습니다." });
    expect((await rowOf(application.id))!.status).toBe("pending");
    expect(await notificationsOf(artist.id)).toHaveLength(0);
  });

  it("when the applying artist decides their own application, then 403", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id });
    const artist = await signedIn(t, "artist");
    const application = await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id });
    const res = await artist.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" });
    expect(res.status).toBe(403);
    expect((await rowOf(application.id))!.status).toBe("pending");
  });

  it("when a guest decides, then 401", async () => {
    const { application } = await setup();
    const res = await t.request.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" });
    expect(res.status).toBe(401);
    expect((await rowOf(application.id))!.status).toBe("pending");
  });

  it("when the application does not exist or the id is 'abc', then 404", async () => {
    const owner = await signedIn(t, "producer");
    for (const id of ["999999", "abc"]) {
      const res = await owner.agent.patch(`/api/applications/${id}/status`).send({ status: "accepted" });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NotFound");
    }
  });

  for (const status of ["accepted", "rejected", "invited_accepted"] as const) {
    it(`when the application is already ${status}, then 409 and nothing changes`, async () => {
      const { owner, artist, application } = await setup(status);
      const next = status === "accepted" ? "rejected" : "accepted";
      const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: next, reason: "다시 검토했습니다" });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "Conflict", message: "검토 중인 지원서만 승인하거나 거절할 수 있습니다." });
      expect((await rowOf(application.id))!.status).toBe(status);
      expect(await notificationsOf(artist.id)).toHaveLength(0);
    });
  }

  it("when an application is accepted twice in a row, then the second answer is 409 and only one notification exists", async () => {
    const { owner, artist, application } = await setup();
    expect((await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" })).status).toBe(200);
    const res = await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" });
    expect(res.status).toBe(409);
    expect(await notificationsOf(artist.id)).toHaveLength(1);
  });

  it("when the owner accepts and rejects the same application at once, then exactly one wins and the artist gets one notification", async () => {
    const { owner, artist, application } = await setup();
    const [a, b] = await Promise.all([
      owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" }),
      owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "rejected", reason: "일정이 맞지 않습니다" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "accepted" : "rejected";
    expect((await rowOf(application.id))!.status).toBe(winner);
    expect(await notificationsOf(artist.id)).toHaveLength(1);
  });
});

describe("GET /api/projects/{id}/accepted-artists", () => {
  it("when the owner accepts an artist, then the artist appears in accepted-artists with specialties", async () => {
    const { owner, project, application } = await setup();
    const artist = (await t.db.select().from(applications).where(eq(applications.id, application.id)))[0]!;
    const tags = await findOrCreateTags(t.db, ["설치미술", "미디어아트"]);
    await t.db.insert(userTagLinks).values(tags.map((tag) => ({ userId: artist.artistId, tagId: tag.id })));
    // Not accepted: stay out of the list.
    const pending = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: pending.id, status: "pending" });
    const rejected = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: rejected.id, status: "rejected" });
    // Entered through an accepted invitation: listed too.
    const invited = await insertUser(t.db, { firstName: "하늘", lastName: "박" });
    await insertApplication(t.db, { projectId: project.id, artistId: invited.id, status: "invited_accepted" });

    const before = await owner.agent.get(`/api/projects/${project.id}/accepted-artists`);
    expect(before.status).toBe(200);
    expect(before.body.map((a: { artist: { id: string } }) => a.artist.id)).toEqual([invited.id]);

    expect((await owner.agent.patch(`/api/applications/${application.id}/status`).send({ status: "accepted" })).status).toBe(200);
    const res = await owner.agent.get(`/api/projects/${project.id}/accepted-artists`);

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const accepted = res.body.find((a: { artist: { id: string } }) => a.artist.id === artist.artistId);
    expect(accepted).toMatchObject({ applicationId: application.id, status: "accepted", artist: { id: artist.artistId, firstName: "지민", lastName: "김" } });
    expect([...accepted.artist.specialties].sort()).toEqual(["미디어아트", "설치미술"]);
    const viaInvite = res.body.find((a: { artist: { id: string } }) => a.artist.id === invited.id);
    expect(viaInvite).toMatchObject({ status: "invited_accepted", artist: { firstName: "하늘", lastName: "박", specialties: [] } });
  });

  it("when another producer asks, then 403", async () => {
    const { project } = await setup("accepted");
    const other = await signedIn(t, "producer");
    const res = await other.agent.get(`/api/projects/${project.id}/accepted-artists`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("Forbidden");
  });

  it("when the accepted artist asks, then 403", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id });
    const artist = await signedIn(t, "artist");
    await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
    const res = await artist.agent.get(`/api/projects/${project.id}/accepted-artists`);
    expect(res.status).toBe(403);
  });

  it("when a guest asks, then 401", async () => {
    const { project } = await setup("accepted");
    const res = await t.request.get(`/api/projects/${project.id}/accepted-artists`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("Unauthorized");
  });

  it("when the project does not exist, is someone else's draft or the id is 'abc', then 404", async () => {
    const other = await signedIn(t, "producer");
    const producer = await insertUser(t.db, { userType: "producer" });
    const draft = await insertProject(t.db, { producerId: producer.id, status: "draft" });
    for (const id of ["999999", String(draft.id), "abc"]) {
      const res = await other.agent.get(`/api/projects/${id}/accepted-artists`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NotFound");
    }
  });

  it("when the owner's project has no accepted artists, then the list is empty", async () => {
    const { owner, project } = await setup("pending");
    const res = await owner.agent.get(`/api/projects/${project.id}/accepted-artists`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
