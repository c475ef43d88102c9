import { and, isNull, lt, sql } from "drizzle-orm";
import { projects } from "@shared/schema/index";
import { todayInKorea } from "@shared/validators/projects";
import type { DbOrTx } from "../db/client";
import type { Job } from "./runner";

export const CLOSE_CALLS_JOB = "close-calls";

/**
 * Clears the `recruiting` flag of listed projects whose deadline (a Korean calendar day) has passed
 * (decision 041): the lists read the flag AND the deadline, so they are right whether or not this has run;
 * it keeps the recruiting indexes holding the projects still recruiting, plus at most the few closed since
 * its last run. It walks the recruiting index alone (the deadline is its last column). Hidden projects are
 * not in that index; their flag is cleared when they are listed again and the job next runs.
 * Returns how many it closed.
 */
export async function closeCalls(db: DbOrTx, now: Date): Promise<number> {
  const closed = await db
    .update(projects)
    .set({ recruiting: false })
    .where(and(sql`${projects.recruiting}`, isNull(projects.hiddenAt), lt(projects.deadline, todayInKorea(now))))
    .returning({ id: projects.id });
  return closed.length;
}

export function closeCallsJob(intervalMs = 10 * 60_000): Job {
  return { name: CLOSE_CALLS_JOB, intervalMs, run: (tx, now) => closeCalls(tx, now).then(() => undefined) };
}
