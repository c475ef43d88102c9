import { Router } from "express";
import { reportSchema } from "@shared/validators/messages";
import { requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { parse } from "../../http/validate";
import { userIdParam } from "../messages/routes";
import * as service from "./service";

/** GET /api/conversations and /api/conversations/{userId}/context, blocks and reports (the Messaging issue). */
export function conversationRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();
  r.get("/conversations", async (req, res) => {
    res.json(await service.list(db, requireUser(req)));
  });
  r.get("/conversations/:userId/context", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.context(db, user, userIdParam(req)));
  });
  r.post("/users/:id/block", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.setBlocked(db, user, userIdParam(req, "id"), true));
  });
  r.delete("/users/:id/block", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.setBlocked(db, user, userIdParam(req, "id"), false));
  });
  r.post("/reports", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.report(db, user, parse(reportSchema, req.body)));
  });
  return r;
}
