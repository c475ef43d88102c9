import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** Dashboard lists and stats: GET /api/my-applications, /api/applications/my, /api/dashboard/stats (the Collaboration issue). */
export function dashboardRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
