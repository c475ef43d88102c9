import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import { POOL_SIZE } from "./db-loop";

/**
 * The reference GET /api/health is measured against (bench/run.ts): bare Express 5 and a `pg` pool of the
 * app's size answering `SELECT 1`, nothing else (no logging, headers, session or body parsing). What the
 * app adds on top of it is the cost of its request pipeline. Same IPC as bench/server.ts: reports its
 * port, answers "cpu", stops on SIGTERM or disconnect.
 */
const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
if (!databaseUrl) throw new Error("BENCH_APP_DATABASE_URL is not set");
const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
const app = express();
app.get("/api/health", async (_req, res, next) => {
  try {
    await pool.query("select 1");
    res.json({ status: "ok", database: "ok" });
  } catch (err) {
    next(err);
  }
});
const server = app.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on("message", (m) => {
  if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => void pool.end().finally(() => process.exit(0)));
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);
