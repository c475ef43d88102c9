import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { declineCategoryLabel } from "@shared/labels";
import { applications, invitations, messages, notifications, projects } from "@shared/schema/index";
import { recordOfflineContract } from "../../factories/contracts";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

type InvitationStatus = (typeof invitations.$inferInsert)["status"];
type ProjectStatus = (typeof projects.$inferInsert)["status"];

const invitationOf = async (id: number) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0];
const applicationsOf = (projectId: number) => t.db.select().from(applications).where(eq(applications.projectId, projectId));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const messageOf = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0];

async function insertInvitationRow(values: { projectId: number; producerId: string; artistId: string; status?: InvitationStatus }) {
  const [row] = await t.db
    .insert(invitations)
    .values({ message: "저희 전시에 함께해주세요.", status: "pending", ...values })
    .returning();
  return row!;
}

async function insertMessageRow(values: typeof messages.$inferInsert) {
  const [row] = await t.db.insert(messages).values(values).returning();
  return row!;
}

/** A producer's project, an artist signed in, and a pending (or `status`) invitation from the producer to the artist. */
async function setup(opts: { projectStatus?: ProjectStatus; invitationStatus?: InvitationStatus } = {}) {
  const producer = await insertUser(t.db, { userType: "producer" });
  const project = await insertProject(t.db, { producerId: producer.id, title: "봄 공공미술 프로젝트", status: opts.projectStatus ?? "published" });
  const { user: artist, agent } = await signedIn(t, "artist");
  const invitation = await insertInvitationRow({ projectId: project.id, producerId: producer.id, artistId: artist.id, status: opts.invitationStatus });
  return { producer, project, artist, agent, invitation };
}

const respond = (agent: ReturnType<typeof t.agent>, id: number | string, body: object) => agent.patch(`/api/invitations/${id}/respond`).send(body);

describe("PATCH /api/invitations/{id}/respond — accepting", () => {
  it("when the invited artist accepts, then 200, the invitation is accepted, an invited_accepted application is created and the producer is notified", async () => {
    const { producer, project, artist, agent, invitation } = await setup();

    const res = await respond(agent, invitation.id, { status: "accepted" });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: invitation.id, status: "accepted", rejectionCategory: null, rejectionReason: null });
    expect(await invitationOf(invitation.id)).toMatchObject({ status: "accepted", rejectionCategory: null, rejectionReason: null });
    const apps = await applicationsOf(project.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ artistId: artist.id, status: "invited_accepted", coverLetter: null });
    const notes = await notificationsOf(producer.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "invitation", relatedId: String(project.id), read: false });
    expect(notes[0]!.message).toContain("봄 공공미술 프로젝트");
    expect(notes[0]!.message).toContain("수락");
  });

  it("when the artist already had a pending application, then accepting turns it into invited_accepted without a second row", async () => {
    const { project, artist, agent, invitation } = await setup();
    const existing = await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: "pending" });

    const res = await respond(agent, invitation.id, { status: "accepted" });

    expect(res.status).toBe(200);
    const apps = await applicationsOf(project.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ id: existing.id, status: "invited_accepted", coverLetter: existing.coverLetter });
  });

  for (const earlier of ["rejected", "withdrawn"] as const) {
    it(`when the artist's earlier application was ${earlier}, then accepting the invitation turns it into invited_accepted`, async () => {
      const { project, artist, agent, invitation } = await setup();
      const existing = await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: earlier });

      const res = await respond(agent, invitation.id, { status: "accepted" });

      expect(res.status).toBe(200);
      const apps = await applicationsOf(project.id);
      expect(apps).toHaveLength(1);
      expect(apps[0]).toMatchObject({ id: existing.id, status: "invited_accepted" });
    });
  }

  it("when the artist accepted an invitation, then the owner can start the project", async () => {
    const { producer, project, agent, invitation } = await setup();
    const owner = t.agent();
    await login(owner, producer.email);
    const tooEarly = await owner.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" });
    expect(tooEarly.status).toBe(409);

    expect((await respond(agent, invitation.id, { status: "accepted" })).status).toBe(200);
    await recordOfflineContract(t.db, project.id, producer.id);
    const res = await owner.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: project.id, status: "in_progress", acceptedCount: 1 });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.status).toBe("in_progress");
  });

  it("when the project is already in progress, then the invited artist can still accept", async () => {
    const { project, agent, invitation } = await setup({ projectStatus: "in_progress" });
    const res = await respond(agent, invitation.id, { status: "accepted" });
    expect(res.status).toBe(200);
    expect((await applicationsOf(project.id))[0]!.status).toBe("invited_accepted");
  });

  it("when the project went back to draft while the invitation waited, then accepting is 409 and no application is created", async () => {
    const { project, agent, invitation } = await setup({ projectStatus: "draft" });
    const res = await respond(agent, invitation.id, { status: "accepted" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("모집이 중단된 프로젝트의 초대에는 응답할 수 없습니다.");
    expect((await invitationOf(invitation.id))!.status).toBe("pending");
    expect(await applicationsOf(project.id)).toHaveLength(0);
  });

  it("when the artist accepts twice at once, then one is 200, the other 409, with one application and one notification", async () => {
    const { producer, project, agent, invitation } = await setup();
    const results = await Promise.all([respond(agent, invitation.id, { status: "accepted" }), respond(agent, invitation.id, { status: "accepted" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await applicationsOf(project.id)).toHaveLength(1);
    expect(await notificationsOf(producer.id)).toHaveLength(1);
  });
});

describe("PATCH /api/invitations/{id}/respond — declining", () => {
  it("when the artist declines with category schedule, then the invitation is rejected with the category's label as reason and the producer is notified", async () => {
    const { producer, project, agent, invitation } = await setup();

    const res = await respond(agent, invitation.id, { status: "declined", rejectionCategory: "schedule" });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", rejectionCategory: "schedule", rejectionReason: declineCategoryLabel.schedule });
    expect(await invitationOf(invitation.id)).toMatchObject({
      status: "rejected",
      rejectionCategory: "schedule",
      rejectionReason: "일정이 맞지 않습니다",
    });
    expect(await applicationsOf(project.id)).toHaveLength(0);
    const notes = await notificationsOf(producer.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.type).toBe("invitation");
    expect(notes[0]!.message).toContain("거절");
    expect(notes[0]!.message).toContain("일정이 맞지 않습니다");
  });

  it("when the status word is 'rejected', then it is accepted like 'declined'", async () => {
    const { agent, invitation } = await setup();
    const res = await respond(agent, invitation.id, { status: "rejected", rejectionCategory: "budget" });
    expect(res.status).toBe(200);
    expect(await invitationOf(invitation.id)).toMatchObject({ status: "rejected", rejectionCategory: "budget", rejectionReason: declineCategoryLabel.budget });
  });

  it("when the artist declines with category other and text, then the text is stored as the reason", async () => {
    const { agent, invitation } = await setup();
    const res = await respond(agent, invitation.id, { status: "declined", rejectionCategory: "other", rejectionReason: "  해외 레지던시 일정이 있습니다  " });
    expect(res.status).toBe(200);
    expect(await invitationOf(invitation.id)).toMatchObject({
      status: "rejected",
      rejectionCategory: "other",
      rejectionReason: "해외 레지던시 일정이 있습니다",
    });
  });

  it("when the decline text has exactly 500 characters, then it is stored", async () => {
    const { agent, invitation } = await setup();
    const text = "가".repeat(500);
    const res = await respond(agent, invitation.id, { status: "declined", rejectionCategory: "other", rejectionReason: text });
    expect(res.status).toBe(200);
    expect((await invitationOf(invitation.id))!.rejectionReason).toBe(text);
  });

  const invalid = [
    { name: "the category is missing", body: { status: "declined" }, field: "rejectionCategory", message: "거절 사유를 선택해주세요" },
    {
      name: "the category is unknown",
      body: { status: "declined", rejectionCategory: "weather" },
      field: "rejectionCategory",
      message: "거절 사유를 선택해주세요",
    },
    {
      name: "the category is other without text",
      body: { status: "declined", rejectionCategory: "other" },
      field: "rejectionReason",
      message: "거절 사유를 입력해주세요",
    },
    {
      name: "the category is other with blank text",
      body: { status: "rejected", rejectionCategory: "other", rejectionReason: "   " },
      field: "rejectionReason",
      message: "거절 사유를 입력해주세요",
    },
    {
      name: "the text is over 500 characters",
      body: { status: "declined", rejectionCategory: "other", rejectionReason: "가".repeat(501) },
      field: "rejectionReason",
      message: "거절 사유는 500자 이하로 입력해주세요",
    },
    { name: "the status is missing", body: {}, field: "status", message: "수락 또는 거절을 선택해주세요" },
    { name: "the status is unknown", body: { status: "maybe" }, field: "status", message: "수락 또는 거절을 선택해주세요" },
  ];
  for (const c of invalid) {
    it(`when ${c.name}, then 400 with '${c.message}' and the invitation stays pending`, async () => {
      const { producer, project, agent, invitation } = await setup();
      const res = await respond(agent, invitation.id, c.body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "Validation", message: c.message });
      expect(res.body.fieldErrors[c.field]).toEqual([c.message]);
      expect(await invitationOf(invitation.id)).toMatchObject({ status: "pending", rejectionCategory: null, rejectionReason: null });
      expect(await applicationsOf(project.id)).toHaveLength(0);
      expect(await notificationsOf(producer.id)).toHaveLength(0);
    });
  }
});

describe("PATCH /api/invitations/{id}/respond — invitation messages", () => {
  for (const c of [
    { body: { status: "accepted" }, expected: "accepted" },
    { body: { status: "declined", rejectionCategory: "genre" }, expected: "rejected" },
  ] as const) {
    it(`when the artist answers ${c.body.status}, then the invitation messages of that project between the two get invitationStatus ${c.expected}`, async () => {
      const { producer, project, artist, agent, invitation } = await setup();
      const otherProject = await insertProject(t.db, { producerId: producer.id });
      const stranger = await insertUser(t.db);
      const invitationMsg = await insertMessageRow({
        senderId: producer.id,
        receiverId: artist.id,
        content: "초대합니다",
        projectId: project.id,
        messageType: "invitation",
        invitationStatus: "pending",
      });
      const regularMsg = await insertMessageRow({
        senderId: producer.id,
        receiverId: artist.id,
        content: "안녕하세요",
        projectId: project.id,
        messageType: "regular",
      });
      const otherProjectMsg = await insertMessageRow({
        senderId: producer.id,
        receiverId: artist.id,
        content: "다른 초대",
        projectId: otherProject.id,
        messageType: "invitation",
        invitationStatus: "pending",
      });
      const otherArtistMsg = await insertMessageRow({
        senderId: producer.id,
        receiverId: stranger.id,
        content: "초대합니다",
        projectId: project.id,
        messageType: "invitation",
        invitationStatus: "pending",
      });

      const res = await respond(agent, invitation.id, c.body);

      expect(res.status).toBe(200);
      expect((await messageOf(invitationMsg.id))!.invitationStatus).toBe(c.expected);
      expect((await messageOf(regularMsg.id))!.invitationStatus).toBeNull();
      expect((await messageOf(otherProjectMsg.id))!.invitationStatus).toBe("pending");
      expect((await messageOf(otherArtistMsg.id))!.invitationStatus).toBe("pending");
    });
  }
});

describe("PATCH /api/invitations/{id}/respond — refused", () => {
  it("when a guest responds, then 401 and the invitation stays pending", async () => {
    const { invitation } = await setup();
    const res = await t.request.patch(`/api/invitations/${invitation.id}/respond`).send({ status: "accepted" });
    expect(res.status).toBe(401);
    expect((await invitationOf(invitation.id))!.status).toBe("pending");
  });

  it("when another artist responds, then 403 and nothing is written", async () => {
    const { project, invitation } = await setup();
    const other = await signedIn(t, "artist");
    const res = await respond(other.agent, invitation.id, { status: "accepted" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "Forbidden", message: "본인이 받은 초대에만 응답할 수 있습니다." });
    expect((await invitationOf(invitation.id))!.status).toBe("pending");
    expect(await applicationsOf(project.id)).toHaveLength(0);
  });

  it("when the inviting producer responds, then 403", async () => {
    const { producer, invitation } = await setup();
    const owner = t.agent();
    await login(owner, producer.email);
    const res = await respond(owner, invitation.id, { status: "declined", rejectionCategory: "schedule" });
    expect(res.status).toBe(403);
    expect((await invitationOf(invitation.id))!.status).toBe("pending");
  });

  it("when the invitation does not exist or the id is 'abc', then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    for (const id of ["999999", "abc"]) {
      const res = await respond(agent, id, { status: "accepted" });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "NotFound", message: "초대를 찾을 수 없습니다." });
    }
  });

  it("when the invitation was already answered, then a second answer is 409 and the first stands", async () => {
    const { producer, project, agent, invitation } = await setup();
    expect((await respond(agent, invitation.id, { status: "accepted" })).status).toBe(200);

    const res = await respond(agent, invitation.id, { status: "declined", rejectionCategory: "schedule" });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "Conflict", message: "이미 응답했거나 취소된 초대입니다." });
    expect(await invitationOf(invitation.id)).toMatchObject({ status: "accepted", rejectionCategory: null });
    expect((await applicationsOf(project.id))[0]!.status).toBe("invited_accepted");
    expect(await notificationsOf(producer.id)).toHaveLength(1);
  });

  it("when the invitation was declined, then accepting afterwards is 409 and no application is created", async () => {
    const { project, agent, invitation } = await setup({ invitationStatus: "rejected" });
    const res = await respond(agent, invitation.id, { status: "accepted" });
    expect(res.status).toBe(409);
    expect(await applicationsOf(project.id)).toHaveLength(0);
  });

  it("when the invitation was cancelled by the producer, then 409 and nothing is written", async () => {
    const { producer, project, agent, invitation } = await setup({ invitationStatus: "cancelled" });
    const res = await respond(agent, invitation.id, { status: "accepted" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("이미 응답했거나 취소된 초대입니다.");
    expect((await invitationOf(invitation.id))!.status).toBe("cancelled");
    expect(await applicationsOf(project.id)).toHaveLength(0);
    expect(await notificationsOf(producer.id)).toHaveLength(0);
  });

  for (const projectStatus of ["completed", "cancelled"] as const) {
    it(`when the project is ${projectStatus}, then 409 and the invitation stays pending`, async () => {
      const { producer, project, agent, invitation } = await setup({ projectStatus });
      for (const body of [{ status: "accepted" }, { status: "declined", rejectionCategory: "schedule" }]) {
        const res = await respond(agent, invitation.id, body);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: "Conflict", message: "종료되거나 취소된 프로젝트의 초대에는 응답할 수 없습니다." });
      }
      expect((await invitationOf(invitation.id))!.status).toBe("pending");
      expect(await applicationsOf(project.id)).toHaveLength(0);
      expect(await notificationsOf(producer.id)).toHaveLength(0);
    });
  }
});

describe("POST /api/invitations — rate limit (declared in the contract)", () => {
  it("when a producer sends 30 invitations in a minute, then the 31st is 429 in Korean, and another producer is not limited", async () => {
    const artist = await insertUser(t.db, { userType: "artist" });
    const { agent } = await signedIn(t, "producer");
    // No such project: each call passes the limit, then the handler answers 404.
    const send = (a: typeof agent) => a.post("/api/invitations").send({ projectId: 999_999, artistId: artist.id, message: "함께해주세요." });
    for (let i = 0; i < 30; i++) await send(agent).expect(404);
    const res = await send(agent);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "RateLimited", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." });
    const other = await signedIn(t, "producer");
    await send(other.agent).expect(404);
  });
});
