import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { sessions, type users } from "@shared/schema/index";
import { insertUser } from "../factories/users";
import { login, type TestApp } from "./test-app";

/** A new user of `userType` and a cookie-keeping client signed in as them through the real login. */
export async function signedIn(t: TestApp, userType: "producer" | "artist", overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertUser(t.db, { userType, ...overrides });
  const agent = t.agent();
  await login(agent, user.email);
  return { user, agent };
}

/**
 * signedIn, then an authenticator app turned on through the real endpoints: the session has passed a
 * second factor, as the operator console requires (issue 25). Returns the TOTP secret and recovery codes too.
 */
export async function signedInWithSecondFactor(t: TestApp, userType: "producer" | "artist", overrides: Partial<typeof users.$inferInsert> = {}) {
  const who = await signedIn(t, userType, overrides);
  const setup = await who.agent.post("/api/auth/2fa/totp/setup");
  if (setup.status !== 200) throw new Error(`TOTP set-up failed: ${setup.status} ${setup.text}`);
  const enabled = await who.agent.post("/api/auth/2fa/totp/enable").send({ code: await generate({ secret: setup.body.secret }) });
  if (enabled.status !== 200) throw new Error(`TOTP enable failed: ${enabled.status} ${enabled.text}`);
  return { ...who, totpSecret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/**
 * Moves the sign-in and re-authentication times of every session of `userId` back by `minutes`: the
 * sessions then need a re-authentication (15 minutes, issue 25) before a sensitive change.
 */
export async function ageSessions(t: TestApp, userId: string, minutes: number) {
  for (const row of await t.db.select().from(sessions).where(eq(sessions.userId, userId))) {
    const sess = row.sess as { signedInAt?: number; reauthAt?: number };
    const back = (v?: number) => (v ?? Date.now()) - minutes * 60_000;
    await t.db
      .update(sessions)
      .set({ sess: { ...sess, signedInAt: back(sess.signedInAt), reauthAt: sess.reauthAt && back(sess.reauthAt) } })
      .where(eq(sessions.sid, row.sid));
  }
}
