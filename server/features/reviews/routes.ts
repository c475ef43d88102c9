import { Router } from "express";
import { reviewSchema } from "@shared/validators/applications";
import { currentUser, requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

const notFound = service.reviewMessages.projectNotFound;

/** Mounted at /api. */
export function reviewRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const r = Router();
  r.get("/users/:id/reviews", async (req, res) => {
    res.json(await service.listForUser(db, String(req.params.id)));
  });
  r.get("/projects/:id/reviews-completed", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.reviewsCompleted(db, user, intId(req.params.id, notFound)));
  });
  r.get("/projects/:id/reviews", async (req, res) => {
    res.json(await service.listForProject(db, intId(req.params.id, notFound), currentUser(req)));
  });
  r.get("/projects/:id/can-review/:userId", async (req, res) => {
    res.json(await service.canReview(db, currentUser(req), intId(req.params.id, notFound), String(req.params.userId)));
  });
  r.post("/reviews", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.create(db, mail, user, parse(reviewSchema, req.body)));
  });
  return r;
}
