import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@shared/schema/index";
import { createApp } from "../server/app";
import type { Db } from "../server/db/client";
import { preparingPool } from "../server/db/prepared-statements";
import { createLogger } from "../server/logger";
import { POOL_SIZE, type Statement } from "./db-loop";
import { createProfiler } from "./profile";
import { BENCH_ENCRYPTION_KEY } from "./seed";

/**
 * The real app, run in its own process by bench/run.ts: the load generator must not share the server's
 * event loop, or the figures would measure both. Reports its port over IPC; stops on disconnect or
 * SIGTERM.
 *
 * The database is drizzle over a pg Pool of 10, as server/db/client.ts builds it (statements prepared alike), with one addition: on
 * "capture-start" it records every statement (text and parameters) the whole app sends, session store
 * included, until "capture-stop" returns them. The benchmark captures one request at a time this way and
 * replays exactly that SQL from a bare pg pool. "profile-start" / {profileStop: file} record a CPU
 * profile of the requests in between (BENCH_CPU_PROF, bench/profile.ts).
 *
 * BENCH_WORKERS=n (> 1) runs n such processes under node:cluster sharing one port, as `npm start` does
 * with WEB_CONCURRENCY: the primary reports the port and the summed CPU time of all (no capture or
 * profile in that mode).
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

async function worker() {
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
  if (!databaseUrl) throw new Error("BENCH_APP_DATABASE_URL is not set");
  const logger = createLogger("silent");
  const pool = preparingPool({ connectionString: databaseUrl, max: POOL_SIZE });
  pool.on("error", (err) => logger.error({ err }, "postgres pool error"));
  let captured: Statement[] | undefined;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void captured?.push({ sql: query, params }) },
  }) as unknown as Db;
  const { app, views } = createApp({
    db,
    config: {
      appUrl: "http://127.0.0.1",
      sessionSecret: process.env.BENCH_SESSION_SECRET ?? randomBytes(24).toString("hex"),
      // The key the seed sealed the operator's TOTP secret with (bench/seed.ts OPERATOR), as ENCRYPTION_KEY would be set.
      encryptionKey: BENCH_ENCRYPTION_KEY,
      nodeEnv: "production",
      uploadDir: path.join(os.tmpdir(), "artlink-bench-uploads"),
    },
    logger,
    // The bench measures the query path with the visitors' micro-cache off (0), then as served (default).
    projectListCacheMs: process.env.BENCH_LIST_CACHE_MS === undefined ? undefined : Number(process.env.BENCH_LIST_CACHE_MS),
  });
  const profiler = createProfiler();
  const server = app.listen(0, "127.0.0.1", () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close(
      () =>
        void views
          .stop()
          .then(() => pool.end())
          .finally(() => process.exit(0)),
    );
  };
  process.on("message", (m: unknown) => {
    // The benchmark asks for this process's CPU time to report the app's cost per request.
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (m === "capture-start") {
      captured = [];
      process.send?.({ capturing: true });
    }
    if (m === "capture-stop") {
      process.send?.({ statements: captured ?? [] });
      captured = undefined;
    }
    if (m === "profile-start") void profiler.start().then(() => process.send?.({ profiling: true }));
    if (m && typeof m === "object" && "profileStop" in m)
      void profiler.stop(String((m as { profileStop: string }).profileStop)).then((summary) => process.send?.({ profile: summary }));
  });
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
}

/** BENCH_WORKERS > 1: the workers share the port; the bench talks to this primary only. */
function primary() {
  const secret = randomBytes(24).toString("hex");
  const workers = Array.from({ length: WORKERS }, () => cluster.fork({ BENCH_SESSION_SECRET: secret }));
  let port: number | undefined;
  let listening = 0;
  for (const w of workers)
    w.on("message", (m: { port?: number }) => {
      if (m.port === undefined) return;
      port = m.port;
      if (++listening === workers.length) process.send?.({ port });
    });
  const cpuOf = (w: (typeof workers)[number]) =>
    new Promise<NodeJS.CpuUsage>((resolve) => {
      const on = (m: { cpu?: NodeJS.CpuUsage }) => {
        if (!m.cpu) return;
        w.off("message", on);
        resolve(m.cpu);
      };
      w.on("message", on);
      w.send("cpu");
    });
  process.on("message", (m: unknown) => {
    if (m !== "cpu") return;
    void Promise.all(workers.map(cpuOf)).then((all) => {
      const own = process.cpuUsage();
      process.send?.({ cpu: all.reduce((s, c) => ({ user: s.user + c.user, system: s.system + c.system }), own) });
    });
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    let left = workers.length;
    for (const w of workers) {
      w.once("exit", () => --left === 0 && process.exit(0));
      w.kill("SIGTERM");
    }
  };
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
}

if (WORKERS > 1 && cluster.isPrimary) primary();
else
  worker().catch((err) => {
    console.error(err);
    process.exit(1);
  });
