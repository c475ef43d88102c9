import type { Request } from "express";
import { Router } from "express";
import { parseProjectPatch, projectFields, projectListQuerySchema, projectStatusChangeSchema, publicListQuerySchema } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import { currentUser, requireUser } from "../../http/auth";
import { publicCache } from "../../http/cache";
import { MicroCache } from "../../http/micro-cache";
import { intId, parse } from "../../http/validate";
import type { MailDeps } from "../../mail/kind-mail";
import * as service from "./service";
import type { ViewCounter } from "./view-counter";

const notFound = service.projectMessages.notFound;
const fingerprint = (req: Request) => `${req.ip ?? ""}|${req.get("user-agent") ?? ""}`;

export interface ProjectRouteOptions {
  /**
   * How long a visitor's (signed-out) search answer is reused, in ms; 0 turns it off. Any project
   * write through the API clears it; counts on cards may lag by at most this long (decision 005).
   */
  listCacheMs?: number;
  /** Counts project views once per viewer per day, written in batches (view-counter.ts). */
  views: ViewCounter;
  /** Links, unsubscribe signature and sender kick of the project-status mails. */
  mail: MailDeps;
}

/** Mounted at /api: owns /projects, /my-projects and /my-favorites. */
export function projectRoutes(db: Db, opts: ProjectRouteOptions): Router {
  const r = Router();
  const visitorLists = new MicroCache<Awaited<ReturnType<typeof service.list>>>(opts.listCacheMs ?? 5_000);
  const afterWrite = <T>(value: T): T => {
    visitorLists.clear();
    return value;
  };

  r.get("/projects", async (req, res) => {
    const q = parse(projectListQuerySchema, req.query);
    const viewer = currentUser(req);
    // Signed-in members see producers' e-mail addresses, so only visitors' answers are shared.
    res.json(viewer ? await service.list(db, q, viewer) : await visitorLists.get(JSON.stringify(q), () => service.list(db, q)));
  });

  r.get("/projects/public", publicCache(300), async (req, res) => {
    const q = parse(publicListQuerySchema, req.query);
    res.json(await service.listPublic(db, q.limit, q.sortBy));
  });

  r.get("/my-projects", async (req, res) => {
    res.json(await service.listMine(db, requireUser(req)));
  });

  r.get("/recommendations/projects", async (req, res) => {
    res.json(await service.recommended(db, requireUser(req)));
  });

  r.get("/my-favorites", async (req, res) => {
    res.json(await service.listFavorites(db, requireUser(req)));
  });

  r.get("/projects/:id", async (req, res) => {
    res.json(await service.detail(db, intId(req.params.id, notFound), currentUser(req), fingerprint(req), opts.views));
  });

  r.post("/projects", async (req, res) => {
    const user = requireUser(req);
    const input = parse(projectFields, req.body);
    res.status(201).json(afterWrite(await service.create(db, user, input)));
  });

  r.put("/projects/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    res.json(afterWrite(await service.update(db, user, id, parse(projectFields, req.body))));
  });

  r.patch("/projects/:id", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    // The dashboard sends { updates: {...} }; a bare object of fields is accepted too.
    const body = req.body && typeof req.body === "object" && "updates" in req.body ? req.body.updates : req.body;
    res.json(afterWrite(await service.update(db, user, id, parseProjectPatch(body))));
  });

  r.patch("/projects/:id/status", async (req, res) => {
    const user = requireUser(req);
    const id = intId(req.params.id, notFound);
    const { status } = parse(projectStatusChangeSchema, req.body);
    res.json(afterWrite(await service.changeStatus(db, opts.mail, user, id, status)));
  });

  r.post("/projects/:id/favorite", async (req, res) => {
    const user = requireUser(req);
    res.json(await service.toggleFavorite(db, user, intId(req.params.id, notFound)));
  });

  return r;
}
