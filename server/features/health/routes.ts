import { sql } from "drizzle-orm";
import type { Router } from "express";
import { healthPaths as api } from "@shared/contract/health";
import type { Db } from "../../db/client";
import { FeatureRouter } from "../../http/contract-route";

/** Mounted at /api/health. */
export function healthRoutes(db: Db): Router {
  return new FeatureRouter("/api/health").on(api.operations.check, async ({ req, res }) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: "ok" };
    } catch (err) {
      req.log?.warn({ err }, "health check: database unavailable");
      res.status(503).json({ status: "error", database: "unavailable" });
      return undefined;
    }
  }).router;
}
