import { Router } from "express";
import { WRITE_RATE } from "@shared/constants";
import { applicationStatusSchema, coverLetterSchema, createApplicationSchema } from "@shared/validators/applications";
import { requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

const notFound = service.applicationMessages.notFound;

/** Mounted at /api. */
export function applicationRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const r = Router();
  r.post("/applications", async (req, res) => {
    const user = requireUser(req);
    const input = parse(createApplicationSchema, req.body);
    await ctx.limiter.hit(WRITE_RATE.application.windowMs, [{ key: `application:${user.id}`, max: WRITE_RATE.application.max }]);
    res.status(201).json(await service.apply(db, user, input.projectId, input.coverLetter));
  });
  r.patch("/applications/:id/status", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    const input = parse(applicationStatusSchema, req.body);
    res.json(await service.decide(db, mail, user, id, input.status, input.reason));
  });
  r.patch("/applications/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    const { coverLetter } = parse(coverLetterSchema, req.body);
    res.json(await service.editCoverLetter(db, user, id, coverLetter));
  });
  r.delete("/applications/:id", async (req, res) => {
    const user = requireUser(req);
    await service.cancel(db, user, intId(req.params.id, notFound));
    res.json({ message: "지원이 취소되었습니다." });
  });
  r.get("/projects/:id/accepted-artists", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.acceptedArtistsOf(db, user, intId(req.params.id, service.applicationMessages.projectNotFound)));
  });
  return r;
}
