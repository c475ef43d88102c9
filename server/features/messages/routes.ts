import type { Router } from "express";
import { WRITE_RATE } from "@shared/constants";
import { messagePaths as api } from "@shared/contract/messages";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import * as repo from "./repository";
import * as service from "./service";

/** Per sender: enough for a lively conversation, too few for a spam run. */
export const SEND_LIMIT = WRITE_RATE.message;

/** Mounted at /api/messages. */
export function messageRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const op = api.operations;
  return new FeatureRouter("/api/messages", { notFound: service.messageErrors.notFound })
    .on(op.unreadCount, async ({ user }) => ({ count: await repo.unreadCount(db, user.id) }))
    .on(op.send, async ({ user, body }) => {
      // Its own Korean message, so the limit stays here (the operation documents it as inHandler).
      await ctx.limiter.hit(SEND_LIMIT.windowMs, [{ key: `message-send:${user.id}`, max: SEND_LIMIT.max }], {
        message: service.messageErrors.rateLimited,
      });
      return service.send(db, user, body);
    })
    .on(op.markRead, ({ user, params }) => service.markRead(db, user, params.id))
    .on(op.answerInvitation, ({ user, params, body }) => service.answerInvitation(db, user, params.id, body, ctx.now()))
    .on(op.thread, ({ user, params, query }) => service.thread(db, user, params.id, query), {
      notFound: service.messageErrors.userNotFound,
    }).router;
}
