import type { Request } from "express";
import { Router } from "express";
import { parseProjectPatch, projectFields, projectListQuerySchema, projectStatusChangeSchema, publicListQuerySchema } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import { currentUser, requireUser } from "../../http/auth";
import { publicCache } from "../../http/cache";
import { intId, parse } from "../../http/validate";
import * as service from "./service";

const notFound = service.projectMessages.notFound;
const fingerprint = (req: Request) => `${req.ip ?? ""}|${req.get("user-agent") ?? ""}`;

/** Mounted at /api: owns /projects, /my-projects and /my-favorites. */
export function projectRoutes(db: Db): Router {
  const r = Router();

  r.get("/projects", async (req, res) => {
    const q = parse(projectListQuerySchema, req.query);
    res.json(await service.list(db, q, currentUser(req)));
  });

  r.get("/projects/public", publicCache(300), async (req, res) => {
    const q = parse(publicListQuerySchema, req.query);
    res.json(await service.listPublic(db, q.limit, q.sortBy));
  });

  r.get("/my-projects", async (req, res) => {
    res.json(await service.listMine(db, requireUser(req)));
  });

  r.get("/my-favorites", async (req, res) => {
    res.json(await service.listFavorites(db, requireUser(req)));
  });

  r.get("/projects/:id", async (req, res) => {
    res.json(await service.detail(db, intId(req.params.id, notFound), currentUser(req), fingerprint(req)));
  });

  r.post("/projects", async (req, res) => {
    const user = requireUser(req);
    const input = parse(projectFields, req.body);
    res.status(201).json(await service.create(db, user, input));
  });

  r.put("/projects/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(await service.update(db, user, id, parse(projectFields, req.body)));
  });

  r.patch("/projects/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    // The dashboard sends { updates: {...} }; a bare object of fields is accepted too.
    const body = req.body && typeof req.body === "object" && "updates" in req.body ? req.body.updates : req.body;
    res.json(await service.update(db, user, id, parseProjectPatch(body)));
  });

  r.patch("/projects/:id/status", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    const { status } = parse(projectStatusChangeSchema, req.body);
    res.json(await service.changeStatus(db, user, id, status));
  });

  r.post("/projects/:id/favorite", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.toggleFavorite(db, user, intId(req.params.id, notFound)));
  });

  return r;
}
