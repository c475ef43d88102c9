import { percentile } from "./load";
import { DEFAULT_POOL_SIZE } from "../server/db/client";
import { preparingPool } from "../server/db/prepared-statements";

/**
 * The pool size of the app's server process, of the bare-pg replay and of the reference server: the app's
 * own setting, DATABASE_POOL_SIZE (server/config.ts), default 10 as there.
 */
export const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface LoopResult {
  rounds: number;
  roundsPerSec: number;
  queriesPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Database CPU time over the run, when `cpu` was given and could read it. */
  cpuMs?: number;
}

/**
 * Replays captured requests from `workers` concurrent loops over a pg Pool of `poolSize` clients for
 * `seconds`: the database's own ceiling for the same work. One round is one request's statements, in
 * order; with several samples (e.g. project pages of different ids) each round takes the next one.
 */
export async function dbLoop(
  connectionString: string,
  samples: Statement[][],
  opts: { workers: number; poolSize: number; seconds: number; cpu?: () => number | undefined },
): Promise<LoopResult> {
  if (!samples.length) throw new Error("dbLoop: nothing to replay");
  // The same named statements as the app sends (server/db/prepared-statements.ts): the same SQL, the same work.
  const pool = preparingPool({ connectionString, max: opts.poolSize });
  // Open the pool's connections first, so the CPU reading covers the backends that do the work.
  await Promise.all(Array.from({ length: opts.poolSize }, () => pool.connect())).then((clients) => clients.forEach((c) => c.release()));
  const cpu0 = opts.cpu?.();
  let cpu1: number | undefined;
  const times: number[] = [];
  let rounds = 0;
  let queries = 0;
  const end = performance.now() + opts.seconds * 1000;
  const t0 = performance.now();
  const worker = async () => {
    while (performance.now() < end) {
      const statements = samples[rounds % samples.length]!;
      const s = performance.now();
      // One connection per round, as a request's transaction (begin ... commit) needs; rowMode 'array' is
      // how drizzle's pg driver sends its selects.
      const client = await pool.connect();
      try {
        for (const st of statements) await client.query({ text: st.sql, values: st.params, rowMode: "array" });
      } finally {
        client.release();
      }
      times.push(performance.now() - s);
      rounds += 1;
      queries += statements.length;
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
  return {
    rounds,
    roundsPerSec: rounds / elapsed,
    queriesPerSec: queries / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpuMs: cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : undefined,
  };
}
