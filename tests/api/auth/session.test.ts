import { eq } from "drizzle-orm";
import { sessionCookieOf } from "../../setup/cookies";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { SESSION_TTL_MS } from "@shared/constants";
import { sessions, users } from "@shared/schema/index";
import { createApp } from "../../../server/app";
import { createLogger } from "../../../server/logger";
import { insertUser } from "../../factories/users";
import { countQueries } from "../../setup/query-counter";
import { createTestApp, TEST_APP_URL, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

const DAY = 86_400_000;
const sessionRows = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

async function signIn(rememberMe = true) {
  const user = await insertUser(t.db);
  const agent = t.agent();
  const res = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD, rememberMe });
  expect(res.status).toBe(200);
  const cookie = sessionCookieOf(res);
  return { user, agent, cookie };
}

describe("sessions", () => {
  it("when a user signs in with rememberMe, then a database row holds the session with its user and a 30-day expiry", async () => {
    const { user } = await signIn(true);
    const rows = await sessionRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sess).toMatchObject({ userId: user.id, userType: "artist" });
    const days = (rows[0]!.expire.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("when a user signs in without rememberMe, then the stored session expires server-side after 30 idle minutes", async () => {
    const { user } = await signIn(false);
    const [row] = await sessionRows(user.id);
    const left = row!.expire.getTime() - Date.now();
    expect(SESSION_TTL_MS).toBe(30 * 60_000);
    expect(left).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(SESSION_TTL_MS);
  });

  it("when a member makes requests within a minute, then the session's expiry is not rewritten each time; past the cap it is", async () => {
    const { user, agent } = await signIn(false);
    const writes = async () =>
      (await countQueries(() => agent.get("/api/auth/user").expect(200))).statements.filter((q) => /^update "sessions"/i.test(q)).length;
    expect(await writes()).toBe(0);
    expect(await writes()).toBe(0);
    // Pretend the last write was long ago: the row's expiry is then moved forward again.
    t.sessionStore["written"].clear();
    expect(await writes()).toBe(1);
    const [row] = await sessionRows(user.id);
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it("when another app instance shares the database, then it honours the session cookie (sessions are not kept in memory)", async () => {
    const { user, cookie } = await signIn();
    const { app } = createApp({
      db: t.db,
      config: { appUrl: TEST_APP_URL, sessionSecret: "test-secret-test-secret", nodeEnv: "test", uploadDir: "/tmp/artlink-test-uploads" },
      logger: createLogger("silent"),
      checkAnswers: true,
    });
    const res = await supertest(app).get("/api/auth/user").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it("when the session row has expired, then GET /api/auth/user answers 401", async () => {
    const { user, agent } = await signIn();
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("when the cookie's signature is tampered with, then it answers 401", async () => {
    const { cookie } = await signIn();
    const tampered = cookie.slice(0, -3) + (cookie.endsWith("AAA") ? "BBB" : "AAA");
    const res = await t.request.get("/api/auth/user").set("Cookie", tampered);
    expect(res.status).toBe(401);
  });

  it("when the account was deleted behind a live session, then GET /api/auth/user answers 401 and ends that session", async () => {
    const { user, agent } = await signIn();
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, user.id));
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it("when expired sessions are pruned, then only the expired rows go", async () => {
    const live = await signIn();
    const stale = await signIn();
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, stale.user.id));
    await t.sessionStore.pruneExpired();
    expect(await sessionRows(stale.user.id)).toHaveLength(0);
    expect(await sessionRows(live.user.id)).toHaveLength(1);
  });

  it("when an API answer is sent, then it is marked no-store and nosniff", async () => {
    const res = await t.request.get("/api/auth/user");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("when an unknown API path is requested, then it answers 404 JSON", async () => {
    const res = await t.request.get("/api/auth/nope");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NotFound");
  });
});

describe("GET /api/login", () => {
  it("when the client sends a signed-out user to /api/login, then it redirects to the login page", async () => {
    const res = await t.request.get("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });
});
