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
