import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { createDatabase } from "../server/db/client";
import { createLogger } from "../server/logger";

/**
 * The real app, run in its own process by bench/projects.ts: the load generator must not share the
 * server's event loop, or the figures would measure both. Reports its port over IPC; stops on
 * disconnect or SIGTERM.
 */
async function main() {
  const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
  if (!databaseUrl) throw new Error("BENCH_APP_DATABASE_URL is not set");
  const logger = createLogger("silent");
  const database = await createDatabase({ databaseUrl, logger });
  const { app } = createApp({
    db: database.db,
    config: {
      appUrl: "http://127.0.0.1",
      sessionSecret: randomBytes(24).toString("hex"),
      nodeEnv: "production",
      uploadDir: path.join(os.tmpdir(), "artlink-bench-uploads"),
    },
    logger,
    // The bench measures the query path with the visitors' micro-cache off, then as served (on).
    projectListCacheMs: Number(process.env.BENCH_LIST_CACHE_MS ?? 0),
  });
  const server = app.listen(0, "127.0.0.1", () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close(() => void database.close().finally(() => process.exit(0)));
  };
  // The benchmark asks for this process's CPU time to report the app's cost per request.
  process.on("message", (m) => {
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
  });
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
