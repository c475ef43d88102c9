import type { Router } from "express";
import { contactPaths as api } from "@shared/contract/contact";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { myInquiries, submitInquiry } from "./service";

/** POST /api/contact (mounted at /api/contact): the contact form reaches the support team (and the sender gets a receipt). */
export function contactRoutes(ctx: RouteContext): Router {
  return new FeatureRouter("/api/contact")
    .on(api.operations.send, ({ body, user, req }) => submitInquiry(ctx, body, { ip: req.ip ?? "unknown", userId: user?.id ?? null }))
    .on(api.operations.mine, ({ user }) => myInquiries(ctx.db, user.id)).router;
}
