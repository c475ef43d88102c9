import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, invitations, messages, notifications } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { CONDITIONS, dayFromToday } from "../../factories/projects";

const t = await createTestApp();

const COVER = "안녕하세요. 설치미술 작업을 10년째 하고 있으며 이번 전시의 주제에 깊이 공감하여 꼭 참여하고 싶습니다.";
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("the whole collaboration cycle through the API", () => {
  it("when a producer publishes, artists apply and are invited, the project starts, completes and both sides review, then every rule holds and every party is notified", async () => {
    const producer = await signedIn(t, "producer");
    const applicant = await signedIn(t, "artist");
    const rejected = await signedIn(t, "artist");
    const waiting = await signedIn(t, "artist");
    const decliner = await signedIn(t, "artist");
    const invitee = await signedIn(t, "artist");

    // Publish.
    const created = await producer.agent.post("/api/projects").send({
      title: "서울 빛 축제 설치미술",
      description: "도심 속 빛을 주제로 한 설치미술 프로젝트입니다. 함께할 작가를 찾습니다.",
      budget: "100~500만원",
      location: "서울",
      status: "published",
      // It starts today: a project completes only from its start date on (issue 31).
      startDate: dayFromToday(0),
      endDate: dayFromToday(60),
      deadline: dayFromToday(0),
      tags: ["설치미술"],
      conditions: CONDITIONS,
    });
    expect(created.status).toBe(201);
    const projectId: number = created.body.id;

    // Apply, duplicate refused.
    const applied = await applicant.agent.post("/api/applications").send({ projectId, coverLetter: COVER });
    expect(applied.status).toBe(201);
    expect((await applicant.agent.post("/api/applications").send({ projectId, coverLetter: COVER })).status).toBe(409);
    const toReject = await rejected.agent.post("/api/applications").send({ projectId, coverLetter: COVER });
    const stillPending = await waiting.agent.post("/api/applications").send({ projectId, coverLetter: COVER });
    expect([toReject.status, stillPending.status]).toEqual([201, 201]);
    expect((await notesOf(producer.user.id)).filter((n) => n.type === "application")).toHaveLength(3);

    // Start refused with no accepted artist.
    const early = await producer.agent.patch(`/api/projects/${projectId}/status`).send({ status: "in_progress" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("승인된 지원자가 있어야 프로젝트를 시작할 수 있습니다.");

    // Reject without a reason (400) and with one; accept.
    const noReason = await producer.agent.patch(`/api/applications/${toReject.body.id}/status`).send({ status: "rejected" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("거절 사유를 입력해주세요");
    expect(
      (await producer.agent.patch(`/api/applications/${toReject.body.id}/status`).send({ status: "rejected", reason: "이번에는 조각 작가를 찾습니다" })).status,
    ).toBe(200);
    expect((await producer.agent.patch(`/api/applications/${applied.body.id}/status`).send({ status: "accepted" })).status).toBe(200);
    expect((await notesOf(rejected.user.id)).map((n) => n.type)).toEqual(["application_status"]);
    expect((await notesOf(applicant.user.id)).map((n) => n.type)).toEqual(["application_status"]);

    // The producer's applicant list shows all three with their artists.
    const mine = await producer.agent.get("/api/my-applications");
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(3);
    expect(mine.body.map((a: { artist: { id: string } }) => a.artist.id).sort()).toEqual([applicant.user.id, rejected.user.id, waiting.user.id].sort());

    // Invite a second artist who declines with category other and text.
    const inv1 = await producer.agent.post("/api/invitations").send({ projectId, artistId: decliner.user.id, message: "함께 빛 축제를 만들어요." });
    expect(inv1.status).toBe(201);
    expect(inv1.body).toMatchObject({ status: "pending", projectId, artist: { id: decliner.user.id }, producer: { id: producer.user.id } });
    const invMsg = await t.db.select().from(messages).where(eq(messages.receiverId, decliner.user.id));
    expect(invMsg).toHaveLength(1);
    expect(invMsg[0]).toMatchObject({
      senderId: producer.user.id,
      messageType: "invitation",
      invitationStatus: "pending",
      projectId,
      content: "함께 빛 축제를 만들어요.",
    });
    expect(await notesOf(decliner.user.id)).toEqual([expect.objectContaining({ type: "invitation", relatedId: String(projectId) })]);
    const declined = await decliner.agent
      .patch(`/api/invitations/${inv1.body.id}`)
      .send({ status: "declined", rejectionCategory: "other", rejectionReason: "해외 레지던시 일정이 겹칩니다" });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "rejected", rejectionCategory: "other", rejectionReason: "해외 레지던시 일정이 겹칩니다" });

    // Invite a third who accepts: an application is created. A second invitation is 409.
    const inv2 = await producer.agent.post("/api/invitations").send({ projectId, artistId: invitee.user.id });
    expect(inv2.status).toBe(201);
    const dup = await producer.agent.post("/api/invitations").send({ projectId, artistId: invitee.user.id });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("이미 초대한 프로젝트입니다.");
    const received = await invitee.agent.get("/api/invitations/received");
    expect(received.body.map((i: { id: number }) => i.id)).toEqual([inv2.body.id]);
    expect((await invitee.agent.patch(`/api/invitations/${inv2.body.id}/respond`).send({ status: "accepted" })).status).toBe(200);
    const [inviteeApp] = await t.db.select().from(applications).where(eq(applications.artistId, invitee.user.id));
    expect(inviteeApp).toMatchObject({ projectId, status: "invited_accepted" });

    // Cancel only while pending: the accepted one is 409; a fresh pending one (re-invite after decline) can be cancelled.
    const cancelAccepted = await producer.agent.patch(`/api/invitations/${inv2.body.id}/cancel`).send({ reason: "일정 변경" });
    expect(cancelAccepted.status).toBe(409);
    const reinvite = await producer.agent.post("/api/invitations").send({ projectId, artistId: decliner.user.id, message: "다시 한 번 제안드립니다." });
    expect(reinvite.status).toBe(201);
    expect(reinvite.body.id).toBe(inv1.body.id);
    expect(reinvite.body).toMatchObject({ status: "pending", rejectionCategory: null, message: "다시 한 번 제안드립니다." });
    const blank = await producer.agent.patch(`/api/invitations/${inv1.body.id}/cancel`).send({ reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("취소 사유를 입력해주세요.");
    const cancelled = await producer.agent.patch(`/api/invitations/${inv1.body.id}/cancel`).send({ reason: "모집 인원이 찼습니다" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancellationReason: "모집 인원이 찼습니다" });
    expect((await producer.agent.patch(`/api/invitations/${inv1.body.id}/cancel`).send({ reason: "또" })).status).toBe(409);
    const sent = await producer.agent.get("/api/invitations/sent");
    expect(sent.body.map((i: { id: number }) => i.id)).toEqual([inv2.body.id]);
    const decliverMsgs = await t.db.select().from(messages).where(eq(messages.receiverId, decliner.user.id));
    expect(decliverMsgs.every((m) => m.invitationStatus === "cancelled")).toBe(true);
    expect((await notesOf(decliner.user.id)).map((n) => n.title)).toContain("초대 취소");

    // Start: allowed now; the still-pending application is closed and its artist told why.
    // Written contracts (issue 14): here recorded as made outside the platform.
    expect((await producer.agent.put(`/api/projects/${projectId}/contracts/offline`).send({ note: "종이 계약서로 체결했습니다" })).status).toBe(200);
    const started = await producer.agent.patch(`/api/projects/${projectId}/status`).send({ status: "in_progress" });
    expect(started.status).toBe(200);
    const [closed] = await t.db.select().from(applications).where(eq(applications.id, stillPending.body.id));
    expect(closed).toMatchObject({ status: "rejected", reason: "모집이 마감되었습니다" });
    const waitingNotes = await notesOf(waiting.user.id);
    expect(waitingNotes).toEqual([expect.objectContaining({ type: "application_status", relatedId: String(projectId) })]);
    expect(waitingNotes[0]!.message).toContain("모집이 마감되었습니다");
    for (const a of [applicant, invitee]) {
      expect((await notesOf(a.user.id)).some((n) => n.type === "project_update" && n.relatedId === String(projectId))).toBe(true);
    }

    // Complete, then mutual reviews.
    expect((await producer.agent.patch(`/api/projects/${projectId}/status`).send({ status: "completed" })).status).toBe(200);
    expect((await producer.agent.get(`/api/projects/${projectId}/reviews-completed`)).body).toEqual({ reviewsCompleted: false });
    for (const a of [applicant, invitee]) {
      expect(
        (await producer.agent.post("/api/reviews").send({ projectId, revieweeId: a.user.id, rating: 5, comment: "훌륭한 작업이었습니다. 감사합니다." })).status,
      ).toBe(201);
      expect(
        (await a.agent.post("/api/reviews").send({ projectId, revieweeId: producer.user.id, rating: 4, comment: "소통이 원활한 제작자였습니다." })).status,
      ).toBe(201);
    }
    expect((await producer.agent.get(`/api/projects/${projectId}/reviews-completed`)).body).toEqual({ reviewsCompleted: true });
    const producerReviews = await t.request.get(`/api/users/${producer.user.id}/reviews`);
    expect(producerReviews.status).toBe(200);
    expect(producerReviews.body).toHaveLength(2);
    const myApps = await applicant.agent.get("/api/applications/my");
    expect(myApps.body[0]).toMatchObject({ projectId, status: "accepted", hasReviewedProducer: true, project: { producer: { id: producer.user.id } } });

    const producerStats = await producer.agent.get("/api/dashboard/stats");
    expect(producerStats.body).toEqual({
      userType: "producer",
      totalProjects: 1,
      activeProjects: 0,
      pendingApplications: 0,
      averageRating: 4,
      totalReviews: 2,
    });
    const artistStats = await invitee.agent.get("/api/dashboard/stats");
    expect(artistStats.body).toEqual({
      userType: "artist",
      totalApplications: 1,
      pendingInvitations: 0,
      participatingProjects: 1,
      averageRating: 5,
      totalReviews: 1,
    });

    // Every notification row is readable only by its receiver.
    const producerNotes = await producer.agent.get("/api/notifications");
    expect(producerNotes.status).toBe(200);
    expect(producerNotes.body.every((n: { userId: string }) => n.userId === producer.user.id)).toBe(true);
    const types = producerNotes.body.map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(["application", "invitation", "system"]));
    const artistNote = (await notesOf(invitee.user.id))[0]!;
    expect((await producer.agent.patch(`/api/notifications/${artistNote.id}/read`)).status).toBe(403);
    expect((await applicant.agent.delete(`/api/notifications/${artistNote.id}`)).status).toBe(403);
    expect((await invitee.agent.patch(`/api/notifications/${artistNote.id}/read`)).status).toBe(200);
    const [inv] = await t.db.select().from(invitations).where(eq(invitations.id, inv2.body.id));
    expect(inv!.status).toBe("accepted");
  });
});
