import type { Router } from "express";
import { applicationPaths as api } from "@shared/contract/applications";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

/** Mounted at /api. */
export function applicationRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const op = api.operations;
  return new FeatureRouter("/api", { limiter: ctx.limiter, notFound: service.applicationMessages.notFound })
    .on(op.create, ({ user, body }) => service.apply(db, user, body, ctx.now()))
    .on(op.decide, ({ user, params, body }) => service.decide(db, mail, user, params.id, body.status, body.reason, ctx.now()))
    .on(op.update, ({ user, params, body }) => service.editCoverLetter(db, user, params.id, body.coverLetter, ctx.now()))
    .on(op.withdraw, async ({ user, params }) => {
      await service.cancel(db, user, params.id);
      return { message: "지원이 취소되었습니다." };
    })
    .on(op.acceptedArtists, ({ user, params }) => service.acceptedArtistsOf(db, user, params.id), { notFound: service.applicationMessages.projectNotFound })
    .router;
}
