import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ReportKind } from "@shared/constants";
import { reports, userBlocks, userFollows } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/paged-query";

/**
 * Trust and safety rows shared by messaging, community and profiles: one reports table, one blocks
 * table (ARCHITECTURE: "one reports table and one blocks table").
 */

/** True when either user blocked the other. */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const result = await db.execute(sql`select ${blockedEitherWaySql(a, b)} as "blocked"`);
  return Boolean(rowsOf<{ blocked: boolean }>(result)[0]?.blocked);
}

/** isBlockedEitherWay as an SQL boolean, for statements that answer it beside other things. */
export function blockedEitherWaySql(a: string | SQL, b: string | SQL): SQL {
  return sql`exists (select 1 from ${userBlocks} ub
    where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
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

/**
 * Idempotent: blocking twice keeps one row. A block also ends the follows between the two, both ways,
 * in the same transaction (a blocked person must not keep following, issue 30).
 */
export async function block(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.transaction(async (tx) => {
    await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(userFollows)
      .where(
        sql`(${userFollows.followerId} = ${blockerId} and ${userFollows.followingId} = ${blockedId}) or (${userFollows.followerId} = ${blockedId} and ${userFollows.followingId} = ${blockerId})`,
      );
  });
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

/**
 * What the community hides from `userId`, in one statement: ids of the posts and of the comments they
 * reported (hidden from the reporter at once; back once an operator dismissed the report, issue 24), and
 * the users they blocked or were blocked by.
 */
export async function communityExclusionsOf(db: DbOrTx, userId: string): Promise<{ posts: string[]; comments: string[]; blocked: string[] }> {
  const result = await db.execute(sql`
    select
      array(select r.target_id::text from ${reports} r where r.reporter_id = ${userId} and r.kind = 'post' and r.status <> 'dismissed') as "posts",
      array(select r.target_id::text from ${reports} r where r.reporter_id = ${userId} and r.kind = 'comment' and r.status <> 'dismissed') as "comments",
      array(select distinct case when b.blocker_id = ${userId} then b.blocked_id else b.blocker_id end
              from ${userBlocks} b where b.blocker_id = ${userId} or b.blocked_id = ${userId}) as "blocked"`);
  return rowsOf<{ posts: string[]; comments: string[]; blocked: string[] }>(result)[0]!;
}
