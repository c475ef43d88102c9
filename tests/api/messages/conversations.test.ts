import { describe, expect, it } from "vitest";
import { messages, userTagLinks, users } from "@shared/schema/index";
import { findOrCreateTags } from "../../factories/projects";
import { buildUser, insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { insertMessage, pair } from "./helpers";

const t = await createTestApp();

/** Counts the statements the app sends to the database while `fn` runs (both drivers expose `query`). */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    n += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
}

describe("GET /api/conversations", () => {
  it("when the user has conversations, then one row per counterpart, newest first, with last message, unread count and up to 3 specialties", async () => {
    const { user: me, agent } = await signedIn(t, "producer");
    const a = await insertUser(t.db, { firstName: "하은", lastName: "최", location: "서울" });
    const b = await insertUser(t.db, { firstName: "민재", lastName: "정", userType: "producer" });
    const tags = await findOrCreateTags(t.db, ["설치미술", "회화", "사진", "조각"]);
    await t.db.insert(userTagLinks).values(tags.map((tag) => ({ userId: a.id, tagId: tag.id })));
    const at = (s: number) => new Date(Date.now() - s * 1000);
    await insertMessage(t, { senderId: a.id, receiverId: me.id, content: "a1", createdAt: at(50) });
    await insertMessage(t, { senderId: me.id, receiverId: b.id, content: "b1", createdAt: at(40) });
    await insertMessage(t, { senderId: a.id, receiverId: me.id, content: "a2", createdAt: at(30) });
    await insertMessage(t, { senderId: me.id, receiverId: a.id, content: "a3 내가 보냄", createdAt: at(20) });
    await insertMessage(t, { senderId: b.id, receiverId: me.id, content: "b2 마지막", createdAt: at(10), read: true });

    const res = await agent.get("/api/conversations");

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      userId: b.id,
      userName: "정민재",
      userType: "producer",
      lastMessage: "b2 마지막",
      unreadCount: 0,
      userEmail: null,
      isDeleted: false,
      isBlocked: false,
      lastMessageType: "regular",
    });
    expect(res.body[1]).toMatchObject({ userId: a.id, userName: "최하은", userType: "artist", location: "서울", lastMessage: "a3 내가 보냄", unreadCount: 2 });
    expect(res.body[1].specialties).toHaveLength(3);
    expect(new Date(res.body[0].lastMessageTime).getTime()).toBeGreaterThan(new Date(res.body[1].lastMessageTime).getTime());
  });

  it("when nobody is signed in, then 401; with no messages, then []", async () => {
    expect((await t.request.get("/api/conversations")).status).toBe(401);
    const { agent } = await signedIn(t, "artist");
    expect((await agent.get("/api/conversations")).body).toEqual([]);
  });

  it("when a user has 200 conversations, then the list is answered with the same number of statements as for 1", async () => {
    const { user: few, agent: fewAgent } = await signedIn(t, "producer");
    const { user: many, agent: manyAgent } = await signedIn(t, "producer");
    const others = Array.from({ length: 200 }, () => buildUser());
    await t.db.insert(users).values(others);
    const tags = await findOrCreateTags(t.db, ["무용", "연극"]);
    await t.db.insert(userTagLinks).values(others.flatMap((o) => tags.map((tag) => ({ userId: o.id!, tagId: tag.id }))));
    await t.db.insert(messages).values([
      { senderId: others[0]!.id!, receiverId: few.id, content: "하나뿐인 대화" },
      ...others.flatMap((o, i) => [
        { senderId: o.id!, receiverId: many.id, content: `안녕하세요 ${i}` },
        { senderId: many.id, receiverId: o.id!, content: `반갑습니다 ${i}` },
      ]),
    ]);

    let fewBody: unknown[] = [];
    let manyBody: unknown[] = [];
    const fewCount = await countQueries(async () => {
      fewBody = (await fewAgent.get("/api/conversations").expect(200)).body;
    });
    const manyCount = await countQueries(async () => {
      manyBody = (await manyAgent.get("/api/conversations").expect(200)).body;
    });

    expect(fewBody).toHaveLength(1);
    expect(manyBody).toHaveLength(200);
    expect(manyBody[0]).toMatchObject({ unreadCount: 1, specialties: ["무용", "연극"] });
    // The counter must see the statements at all (session lookup and the list query at least).
    expect(fewCount).toBeGreaterThanOrEqual(2);
    expect(manyCount).toBe(fewCount);
    // Session lookup + the conversation rows with their specialties, with room for session bookkeeping.
    expect(manyCount).toBeLessThanOrEqual(4);
  });
});

describe("GET /api/conversations/{userId}/context", () => {
  it("when the two share a project, then the newest shared project, its type, the total and canSend", async () => {
    const { producer, project, artistAgent } = await pair(t, "invitation");
    const res = await artistAgent.get(`/api/conversations/${producer.id}/context`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      projectTitle: project.title,
      projectId: project.id,
      connectionType: "invitation",
      totalConnections: 1,
      canSend: true,
      reason: null,
      counterpart: { id: producer.id, userName: "박서연", userType: "producer", profileImageUrl: null, isDeleted: false },
      isBlockedByMe: false,
    });
  });

  it("when the two share nothing, then canSend is false with the no-connection reason", async () => {
    const { producer, artistAgent } = await pair(t, "none");
    const res = await artistAgent.get(`/api/conversations/${producer.id}/context`);
    expect(res.body).toMatchObject({ projectId: null, connectionType: null, totalConnections: 0, canSend: false });
    expect(res.body.reason).toContain("함께하는 프로젝트가 없어");
  });

  it("when the user is unknown, then 404", async () => {
    const { artistAgent } = await pair(t);
    expect((await artistAgent.get("/api/conversations/nobody/context")).status).toBe(404);
  });

  it("when the user asks for the context with themselves, then 400 (documented in the contract)", async () => {
    const { artist, artistAgent } = await pair(t);
    const res = await artistAgent.get(`/api/conversations/${artist.id}/context`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("자기 자신에게는 메시지를 보낼 수 없습니다.");
  });
});
