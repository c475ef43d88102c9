import { generate } from "otplib";
import type { users } from "@shared/schema/index";
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
