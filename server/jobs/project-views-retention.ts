import { sql } from "drizzle-orm";
import { projectViews } from "@shared/schema/index";
import { todayInKorea } from "@shared/dates";
import type { DbOrTx } from "../db/client";
import { rowsOf } from "../db/paged-query";
import type { Job } from "./runner";

export const PROJECT_VIEWS_RETENTION_JOB = "project-views-retention";

/**
 * Deletes the project_views rows of days before yesterday (Korean calendar days; decision 046). Only the
 * current day's rows decide whether a view is new (once per viewer per day), so older rows are never read
 * again, and without this the table grew by every distinct viewer of every project of every day. Yesterday
 * stays: a view seen just before midnight is written up to a flush later with yesterday's date, and must
 * still find its row. The counts themselves live in project_view_counts and are untouched. Returns how many
 * rows went.
 */
export async function pruneProjectViews(db: DbOrTx, now: Date): Promise<number> {
  const yesterday = todayInKorea(new Date(now.getTime() - 86_400_000));
  // Counted in the statement: a busy day leaves hundreds of thousands of rows, not worth sending back.
  const result = await db.execute(
    sql`with gone as (delete from ${projectViews} where ${projectViews.day} < ${yesterday} returning 1) select count(*)::int as "n" from gone`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export function projectViewsRetentionJob(intervalMs = 6 * 3_600_000): Job {
  return { name: PROJECT_VIEWS_RETENTION_JOB, intervalMs, run: (tx, now) => pruneProjectViews(tx, now).then(() => undefined) };
}
