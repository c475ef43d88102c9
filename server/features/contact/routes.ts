import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** POST /api/contact (the Contact issue). */
export function contactRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
