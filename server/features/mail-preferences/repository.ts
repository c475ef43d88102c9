import { and, eq, inArray } from "drizzle-orm";
import type { MailKind } from "@shared/constants";
import { mailOptOuts } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export async function optedOutKinds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
  return rows.map((r) => r.kind);
}

export async function isOptedOut(db: DbOrTx, userId: string, kind: MailKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)))
    .limit(1);
  return !!row;
}

/** Idempotent both ways: opting out twice keeps one row, opting in without a row changes nothing. */
export async function optOut(db: DbOrTx, userId: string, kinds: MailKind[]) {
  if (!kinds.length) return;
  await db
    .insert(mailOptOuts)
    .values(kinds.map((kind) => ({ userId, kind })))
    .onConflictDoNothing();
}

export async function optIn(db: DbOrTx, userId: string, kinds: MailKind[]) {
  if (!kinds.length) return;
  await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.kind, kinds)));
}
