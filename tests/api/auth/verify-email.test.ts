import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema/index";
import { hashToken } from "../../../server/features/auth/service";
import { insertUser } from "../../factories/users";
import { lastMailTo, linkIn, mailsTo, verifyApiPath } from "../../setup/mail-outbox";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

const badLink = "유효하지 않거나 만료된 인증 링크입니다. 인증 메일을 다시 요청해주세요.";
const inADay = () => new Date(Date.now() + 24 * 3600_000);
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** An unverified user whose mailed token is `token` (skips the bcrypt cost of registering). */
const unverifiedUser = (token: string, expires = inADay()) =>
  insertUser(t.db, { emailVerified: false, emailVerificationToken: hashToken(token), emailVerificationExpires: expires });

describe("GET /api/auth/verify-email", () => {
  it("when the link from the registration mail is followed, then it verifies the account without signing the browser in (issue 25); the link then no longer works", async () => {
    const email = "verify-me@example.com";
    await t.request
      .post("/api/auth/register")
      .send({
        email,
        password: "gallery-secret12",
        firstName: "민준",
        lastName: "최",
        userType: "producer",
        agreeTerms: true,
        agreePrivacy: true,
        agreeAge14: true,
      })
      .expect(201);
    const link = linkIn((await lastMailTo(t.db, email)).text);
    const agent = t.agent();
    expect((await agent.get("/api/auth/user")).status).toBe(401);

    const res = await agent.get(verifyApiPath(link));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "이메일 인증이 완료되었습니다. 로그인해주세요.", signedIn: false });
    // A stranger's link must not sign this browser into the stranger's account.
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect(res.headers["set-cookie"]).toBeUndefined();

    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const row = await userRow(id!);
    expect(row.emailVerified).toBe(true);
    expect(row.emailVerificationToken).toBeNull();
    expect(row.emailVerificationExpires).toBeNull();
    // Login with the registered password now works.
    expect((await t.request.post("/api/auth/login").send({ email, password: "gallery-secret12" })).status).toBe(200);

    const again = await t.agent().get(verifyApiPath(link));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(badLink);
  });

  it("when the token has expired, then it answers 400 and the account stays unverified", async () => {
    const user = await unverifiedUser("expired-token", new Date(Date.now() - 1000));
    const agent = t.agent();
    const res = await agent.get("/api/auth/verify-email").query({ token: "expired-token" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "Validation", message: badLink });
    expect((await userRow(user.id)).emailVerified).toBe(false);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("when the token is unknown, then it answers 400", async () => {
    const res = await t.request.get("/api/auth/verify-email").query({ token: "no-such-token" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badLink);
  });

  it("when the token is missing or empty, then it answers 400 with the invalid-link message", async () => {
    for (const path of ["/api/auth/verify-email", "/api/auth/verify-email?token="]) {
      const res = await t.request.get(path);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("Validation");
      expect(res.body.message).toBe("유효하지 않은 링크입니다");
    }
  });

  it("when the token is given twice, then it answers 400, not 500", async () => {
    const res = await t.request.get("/api/auth/verify-email?token=a&token=b");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("유효하지 않은 링크입니다");
  });

  it("when the stored raw value (the hash) is sent as the token, then it does not verify", async () => {
    const user = await unverifiedUser("raw-token");
    const res = await t.request.get("/api/auth/verify-email").query({ token: hashToken("raw-token") });
    expect(res.status).toBe(400);
    expect((await userRow(user.id)).emailVerified).toBe(false);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("when asked for unknown, verified and unverified e-mails, then it answers alike and queues mail only for the unverified one", async () => {
    const verified = await insertUser(t.db);
    const unverified = await unverifiedUser("first-token");
    const unknown = "ghost@example.com";

    const answers = [];
    for (const email of [unknown, verified.email, unverified.email]) {
      answers.push(await t.request.post("/api/auth/resend-verification").send({ email }));
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "인증 메일을 보냈습니다. 받은 메일함(스팸함 포함)을 확인해주세요." });
    }

    expect(await mailsTo(t.db, unknown)).toHaveLength(0);
    expect(await mailsTo(t.db, verified.email)).toHaveLength(0);
    const mails = await mailsTo(t.db, unverified.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("[아트링크] 이메일 주소를 인증해주세요");

    // The new link replaces the old one.
    const link = linkIn(mails[0]!.text);
    expect(link.searchParams.get("token")).not.toBe("first-token");
    expect((await t.request.get("/api/auth/verify-email").query({ token: "first-token" })).status).toBe(400);
    const res = await t.agent().get(verifyApiPath(link));
    expect(res.status).toBe(200);
    expect((await userRow(unverified.id)).emailVerified).toBe(true);
    expect((await t.request.post("/api/auth/login").send({ email: unverified.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("when the e-mail is malformed, then it answers 400", async () => {
    const res = await t.request.post("/api/auth/resend-verification").send({ email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(["유효한 이메일 주소를 입력해주세요"]);
  });
});
