import type { Router } from "express";
import { catalogPaths as api } from "@shared/contract/catalog";
import type { Db } from "../../db/client";
import { publicCache } from "../../http/cache";
import { FeatureRouter } from "../../http/contract-route";
import * as repo from "./repository";

/** Public read-only reference data: regions, landing statistics, landing artists. Mounted at /api. */
export function catalogRoutes(db: Db): Router {
  const op = api.operations;
  return new FeatureRouter("/api")
    .on(op.locations, () => repo.activeLocations(db), { before: [publicCache(600)] })
    .on(op.publicStats, () => repo.publicStats(db), { before: [publicCache(600)] })
    .on(op.publicArtists, ({ query }) => repo.publicArtists(db, query.limit, query.sortBy), { before: [publicCache(300)] }).router;
}
