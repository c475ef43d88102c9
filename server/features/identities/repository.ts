import { and, asc, count, eq, notLike } from "drizzle-orm";
import { passkeys, userIdentities, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type IdentityRow = typeof userIdentities.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;

export async function findIdentity(db: DbOrTx, provider: string, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export function listIdentities(db: DbOrTx, userId: string): Promise<IdentityRow[]> {
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.createdAt));
}

export async function insertIdentity(db: DbOrTx, values: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(values);
}

export async function touchIdentity(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(userIdentities).set({ lastUsedAt: now }).where(eq(userIdentities.id, id));
}

/** Removes the user's link to `provider`; false when there was none. */
export async function deleteIdentity(db: DbOrTx, userId: string, provider: string): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

export function listPasskeys(db: DbOrTx, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: DbOrTx, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function recordPasskeyUse(db: DbOrTx, id: number, counter: number, now: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

export async function renamePasskey(db: DbOrTx, userId: string, id: number, name: string): Promise<PasskeyRow> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row!;
}

/** Sets the password of an account that has none (bcrypt hashes start with "$"); false when it had one. */
export async function setPasswordIfNone(db: DbOrTx, userId: string, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(users.id, userId), notLike(users.password, "$%")))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deletePasskey(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** How many linked providers and passkeys the user has (the password is read with the user row). */
export async function countOtherWaysIn(db: DbOrTx, userId: string): Promise<{ identities: number; passkeys: number }> {
  const [[i], [p]] = await Promise.all([
    db.select({ n: count() }).from(userIdentities).where(eq(userIdentities.userId, userId)),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { identities: i?.n ?? 0, passkeys: p?.n ?? 0 };
}

/** Account deletion: every provider link and passkey of the user goes. */
export async function deleteAllOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
