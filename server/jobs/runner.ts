import { sql } from "drizzle-orm";
import { jobRuns } from "@shared/schema/index";
import type { Db, Tx } from "../db/client";
import type { Logger } from "../logger";
import { rowsOf } from "../db/paged-query";

export interface Job {
  name: string;
  intervalMs: number;
  /** Runs inside the transaction that holds the job's advisory lock; `now` is the runner's clock. */
  run(tx: Tx, now: Date): Promise<void>;
}

export interface JobRunner {
  register(job: Job): void;
  /** Runs one job now (tests, and each tick). Resolves to false when another process holds its lock. */
  runOnce(name: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * One runner for every scheduled job. Each run takes pg_try_advisory_xact_lock(hashtext(name)) in its
 * own transaction: with several server processes on one database only one runs a job at a time, the
 * others skip that tick, and the lock ends with the transaction (no leak if a process dies). The same
 * SQL works on PGlite. Each run records its time in job_runs (decision 007).
 */
export function createJobRunner(db: Db, opts: { now?: () => Date; logger?: Logger } = {}): JobRunner {
  const now = opts.now ?? (() => new Date());
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  async function runOnce(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as "locked"`);
      const locked = rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
      if (!locked) return false;
      const at = now();
      await job.run(tx, at);
      await tx
        .insert(jobRuns)
        .values({ name, lastRunAt: at })
        .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: at } });
      return true;
    });
  }

  function tick(name: string) {
    const p = runOnce(name)
      .then((ran) => opts.logger?.debug({ job: name, ran }, "job tick"))
      .catch((err) => opts.logger?.error({ err, job: name }, "job failed"))
      .finally(() => running.delete(p));
    running.add(p);
  }

  return {
    register(job) {
      jobs.set(job.name, job);
    },
    runOnce,
    start() {
      for (const job of jobs.values()) {
        const t = setInterval(() => tick(job.name), job.intervalMs);
        t.unref();
        timers.push(t);
        // A first pass soon after start, so a restart does not delay a due reminder by a whole interval.
        const first = setTimeout(() => tick(job.name), 5_000);
        first.unref();
        timers.push(first);
      }
    },
    async stop() {
      for (const t of timers) clearTimeout(t);
      timers.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
