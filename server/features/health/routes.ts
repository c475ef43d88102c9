import { sql } from "drizzle-orm";
import { Router } from "express";
import type { Db } from "../../db/client";

export function healthRoutes(db: Db): Router {
  const r = Router();
  r.get("/", async (req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: "ok", database: "ok" });
    } catch (err) {
      req.log?.warn({ err }, "health check: database unavailable");
      res.status(503).json({ status: "error", database: "unavailable" });
    }
  });
  return r;
}
