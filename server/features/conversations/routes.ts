import type { Router } from "express";
import { messagePaths as api } from "@shared/contract/messages";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { messageErrors } from "../messages/service";
import * as service from "./service";

/** GET /api/conversations and /api/conversations/{userId}/context, blocks and reports (the Messaging issue), mounted at /api. */
export function conversationRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const op = api.operations;
  return new FeatureRouter("/api", { notFound: messageErrors.userNotFound })
    .on(op.conversations, ({ user }) => service.list(db, user))
    .on(op.context, ({ user, params }) => service.context(db, user, params.userId))
    .on(op.block, ({ user, params }) => service.setBlocked(db, user, params.id, true))
    .on(op.unblock, ({ user, params }) => service.setBlocked(db, user, params.id, false))
    .on(op.report, ({ user, body }) => service.report(db, user, body)).router;
}
