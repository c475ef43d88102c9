import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** Community feed, posts, comments, likes, follows and reports (the Community issue). */
export function communityRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
