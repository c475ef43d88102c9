import { Router, type Request } from "express";
import { WRITE_RATE } from "@shared/constants";
import { messageInvitationAnswerSchema, sendMessageSchema, threadQuerySchema } from "@shared/validators/messages";
import { requireUser } from "../../http/auth";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import * as repo from "./repository";
import * as service from "./service";

/** Per sender: enough for a lively conversation, too few for a spam run. */
export const SEND_LIMIT = WRITE_RATE.message;

/** User ids are uuids; anything absurd is simply not found. */
export function userIdParam(req: Request, name = "userId"): string {
  const v = req.params[name];
  if (typeof v !== "string" || !v || v.length > 100) throw new NotFoundError(service.messageErrors.userNotFound);
  return v;
}

export function messageRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();
  r.get("/unread-count", async (req, res) => {
    res.json({ count: await repo.unreadCount(db, requireUser(req).id) });
  });
  r.post("/", async (req, res) => {
    const user = requireUser(req);
    const input = parse(sendMessageSchema, req.body);
    await ctx.limiter.hit(SEND_LIMIT.windowMs, [{ key: `message-send:${user.id}`, max: SEND_LIMIT.max }], {
      message: service.messageErrors.rateLimited,
    });
    res.status(201).json(await service.send(db, user, input));
  });
  r.patch("/:id/read", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.markRead(db, user, intId(req.params.id, service.messageErrors.notFound)));
  });
  r.patch("/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, service.messageErrors.notFound);
    res.json(await service.answerInvitation(db, user, id, parse(messageInvitationAnswerSchema, req.body)));
  });
  r.get("/:userId", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.thread(db, user, userIdParam(req), parse(threadQuerySchema, req.query)));
  });
  return r;
}
