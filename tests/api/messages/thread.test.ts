import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { insertMessage, pair } from "./helpers";

const t = await createTestApp();
const readOf = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!.read;

describe("GET /api/messages/{userId}", () => {
  it("when opened, then the thread comes oldest first and only the received unread messages are marked read", async () => {
    const { producer, artist, producerAgent, artistAgent } = await pair(t);
    const m1 = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "하나", createdAt: new Date(Date.now() - 3000) });
    const m2 = await insertMessage(t, { senderId: artist.id, receiverId: producer.id, content: "둘", createdAt: new Date(Date.now() - 2000) });
    const m3 = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "셋", createdAt: new Date(Date.now() - 1000) });

    expect((await artistAgent.get("/api/messages/unread-count")).body).toEqual({ count: 2 });
    const res = await artistAgent.get(`/api/messages/${producer.id}`);

    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.items.map((m: { content: string }) => m.content)).toEqual(["하나", "둘", "셋"]);
    expect(res.body.items[0]).toMatchObject({ id: m1.id, senderId: producer.id, read: true, messageType: "regular", invitationId: null });
    expect(await readOf(m1.id)).toBe(true);
    expect(await readOf(m3.id)).toBe(true);
    // Sent by the viewer: stays unread until the producer opens it.
    expect(await readOf(m2.id)).toBe(false);
    expect((await artistAgent.get("/api/messages/unread-count")).body).toEqual({ count: 0 });
    expect((await producerAgent.get("/api/messages/unread-count")).body).toEqual({ count: 1 });
  });

  it("when the thread is long, then ?before pages backwards with hasMore and does not mark anything", async () => {
    const { producer, artist, artistAgent } = await pair(t);
    for (let i = 1; i <= 7; i++)
      await insertMessage(t, { senderId: i % 2 ? producer.id : artist.id, receiverId: i % 2 ? artist.id : producer.id, content: `m${i}` });

    const first = await artistAgent.get(`/api/messages/${producer.id}?limit=3`);
    expect(first.body.items.map((m: { content: string }) => m.content)).toEqual(["m5", "m6", "m7"]);
    expect(first.body.hasMore).toBe(true);

    await t.db.update(messages).set({ read: false }).where(eq(messages.receiverId, artist.id));
    const second = await artistAgent.get(`/api/messages/${producer.id}?limit=3&before=${first.body.items[0].id}`);
    expect(second.body.items.map((m: { content: string }) => m.content)).toEqual(["m2", "m3", "m4"]);
    expect(second.body.hasMore).toBe(true);
    const third = await artistAgent.get(`/api/messages/${producer.id}?limit=3&before=${second.body.items[0].id}`);
    expect(third.body.items.map((m: { content: string }) => m.content)).toEqual(["m1"]);
    expect(third.body.hasMore).toBe(false);
    expect((await artistAgent.get("/api/messages/unread-count")).body.count).toBe(4);
  });

  it("when a message is between other users, then it is not in the thread", async () => {
    const { producer, artistAgent } = await pair(t);
    const { user: other } = await signedIn(t, "artist");
    await insertMessage(t, { senderId: producer.id, receiverId: other.id, content: "남의 대화" });
    const res = await artistAgent.get(`/api/messages/${producer.id}`);
    expect(res.body.items).toEqual([]);
  });

  it("when nobody is signed in, then 401; unknown user 404; bad before 400", async () => {
    const { producer, artistAgent } = await pair(t);
    expect((await t.request.get(`/api/messages/${producer.id}`)).status).toBe(401);
    expect((await artistAgent.get("/api/messages/no-such-user")).status).toBe(404);
    expect((await artistAgent.get(`/api/messages/${producer.id}?before=abc`)).status).toBe(400);
  });
});

describe("PATCH /api/messages/{id}/read", () => {
  it("when the receiver marks a message read, then 200 and it is read", async () => {
    const { producer, artist, artistAgent } = await pair(t);
    const m = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "읽어주세요" });
    const res = await artistAgent.patch(`/api/messages/${m.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: m.id, read: true });
    expect(await readOf(m.id)).toBe(true);
  });

  it("when the sender or a stranger marks it, then 403 and it stays unread", async () => {
    const { producer, artist, producerAgent } = await pair(t);
    const m = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "읽어주세요" });
    const stranger = await signedIn(t, "artist");
    for (const agent of [producerAgent, stranger.agent]) {
      const res = await agent.patch(`/api/messages/${m.id}/read`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("받은 메시지만 읽음 처리할 수 있습니다.");
    }
    expect(await readOf(m.id)).toBe(false);
  });

  it("when the message does not exist, then 404", async () => {
    const { artistAgent } = await pair(t);
    expect((await artistAgent.patch("/api/messages/999999/read")).status).toBe(404);
    expect((await artistAgent.patch("/api/messages/abc/read")).status).toBe(404);
  });
});
