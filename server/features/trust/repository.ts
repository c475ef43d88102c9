import { and, eq, or, sql } from "drizzle-orm";
import type { ReportKind } from "@shared/constants";
import { reports, userBlocks } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

/**
 * Trust and safety rows shared by messaging, community and profiles: one reports table, one blocks
 * table (ARCHITECTURE: "one reports table and one blocks table").
 */

/** True when either user blocked the other. */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when `blockerId` blocked `blockedId` (one direction). */
export async function hasBlocked(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .limit(1);
  return Boolean(row);
}

/** Ids of users `userId` blocked or was blocked by (for hiding each other's community content). */
export async function blockedEitherWayIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return [...new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)))];
}

/** Idempotent: blocking twice keeps one row. */
export async function block(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblock(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/**
 * Stores a report; a second report of the same target by the same user changes nothing.
 * Returns whether a new row was written and the number of distinct open reporters of the target.
 */
export async function insertReport(db: DbOrTx, values: { reporterId: string; kind: ReportKind; targetId: string; reason: string }) {
  const inserted = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(and(eq(reports.kind, values.kind), eq(reports.targetId, values.targetId), eq(reports.status, "open")));
  return { created: inserted.length > 0, reporters: row?.n ?? 0 };
}

/** Target ids of `kind` the user reported (hidden from the reporter at once). */
export async function reportedTargetIds(db: DbOrTx, reporterId: string, kind: ReportKind): Promise<string[]> {
  const rows = await db
    .select({ targetId: reports.targetId })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.kind, kind)));
  return rows.map((r) => r.targetId);
}
