import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users } from "@shared/schema/index";
import { insertApplication, insertInvitation, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { messagesBetween, notificationsOf, pair } from "./helpers";

const t = await createTestApp();
const NO_CONNECTION = "함께하는 프로젝트가 없어 메시지를 보낼 수 없습니다. 프로젝트 지원 또는 초대 후 대화할 수 있습니다.";

describe("POST /api/messages — can-contact", () => {
  for (const via of ["application", "invitation"] as const) {
    it(`when the two share a project through an ${via}, then both directions are 201 and stored`, async () => {
      const { producer, artist, project, producerAgent, artistAgent } = await pair(t, via);

      const a = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "  안녕하세요, 일정 논의드려요.  " });
      expect(a.status).toBe(201);
      expect(a.body).toMatchObject({
        senderId: producer.id,
        receiverId: artist.id,
        content: "안녕하세요, 일정 논의드려요.",
        read: false,
        messageType: "regular",
      });

      const b = await artistAgent.post("/api/messages").send({ receiverId: producer.id, content: "네, 좋습니다!", projectId: project.id });
      expect(b.status).toBe(201);
      expect(b.body).toMatchObject({ senderId: artist.id, receiverId: producer.id, projectId: project.id });

      expect(await messagesBetween(t, producer.id, artist.id)).toHaveLength(2);
    });
  }

  it("when the two share no project, then 403 in both directions with the no-connection message and nothing is stored", async () => {
    const { producer, artist, producerAgent, artistAgent } = await pair(t, "none");
    for (const [agent, to] of [
      [producerAgent, artist.id],
      [artistAgent, producer.id],
    ] as const) {
      const res = await agent.post("/api/messages").send({ receiverId: to, content: "안녕하세요" });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "Forbidden", message: NO_CONNECTION });
    }
    expect(await messagesBetween(t, producer.id, artist.id)).toHaveLength(0);
  });

  it("when the application was withdrawn or the invitation cancelled, then there is no connection (403)", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const p1 = await insertProject(t.db, { producerId: producer.id });
    const p2 = await insertProject(t.db, { producerId: producer.id });
    const { user: artist, agent } = await signedIn(t, "artist");
    await insertApplication(t.db, { projectId: p1.id, artistId: artist.id, status: "withdrawn" });
    await insertInvitation(t.db, { projectId: p2.id, producerId: producer.id, artistId: artist.id, status: "cancelled" });
    const res = await agent.post("/api/messages").send({ receiverId: producer.id, content: "안녕하세요" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NO_CONNECTION);
  });

  it("when a projectId names a project the two do not share, then 400", async () => {
    const { artist, producer, producerAgent } = await pair(t);
    const other = await insertProject(t.db, { producerId: producer.id });
    const res = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "안녕하세요", projectId: other.id });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.projectId).toEqual(["함께하는 프로젝트만 선택할 수 있습니다."]);
  });
});

describe("POST /api/messages — content", () => {
  const cases = [
    { name: "blank", content: "   \n  ", message: "메시지 내용을 입력해주세요." },
    { name: "missing", content: undefined, message: "메시지 내용을 입력해주세요." },
    { name: "501 characters", content: "가".repeat(501), message: "메시지는 500자 이하로 입력해주세요." },
  ];
  for (const c of cases) {
    it(`when the content is ${c.name}, then 400 '${c.message}' and nothing is stored`, async () => {
      const { producer, artist, producerAgent } = await pair(t);
      const res = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: c.content });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "Validation", message: c.message });
      expect(res.body.fieldErrors.content).toEqual([c.message]);
      expect(await messagesBetween(t, producer.id, artist.id)).toHaveLength(0);
    });
  }

  it("when the content has exactly 500 characters after trimming, then 201", async () => {
    const { artist, producerAgent } = await pair(t);
    const res = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: ` ${"가".repeat(500)} ` });
    expect(res.status).toBe(201);
    expect(res.body.content).toHaveLength(500);
  });
});

describe("POST /api/messages — refused", () => {
  it("when nobody is signed in, then 401", async () => {
    const res = await t.request.post("/api/messages").send({ receiverId: "x", content: "안녕" });
    expect(res.status).toBe(401);
  });

  it("when the receiver does not exist, then 404", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/messages").send({ receiverId: "no-such-user", content: "안녕" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("사용자를 찾을 수 없습니다.");
  });

  it("when sending to oneself, then 400", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/messages").send({ receiverId: user.id, content: "안녕" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("자기 자신에게는 메시지를 보낼 수 없습니다.");
  });

  it("when the receiver's account was withdrawn, then 403 and history stays", async () => {
    const { producer, artist, producerAgent } = await pair(t);
    await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "첫 메시지" }).expect(201);
    await t.db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, artist.id));
    const res = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "두 번째" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("탈퇴한 사용자에게는 메시지를 보낼 수 없습니다.");
    const thread = await producerAgent.get(`/api/messages/${artist.id}`);
    expect(thread.status).toBe(200);
    expect(thread.body.items.map((m: { content: string }) => m.content)).toEqual(["첫 메시지"]);
    const list = await producerAgent.get("/api/conversations");
    expect(list.body[0]).toMatchObject({ userId: artist.id, userName: "탈퇴한 사용자", isDeleted: true });
    const ctx = await producerAgent.get(`/api/conversations/${artist.id}/context`);
    expect(ctx.body).toMatchObject({ canSend: false, reason: "탈퇴한 사용자에게는 메시지를 보낼 수 없습니다." });
    expect(await messagesBetween(t, producer.id, artist.id)).toHaveLength(1);
  });

  it("when a user sends more than 30 messages in a minute, then the 31st is 429 in Korean", async () => {
    const { artist, producerAgent } = await pair(t);
    for (let i = 0; i < 30; i++)
      await producerAgent
        .post("/api/messages")
        .send({ receiverId: artist.id, content: `메시지 ${i}` })
        .expect(201);
    const res = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "하나 더" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("메시지를 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.");
  });
});

describe("POST /api/messages — notification", () => {
  it("when a message is sent, then the receiver gets one 'message' notification naming the sender; a burst adds no second one until it is read", async () => {
    const { producer, artist, producerAgent } = await pair(t);
    await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "하나" }).expect(201);
    await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "둘" }).expect(201);
    let notes = await notificationsOf(t, artist.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "message", title: "새 메시지", message: "박서연님이 메시지를 보냈습니다.", relatedId: producer.id, read: false });

    await t.db.update(notifications).set({ read: true }).where(eq(notifications.userId, artist.id));
    await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "셋" }).expect(201);
    notes = await notificationsOf(t, artist.id);
    expect(notes).toHaveLength(2);
    expect(await notificationsOf(t, producer.id)).toHaveLength(0);
  });
});
