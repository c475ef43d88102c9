import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/constants";
import { securityEvents, sessions, totpFactors } from "@shared/schema/index";
import { securityLogRetentionJob } from "../../../server/jobs/security-log-retention";
import { createJobRunner } from "../../../server/jobs/runner";
import { insertUser } from "../../factories/users";
import { lastMailTo, mailsTo } from "../../setup/mail-outbox";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();
type Agent = ReturnType<typeof t.agent>;

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
let ipSeq = 0;
const freshIp = () => `100.64.${Math.floor((ipSeq += 1) / 250)}.${ipSeq % 250}`;

async function browser(email: string, ua = CHROME_WINDOWS, ip = freshIp(), password = TEST_PASSWORD): Promise<Agent> {
  const agent = t.agent();
  await agent.post("/api/auth/login").set("User-Agent", ua).set("X-Forwarded-For", ip).send({ email, password }).expect(200);
  return agent;
}

/** Turns TOTP on for the signed-in agent; the secret and recovery codes. */
async function turnOnTotp(agent: Agent) {
  const setup = await agent.post("/api/auth/2fa/totp/setup").expect(200);
  expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const on = await agent
    .post("/api/auth/2fa/totp/enable")
    .send({ code: await generate({ secret: setup.body.secret }) })
    .expect(200);
  return { secret: setup.body.secret as string, recoveryCodes: on.body.recoveryCodes as string[] };
}

describe("sessions ('로그인된 기기')", () => {
  it("lists my sessions with device words, address and times, the current one first, never the session id", async () => {
    const user = await insertUser(t.db);
    const laptop = await browser(user.email, CHROME_WINDOWS, "100.100.1.1");
    await browser(user.email, SAFARI_IPHONE, "100.100.1.2");
    const res = await laptop.get("/api/auth/sessions").expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ current: true, device: "Chrome · Windows", address: "100.100.1.1" });
    expect(res.body[1]).toMatchObject({ current: false, device: "Safari · iOS", address: "100.100.1.2" });
    const sids = (await t.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.sid);
    for (const s of res.body) expect(sids).not.toContain(s.id);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("ends another session: it answers 401 at once; another account's session id is not found", async () => {
    const user = await insertUser(t.db);
    const mine = await browser(user.email);
    const other = await browser(user.email, SAFARI_IPHONE);
    const stranger = await browser((await insertUser(t.db)).email);
    const otherId = (await mine.get("/api/auth/sessions").expect(200)).body.find((s: { current: boolean }) => !s.current).id;

    expect((await stranger.delete(`/api/auth/sessions/${otherId}`)).status).toBe(404);
    expect((await other.get("/api/auth/user")).status).toBe(200);
    const res = await mine.delete(`/api/auth/sessions/${otherId}`).expect(200);
    expect(res.body.message).toBe("로그아웃시켰습니다.");
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await mine.get("/api/auth/user")).status).toBe(200);
    expect((await mine.delete(`/api/auth/sessions/${otherId}`)).status).toBe(404);
    expect((await mine.delete("/api/auth/sessions/not/a-valid-id")).status).toBe(404);
  });

  it("ends every other session with revoke-others, and a password change or reset ends the others too", async () => {
    const user = await insertUser(t.db);
    const a = await browser(user.email);
    const b = await browser(user.email);
    const c = await browser(user.email);
    await a.post("/api/auth/sessions/revoke-others").expect(200);
    expect((await b.get("/api/auth/user")).status).toBe(401);
    expect((await c.get("/api/auth/user")).status).toBe(401);
    expect((await a.get("/api/auth/sessions").expect(200)).body).toHaveLength(1);

    const d = await browser(user.email);
    await a.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "물감과 캔버스 2026" }).expect(200);
    expect((await d.get("/api/auth/user")).status).toBe(401);
    expect((await a.get("/api/auth/user")).status).toBe(200);
  });

  it("refuses a common new password and one containing the e-mail's local part with the Korean message", async () => {
    const user = await insertUser(t.db, { email: "haneul.lee@example.com" });
    const agent = await browser(user.email);
    const common = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "qwerty123" }).expect(400);
    expect(common.body.fieldErrors.newPassword).toEqual(["너무 흔하게 쓰여 유출된 비밀번호 목록에 있는 비밀번호입니다. 다른 비밀번호를 입력해주세요."]);
    const own = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "HANEUL.LEE-art" }).expect(400);
    expect(own.body.fieldErrors.newPassword).toEqual(["비밀번호에 이메일 주소의 아이디 부분을 넣을 수 없습니다. 다른 비밀번호를 입력해주세요."]);
    const reg = await t.request
      .post("/api/auth/register")
      .set("X-Forwarded-For", freshIp())
      .send({
        email: "new-person@example.com",
        password: "123456",
        firstName: "새",
        lastName: "김",
        userType: "artist",
        agreeTerms: true,
        agreePrivacy: true,
        agreeAge14: true,
      })
      .expect(400);
    expect(reg.body.fieldErrors.password[0]).toMatch(/유출된 비밀번호/);
  });
});

describe("the TOTP second factor", () => {
  it("set up, then a sign-in asks for the code and signs nobody in until it is given; a code works once", async () => {
    const user = await insertUser(t.db);
    const agent = await browser(user.email);
    const { secret, recoveryCodes } = await turnOnTotp(agent);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    expect((await agent.get("/api/auth/2fa").expect(200)).body).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, passkeys: 0 });

    const phone = t.agent();
    const first = await phone.post("/api/auth/login").set("X-Forwarded-For", freshIp()).send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    expect(first.body).toEqual({
      message: "2단계 인증이 켜져 있습니다. 인증 앱의 6자리 코드를 입력해주세요.",
      secondFactorRequired: true,
      methods: ["totp", "recovery_code"],
    });
    expect((await phone.get("/api/auth/user")).status).toBe(401);

    // The enabling code's time step was used: the same code (still current) is refused as a replay.
    const code = await generate({ secret });
    const replay = await phone.post("/api/auth/login/second-factor").send({ code });
    if (replay.status === 200) {
      // The time step moved on between the two calls: then the next use of this code must fail.
      const again = t.agent();
      await again.post("/api/auth/login").set("X-Forwarded-For", freshIp()).send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      expect((await again.post("/api/auth/login/second-factor").send({ code })).status).toBe(400);
    } else {
      expect(replay.status).toBe(400);
      expect(replay.body.message).toBe("인증 코드가 올바르지 않거나 이미 사용되었습니다. 인증 앱의 새 코드를 입력해주세요.");
      const ok = await phone.post("/api/auth/login/second-factor").send({ recoveryCode: recoveryCodes[0] }).expect(200);
      expect(ok.body.user.id).toBe(user.id);
      expect((await phone.get("/api/auth/user")).status).toBe(200);
    }
  });

  it("a recovery code signs in once; wrong codes are refused and counted like passwords (429)", async () => {
    const user = await insertUser(t.db);
    const agent = await browser(user.email);
    const { recoveryCodes } = await turnOnTotp(agent);
    const ip = freshIp();
    const tablet = t.agent();
    await tablet.post("/api/auth/login").set("X-Forwarded-For", ip).send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    await tablet.post("/api/auth/login/second-factor").set("X-Forwarded-For", ip).send({ recoveryCode: recoveryCodes[3]!.toUpperCase() }).expect(200);
    expect((await agent.get("/api/auth/2fa").expect(200)).body.recoveryCodesLeft).toBe(9);

    const thief = t.agent();
    const thiefIp = freshIp();
    await thief.post("/api/auth/login").set("X-Forwarded-For", thiefIp).send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const used = await thief.post("/api/auth/login/second-factor").set("X-Forwarded-For", thiefIp).send({ recoveryCode: recoveryCodes[3] });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe("복구 코드가 올바르지 않거나 이미 사용되었습니다.");
    let last = 0;
    for (let i = 0; i < RATE_LIMITS.login.perEmailAndIp.max; i += 1) {
      last = (
        await thief
          .post("/api/auth/login/second-factor")
          .set("X-Forwarded-For", thiefIp)
          .send({ code: String(100000 + i) })
      ).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    expect((await thief.get("/api/auth/user")).status).toBe(401);
  });

  it("turning it off needs the password and a code, and ends the other sessions; turning it on ends them too", async () => {
    const user = await insertUser(t.db);
    const agent = await browser(user.email);
    const other = await browser(user.email);
    const { recoveryCodes } = await turnOnTotp(agent);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await agent.post("/api/auth/2fa/totp/setup")).status).toBe(409);

    const wrong = await agent.post("/api/auth/2fa/disable").send({ password: "wrong-one", recoveryCode: recoveryCodes[0] }).expect(400);
    expect(wrong.body.fieldErrors.password).toEqual(["비밀번호가 올바르지 않습니다."]);
    await agent.post("/api/auth/2fa/disable").send({ password: TEST_PASSWORD, recoveryCode: recoveryCodes[0] }).expect(200);
    expect((await agent.get("/api/auth/2fa").expect(200)).body.totpEnabled).toBe(false);
    const plain = await t.agent().post("/api/auth/login").set("X-Forwarded-For", freshIp()).send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    expect(plain.body.user.id).toBe(user.id);
  });

  it("enabling without a set-up or with a wrong code answers 400; a guest gets 401", async () => {
    const user = await insertUser(t.db);
    const agent = await browser(user.email);
    expect((await agent.post("/api/auth/2fa/totp/enable").send({ code: "123456" })).body.message).toBe(
      "인증 앱 설정이 만료되었습니다. 처음부터 다시 시도해주세요.",
    );
    await agent.post("/api/auth/2fa/totp/setup").expect(200);
    const bad = await agent.post("/api/auth/2fa/totp/enable").send({ code: "12ab56" }).expect(400);
    expect(bad.body.fieldErrors.code).toEqual(["인증 앱의 6자리 코드를 입력해주세요."]);
    expect((await t.request.post("/api/auth/2fa/totp/setup")).status).toBe(401);
    expect((await t.request.post("/api/auth/login/second-factor").send({ code: "123456" })).status).toBe(400);
  });

  it("re-authenticates with a current code", async () => {
    const user = await insertUser(t.db);
    const agent = await browser(user.email);
    const { secret } = await turnOnTotp(agent);
    // The enabling step was used; wait for the next one only when the clock has not moved on.
    let res = await agent.post("/api/auth/reauth").send({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) });
    if (res.status !== 200) res = await agent.post("/api/auth/reauth").send({ code: await generate({ secret }) });
    expect(res.status).toBe(200);
  });
});

describe("sign-in history, the new-device mail and the security log", () => {
  it("lists successes and failures with method, device and address; a second device is mailed about, with a link that ends that session", async () => {
    const user = await insertUser(t.db);
    await browser(user.email, CHROME_WINDOWS, "100.100.2.1");
    expect((await mailsTo(t.db, user.email)).length).toBe(0); // the first device ever: no mail
    await t.request.post("/api/auth/login").set("X-Forwarded-For", "100.100.2.9").send({ email: user.email, password: "wrong" }).expect(401);
    const phone = await browser(user.email, SAFARI_IPHONE, "100.100.2.2");

    const mail = await lastMailTo(t.db, user.email);
    expect(mail.subject).toBe("[아트링크] 새로운 기기에서 로그인했습니다");
    expect(mail.text).toContain("Safari · iOS");
    expect(mail.text).toContain("100.100.2.2");

    const history = (await phone.get("/api/auth/sign-ins").expect(200)).body;
    expect(history.map((h: { success: boolean }) => h.success)).toEqual([true, false, true]);
    expect(history[0]).toMatchObject({ method: "password", device: "Safari · iOS", address: "100.100.2.2" });
    expect(history[1]).toMatchObject({ success: false, address: "100.100.2.9" });

    const link = new URL(mail.text.match(/https?:\/\/\S+mail-action\?token=\S+/)![0]);
    expect((await t.request.get(`${link.pathname}${link.search}`).expect(200)).text).toContain("로그인 끝내기");
    const done = await t.request.post(`${link.pathname}${link.search}`).expect(302);
    expect(done.headers.location).toBe("/reset-password?sessionEnded=1");
    expect((await phone.get("/api/auth/user")).status).toBe(401);
  });

  it("keeps the log one year: the retention job deletes older rows", async () => {
    const user = await insertUser(t.db);
    const old = new Date(Date.now() - 366 * 24 * 3_600_000);
    await t.db.insert(securityEvents).values([
      { userId: user.id, kind: "sign_in", method: "password", createdAt: old },
      { userId: user.id, kind: "sign_in", method: "password" },
    ]);
    const runner = createJobRunner(t.db);
    runner.register(securityLogRetentionJob());
    expect(await runner.runOnce("security-log-retention")).toBe(true);
    const left = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(left).toHaveLength(1);
  });
});
