import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Config } from "./config";
import type { Logger } from "./logger";

/** How long the primary waits for its workers to drain after SIGTERM before it kills them. */
export const CLUSTER_STOP_MS = 20_000;
/** Unplanned exits within a minute, per worker, after which the primary gives up instead of restarting. */
const CRASHES_PER_WORKER_PER_MINUTE = 5;

/**
 * How many server processes `npm start` runs: with PostgreSQL (DATABASE_URL) one per core, or
 * WEB_CONCURRENCY; everything they share (sessions, rate limits, live events through LISTEN/NOTIFY, job
 * locks, the mail outbox) is in the database. PGlite is an in-process database: one process. The dev
 * server (Vite's middleware) is one process too.
 */
export function workerCount(config: Pick<Config, "databaseUrl" | "webConcurrency">, dev: boolean): number {
  if (dev || !config.databaseUrl) return 1;
  return config.webConcurrency ?? availableParallelism();
}

/**
 * The primary of `npm start` with several workers (node:cluster): it forks them (they share the port;
 * the primary hands out connections), starts a new one when one exits unexpectedly, and on SIGTERM or
 * SIGINT passes SIGTERM to every worker, each of which drains its own requests and streams
 * (server/index.ts), then exits 0 once all exited cleanly (1 otherwise, or when they are still running
 * after CLUSTER_STOP_MS). Migrations and the demo seed ran in the primary before it forks.
 */
export function runPrimary(workers: number, logger: Logger): void {
  const index = new Map<Worker, number>();
  const crashes: number[] = [];
  let stopping = false;
  let failed = false;

  const fork = (i: number) => index.set(cluster.fork({ WORKER_INDEX: String(i) }), i);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: index.size }, "stopping the workers: each finishes its in-flight requests");
    const force = setTimeout(() => {
      logger.error({ workers: index.size }, "workers still running after the drain time: killing them");
      for (const w of index.keys()) w.process.kill("SIGKILL");
      process.exit(1);
    }, CLUSTER_STOP_MS);
    force.unref();
    for (const w of index.keys()) w.process.kill("SIGTERM");
    if (!index.size) process.exit(failed ? 1 : 0);
  };

  cluster.on("exit", (worker, code, signal) => {
    const i = index.get(worker) ?? 0;
    index.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (!index.size) {
        logger.info("stopped");
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0]! < now - 60_000) crashes.shift();
    if (crashes.length > CRASHES_PER_WORKER_PER_MINUTE * workers) {
      logger.fatal({ code, signal }, "workers keep exiting: stopping the server");
      failed = true;
      stop("crash-loop");
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker exited unexpectedly: starting another");
    fork(i);
  });

  for (let i = 0; i < workers; i += 1) fork(i);
  logger.info({ workers }, `node:cluster: ${workers} workers share the port`);
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
