import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeys, users } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { softAuthenticator } from "../../setup/soft-authenticator";
import { createTestApp, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();
type Agent = ReturnType<typeof t.agent>;

async function register(agent: Agent, key: ReturnType<typeof softAuthenticator>, status: number, name = "내 휴대폰") {
  const options = await agent.post("/api/auth/passkeys/register/options").expect(200);
  return agent
    .post("/api/auth/passkeys")
    .send({ name, credential: key.create(options.body) })
    .expect(status);
}
async function loginWith(agent: Agent, key: ReturnType<typeof softAuthenticator>, userId: string, status: number) {
  const options = await agent.post("/api/auth/passkeys/login/options").expect(200);
  return agent
    .post("/api/auth/passkeys/login")
    .send({ credential: key.get(options.body, userId) })
    .expect(status);
}

describe("passkeys", () => {
  it("hands out registration options for the APP_URL relying party with user verification required", async () => {
    await t.request.post("/api/auth/passkeys/register/options").expect(401);
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/auth/passkeys/register/options").expect(200);
    expect(res.body.rp).toEqual({ name: "아트링크", id: "localhost" });
    expect(res.body.user.name).toBe(user.email);
    expect(res.body.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(res.body.challenge).toMatch(/^[\w-]+$/);
  });

  it("registers a named passkey, signs in with it (counter kept), and removes it", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const key = softAuthenticator(TEST_APP_URL);
    const created = await register(agent, key, 201, "  회사 노트북  ");
    expect(created.body.passkey).toMatchObject({ name: "회사 노트북", lastUsedAt: null });
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({ credentialId: key.id, counter: 0, transports: ["internal"] });

    const browser = t.agent();
    const res = await loginWith(browser, key, user.id, 200);
    expect(res.body.user.id).toBe(user.id);
    expect((await browser.get("/api/auth/user").expect(200)).body.id).toBe(user.id);
    const [used] = await t.db.select().from(passkeys).where(eq(passkeys.id, row!.id));
    expect(used!.counter).toBe(1);
    expect(used!.lastUsedAt).not.toBeNull();

    const methods = await agent.get("/api/auth/sign-in-methods").expect(200);
    expect(methods.body.passkeys).toMatchObject([{ id: row!.id, name: "회사 노트북" }]);

    // Someone else's passkey cannot be removed; the owner's can while the password remains.
    const other = await signedIn(t, "artist");
    await other.agent.delete(`/api/auth/passkeys/${row!.id}`).expect(404);
    await t.request.delete(`/api/auth/passkeys/${row!.id}`).expect(401);
    await agent.delete("/api/auth/passkeys/abc").expect(404);
    await agent.delete(`/api/auth/passkeys/${row!.id}`).expect(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    const gone = await loginWith(t.agent(), key, user.id, 401);
    expect(gone.body.message).toBe("등록되지 않은 패스키입니다. 이메일과 비밀번호로 로그인해주세요.");
  });

  it("refuses a challenge used twice, a missing challenge and a replayed assertion", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const key = softAuthenticator(TEST_APP_URL);
    // Without asking for options first.
    await agent
      .post("/api/auth/passkeys")
      .send({ name: "키", credential: key.create({ challenge: "made-up" }) })
      .expect(400);
    await register(agent, key, 201);

    const browser = t.agent();
    const options = await browser.post("/api/auth/passkeys/login/options").expect(200);
    const assertion = key.get(options.body, user.id);
    await browser.post("/api/auth/passkeys/login").send({ credential: assertion }).expect(200);
    await browser.post("/api/auth/passkeys/login").send({ credential: assertion }).expect(400);
    // A fresh challenge, but an old signature over the old one.
    await browser.post("/api/auth/passkeys/login/options").expect(200);
    await browser.post("/api/auth/passkeys/login").send({ credential: assertion }).expect(401);
  });

  it("requires user verification", async () => {
    const { agent } = await signedIn(t, "artist");
    const key = softAuthenticator(TEST_APP_URL, { userVerified: false });
    const res = await register(agent, key, 400);
    expect(res.body.message).toBe("패스키를 확인하지 못했습니다. 다시 시도해주세요.");
  });

  it("refuses a passkey made for another site", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await register(agent, softAuthenticator("https://evil.example"), 400);
    expect(res.body.message).toBe("패스키를 확인하지 못했습니다. 다시 시도해주세요.");
  });

  it("validates the name and the credential's shape", async () => {
    const { agent } = await signedIn(t, "artist");
    const key = softAuthenticator(TEST_APP_URL);
    const options = await agent.post("/api/auth/passkeys/register/options").expect(200);
    const noName = await agent
      .post("/api/auth/passkeys")
      .send({ name: " ", credential: key.create(options.body) })
      .expect(400);
    expect(noName.body.fieldErrors.name[0]).toBe("패스키 이름을 입력해주세요.");
    await agent
      .post("/api/auth/passkeys")
      .send({ name: "x".repeat(51), credential: key.create(options.body) })
      .expect(400);
    await agent
      .post("/api/auth/passkeys")
      .send({ name: "키", credential: { id: "x" } })
      .expect(400);
    await t.request.post("/api/auth/passkeys/login").send({}).expect(400);
  });

  it("keeps the last way in: a passkey goes only while a password or provider remains", async () => {
    const { user, agent } = await signedIn(t, "artist");
    // An account made through a provider that has since unlinked it: passkeys are its only way in.
    await t.db.update(users).set({ password: "!" }).where(eq(users.id, user.id));
    const a = softAuthenticator(TEST_APP_URL);
    const b = softAuthenticator(TEST_APP_URL);
    await register(agent, a, 201, "A");
    await register(agent, b, 201, "B");
    const keys = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(passkeys.id);
    await agent.delete(`/api/auth/passkeys/${keys[0]!.id}`).expect(200);
    const last = await agent.delete(`/api/auth/passkeys/${keys[1]!.id}`).expect(409);
    expect(last.body.message).toContain("마지막 로그인 방법은 해제할 수 없습니다");
  });
});
