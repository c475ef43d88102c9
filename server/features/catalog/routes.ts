import { Router } from "express";
import { publicListQuerySchema } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import { publicCache } from "../../http/cache";
import { parse } from "../../http/validate";
import * as repo from "./repository";

/** Public read-only reference data: regions, landing statistics, landing artists. Mounted at /api. */
export function catalogRoutes(db: Db): Router {
  const r = Router();
  r.get("/locations", publicCache(600), async (_req, res) => {
    res.json(await repo.activeLocations(db));
  });
  r.get("/stats/public", publicCache(600), async (_req, res) => {
    res.json(await repo.publicStats(db));
  });
  r.get("/artists/public", publicCache(300), async (req, res) => {
    const q = parse(publicListQuerySchema, { limit: 3, ...req.query });
    res.json(await repo.publicArtists(db, q.limit, q.sortBy));
  });
  return r;
}
