import type { Router } from "express";
import { directoryPaths as api } from "@shared/contract/directories";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

/** GET /api/artists and /api/producers (mounted at /api). */
export function directoryRoutes(ctx: RouteContext): Router {
  const op = api.operations;
  return new FeatureRouter("/api")
    .on(op.artists, ({ query }) => service.list(ctx.db, "artist", query))
    .on(op.producers, ({ query }) => service.list(ctx.db, "producer", query)).router;
}
