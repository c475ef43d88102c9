import type { Router } from "express";
import { invitationPaths as api } from "@shared/contract/invitations";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

/** Mounted at /api/invitations. */
export function invitationRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const op = api.operations;
  return (
    new FeatureRouter("/api/invitations", { limiter: ctx.limiter, notFound: service.invitationMessages.notFound })
      .on(op.create, ({ user, body }) => service.create(db, mail, user, body, ctx.now()))
      .on(op.received, ({ user }) => service.received(db, user))
      .on(op.sent, ({ user }) => service.sent(db, user))
      .on(op.artistHistory, ({ user, params }) => service.artistHistory(db, user, params.artistId))
      .on(op.check, ({ user, params }) => service.check(db, user, params.artistId, ctx.now()))
      .on(op.cancel, ({ user, params, body }) => service.cancel(db, user, params.id, body.reason, ctx.now()))
      .on(op.respond, ({ user, params, body }) => service.respond(db, user, params.id, body, ctx.now()))
      // The spec's second spelling of the same answer (PATCH /api/invitations/{id} {status}): one code path.
      .on(op.answer, ({ user, params, body }) => service.respond(db, user, params.id, body, ctx.now())).router
  );
}
