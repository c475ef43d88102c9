import type { Router } from "express";
import { dashboardPaths as api } from "@shared/contract/dashboard";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

/** Dashboard lists and stats, mounted at /api: /my-applications, /applications/my, /dashboard/stats. */
export function dashboardRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const op = api.operations;
  return new FeatureRouter("/api")
    .on(op.myApplications, ({ user }) => service.myApplications(db, user))
    .on(op.receivedApplications, ({ user }) => service.applicationsToMyProjects(db, user))
    .on(op.stats, ({ user }) => service.stats(db, user)).router;
}
