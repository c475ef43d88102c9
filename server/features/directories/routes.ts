import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** GET /api/artists and /api/producers (the Profiles issue). */
export function directoryRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
