import { describe, expect, it } from "vitest";
import { reports, userBlocks } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { insertMessage, messagesBetween, pair } from "./helpers";

const t = await createTestApp();

describe("POST/DELETE /api/users/{id}/block", () => {
  it("when one side blocks the other, then messages are refused both ways, the conversation is flagged, and unblocking restores sending", async () => {
    const { producer, artist, producerAgent, artistAgent } = await pair(t);
    await artistAgent.post("/api/messages").send({ receiverId: producer.id, content: "차단 전" }).expect(201);

    const blocked = await artistAgent.post(`/api/users/${producer.id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ blocked: true });
    expect((await artistAgent.post(`/api/users/${producer.id}/block`)).status).toBe(200);
    expect(await t.db.select().from(userBlocks)).toHaveLength(1);

    const fromBlocker = await artistAgent.post("/api/messages").send({ receiverId: producer.id, content: "안녕" });
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.message).toBe("차단한 사용자와는 메시지를 주고받을 수 없습니다.");
    const fromBlocked = await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "안녕" });
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.message).toBe("이 사용자에게는 메시지를 보낼 수 없습니다.");
    expect(await messagesBetween(t, producer.id, artist.id)).toHaveLength(1);

    expect((await artistAgent.get("/api/conversations")).body[0]).toMatchObject({ userId: producer.id, isBlocked: true });
    expect((await artistAgent.get(`/api/conversations/${producer.id}/context`)).body).toMatchObject({ canSend: false, isBlockedByMe: true });
    expect((await producerAgent.get(`/api/conversations/${artist.id}/context`)).body).toMatchObject({ canSend: false, isBlockedByMe: false });
    // History stays readable for both.
    expect((await producerAgent.get(`/api/messages/${artist.id}`)).body.items).toHaveLength(1);

    const unblocked = await artistAgent.delete(`/api/users/${producer.id}/block`);
    expect(unblocked.body).toEqual({ blocked: false });
    expect((await producerAgent.post("/api/messages").send({ receiverId: artist.id, content: "다시 안녕" })).status).toBe(201);
  });

  it("when blocking oneself, then 400; an unknown user 404; a guest 401", async () => {
    const { user, agent } = await signedIn(t, "artist");
    expect((await agent.post(`/api/users/${user.id}/block`)).status).toBe(400);
    expect((await agent.post("/api/users/nobody/block")).status).toBe(404);
    expect((await t.request.post(`/api/users/${user.id}/block`)).status).toBe(401);
  });
});

describe("POST /api/reports", () => {
  it("when the receiver reports a message, then 201 and one report row is stored for moderators (twice stays one)", async () => {
    const { producer, artist, artistAgent } = await pair(t);
    const m = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "불쾌한 메시지" });
    const res = await artistAgent.post("/api/reports").send({ kind: "message", targetId: m.id, reason: "욕설이 포함되어 있습니다." });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ reported: true });
    expect((await artistAgent.post("/api/reports").send({ kind: "message", targetId: String(m.id), reason: "다시" })).status).toBe(201);
    const rows = await t.db.select().from(reports);
    const mine = rows.filter((r) => r.reporterId === artist.id);
    expect(mine).toMatchObject([{ kind: "message", targetId: String(m.id), reason: "욕설이 포함되어 있습니다.", status: "open" }]);
  });

  it("when a user is reported, then 201 and stored", async () => {
    const { producer, artist, producerAgent } = await pair(t);
    expect((await producerAgent.post("/api/reports").send({ kind: "user", targetId: artist.id, reason: "스팸 계정" })).status).toBe(201);
    const rows = (await t.db.select().from(reports)).filter((r) => r.reporterId === producer.id);
    expect(rows).toMatchObject([{ kind: "user", targetId: artist.id }]);
  });

  it("when someone outside the conversation reports a message, then 403; unknown 404; blank or long reason 400", async () => {
    const { producer, artist } = await pair(t);
    const m = await insertMessage(t, { senderId: producer.id, receiverId: artist.id, content: "안녕하세요" });
    const stranger = await signedIn(t, "artist");
    const res = await stranger.agent.post("/api/reports").send({ kind: "message", targetId: m.id, reason: "신고" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("본인이 주고받은 메시지만 신고할 수 있습니다.");
    expect((await stranger.agent.post("/api/reports").send({ kind: "message", targetId: 999999, reason: "신고" })).status).toBe(404);
    const blank = await stranger.agent.post("/api/reports").send({ kind: "user", targetId: producer.id, reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("신고 사유를 입력해주세요.");
    expect((await stranger.agent.post("/api/reports").send({ kind: "user", targetId: producer.id, reason: "가".repeat(501) })).status).toBe(400);
    expect((await stranger.agent.post("/api/reports").send({ kind: "post", targetId: producer.id, reason: "신고" })).status).toBe(400);
  });
});
