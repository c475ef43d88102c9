import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/constants";
import { insertUser } from "../../factories/users";
import { mailsTo } from "../../setup/mail-outbox";
import { createTestApp, TEST_APP_URL, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

const tooMany = { code: "RateLimited", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." };
let ipSeq = 0;
/** A distinct client address per call (the app trusts X-Forwarded-For from loopback), so only per-e-mail limits apply. */
const freshIp = () => `203.0.113.${(ipSeq += 1)}`;

describe("rate limits", () => {
  it("when one address fails to log in to an e-mail 25 times, then its 26th attempt answers 429 in Korean even with the right password, and the owner from another address signs in (issue 25)", async () => {
    expect(RATE_LIMITS.login.perEmailAndIp).toEqual({ max: 25, windowMs: 60 * 60_000 });
    const user = await insertUser(t.db);
    const stranger = freshIp();
    for (let i = 0; i < RATE_LIMITS.login.perEmailAndIp.max; i += 1) {
      // Case variants count toward the same address.
      const email = i % 2 ? user.email.toUpperCase() : user.email;
      const res = await t.request
        .post("/api/auth/login")
        .set("X-Forwarded-For", stranger)
        .send({ email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }

    const blocked = await t.request.post("/api/auth/login").set("X-Forwarded-For", stranger).send({ email: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    expect(blocked.body.message).toMatch(/[가-힣]/);

    const owner = await t.request.post("/api/auth/login").set("X-Forwarded-For", freshIp()).send({ email: user.email, password: TEST_PASSWORD });
    expect(owner.status).toBe(200);
  });

  it("when resend-verification is asked 4 times for one e-mail, then the 4th answers 429 and no 4th mail is queued", async () => {
    expect(RATE_LIMITS.resend.perEmail.max).toBe(3);
    const user = await insertUser(t.db, { emailVerified: false });
    for (let i = 0; i < 3; i += 1) {
      const res = await t.request.post("/api/auth/resend-verification").set("X-Forwarded-For", freshIp()).send({ email: user.email });
      expect(res.status).toBe(200);
    }
    const res = await t.request.post("/api/auth/resend-verification").set("X-Forwarded-For", freshIp()).send({ email: user.email });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooMany);
    expect(await mailsTo(t.db, user.email)).toHaveLength(3);
  });

  it("when reset-password-request is asked 6 times in 30 minutes for one e-mail, then the 6th answers 429", async () => {
    expect(RATE_LIMITS.resetRequest.perEmail).toEqual({ max: 5, windowMs: 30 * 60_000 });
    const user = await insertUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request.post("/api/auth/reset-password-request").set("X-Forwarded-For", freshIp()).send({ email: user.email });
      expect(res.status).toBe(200);
    }
    const res = await t.request.post("/api/auth/reset-password-request").set("X-Forwarded-For", freshIp()).send({ email: user.email });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooMany);
    expect(await mailsTo(t.db, user.email)).toHaveLength(5);
  });

  it("when an unknown e-mail is asked for 6 times, then the 6th also answers 429 (the limit does not reveal accounts)", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.request.post("/api/auth/reset-password-request").set("X-Forwarded-For", freshIp()).send({ email: "ghost@example.com" })).status).toBe(
        200,
      );
    }
    const res = await t.request.post("/api/auth/reset-password-request").set("X-Forwarded-For", freshIp()).send({ email: "ghost@example.com" });
    expect(res.status).toBe(429);
  });

  it("when one address tries 31 reset tokens in 15 minutes, then the 31st answers 429 before the token is looked at (the operation's limit), and another address is not affected", async () => {
    expect(RATE_LIMITS.resetConfirm.perIp).toEqual({ max: 30, windowMs: 15 * 60_000 });
    const ip = freshIp();
    const attempt = (from: string) =>
      t.request.post("/api/auth/reset-password").set("X-Forwarded-For", from).send({ token: "not-a-token", newPassword: "new-password-123" });
    for (let i = 0; i < RATE_LIMITS.resetConfirm.perIp.max; i += 1) expect((await attempt(ip)).status).toBe(400);
    const blocked = await attempt(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    expect((await attempt(freshIp())).status).toBe(400);
  });
});

describe("origin check", () => {
  it("when a POST comes from a foreign Origin, then it answers 403 and does nothing", async () => {
    const user = await insertUser(t.db);
    const res = await t.request.post("/api/auth/login").set("Origin", "http://evil.example").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "Forbidden", message: "허용되지 않은 출처의 요청입니다." });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("when a DELETE comes from a foreign Referer (no Origin), then it answers 403", async () => {
    const res = await t.request.delete("/api/auth/delete-account").set("Referer", "http://evil.example/page").send({});
    expect(res.status).toBe(403);
  });

  it("when a POST names the opaque origin null, then it answers 403", async () => {
    const res = await t.request.post("/api/auth/logout").set("Origin", "null");
    expect(res.status).toBe(403);
  });

  it("when a POST comes from the app's own origin, then it passes", async () => {
    const user = await insertUser(t.db);
    const res = await t.request.post("/api/auth/login").set("Origin", TEST_APP_URL).send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const referer = await t.request.post("/api/auth/logout").set("Referer", `${TEST_APP_URL}/account-settings`);
    expect(referer.status).toBe(200);
  });

  it("when a POST names no origin at all, then it passes", async () => {
    const user = await insertUser(t.db);
    const res = await t.request.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
  });

  it("when a GET comes from a foreign Origin, then it passes", async () => {
    const health = await t.request.get("/api/health").set("Origin", "http://evil.example");
    expect(health.status).toBe(200);
    const me = await t.request.get("/api/auth/user").set("Origin", "http://evil.example");
    expect(me.status).toBe(401);
  });
});
