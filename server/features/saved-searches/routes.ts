import { Router } from "express";
import { savedSearchCreateSchema, savedSearchUpdateSchema } from "@shared/validators/saved-searches";
import { requireUser } from "../../http/auth";
import type { RouteContext } from "../../http/route-context";
import { intId, parse } from "../../http/validate";
import * as service from "./service";

const notFound = service.savedSearchMessages.notFound;

/** Mounted at /api: /saved-searches, the signed-in user's own saved list filters (decision 023). */
export function savedSearchRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const r = Router();

  r.get("/saved-searches", async (req, res) => {
    res.json(await service.list(db, requireUser(req)));
  });

  r.post("/saved-searches", async (req, res) => {
    const user = requireUser(req);
    res.status(201).json(await service.create(db, user, parse(savedSearchCreateSchema, req.body)));
  });

  r.patch("/saved-searches/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(await service.update(db, user, id, parse(savedSearchUpdateSchema, req.body)));
  });

  r.delete("/saved-searches/:id", async (req, res) => {
    const user = requireUser(req);
    await service.remove(db, user, intId(req.params.id, notFound));
    res.status(204).end();
  });

  return r;
}
