import type { Router } from "express";
import { suggestionPaths as api } from "@shared/contract/suggestions";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

/** Mounted at /api: artists suggested for a project (its producer's invite flow). */
export function suggestionRoutes(ctx: RouteContext): Router {
  return new FeatureRouter("/api", { notFound: service.suggestionMessages.notFound }).on(api.operations.forProject, ({ user, params }) =>
    service.suggestedArtists(ctx.db, user, params.id),
  ).router;
}
