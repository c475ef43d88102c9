import { Router } from "express";
import type { RouteContext } from "../../http/route-context";

/** GET /api/conversations and /api/conversations/{userId}/context, blocks and reports (the Messaging issue). */
export function conversationRoutes(ctx: RouteContext): Router {
  const r = Router();
  void ctx;
  return r;
}
