import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** GET /api/events: the Server-Sent Events stream of the signed-in user (the Collaboration issue). */
export function eventRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
