import type { Router } from "express";
import { reviewPaths as api } from "@shared/contract/reviews";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

/** Mounted at /api. */
export function reviewRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const op = api.operations;
  return new FeatureRouter("/api", { notFound: service.reviewMessages.projectNotFound })
    .on(op.listForUser, ({ params }) => service.listForUser(db, params.id))
    .on(op.completed, ({ user, params }) => service.reviewsCompleted(db, user, params.id))
    .on(op.listForProject, ({ user, params }) => service.listForProject(db, params.id, user))
    .on(op.canReview, ({ user, params }) => service.canReview(db, user, params.id, params.userId))
    .on(op.create, ({ user, body }) => service.create(db, mail, user, body)).router;
}
