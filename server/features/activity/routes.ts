import { Router } from "express";
import { activityItemSchema, buildRecordSchema, confirmCreditsSchema, creditCorrectionSchema, creditSharingSchema } from "@shared/validators/activity";
import { requireUser } from "../../http/auth";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import * as service from "./service";

const m = service.activityMessages;
const VERIFY_LIMIT = { windowMs: 60_000, perIp: 30 };
/** Rendering embeds the whole Korean face (~1.4 MB a PDF): a few records a minute per artist is plenty. */
const BUILD_LIMIT = { windowMs: 60_000, perUser: 10 };

/**
 * Mounted at /api (issue 15): /projects/:id/credits (the producer confirms), /credits/:id/* (the artist
 * answers and shares), /activity (the artist's own activity, items and records), /users/:id/credits
 * (public verified credits) and /records/verify/:code (the public verify page's data).
 */
export function activityRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();

  r.get("/projects/:id/credits", async (req, res) => {
    res.json(await service.projectCredits(db, requireUser(req), intId(req.params.id, m.projectNotFound)));
  });
  r.post("/projects/:id/credits", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.projectNotFound);
    res.json(await service.confirmCredits(db, user, id, parse(confirmCreditsSchema, req.body)));
  });

  r.post("/credits/:id/accept", async (req, res) => {
    res.json(await service.acceptCredit(db, requireUser(req), intId(req.params.id, m.creditNotFound)));
  });
  r.post("/credits/:id/correction", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.creditNotFound);
    res.json(await service.requestCorrection(db, user, id, parse(creditCorrectionSchema, req.body).note));
  });
  r.patch("/credits/:id/sharing", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, m.creditNotFound);
    res.json(await service.shareCredit(db, user, id, parse(creditSharingSchema, req.body)));
  });

  r.get("/users/:id/credits", async (req, res) => {
    const id = req.params.id;
    if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw new NotFoundError(m.userNotFound);
    res.json(await service.publicCredits(db, id));
  });

  r.get("/activity", async (req, res) => {
    res.json(await service.mine(db, requireUser(req)));
  });
  r.post("/activity/items", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.addItem(db, user, parse(activityItemSchema, req.body)));
  });
  r.delete("/activity/items/:id", async (req, res) => {
    res.json(await service.removeItem(db, requireUser(req), intId(req.params.id, m.itemNotFound)));
  });
  r.post("/activity/records", async (req, res) => {
    const user = requireUser(req);
    const input = parse(buildRecordSchema, req.body);
    await ctx.limiter.hit(BUILD_LIMIT.windowMs, [{ key: `record-build:${user.id}`, max: BUILD_LIMIT.perUser }]);
    res.status(201).json(await service.buildRecord(db, user, input, ctx.config.appUrl, ctx.now()));
  });
  r.get("/activity/records/:id/pdf", async (req, res) => {
    const { bytes, filename } = await service.recordPdf(db, requireUser(req), intId(req.params.id, m.recordNotFound));
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="artlink-activity-record.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "Cache-Control": "private, no-store",
    });
    res.send(bytes);
  });
  r.post("/activity/records/:id/revoke", async (req, res) => {
    res.json(await service.revokeRecord(db, requireUser(req), intId(req.params.id, m.recordNotFound)));
  });

  r.get("/records/verify/:code", async (req, res) => {
    await ctx.limiter.hit(VERIFY_LIMIT.windowMs, [{ key: `record-verify:${req.ip}`, max: VERIFY_LIMIT.perIp }]);
    const code = String(req.params.code);
    if (!/^[A-Za-z0-9_-]{8,32}$/.test(code)) throw new NotFoundError(m.verifyNotFound);
    res.json(await service.verifyRecord(db, code));
  });

  return r;
}
