import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, invitations } from "@shared/schema/index";
import { insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, login } from "../../setup/test-app";
import { insertMessage, notificationsOf } from "./helpers";

const t = await createTestApp();

async function setup() {
  const producer = await insertUser(t.db, { userType: "producer" });
  const project = await insertProject(t.db, { producerId: producer.id, title: "겨울 정원 전시" });
  const { user: artist, agent } = await signedIn(t, "artist");
  const invitation = await insertInvitation(t.db, { projectId: project.id, producerId: producer.id, artistId: artist.id });
  const message = await insertMessage(t, {
    senderId: producer.id,
    receiverId: artist.id,
    content: "함께 작업하고 싶습니다.",
    projectId: project.id,
    messageType: "invitation",
    invitationStatus: "pending",
  });
  const producerAgent = t.agent();
  await login(producerAgent, producer.email);
  return { producer, project, artist, agent, invitation, message, producerAgent };
}
const invitationOf = async (id: number) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

describe("PATCH /api/messages/{id} { invitationStatus }", () => {
  it("when the thread is read, then the invitation message carries its invitation id", async () => {
    const { producer, agent, invitation, message } = await setup();
    const res = await agent.get(`/api/messages/${producer.id}`);
    expect(res.body.items[0]).toMatchObject({ id: message.id, messageType: "invitation", invitationStatus: "pending", invitationId: invitation.id });
  });

  it("when the receiver accepts, then the invitation is accepted through the invitations service (application, notification) and the invitations API shows it", async () => {
    const { producer, project, artist, agent, invitation, message } = await setup();

    const res = await agent.patch(`/api/messages/${message.id}`).send({ invitationStatus: "accepted" });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: message.id, invitationStatus: "accepted", invitationId: invitation.id });
    expect(await invitationOf(invitation.id)).toMatchObject({ status: "accepted" });
    const apps = await t.db.select().from(applications).where(eq(applications.projectId, project.id));
    expect(apps).toMatchObject([{ artistId: artist.id, status: "invited_accepted" }]);
    expect((await notificationsOf(t, producer.id)).map((n) => n.type)).toEqual(["invitation"]);
    // The invitations API's own answer path now sees it answered.
    const again = await agent.patch(`/api/invitations/${invitation.id}/respond`).send({ status: "declined", rejectionCategory: "schedule" });
    expect(again.status).toBe(409);
  });

  it("when the receiver declines with a category, then the invitation is rejected with that category", async () => {
    const { agent, invitation, message } = await setup();
    const res = await agent.patch(`/api/messages/${message.id}`).send({ invitationStatus: "declined", rejectionCategory: "budget" });
    expect(res.status).toBe(200);
    expect(res.body.invitationStatus).toBe("rejected");
    expect(await invitationOf(invitation.id)).toMatchObject({ status: "rejected", rejectionCategory: "budget" });
  });

  it("when declining without a category, then 400 with the invitations API's message", async () => {
    const { agent, invitation, message } = await setup();
    const res = await agent.patch(`/api/messages/${message.id}`).send({ invitationStatus: "declined" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("거절 사유를 선택해주세요");
    expect((await invitationOf(invitation.id)).status).toBe("pending");
  });

  it("when the sender (producer) or a stranger answers, then 403 and the invitation stays pending", async () => {
    const { invitation, message, producerAgent } = await setup();
    const stranger = await signedIn(t, "artist");
    for (const agent of [producerAgent, stranger.agent]) {
      const res = await agent.patch(`/api/messages/${message.id}`).send({ invitationStatus: "accepted" });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("초대를 받은 사람만 응답할 수 있습니다.");
    }
    expect((await invitationOf(invitation.id)).status).toBe("pending");
  });

  it("when the message is a regular one, then 400; when already answered, then 409", async () => {
    const { producer, artist, agent, message } = await setup();
    const regular = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "안녕하세요" });
    const res = await agent.patch(`/api/messages/${regular.id}`).send({ invitationStatus: "accepted" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("초대 메시지가 아닙니다.");
    expect((await agent.patch(`/api/messages/${message.id}`).send({ invitationStatus: "accepted" })).status).toBe(200);
    const twice = await agent.patch(`/api/messages/${message.id}`).send({ invitationStatus: "accepted" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("이미 응답했거나 취소된 초대입니다.");
  });
});
