import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE_CONFIRM_PHRASE } from "@shared/constants";
import { communityPosts } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";
import { listen, mintSession } from "./helpers";

/*
 * Holes found by the permission matrix work (issue 11), each with the test that proves its fix:
 * - a live event stream (GET /api/events) outlived its session: a stream opened on a second device kept
 *   receiving the user's events after the account was deleted, or after a password change signed that
 *   device out;
 * - a session row of a withdrawn account could still act when it was written after the deletion (a login
 *   that read the user just before the deletion committed): the store now never loads such a session.
 */

const t = await createTestApp();
const port = await listen(t);

interface Stream {
  raw: () => string;
  ended: Promise<void>;
  close(): void;
}

function open(cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/events", headers: { cookie } }, (res) => {
      let buf = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (buf += c));
      const ended = new Promise<void>((r) => res.on("end", () => r()));
      expect(res.statusCode).toBe(200);
      resolve({ raw: () => buf, ended, close: () => req.destroy() });
    });
    req.on("error", reject);
  });
}

async function subscribers(n: number) {
  for (let i = 0; i < 100 && t.events.size() < n; i++) await new Promise((r) => setTimeout(r, 20));
  expect(t.events.size()).toBe(n);
}

const notify = (userId: string) =>
  t.db.execute(sql`select pg_notify('app_events', ${JSON.stringify({ userId, event: { type: "messages-read", byUserId: "someone" } })})`);

const within = <T>(p: Promise<T>, ms = 2000) =>
  Promise.race([p, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`not within ${ms} ms`)), ms))]);

describe("a withdrawn account's session", () => {
  it("when a session of the account is written after the deletion committed (a racing login), then it cannot act: 401 on reads and writes, no row written", async () => {
    const user = await insertUser(t.db, { userType: "artist" });
    const first = await mintSession(t, user);
    const del = await t.request
      .delete("/api/auth/delete-account")
      .set("Cookie", first)
      .send({ confirmText: DELETE_CONFIRM_PHRASE, reason: "탈퇴합니다", password: TEST_PASSWORD });
    expect(del.status).toBe(200);
    const late = await mintSession(t, user);

    const me = await t.request.get("/api/notifications").set("Cookie", late);
    expect(me.status).toBe(401);
    expect(me.body.message).toBe("로그인이 필요합니다.");
    const post = await t.request.post("/api/community/posts").set("Cookie", late).send({ content: "탈퇴 후 글쓰기" });
    expect(post.status).toBe(401);
    expect(await t.db.select().from(communityPosts).where(eq(communityPosts.authorId, user.id))).toEqual([]);
  });

  it("when the account is active, then the same kind of session acts (the store still loads it)", async () => {
    const user = await insertUser(t.db, { userType: "artist" });
    const res = await t.request.get("/api/notifications").set("Cookie", await mintSession(t, user));
    expect(res.status).toBe(200);
  });
});

describe("GET /api/events after the session ended", () => {
  it("when the account is deleted on another device, then that device's open stream ends at the next event and does not deliver it", async () => {
    const user = await insertUser(t.db, { userType: "artist" });
    const first = await mintSession(t, user);
    const second = await mintSession(t, user);
    const stream = await open(second);
    await subscribers(1);

    const del = await t.request
      .delete("/api/auth/delete-account")
      .set("Cookie", first)
      .send({ confirmText: DELETE_CONFIRM_PHRASE, reason: "탈퇴합니다", password: TEST_PASSWORD });
    expect(del.status).toBe(200);
    await notify(user.id);

    await within(stream.ended);
    expect(stream.raw()).not.toContain("messages-read");
    await subscribers(0);
  });

  it("when the password is changed on another device, then the signed-out device's stream ends, and the device that changed it keeps hearing events", async () => {
    const user = await insertUser(t.db, { userType: "producer" });
    const changer = await mintSession(t, user);
    const other = await mintSession(t, user);
    const signedOut = await open(other);
    const kept = await open(changer);
    await subscribers(2);

    const res = await t.request
      .post("/api/auth/change-password")
      .set("Cookie", changer)
      .send({ currentPassword: TEST_PASSWORD, newPassword: "newpassword456" });
    expect(res.status).toBe(200);
    await notify(user.id);

    await within(signedOut.ended);
    expect(signedOut.raw()).not.toContain("messages-read");
    for (let i = 0; i < 50 && !kept.raw().includes("messages-read"); i++) await new Promise((r) => setTimeout(r, 20));
    expect(kept.raw()).toContain("event: messages-read");
    kept.close();
  });
});
