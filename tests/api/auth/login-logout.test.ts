import bcrypt from "bcrypt";
import { and, eq } from "drizzle-orm";
import type { Response } from "supertest";
import { describe, expect, it, vi } from "vitest";
import { BCRYPT_COST } from "@shared/constants";
import { sessions, userActivities } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { createTestApp, login, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

/** The `sid=` Set-Cookie line of a response, if any. */
function sidCookie(res: Response): string | undefined {
  const header = res.headers["set-cookie"] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith("sid="));
}
const sidValue = (cookie: string | undefined) => cookie?.split(";")[0]!.slice("sid=".length);

describe("POST /api/auth/login", () => {
  it("when the credentials are right, then it sets a session cookie and GET /api/auth/user returns the user without secrets", async () => {
    const user = await insertUser(t.db, { firstName: "하늘", lastName: "박" });
    const agent = t.agent();

    const res = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD, rememberMe: true });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe("로그인되었습니다.");
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true, userType: "artist" });
    const cookie = sidCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "하늘",
      lastName: "박",
      userType: "artist",
      emailVerified: true,
      specialties: [],
    });
    for (const secret of ["password", "emailVerificationToken", "emailVerificationExpires", "searchTokens", "isDeleted", "deletionReason"]) {
      expect(me.body).not.toHaveProperty(secret);
      expect(res.body.user).not.toHaveProperty(secret);
    }
    const activity = await t.db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.userId, user.id), eq(userActivities.activityType, "login")));
    expect(activity).toHaveLength(1);
  });

  it("when the e-mail is typed in another case, then it still signs in", async () => {
    const user = await insertUser(t.db);
    const res = await t.request.post("/api/auth/login").send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it("when rememberMe is true, then the cookie is persistent (Expires or Max-Age about 30 days out)", async () => {
    const user = await insertUser(t.db);
    const res = await t.request.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD, rememberMe: true });
    const cookie = sidCookie(res)!;
    expect(cookie).toMatch(/Expires=|Max-Age=/i);
    const expires = cookie.match(/Expires=([^;]+)/i)?.[1];
    if (expires) {
      const days = (new Date(expires).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);
    }
  });

  it("when rememberMe is omitted, then it defaults to a persistent cookie", async () => {
    const user = await insertUser(t.db);
    const res = await t.request.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(sidCookie(res)).toMatch(/Expires=|Max-Age=/i);
  });

  it("when rememberMe is false, then the cookie is a browser-session cookie without Expires or Max-Age", async () => {
    const user = await insertUser(t.db);
    const agent = t.agent();
    const res = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD, rememberMe: false });
    expect(res.status).toBe(200);
    const cookie = sidCookie(res)!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Expires=/i);
    expect(cookie).not.toMatch(/Max-Age=/i);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
  });

  it("when the password is wrong or the e-mail unknown, then both answer 401 with the same message", async () => {
    const user = await insertUser(t.db);
    const wrong = await t.request.post("/api/auth/login").send({ email: user.email, password: "not-the-password" });
    const unknown = await t.request.post("/api/auth/login").send({ email: "nobody-here@example.com", password: TEST_PASSWORD });

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: "Unauthorized", message: "이메일 또는 비밀번호가 올바르지 않습니다." });
    expect(unknown.body).toEqual(wrong.body);
    expect(sidCookie(wrong)).toBeUndefined();
    expect(sidCookie(unknown)).toBeUndefined();
  });

  it("when the e-mail is unknown, then the password is still compared against a hash of the real cost (no timing hint that the account is missing)", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    try {
      const res = await t.request.post("/api/auth/login").send({ email: "timing-probe@example.com", password: "whatever1" });
      expect(res.status).toBe(401);
      expect(compare).toHaveBeenCalledTimes(1);
      const hash = compare.mock.calls[0]![1] as string;
      expect(hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`));
    } finally {
      compare.mockRestore();
    }
  });

  it("when the e-mail is not verified yet, then it answers 403 with requiresEmailVerification and no session", async () => {
    const user = await insertUser(t.db, { emailVerified: false });
    const res = await t.request.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: "EmailNotVerified",
      message: "이메일 인증이 필요합니다. 받은 메일함(스팸함 포함)을 확인해주세요.",
      requiresEmailVerification: true,
    });
    expect(sidCookie(res)).toBeUndefined();
  });

  it("when the password is missing or the e-mail malformed, then it answers 400 with the field message", async () => {
    const noPassword = await t.request.post("/api/auth/login").send({ email: "a@example.com" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.fieldErrors.password).toEqual(["비밀번호를 입력해주세요"]);
    const badEmail = await t.request.post("/api/auth/login").send({ email: "a@", password: "x" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fieldErrors.email).toEqual(["유효한 이메일 주소를 입력해주세요"]);
  });

  it("when a signed-in agent signs in again, then the session id changes and the old id no longer works", async () => {
    const user = await insertUser(t.db);
    const agent = t.agent();
    const first = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const before = sidValue(sidCookie(first))!;
    expect(before).toBeTruthy();

    const second = await agent.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const after = sidValue(sidCookie(second))!;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // The pre-login session was replaced, not reused: its cookie is worthless now.
    const old = await t.request.get("/api/auth/user").set("Cookie", `sid=${before}`);
    expect(old.status).toBe(401);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("when the body is malformed JSON, then it answers 400, not 500", async () => {
    const res = await t.request.post("/api/auth/login").set("Content-Type", "application/json").send('{"email": "a@example.com", "password": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "BadRequest", message: "요청 본문의 형식이 올바르지 않습니다." });
  });
});

describe("POST /api/auth/login (body shapes)", () => {
  it("when the JSON body is an array, null or a form post, then it answers 400, not 500", async () => {
    const array = await t.request.post("/api/auth/login").send([{ email: "a@example.com", password: "x" }]);
    expect(array.status).toBe(400);
    const nul = await t.request.post("/api/auth/login").set("Content-Type", "application/json").send("null");
    expect(nul.status).toBe(400);
    const form = await t.request.post("/api/auth/login").type("form").send("email=a@example.com&password=x");
    expect(form.status).toBe(400);
  });
});

describe("POST /api/auth/logout", () => {
  it("when a signed-in user logs out, then the session ends and GET /api/auth/user answers 401 Unauthorized", async () => {
    const user = await insertUser(t.db);
    const agent = t.agent();
    await login(agent, user.email);
    expect((await agent.get("/api/auth/user")).status).toBe(200);

    const res = await agent.post("/api/auth/logout");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("로그아웃되었습니다.");
    expect(sidCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);

    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(401);
    expect(me.body.code).toContain("Unauthorized");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("when nobody is signed in, then logout still answers 200", async () => {
    const res = await t.request.post("/api/auth/logout");
    expect(res.status).toBe(200);
  });
});

describe("GET /api/auth/user", () => {
  it("when nobody is signed in, then it answers 401 Unauthorized", async () => {
    const res = await t.request.get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "Unauthorized", message: "로그인이 필요합니다." });
  });
});
