import type { Router } from "express";
import { savedSearchPaths as api } from "@shared/contract/saved-searches";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

/** Mounted at /api: /saved-searches, the signed-in user's own saved list filters (decision 023). */
export function savedSearchRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const op = api.operations;
  return new FeatureRouter("/api", { notFound: service.savedSearchMessages.notFound })
    .on(op.list, ({ user }) => service.list(db, user))
    .on(op.create, ({ user, body }) => service.create(db, user, body))
    .on(op.update, ({ user, params, body }) => service.update(db, user, params.id, body, ctx.now()))
    .on(op.remove, async ({ user, params, res }) => {
      await service.remove(db, user, params.id);
      res.status(204).end();
      return undefined;
    }).router;
}
