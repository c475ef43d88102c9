import { and, count, eq, isNull, lt } from "drizzle-orm";
import { recoveryCodes, totpFactors } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type TotpRow = typeof totpFactors.$inferSelect;

export async function findTotp(db: DbOrTx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
}

/** Turns TOTP on; false when it already was (two enables at once: one wins). */
export async function insertTotp(db: DbOrTx, userId: string, secretEncrypted: string, lastStep: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted, lastStep, enabledAt: now })
    .onConflictDoNothing()
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** Accepts the code of time step `step` once: only when no later or equal step was accepted before (replays refused). */
export async function advanceTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastStep, step)))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used in one statement (of two uses at once, one wins); false when none matched. */
export async function consumeRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
