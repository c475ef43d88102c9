import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "@shared/schema/index";
import { hashToken } from "../../../server/features/auth/service";
import { insertUser } from "../../factories/users";
import { lastMailTo, linkIn, mailedToken, mailsTo } from "../../setup/mail-outbox";
import { createTestApp, login, TEST_PASSWORD, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();

const badLink = "유효하지 않거나 만료된 링크입니다. 비밀번호 재설정을 다시 요청해주세요.";
const requestReset = (email: string) => t.request.post("/api/auth/reset-password-request").send({ email });
const tokensOf = (userId: string) => t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
const loginStatus = async (email: string, password: string) => (await t.request.post("/api/auth/login").send({ email, password })).status;

/** A user with a mailed reset token, through the real request endpoint. */
async function userWithResetToken(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.db, overrides);
  await requestReset(user.email).expect(200);
  return { user, token: await mailedToken(t.db, user.email) };
}

describe("POST /api/auth/reset-password-request", () => {
  it("when the e-mail exists or not, then the answer is identical and only the existing account gets a hashed token and a mail", async () => {
    const user = await insertUser(t.db);
    const unknown = "nobody@example.com";

    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);

    expect(known.status).toBe(200);
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    expect(known.body).toEqual({ message: "가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 받은 메일함을 확인해주세요." });

    expect(await mailsTo(t.db, unknown)).toHaveLength(0);
    const mail = await lastMailTo(t.db, user.email);
    expect(mail.subject).toBe("[아트링크] 비밀번호 재설정 안내");
    const link = linkIn(mail.text);
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.pathname).toBe("/reset-password-confirm");
    const token = link.searchParams.get("token")!;
    expect(mail.html).toContain(link.toString());

    const rows = await tokensOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.used).toBe(false);
    expect(rows[0]!.token).not.toBe(token);
    expect(rows[0]!.token).toBe(hashToken(token));
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("when the e-mail is malformed, then it answers 400", async () => {
    const res = await requestReset("nope");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("유효한 이메일 주소를 입력해주세요");
  });
});

describe("POST /api/auth/verify-reset-token", () => {
  it("when the token is the mailed one, then it answers 200 {valid:true}", async () => {
    const { token } = await userWithResetToken();
    const res = await t.request.post("/api/auth/verify-reset-token").send({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true });
  });

  it("when the token is unknown or missing, then it answers 400", async () => {
    const unknown = await t.request.post("/api/auth/verify-reset-token").send({ token: "no-such-token" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(badLink);
    const missing = await t.request.post("/api/auth/verify-reset-token").send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("유효하지 않은 링크입니다");
  });
});

describe("POST /api/auth/reset-password", () => {
  it("when the mailed token is used, then the password changes once and the token cannot be used again", async () => {
    const { user, token } = await userWithResetToken();

    const res = await t.request.post("/api/auth/reset-password").send({ token, newPassword: "brand-new-pw" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.");

    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, "brand-new-pw")).toBe(200);
    const [row] = await tokensOf(user.id);
    expect(row!.used).toBe(true);
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.password).toMatch(/^\$2[aby]\$12\$/);

    const again = await t.request.post("/api/auth/reset-password").send({ token, newPassword: "another-pw" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(badLink);
    expect((await t.request.post("/api/auth/verify-reset-token").send({ token })).status).toBe(400);
    expect(await loginStatus(user.email, "brand-new-pw")).toBe(200);
  });

  it("when the token has expired, then both verify-reset-token and reset-password answer 400", async () => {
    const user = await insertUser(t.db);
    await t.db.insert(passwordResetTokens).values({ userId: user.id, token: hashToken("stale-token"), expiresAt: new Date(Date.now() - 60_000) });

    const check = await t.request.post("/api/auth/verify-reset-token").send({ token: "stale-token" });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(badLink);
    const reset = await t.request.post("/api/auth/reset-password").send({ token: "stale-token", newPassword: "brand-new-pw" });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(badLink);
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it("when the new password is shorter than 6 characters, then it answers 400 and the token stays usable", async () => {
    const { user, token } = await userWithResetToken();
    const res = await t.request.post("/api/auth/reset-password").send({ token, newPassword: "12345" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("비밀번호는 최소 6자 이상이어야 합니다");
    expect(res.body.fieldErrors.newPassword).toEqual(["비밀번호는 최소 6자 이상이어야 합니다"]);
    expect((await t.request.post("/api/auth/verify-reset-token").send({ token })).body).toEqual({ valid: true });
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it("when the token is unknown, then it answers 400", async () => {
    const res = await t.request.post("/api/auth/reset-password").send({ token: "no-such-token", newPassword: "brand-new-pw" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badLink);
  });

  it("when the password is reset, then sessions signed in before are ended", async () => {
    const { user, token } = await userWithResetToken();
    const before = t.agent();
    await login(before, user.email);
    expect((await before.get("/api/auth/user")).status).toBe(200);

    await t.request.post("/api/auth/reset-password").send({ token, newPassword: "brand-new-pw" }).expect(200);

    const me = await before.get("/api/auth/user");
    expect(me.status).toBe(401);
    expect(me.body.code).toBe("Unauthorized");
  });

  it("when an unverified account resets its password through the mailed link, then it can sign in (the mailbox is proven)", async () => {
    const { user, token } = await userWithResetToken({ emailVerified: false });
    await t.request.post("/api/auth/reset-password").send({ token, newPassword: "brand-new-pw" }).expect(200);
    expect(await loginStatus(user.email, "brand-new-pw")).toBe(200);
  });
});
