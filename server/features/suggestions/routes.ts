import { Router } from "express";
import { requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { intId } from "../../http/validate";
import * as service from "./service";

/** Mounted at /api: artists suggested for a project (its producer's invite flow). */
export function suggestionRoutes(ctx: RouteContext): Router {
  const r = Router();
  r.get("/projects/:id/suggested-artists", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.suggestedArtists(ctx.db, user, intId(req.params.id, service.suggestionMessages.notFound)));
  });
  return r;
}
