import { describe, expect, it } from "vitest";
import { messages } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { createTestApp, login } from "../../setup/test-app";

const t = await createTestApp();

const send = (senderId: string, receiverId: string, read = false) => t.db.insert(messages).values({ senderId, receiverId, content: "안녕하세요", read });

describe("GET /api/messages/unread-count", () => {
  it("when nobody is signed in, then it answers 401", async () => {
    const res = await t.request.get("/api/messages/unread-count");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("Unauthorized");
  });

  it("when signed in, then it counts only unread messages received by that user", async () => {
    const me = await insertUser(t.db);
    const producer = await insertUser(t.db, { userType: "producer" });
    const third = await insertUser(t.db);
    await send(producer.id, me.id);
    await send(third.id, me.id);
    await send(producer.id, me.id, true); // already read
    await send(me.id, producer.id); // sent by me, unread by them
    await send(third.id, producer.id); // between others

    const agent = t.agent();
    await login(agent, me.email);
    const res = await agent.get("/api/messages/unread-count");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 2 });

    const theirs = t.agent();
    await login(theirs, producer.email);
    expect((await theirs.get("/api/messages/unread-count")).body).toEqual({ count: 2 });
  });

  it("when a user has no messages, then the count is 0", async () => {
    const user = await insertUser(t.db);
    const agent = t.agent();
    await login(agent, user.email);
    const res = await agent.get("/api/messages/unread-count");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 0 });
  });
});
