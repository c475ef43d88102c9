import { Router } from "express";
import { requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

/** Dashboard lists and stats, mounted at /api: /my-applications, /applications/my, /dashboard/stats. */
export function dashboardRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();
  r.get("/applications/my", async (req, res) => {
    res.json(await service.myApplications(db, requireUser(req)));
  });
  r.get("/my-applications", async (req, res) => {
    res.json(await service.applicationsToMyProjects(db, requireUser(req)));
  });
  r.get("/dashboard/stats", async (req, res) => {
    res.json(await service.stats(db, requireUser(req)));
  });
  return r;
}
