import { Router } from "express";
import { WRITE_RATE } from "@shared/constants";
import { invitationResponseSchema } from "@shared/validators/applications";
import { cancelInvitationSchema, createInvitationSchema, invitationPatchSchema } from "@shared/validators/invitations";
import { requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

const notFound = service.invitationMessages.notFound;

/** Mounted at /api/invitations. */
export function invitationRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const r = Router();
  r.post("/", async (req, res) => {
    const user = requireUser(req);
    const input = parse(createInvitationSchema, req.body);
    await ctx.limiter.hit(WRITE_RATE.invitation.windowMs, [{ key: `invitation:${user.id}`, max: WRITE_RATE.invitation.max }]);
    res.status(201).json(await service.create(db, mail, user, input, ctx.now()));
  });
  r.get("/received", async (req, res) => {
    res.json(await service.received(db, requireUser(req)));
  });
  r.get("/sent", async (req, res) => {
    res.json(await service.sent(db, requireUser(req)));
  });
  r.get("/artist-history/:artistId", async (req, res) => {
    res.json(await service.artistHistory(db, requireUser(req), String(req.params.artistId)));
  });
  r.get("/check/:artistId", async (req, res) => {
    res.json(await service.check(db, requireUser(req), String(req.params.artistId), ctx.now()));
  });
  r.patch("/:id/cancel", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(await service.cancel(db, user, id, parse(cancelInvitationSchema, req.body).reason));
  });
  r.patch("/:id/respond", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(await service.respond(db, user, id, parse(invitationResponseSchema, req.body)));
  });
  // The spec's second spelling of the same answer (PATCH /api/invitations/{id} {status}): one code path.
  r.patch("/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(await service.respond(db, user, id, parse(invitationPatchSchema, req.body)));
  });
  return r;
}
