import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema/index";
import type { Db } from "../server/db/client";

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A drizzle instance that also records every statement it sends, so the benchmark replays exactly the
 * SQL the repository builds (text and parameters), not a hand-written copy of it.
 */
export function capturingDb(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void statements.push({ sql: query, params }) },
  }) as unknown as Db;
  return { db, statements, close: () => pool.end() };
}

export interface LoopResult {
  rounds: number;
  roundsPerSec: number;
  queriesPerSec: number;
  p50: number;
  p95: number;
  /** Database CPU time over the run, when `cpu` was given and could read it. */
  cpuMs?: number;
}

/**
 * Replays `statements` (one round = all of them, in order) from `workers` concurrent loops over a pg
 * Pool of `poolSize` clients for `seconds`: the database's own ceiling for the same work.
 */
export async function dbLoop(
  connectionString: string,
  statements: Statement[],
  opts: { workers: number; poolSize: number; seconds: number; cpu?: () => number | undefined },
): Promise<LoopResult> {
  const pool = new pg.Pool({ connectionString, max: opts.poolSize });
  // Open the pool's connections first, so the CPU reading covers the backends that do the work.
  await Promise.all(Array.from({ length: opts.poolSize }, () => pool.connect())).then((clients) => clients.forEach((c) => c.release()));
  const cpu0 = opts.cpu?.();
  let cpu1: number | undefined;
  const times: number[] = [];
  let rounds = 0;
  const end = performance.now() + opts.seconds * 1000;
  const t0 = performance.now();
  const worker = async () => {
    while (performance.now() < end) {
      const s = performance.now();
      // rowMode 'array' is how drizzle's pg driver sends its selects.
      for (const st of statements) await pool.query({ text: st.sql, values: st.params, rowMode: "array" });
      times.push(performance.now() - s);
      rounds += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: opts.workers }, worker));
    cpu1 = opts.cpu?.();
  } finally {
    await pool.end();
  }
  const elapsed = (performance.now() - t0) / 1000;
  const sorted = Float64Array.from(times).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? Number.NaN;
  return {
    rounds,
    roundsPerSec: rounds / elapsed,
    queriesPerSec: (rounds * statements.length) / elapsed,
    p50: at(50),
    p95: at(95),
    cpuMs: cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : undefined,
  };
}
