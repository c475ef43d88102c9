import { randomUUID } from "node:crypto";
import { users } from "@shared/schema/index";
import type { DbOrTx } from "../../server/db/client";
import { TEST_PASSWORD_HASH } from "../setup/test-app";

let seq = 0;

export function buildUser(overrides: Partial<typeof users.$inferInsert> = {}): typeof users.$inferInsert {
  seq += 1;
  return {
    id: randomUUID(),
    email: `user${seq}-${randomUUID().slice(0, 6)}@example.com`,
    password: TEST_PASSWORD_HASH,
    firstName: "지민",
    lastName: "김",
    userType: "artist",
    emailVerified: true,
    ...overrides,
  };
}

/** Inserts a verified user whose password is TEST_PASSWORD. */
export async function insertUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db.insert(users).values(buildUser(overrides)).returning();
  return row!;
}

/** How a deleted account is shown as a project's producer on its page: its id and nothing else. */
export function deletedProducerView(id: string) {
  return { ...deletedCardProducerView(id), bio: null, location: null };
}

/** How a deleted account is shown as the producer of a list card (which never carries a bio or location). */
export function deletedCardProducerView(id: string) {
  return { id, firstName: null, lastName: null, email: null, profileImageUrl: null, isDeleted: true };
}
