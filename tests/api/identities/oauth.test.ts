import { and, eq } from "drizzle-orm";
import { sessionSetCookieOf } from "../../setup/cookies";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { CONSENT_KINDS, CONSENT_VERSIONS, DELETE_CONFIRM_PHRASE } from "@shared/constants";
import { passkeys, userConsents, userIdentities, users } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { startOidcProvider } from "../../setup/oidc-provider";
import { signedIn, signedInWithSecondFactor } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

const provider = await startOidcProvider();
const t = await createTestApp({ oauth: provider.oauth });
type Agent = ReturnType<typeof supertest.agent>;

/** Follows the provider's authorization redirect (the provider signs the person in at once). */
async function authorize(providerUrl: string): Promise<URL> {
  const res = await fetch(providerUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}
const pathOf = (u: URL) => u.pathname + u.search;

/** The whole round trip: start, the provider's page, our callback. Answers the callback's response. */
async function viaProvider(agent: Agent, p: "google" | "kakao" | "naver", query = "") {
  const start = await agent.get(`/api/auth/oauth/${p}/start${query}`);
  expect(start.status).toBe(302);
  const callback = await authorize(start.headers.location!);
  return agent.get(pathOf(callback));
}
let seq = 0;
const fresh = (verified = true) => {
  seq += 1;
  return { sub: `sub-${seq}-${Date.now()}`, email: `oauth${seq}-${Date.now()}@example.com`, email_verified: verified, name: "홍길동" };
};
const identitiesOf = (userId: string) => t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

// Each browser from its own documentation address: starting a provider sign-in counts against the
// per-address login limit (25 in 5 minutes), as a person's attempts would.
let browserSeq = 0;
const browser = () => t.agent().set("X-Forwarded-For", `203.0.113.${(browserSeq = (browserSeq % 250) + 1)}`);

describe("sign-in providers", () => {
  it("lists the configured providers; none when nothing is configured", async () => {
    const res = await t.request.get("/api/auth/providers").expect(200);
    expect(res.body.providers).toEqual(["kakao", "naver", "google"]);

    const bare = await createTestApp();
    expect((await bare.request.get("/api/auth/providers").expect(200)).body.providers).toEqual([]);
    const start = await bare.request.get("/api/auth/oauth/kakao/start").expect(302);
    expect(start.headers.location).toBe("/auth?oauthError=disabled");
    await bare.request.get("/api/auth/oauth/twitter/start").expect(404);
  });

  it("redirects to the provider with PKCE (S256), state and nonce", async () => {
    const res = await browser().get("/api/auth/oauth/google/start").expect(302);
    const url = new URL(res.headers.location!);
    expect(url.origin).toBe(provider.url);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:5000/api/auth/oauth/google/callback");
  });

  it("signs up through a provider with the role chosen and the terms accepted, then signs in again", async () => {
    const person = fresh(true);
    provider.as(person);
    const agent = browser();
    const cb = await viaProvider(agent, "google");
    expect(cb.status).toBe(302);
    expect(cb.headers.location).toBe("/auth/complete");
    // Not signed in yet: the account does not exist until the role and terms.
    await agent.get("/api/auth/user").expect(401);

    const pending = await agent.get("/api/auth/oauth/pending").expect(200);
    expect(pending.body).toEqual({ provider: "google", email: person.email, emailVerified: true, lastName: "홍", firstName: "길동" });

    const base = { email: person.email, firstName: "길동", lastName: "홍" };
    const noTerms = await agent
      .post("/api/auth/oauth/complete")
      .send({ ...base, userType: "producer" })
      .expect(400);
    // The three consents of any sign-up (issue 31), each named.
    expect(noTerms.body.fieldErrors.agreeTerms[0]).toBe("이용약관에 동의해주세요.");
    expect(noTerms.body.fieldErrors.agreePrivacy[0]).toBe("개인정보 수집·이용에 동의해주세요.");
    expect(noTerms.body.fieldErrors.agreeAge14[0]).toBe("만 14세 이상만 가입할 수 있습니다. 만 14세 이상인지 확인해주세요.");
    const noRole = await agent
      .post("/api/auth/oauth/complete")
      .send({ ...base, agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(400);
    expect(noRole.body.fieldErrors.userType[0]).toBe("사용자 타입을 선택해주세요");

    const done = await agent
      .post("/api/auth/oauth/complete")
      .send({ ...base, userType: "producer", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(201);
    expect(done.body.requiresEmailVerification).toBe(false);
    expect(done.body.user).toMatchObject({ email: person.email, userType: "producer", emailVerified: true });
    // Stored with their versions, as after a password sign-up.
    const consents = await t.db.select().from(userConsents).where(eq(userConsents.userId, done.body.user.id));
    expect(consents.map((c) => `${c.kind}:${c.version}`).sort()).toEqual(CONSENT_KINDS.map((k) => `${k}:${CONSENT_VERSIONS[k]}`).sort());
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body.id).toBe(done.body.user.id);
    // The pending sign-up is used once.
    await agent.get("/api/auth/oauth/pending").expect(404);
    await agent
      .post("/api/auth/oauth/complete")
      .send({ ...base, userType: "producer", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(404);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.body.id));
    expect(row!.password).toBe("!");
    expect(await identitiesOf(me.body.id)).toMatchObject([{ provider: "google", subject: person.sub, email: person.email }]);

    // Again, from another browser: straight in, with a new session id (no fixation).
    const other = browser();
    await other.get("/api/auth/providers");
    const again = await viaProvider(other, "google");
    expect(again.headers.location).toBe("/dashboard");
    expect(sessionSetCookieOf(again)).toBeTruthy();
    expect((await other.get("/api/auth/user").expect(200)).body.id).toBe(me.body.id);
    // And the password way stays shut for an account without a password.
    await t.request.post("/api/auth/login").send({ email: person.email, password: "!" }).expect(401);
  });

  it("keeps a sign-in without remember-me to the browser session", async () => {
    const person = fresh(true);
    provider.as(person);
    const agent = browser();
    await viaProvider(agent, "kakao");
    await agent
      .post("/api/auth/oauth/complete")
      .send({ email: person.email, firstName: "길동", lastName: "홍", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(201);
    await agent.post("/api/auth/logout").expect(200);
    const remembered = await viaProvider(browser(), "kakao");
    expect(sessionSetCookieOf(remembered)).toMatch(/Expires=/);
    const once = await viaProvider(browser(), "kakao", "?remember=0");
    expect(once.headers.location).toBe("/dashboard");
    expect(sessionSetCookieOf(once)).not.toMatch(/Expires=/);
  });

  it("does not trust an e-mail the provider has not verified: our verification mail first", async () => {
    const person = fresh(false);
    provider.as(person);
    const agent = browser();
    await viaProvider(agent, "google");
    expect((await agent.get("/api/auth/oauth/pending").expect(200)).body.emailVerified).toBe(false);
    const mailBefore = t.mailQueued;
    const done = await agent
      .post("/api/auth/oauth/complete")
      .send({ email: person.email, firstName: "길동", lastName: "홍", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(201);
    expect(done.body).toMatchObject({ requiresEmailVerification: true, email: person.email });
    expect(t.mailQueued).toBe(mailBefore + 1);
    await agent.get("/api/auth/user").expect(401);
    const [row] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(row!.emailVerified).toBe(false);
    expect(row!.emailVerificationToken).toBeTruthy();

    const again = await viaProvider(browser(), "google");
    expect(again.headers.location).toBe("/auth?oauthError=unverified&provider=google");
  });

  it("treats an address the person typed instead of the provider's as unverified", async () => {
    const person = fresh(true);
    provider.as(person);
    const agent = browser();
    await viaProvider(agent, "google");
    const typed = `typed-${person.email}`;
    const done = await agent
      .post("/api/auth/oauth/complete")
      .send({ email: typed, firstName: "길동", lastName: "홍", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(201);
    expect(done.body.requiresEmailVerification).toBe(true);
  });

  it("never merges into an existing account with the same e-mail", async () => {
    const existing = await insertUser(t.db, { userType: "artist" });
    provider.as({ sub: `sub-existing-${Date.now()}`, email: existing.email, email_verified: true, name: "김지민" });
    const agent = browser();
    const cb = await viaProvider(agent, "google");
    expect(cb.headers.location).toBe("/auth?oauthError=email-taken&provider=google");
    await agent.get("/api/auth/user").expect(401);
    await agent.get("/api/auth/oauth/pending").expect(404);
    expect(await identitiesOf(existing.id)).toEqual([]);

    // Nor when the address is typed on the completion page.
    const person = fresh(true);
    provider.as(person);
    const other = browser();
    await viaProvider(other, "google");
    const res = await other
      .post("/api/auth/oauth/complete")
      .send({ email: existing.email, firstName: "길동", lastName: "홍", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(409);
    expect(res.body.message).toBe("이미 가입된 이메일입니다. 이메일로 로그인한 뒤 계정 설정에서 연결해주세요.");
  });

  it("refuses a callback whose state does not match, or that no sign-in started", async () => {
    provider.as(fresh(true));
    const agent = browser();
    const start = await agent.get("/api/auth/oauth/google/start").expect(302);
    const callback = await authorize(start.headers.location!);
    callback.searchParams.set("state", "forged-state");
    const res = await agent.get(pathOf(callback)).expect(302);
    expect(res.headers.location).toBe("/auth?oauthError=failed&provider=google");
    await agent.get("/api/auth/oauth/pending").expect(404);
    await agent.get("/api/auth/user").expect(401);

    const stranger = await browser().get(pathOf(callback)).expect(302);
    expect(stranger.headers.location).toBe("/auth?oauthError=failed&provider=google");
    // The flow was used once: replaying the right state fails too.
    callback.searchParams.set("state", new URL(start.headers.location!).searchParams.get("state")!);
    expect((await agent.get(pathOf(callback))).headers.location).toBe("/auth?oauthError=failed&provider=google");
  });

  it("refuses a code issued for another browser's PKCE challenge", async () => {
    provider.as(fresh(true));
    const victim = browser();
    const attacker = browser();
    const victimStart = await victim.get("/api/auth/oauth/google/start").expect(302);
    const attackerStart = await attacker.get("/api/auth/oauth/google/start").expect(302);
    // The attacker authorizes with the victim's state and nonce but their own PKCE challenge, then
    // injects the code into the victim's callback: only the code verifier can tell.
    const victimAuth = new URL(victimStart.headers.location!);
    const attackerAuth = new URL(attackerStart.headers.location!);
    attackerAuth.searchParams.set("nonce", victimAuth.searchParams.get("nonce")!);
    attackerAuth.searchParams.set("state", victimAuth.searchParams.get("state")!);
    expect(attackerAuth.searchParams.get("code_challenge")).not.toBe(victimAuth.searchParams.get("code_challenge"));
    const attackerCallback = await authorize(attackerAuth.href);
    const issued = provider.tokensIssued;
    const res = await victim.get(pathOf(attackerCallback)).expect(302);
    // The provider itself refused the exchange (its PKCE check), so no token was issued.
    expect(provider.tokensIssued).toBe(issued);
    expect(res.headers.location).toBe("/auth?oauthError=failed&provider=google");
    await victim.get("/api/auth/oauth/pending").expect(404);
  });

  it("reports a sign-in the person cancelled at the provider", async () => {
    const agent = browser();
    const start = await agent.get("/api/auth/oauth/kakao/start").expect(302);
    const state = new URL(start.headers.location!).searchParams.get("state")!;
    const res = await agent.get(`/api/auth/oauth/kakao/callback?error=access_denied&state=${state}`).expect(302);
    expect(res.headers.location).toBe("/auth?oauthError=denied&provider=kakao");
  });

  it("signs up through Naver (plain OAuth 2.0: profile endpoint, address not trusted)", async () => {
    const person = fresh(true);
    provider.as(person, { naverStyle: true });
    const agent = browser();
    const cb = await viaProvider(agent, "naver");
    expect(cb.headers.location).toBe("/auth/complete");
    expect((await agent.get("/api/auth/oauth/pending").expect(200)).body).toMatchObject({ provider: "naver", email: person.email, emailVerified: false });
    provider.as(fresh(true));
  });
});

describe("linking and unlinking", () => {
  it("links a provider from settings with the password re-entered, then signs in with it", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await t.request.post("/api/auth/oauth/google/link").send({ password: TEST_PASSWORD }).expect(401);
    const missing = await agent.post("/api/auth/oauth/google/link").send({}).expect(400);
    expect(missing.body.fieldErrors.password[0]).toBe("비밀번호가 올바르지 않습니다.");
    await agent.post("/api/auth/oauth/google/link").send({ password: "wrong-password" }).expect(400);
    await agent.post("/api/auth/oauth/twitter/link").send({ password: TEST_PASSWORD }).expect(404);

    const person = fresh(true);
    provider.as(person);
    const link = await agent.post("/api/auth/oauth/google/link").send({ password: TEST_PASSWORD }).expect(200);
    const cb = await agent.get(pathOf(await authorize(link.body.url))).expect(302);
    expect(cb.headers.location).toBe("/account-settings?linked=google");

    const methods = await agent.get("/api/auth/sign-in-methods").expect(200);
    expect(methods.body).toMatchObject({ hasPassword: true, identities: [{ provider: "google", email: person.email }], passkeys: [] });
    await agent.post("/api/auth/oauth/google/link").send({ password: TEST_PASSWORD }).expect(409);

    const elsewhere = browser();
    expect((await viaProvider(elsewhere, "google")).headers.location).toBe("/dashboard");
    expect((await elsewhere.get("/api/auth/user").expect(200)).body.id).toBe(user.id);

    // Unlinked while the password remains; then the provider account is a stranger again.
    await t.request.delete("/api/auth/oauth/google").expect(401);
    await agent.delete("/api/auth/oauth/google").expect(200);
    await agent.delete("/api/auth/oauth/google").expect(404);
    expect(await identitiesOf(user.id)).toEqual([]);
    expect((await viaProvider(browser(), "google")).headers.location).toBe("/auth/complete");
  });

  it("stops a provider sign-in of an account with TOTP on at the second-factor step, as the password does", async () => {
    const { user, agent, recoveryCodes } = await signedInWithSecondFactor(t, "artist");
    const person = fresh(true);
    provider.as(person);
    const link = await agent.post("/api/auth/oauth/google/link").send({ password: TEST_PASSWORD }).expect(200);
    expect((await agent.get(pathOf(await authorize(link.body.url))).expect(302)).headers.location).toBe("/account-settings?linked=google");

    const elsewhere = browser();
    const cb = await viaProvider(elsewhere, "google");
    expect(cb.headers.location).toBe("/auth?secondFactor=1");
    // Nobody is signed in until the code: the provider's own factors do not stand in for ours.
    await elsewhere.get("/api/auth/user").expect(401);
    const wrong = await elsewhere.post("/api/auth/login/second-factor").send({ code: "000000" }).expect(400);
    expect(wrong.body.message).toBe("인증 코드가 올바르지 않거나 이미 사용되었습니다. 인증 앱의 새 코드를 입력해주세요.");
    await elsewhere.get("/api/auth/user").expect(401);
    const ok = await elsewhere.post("/api/auth/login/second-factor").send({ recoveryCode: recoveryCodes[0] }).expect(200);
    expect(ok.body.user.id).toBe(user.id);
    expect((await elsewhere.get("/api/auth/user").expect(200)).body.id).toBe(user.id);
    const history = await elsewhere.get("/api/auth/sign-ins").expect(200);
    expect(JSON.stringify(history.body)).toContain("google+recovery");
  });

  it("refuses to link a provider account that belongs to another account", async () => {
    const owner = await signedIn(t, "producer");
    const person = fresh(true);
    provider.as(person);
    const first = await owner.agent.post("/api/auth/oauth/kakao/link").send({ password: TEST_PASSWORD }).expect(200);
    await owner.agent.get(pathOf(await authorize(first.body.url))).expect(302);

    const other = await signedIn(t, "artist");
    const second = await other.agent.post("/api/auth/oauth/kakao/link").send({ password: TEST_PASSWORD }).expect(200);
    const cb = await other.agent.get(pathOf(await authorize(second.body.url))).expect(302);
    expect(cb.headers.location).toBe("/account-settings?oauthError=already-linked&provider=kakao");
    expect(await identitiesOf(other.user.id)).toEqual([]);
  });

  it("keeps the last way in: a provider-made account unlinks only while another provider remains", async () => {
    const person = fresh(true);
    provider.as(person);
    const agent = browser();
    await viaProvider(agent, "google");
    const done = await agent
      .post("/api/auth/oauth/complete")
      .send({ email: person.email, firstName: "길동", lastName: "홍", userType: "artist", agreeTerms: true, agreePrivacy: true, agreeAge14: true })
      .expect(201);
    const last = await agent.delete("/api/auth/oauth/google").expect(409);
    expect(last.body.message).toContain("마지막 로그인 방법은 해제할 수 없습니다");

    // No password to re-enter: a recent sign-in is enough to link a second provider.
    provider.as({ ...fresh(true), email: person.email });
    const link = await agent.post("/api/auth/oauth/naver/link").send({}).expect(200);
    provider.as({ sub: `naver-${person.sub}`, email: person.email }, { naverStyle: true });
    expect((await agent.get(pathOf(await authorize(link.body.url)))).headers.location).toBe("/account-settings?linked=naver");
    expect((await agent.get("/api/auth/sign-in-methods").expect(200)).body.hasPassword).toBe(false);

    await agent.delete("/api/auth/oauth/google").expect(200);
    await agent.delete("/api/auth/oauth/naver").expect(409);
    expect(await identitiesOf(done.body.user.id)).toMatchObject([{ provider: "naver" }]);
    provider.as(fresh(true));
  });

  it("account deletion removes linked providers and passkeys; the provider account may sign up afresh", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const person = fresh(true);
    provider.as(person);
    const link = await agent.post("/api/auth/oauth/google/link").send({ password: TEST_PASSWORD }).expect(200);
    await agent.get(pathOf(await authorize(link.body.url))).expect(302);
    await t.db.insert(passkeys).values({ userId: user.id, credentialId: `cred-${user.id}`, publicKey: "AA", name: "내 휴대폰" });

    await agent.delete("/api/auth/delete-account").send({ reason: "테스트", confirmText: DELETE_CONFIRM_PHRASE, password: TEST_PASSWORD }).expect(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isDeleted).toBe(true);
    expect(await identitiesOf(user.id)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, user.id))),
    ).toEqual([]);
    expect((await viaProvider(browser(), "google")).headers.location).toBe("/auth/complete");
  });
});

describe("limits", () => {
  it("counts provider sign-ins against the login limit per address", async () => {
    const agent = browser();
    let status = 302;
    for (let i = 0; i < 120 && status === 302; i += 1) status = (await agent.get("/api/auth/oauth/google/start")).status;
    expect(status).toBe(429);
  });
});
