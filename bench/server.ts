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
import type { Statement } from "./db-loop";

/**
 * The real app, run in its own process by bench/run.ts: the load generator must not share the server's
 * event loop, or the figures would measure both. Reports its port over IPC; stops on disconnect or
 * SIGTERM.
 *
 * The database is drizzle over a pg Pool of 10, as server/db/client.ts builds it (statements prepared alike), with one addition: on
 * "capture-start" it records every statement (text and parameters) the whole app sends, session store
 * included, until "capture-stop" returns them. The benchmark captures one request at a time this way and
 * replays exactly that SQL from a bare pg pool.
 */
async function main() {
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
  if (!databaseUrl) throw new Error("BENCH_APP_DATABASE_URL is not set");
  const logger = createLogger("silent");
  const pool = preparingPool({ connectionString: databaseUrl, max: 10 });
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
      sessionSecret: randomBytes(24).toString("hex"),
      nodeEnv: "production",
      uploadDir: path.join(os.tmpdir(), "artlink-bench-uploads"),
    },
    logger,
    // The bench measures the query path with the visitors' micro-cache off (0), then as served (default).
    projectListCacheMs: process.env.BENCH_LIST_CACHE_MS === undefined ? undefined : Number(process.env.BENCH_LIST_CACHE_MS),
  });
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
  process.on("message", (m) => {
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
  });
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
