import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** GET/PUT /api/users/{id}, tags, experiences, awards, education, portfolios, can-contact (the Profiles issue). */
export function profileRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
