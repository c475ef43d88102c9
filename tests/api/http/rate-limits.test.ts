import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications } from "@shared/schema/index";
import { RATE_LIMITS, WRITE_RATE } from "@shared/constants";
import { parseTrustProxy } from "../../../server/config";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();
let ipSeq = 0;
const freshIp = () => `203.0.113.${(ipSeq += 1)}`;
const headersOf = (res: { headers: Record<string, string> }) => ({
  limit: res.headers["ratelimit-limit"],
  remaining: res.headers["ratelimit-remaining"],
  reset: res.headers["ratelimit-reset"],
  retryAfter: res.headers["retry-after"],
});

describe("abuse limits over HTTP", () => {
  it("when one address logs in 25 times in 5 minutes (any e-mails), then the 26th answers 429 in Korean with RateLimit headers and Retry-After", async () => {
    expect(RATE_LIMITS.login.perIp).toEqual({ max: 25, windowMs: 5 * 60_000 });
    const ip = freshIp();
    const user = await insertUser(t.db);
    const first = await t.request.post("/api/auth/login").set("X-Forwarded-For", ip).send({ email: user.email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    // Successful limited answers carry the headers too: the e-mail's hour leaves 24, the address's 5 minutes 24.
    expect(headersOf(first)).toMatchObject({ limit: "25", remaining: "24", retryAfter: undefined });
    expect(Number(first.headers["ratelimit-reset"])).toBeGreaterThan(0);
    // Wrong passwords for known accounts (cheap test hashes; an unknown e-mail costs a full bcrypt).
    const others = await Promise.all(Array.from({ length: 4 }, () => insertUser(t.db)));
    for (let i = 1; i < 25; i += 1) {
      const res = await t.request
        .post("/api/auth/login")
        .set("X-Forwarded-For", ip)
        .send({ email: others[i % 4]!.email, password: "wrong-password" });
      expect(res.status).toBe(401);
    }
    const blocked = await t.request.post("/api/auth/login").set("X-Forwarded-For", ip).send({ email: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: "RateLimited", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." });
    const h = headersOf(blocked);
    expect(h.limit).toBe("25");
    expect(h.remaining).toBe("0");
    expect(Number(h.reset)).toBeGreaterThan(0);
    expect(Number(h.reset)).toBeLessThanOrEqual(300);
    expect(h.retryAfter).toBe(h.reset);
    expect(blocked.headers["set-cookie"]).toBeUndefined();

    // The same e-mail from another address still signs in: the per-e-mail limit (25 an hour) is not reached.
    const other = await t.request.post("/api/auth/login").set("X-Forwarded-For", freshIp()).send({ email: user.email, password: TEST_PASSWORD });
    expect(other.status).toBe(200);
  });

  it("when one address signs up 20 times in an hour, then the 21st answers 429 and creates no account", async () => {
    expect(RATE_LIMITS.register.perIp).toEqual({ max: 20, windowMs: 60 * 60_000 });
    const ip = freshIp();
    const body = (i: number) => ({
      email: `signup-${ip}-${i}@example.com`,
      password: "gallery-pass-472",
      confirmPassword: "gallery-pass-472",
      firstName: "길동",
      lastName: "홍",
      userType: "artist",
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    });
    for (let i = 0; i < 20; i += 1) {
      const res = await t.request.post("/api/auth/register").set("X-Forwarded-For", ip).send(body(i));
      expect(res.status, res.text).toBe(201);
    }
    const res = await t.request.post("/api/auth/register").set("X-Forwarded-For", ip).send(body(20));
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(res.headers["retry-after"]).toBeDefined();
    const again = await t.request
      .post("/api/auth/login")
      .set("X-Forwarded-For", freshIp())
      .send({ email: body(20).email, password: "gallery-pass-472" });
    expect(again.status).toBe(401);
  }, 180_000); // 20 sign-ups each pay a full-cost bcrypt hash

  it("when a member applies more often in a minute than the limit, then the next application answers 429 with the headers and nothing is stored", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id });
    const coverLetter = "안녕하세요. 이 프로젝트에 꼭 참여하고 싶어 지원합니다. 경력과 포트폴리오를 참고해주세요. 감사합니다.";
    const ok = await agent.post("/api/applications").send({ projectId: project.id, coverLetter });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.headers["ratelimit-limit"]).toBe(String(WRITE_RATE.application.max));
    expect(ok.headers["ratelimit-remaining"]).toBe(String(WRITE_RATE.application.max - 1));
    for (let i = 1; i < WRITE_RATE.application.max; i += 1) {
      // Refused as a duplicate (409) but still counted: the limit is on attempts.
      expect((await agent.post("/api/applications").send({ projectId: project.id, coverLetter })).status).toBe(409);
    }
    const other = await insertProject(t.db, { producerId: producer.id });
    const res = await agent.post("/api/applications").send({ projectId: other.id, coverLetter });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/잠시 후 다시 시도/);
    expect(res.headers["retry-after"]).toBeDefined();
    const stored = await t.db.select().from(applications).where(eq(applications.artistId, user.id));
    expect(stored.map((r) => r.projectId)).toEqual([project.id]);
  });

  it("when a producer sends more invitations in a minute than the limit, then 429", async () => {
    const { agent } = await signedIn(t, "producer");
    for (let i = 0; i < WRITE_RATE.invitation.max; i += 1) {
      // Invalid bodies are refused before counting; valid-looking ones to unknown artists are counted.
      const res = await agent
        .post("/api/invitations")
        .send({ projectId: 999_999, artistId: `missing-${i}`, message: "함께 작업하고 싶습니다. 프로젝트 설명을 확인해주세요." });
      expect(res.status).toBe(404);
    }
    const res = await agent
      .post("/api/invitations")
      .send({ projectId: 999_999, artistId: "missing-x", message: "함께 작업하고 싶습니다. 프로젝트 설명을 확인해주세요." });
    expect(res.status).toBe(429);
    expect(res.headers["ratelimit-remaining"]).toBe("0");
  });
});

describe("TRUST_PROXY: whose X-Forwarded-For names the client", () => {
  it("parses the setting: unset is loopback, false/0/none trust nobody, true everyone, a number hops, else a list", () => {
    expect(parseTrustProxy(undefined)).toBe("loopback");
    expect(parseTrustProxy("")).toBe("loopback");
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("none")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, loopback")).toBe("10.0.0.0/8,loopback");
  });

  /** A wrong password for a fresh account of `app` (a cheap test hash), so only the per-address count is shared. */
  const loginFrom = async (app: typeof t, xff: string) => {
    const user = await insertUser(app.db);
    return app.request.post("/api/auth/login").set("X-Forwarded-For", xff).send({ email: user.email, password: "wrong-password" });
  };

  it("when the default (loopback) is set, then each forwarded address from the local proxy has its own count", async () => {
    const a = await loginFrom(t, freshIp());
    const b = await loginFrom(t, freshIp());
    expect(a.headers["ratelimit-remaining"]).toBe("24");
    expect(b.headers["ratelimit-remaining"]).toBe("24");
  });

  it("when TRUST_PROXY=false, then X-Forwarded-For is ignored: forged addresses share the socket's count", async () => {
    const direct = await createTestApp({ trustProxy: false });
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) seen.push((await loginFrom(direct, freshIp())).headers["ratelimit-remaining"]!);
    // Per-IP limit 25 (the per-e-mail one is 25 too, over an hour): all three hits land on one address.
    expect(seen).toEqual(["24", "23", "22"]);
    // The 26th hit from "different" addresses is refused.
    for (let i = 3; i < 25; i += 1) expect((await loginFrom(direct, freshIp())).status).toBe(401);
    expect((await loginFrom(direct, freshIp())).status).toBe(429);
  });

  it("when TRUST_PROXY names another proxy address, then a loopback sender's header is not believed", async () => {
    const app = await createTestApp({ trustProxy: "10.1.2.3" });
    const first = await loginFrom(app, freshIp());
    const second = await loginFrom(app, freshIp());
    expect(Number(second.headers["ratelimit-remaining"])).toBe(Number(first.headers["ratelimit-remaining"]) - 1);
  });

  it("when the abuse-limit clock passes the window (injected clock), then the address may log in again", async () => {
    let now = 1_800_000_000_000;
    const app = await createTestApp({ limiterNow: () => now });
    const ip = freshIp();
    const hit = () => loginFrom(app, ip);
    for (let i = 0; i < 25; i += 1) expect((await hit()).status).toBe(401);
    expect((await hit()).status).toBe(429);
    now += 5 * 60_000;
    const after = await hit();
    expect(after.status).toBe(401);
    expect(after.headers["ratelimit-remaining"]).toBe("24");
  });
});
