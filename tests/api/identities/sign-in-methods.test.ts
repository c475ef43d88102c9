import { enterFee, TEST_ARTIST_PARTY } from "../../factories/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE_CONFIRM_PHRASE } from "@shared/constants";
import { passkeys, passwordResetTokens, sessions, users } from "@shared/schema/index";
import { hashToken } from "../../../server/features/auth/service";
import { insertApplication, insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { softAuthenticator } from "../../setup/soft-authenticator";
import { createTestApp, login, TEST_APP_URL, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();
type Agent = ReturnType<typeof t.agent>;

let seq = 0;
async function addKey(userId: string, name: string) {
  seq += 1;
  const [row] = await t.db
    .insert(passkeys)
    .values({ userId, credentialId: `cred-${seq}-${Date.now()}`, publicKey: "AA", name })
    .returning();
  return row!;
}

/** An account as a provider sign-up leaves it: no password (its session is fresh from the login). */
async function providerMade(userType: "artist" | "producer" = "artist") {
  const s = await signedIn(t, userType);
  await t.db.update(users).set({ password: "!" }).where(eq(users.id, s.user.id));
  return s;
}

/** Moves the sign-in time of every session of `userId` back by `minutes`. */
async function ageSessions(userId: string, minutes: number) {
  for (const row of await t.db.select().from(sessions).where(eq(sessions.userId, userId))) {
    const sess = row.sess as { signedInAt?: number };
    await t.db
      .update(sessions)
      .set({ sess: { ...sess, signedInAt: (sess.signedInAt ?? Date.now()) - minutes * 60_000 } })
      .where(eq(sessions.sid, row.sid));
  }
}

const setPassword = (agent: Agent, newPassword: unknown) => agent.post("/api/auth/set-password").send({ newPassword });

describe("renaming a passkey", () => {
  it("renames the owner's passkey (trimmed) and settings show the new name", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const key = await addKey(user.id, "내 휴대폰");
    const res = await agent.patch(`/api/auth/passkeys/${key.id}`).send({ name: "  회사 노트북  " }).expect(200);
    expect(res.body).toMatchObject({ message: "패스키 이름을 변경했습니다.", passkey: { id: key.id, name: "회사 노트북", lastUsedAt: null } });
    const methods = await agent.get("/api/auth/sign-in-methods").expect(200);
    expect(methods.body.passkeys).toMatchObject([{ id: key.id, name: "회사 노트북" }]);
    // The same name again is no change, not a conflict.
    await agent.patch(`/api/auth/passkeys/${key.id}`).send({ name: "회사 노트북" }).expect(200);
  });

  it("validates the name: present, not blank, at most 50 characters", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const key = await addKey(user.id, "키");
    const blank = await agent.patch(`/api/auth/passkeys/${key.id}`).send({ name: "   " }).expect(400);
    expect(blank.body.fieldErrors.name).toEqual(["패스키 이름을 입력해주세요."]);
    const missing = await agent.patch(`/api/auth/passkeys/${key.id}`).send({}).expect(400);
    expect(missing.body.fieldErrors.name).toEqual(["패스키 이름을 입력해주세요."]);
    const long = await agent
      .patch(`/api/auth/passkeys/${key.id}`)
      .send({ name: "가".repeat(51) })
      .expect(400);
    expect(long.body.fieldErrors.name).toEqual(["패스키 이름은 50자 이하로 입력해주세요."]);
    await agent
      .patch(`/api/auth/passkeys/${key.id}`)
      .send({ name: "가".repeat(50) })
      .expect(200);
    await agent.patch(`/api/auth/passkeys/${key.id}`).send({ name: 42 }).expect(400);
  });

  it("lets only the owner rename: guests 401, others and unknown ids 404, nothing changed", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const key = await addKey(user.id, "원래 이름");
    await t.request.patch(`/api/auth/passkeys/${key.id}`).send({ name: "남의 키" }).expect(401);
    const other = await signedIn(t, "artist");
    const res = await other.agent.patch(`/api/auth/passkeys/${key.id}`).send({ name: "남의 키" }).expect(404);
    expect(res.body.message).toBe("패스키를 찾을 수 없습니다.");
    await agent.patch("/api/auth/passkeys/abc").send({ name: "x" }).expect(404);
    await agent.patch("/api/auth/passkeys/99999999").send({ name: "x" }).expect(404);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, key.id));
    expect(row!.name).toBe("원래 이름");
  });

  it("keeps names distinct within an account (409), while another account may use the same name", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await addKey(user.id, "아이폰");
    const b = await addKey(user.id, "갤럭시");
    const taken = await agent.patch(`/api/auth/passkeys/${b.id}`).send({ name: " 아이폰 " }).expect(409);
    expect(taken.body.message).toBe("같은 이름의 패스키가 이미 있습니다. 다른 이름을 입력해주세요.");
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, b.id));
    expect(row!.name).toBe("갤럭시");

    const other = await signedIn(t, "artist");
    const theirs = await addKey(other.user.id, "갤럭시");
    await other.agent.patch(`/api/auth/passkeys/${theirs.id}`).send({ name: "아이폰" }).expect(200);

    // Registering a new passkey under a name already used is the same conflict.
    const options = await agent.post("/api/auth/passkeys/register/options").expect(200);
    const dup = await agent
      .post("/api/auth/passkeys")
      .send({ name: "아이폰", credential: softAuthenticator(TEST_APP_URL).create(options.body) })
      .expect(409);
    expect(dup.body.message).toBe("같은 이름의 패스키가 이미 있습니다. 다른 이름을 입력해주세요.");
  });
});

describe("a first password for an account made through a provider", () => {
  it("sets one without a current password; then e-mail sign-in, change and the other password flows work as for anyone", async () => {
    const { user, agent } = await providerMade();
    expect((await agent.get("/api/auth/sign-in-methods").expect(200)).body.hasPassword).toBe(false);
    // Without a password, e-mail sign-in and change-password have nothing to match.
    await t.agent().post("/api/auth/login").set("X-Forwarded-For", "192.0.2.10").send({ email: user.email, password: "!" }).expect(401);
    await agent.post("/api/auth/change-password").send({ currentPassword: "anything", newPassword: "firstpass1" }).expect(400);

    const res = await setPassword(agent, "firstpass1").expect(200);
    expect(res.body.message).toBe("비밀번호를 설정했습니다. 이제 이메일과 비밀번호로도 로그인할 수 있습니다.");
    expect((await agent.get("/api/auth/sign-in-methods").expect(200)).body.hasPassword).toBe(true);
    // This session stays signed in.
    expect((await agent.get("/api/auth/user").expect(200)).body.id).toBe(user.id);

    await login(t.agent(), user.email, "firstpass1");
    // Setting again is refused: from now on the current password is asked, as for anyone.
    const again = await setPassword(agent, "secondpass2").expect(409);
    expect(again.body.message).toBe("이미 비밀번호가 설정된 계정입니다. 비밀번호 변경을 이용해주세요.");
    await agent.post("/api/auth/change-password").send({ currentPassword: "firstpass1", newPassword: "secondpass2" }).expect(200);
    await login(t.agent(), user.email, "secondpass2");
  });

  it("is refused to an account that has a password (409) and to guests (401)", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const res = await setPassword(agent, "takeover1").expect(409);
    expect(res.body.message).toBe("이미 비밀번호가 설정된 계정입니다. 비밀번호 변경을 이용해주세요.");
    await login(t.agent(), user.email, TEST_PASSWORD);
    await t.request.post("/api/auth/set-password").send({ newPassword: "takeover1" }).expect(401);
  });

  it("validates the new password: present, at least 6 characters, at most 128 characters", async () => {
    const { user, agent } = await providerMade();
    const missing = await agent.post("/api/auth/set-password").send({}).expect(400);
    expect(missing.body.fieldErrors.newPassword).toEqual(["모든 항목을 입력해주세요."]);
    const short = await setPassword(agent, "abc12").expect(400);
    expect(short.body.fieldErrors.newPassword).toEqual(["새 비밀번호는 최소 6자 이상이어야 합니다."]);
    const long = await setPassword(agent, "가".repeat(129)).expect(400);
    expect(long.body.fieldErrors.newPassword).toEqual(["비밀번호는 128자 이하로 입력해주세요"]);
    await setPassword(agent, 123456).expect(400);
    const [row] = await t.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
    expect(row!.password).toBe("!");
  });

  it("asks for a recent sign-in: a session signed in over 15 minutes ago must sign in again first", async () => {
    const { user, agent } = await providerMade();
    await ageSessions(user.id, 16);
    const res = await setPassword(agent, "firstpass1").expect(401);
    expect(res.body.message).toBe("보안을 위해 다시 로그인한 뒤 비밀번호를 설정해주세요.");
    const [row] = await t.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
    expect(row!.password).toBe("!");
  });

  it("retires reset links mailed before, so an old link cannot replace the password just chosen", async () => {
    const { user, agent } = await providerMade();
    const raw = `tok-${Date.now()}`;
    await t.db.insert(passwordResetTokens).values({ userId: user.id, token: hashToken(raw), expiresAt: new Date(Date.now() + 3_600_000) });
    await setPassword(agent, "firstpass1").expect(200);
    await t.request.post("/api/auth/reset-password").send({ token: raw, newPassword: "attacker99" }).expect(400);
    await login(t.agent(), user.email, "firstpass1");
  });

  it("of two at once, one sets the password and the other is a conflict", async () => {
    const { user, agent } = await providerMade();
    const [a, b] = await Promise.all([setPassword(agent, "firstpass1"), setPassword(agent, "otherpass2")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "firstpass1" : "otherpass2";
    await login(t.agent(), user.email, winner);
  });
});

describe("the other flows that ask for the password, for an account without one", () => {
  it("withdraws without a password (the confirmation phrase and a reason are what is asked); passkeys go with it", async () => {
    const { user, agent } = await providerMade();
    await addKey(user.id, "내 휴대폰");
    await agent.delete("/api/auth/delete-account").send({ reason: "소셜 계정만 쓰던 계정", confirmText: DELETE_CONFIRM_PHRASE }).expect(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isDeleted).toBe(true);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
  });

  it("signs a contract with a recent sign-in and no password; an older session is asked to re-authenticate", async () => {
    const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
    const artist = await providerMade("artist");
    const project = await insertProject(t.db, { producerId: producer.user.id, title: "소셜 가입 예술인 전시", location: "서울" });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
    const drafted = await producer.agent.post(`/api/projects/${project.id}/contracts`).send({ artistId: artist.user.id }).expect(201);
    await enterFee(producer.agent, drafted.body.id);
    const sent = await producer.agent.post(`/api/contracts/${drafted.body.id}/send`).send({}).expect(200);
    const fullName = `${artist.user.lastName ?? ""}${artist.user.firstName ?? ""}`;
    const body = { fullName, consent: true, documentHash: sent.body.documentHash, artistParty: TEST_ARTIST_PARTY };

    await ageSessions(artist.user.id, 16);
    const refused = await artist.agent.post(`/api/contracts/${sent.body.id}/sign`).send(body).expect(403);
    expect(refused.body.code).toBe("ReauthRequired");

    // Back to the sign-in time (a provider sign-in a moment ago counts as the proof).
    await ageSessions(artist.user.id, -16);
    const ok = await artist.agent.post(`/api/contracts/${sent.body.id}/sign`).send(body).expect(200);
    expect(ok.body.status).toBe("signed_by_artist");
  });
});
