import { Router } from "express";
import { reviewSchema } from "@shared/validators/applications";
import type { Db } from "../../db/client";
import { currentUser, requireUser } from "../../http/auth";
import { intId, parse } from "../../http/validate";
import * as service from "./service";

const notFound = service.reviewMessages.projectNotFound;

/** Mounted at /api. */
export function reviewRoutes(db: Db): Router {
  const r = Router();
  r.get("/projects/:id/reviews", async (req, res) => {
    res.json(await service.listForProject(db, intId(req.params.id, notFound), currentUser(req)));
  });
  r.get("/projects/:id/can-review/:userId", async (req, res) => {
    res.json(await service.canReview(db, currentUser(req), intId(req.params.id, notFound), String(req.params.userId)));
  });
  r.post("/reviews", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.create(db, user, parse(reviewSchema, req.body)));
  });
  return r;
}
