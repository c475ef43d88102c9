import bcrypt from "bcrypt";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema/index";
import { msg } from "@shared/validators/auth";
import { hashToken } from "../../../server/features/auth/service";
import { takeAnswerViolations } from "../../../server/http/answer-check";
import { linkIn, mailsTo } from "../../setup/mail-outbox";
import { createTestApp, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();

const payload = (over: Record<string, unknown> = {}) => ({
  email: "newbie@example.com",
  password: "gallery-secret12",
  firstName: "서연",
  lastName: "이",
  userType: "artist",
  agreeTerms: true,
  agreePrivacy: true,
  agreeAge14: true,
  ...over,
});

const userRows = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const findByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe("POST /api/auth/register", () => {
  it("when the payload is valid, then it answers 201 and writes an unverified user with a bcrypt hash, a hashed token and a verification mail", async () => {
    const queuedBefore = t.mailQueued;
    const res = await t.request.post("/api/auth/register").send(payload({ email: "  Seoyeon.Lee@Example.COM ", password: "gallery-secret12" }));

    expect(res.status).toBe(201);
    expect(res.body.message).toBe("회원가입이 완료되었습니다. 이메일로 보낸 인증 링크를 눌러 가입을 마무리해주세요.");
    expect(Object.keys(res.body.user).sort()).toEqual(["email", "id"]);
    expect(res.body.user.email).toBe("seoyeon.lee@example.com");

    const row = await findByEmail("seoyeon.lee@example.com");
    expect(row).toBeDefined();
    expect(row!.id).toBe(res.body.user.id);
    expect(row!.firstName).toBe("서연");
    expect(row!.lastName).toBe("이");
    expect(row!.userType).toBe("artist");
    expect(row!.emailVerified).toBe(false);
    expect(row!.isDeleted).toBe(false);
    expect(row!.password).not.toBe("gallery-secret12");
    expect(row!.password).toMatch(/^\$2[aby]\$12\$/);
    expect(await bcrypt.compare("gallery-secret12", row!.password)).toBe(true);
    expect(row!.emailVerificationToken).toMatch(/^[0-9a-f]{64}$/);
    const ttl = row!.emailVerificationExpires!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);

    const mails = await mailsTo(t.db, "seoyeon.lee@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.status).toBe("pending");
    expect(mail.subject).toBe("[아트링크] 이메일 주소를 인증해주세요");
    expect(mail.text).toContain("이서연님");
    const link = linkIn(mail.text);
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.pathname).toBe("/verify-email");
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mail.html).toContain(link.toString());
    // Only the hash of the mailed token is stored.
    expect(row!.emailVerificationToken).not.toBe(token);
    expect(row!.emailVerificationToken).toBe(hashToken(token));
    expect(t.mailQueued).toBe(queuedBefore + 1);
  });

  it("when the e-mail is already registered, then it answers 409 and writes nothing", async () => {
    await t.request
      .post("/api/auth/register")
      .send(payload({ email: "taken@example.com" }))
      .expect(201);
    const before = await userRows();

    const res = await t.request.post("/api/auth/register").send(payload({ email: "taken@example.com", firstName: "다른" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "Conflict", message: "이미 가입된 이메일입니다." });
    expect(await userRows()).toBe(before);
    expect(await mailsTo(t.db, "taken@example.com")).toHaveLength(1);
  });

  it("when the e-mail differs from a registered one only in case, then it answers 409", async () => {
    const before = await userRows();
    const res = await t.request.post("/api/auth/register").send(payload({ email: "TAKEN@Example.Com" }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("이미 가입된 이메일입니다.");
    expect(await userRows()).toBe(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["the e-mail is malformed", { email: "not-an-email" }, "email", msg.email],
    ["the e-mail is missing", { email: undefined }, "email", msg.email],
    ["the password is shorter than 6 characters", { password: "12345" }, "password", msg.passwordMin],
    ["the password is missing", { password: undefined }, "password", msg.passwordMin],
    ["firstName is missing", { firstName: undefined }, "firstName", msg.firstName],
    ["firstName is blank", { firstName: "   " }, "firstName", msg.firstName],
    ["lastName is missing", { lastName: undefined }, "lastName", msg.lastName],
    ["lastName is empty", { lastName: "" }, "lastName", msg.lastName],
    ["userType is missing", { userType: undefined }, "userType", "사용자 타입을 선택해주세요"],
    ["userType is empty", { userType: "" }, "userType", "사용자 타입을 선택해주세요"],
    ["userType is not producer or artist", { userType: "admin" }, "userType", "유효하지 않은 사용자 타입입니다"],
  ];

  it.each(invalid)("when %s, then it answers 400 with that field's message and writes no user", async (_case, over, field, message) => {
    const body = payload({ email: "invalid-case@example.com", ...over });
    const before = await userRows();

    const res = await t.request.post("/api/auth/register").send(body);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe("Validation");
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(await userRows()).toBe(before);
    expect(await mailsTo(t.db, "invalid-case@example.com")).toHaveLength(0);
  });

  it.each([
    ["firstName", { firstName: "가".repeat(51) }],
    ["lastName", { lastName: "가".repeat(51) }],
    ["password", { password: "x".repeat(201) }],
    ["email", { email: `${"a".repeat(250)}@example.com` }],
  ])("when %s is longer than its column allows, then it answers 400 (not a database error) and writes no user", async (field, over) => {
    const before = await userRows();
    const res = await t.request.post("/api/auth/register").send(payload({ email: "too-long@example.com", ...over }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("Validation");
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(await userRows()).toBe(before);
  });

  it("when the body is empty, then it answers 400 with a message for every required field", async () => {
    const res = await t.request.post("/api/auth/register").send({});
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      email: [msg.email],
      password: [msg.passwordMin],
      firstName: [msg.firstName],
      lastName: [msg.lastName],
      userType: ["사용자 타입을 선택해주세요"],
      agreeTerms: [msg.agreeTerms],
      agreePrivacy: [msg.agreePrivacy],
      agreeAge14: [msg.agreeAge14],
    });
  });

  it("when queuing the verification mail fails, then it answers 500 and no user row is left behind", async () => {
    await t.db.execute(sql`ALTER TABLE mail_outbox ADD CONSTRAINT test_no_mail CHECK (false) NOT VALID`);
    try {
      const before = await userRows();
      const res = await t.request.post("/api/auth/register").send(payload({ email: "rollback@example.com" }));
      expect(res.status).toBe(500);
      // The injected fault's 500 is outside every operation's contract by design: exactly it is let through.
      expect(takeAnswerViolations()).toEqual(["POST /api/auth/register -> 500: the status is not in the contract"]);
      expect(res.body.code).toBe("Internal");
      expect(await userRows()).toBe(before);
      expect(await findByEmail("rollback@example.com")).toBeUndefined();
    } finally {
      await t.db.execute(sql`ALTER TABLE mail_outbox DROP CONSTRAINT test_no_mail`);
    }
  });
});
