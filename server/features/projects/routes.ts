import type { Request, RequestHandler, Router } from "express";
import { projectPaths as api } from "@shared/contract/projects";
import { parseProjectPatch } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import { publicCache } from "../../http/cache";
import { FeatureRouter } from "../../http/contract-route";
import type { RateLimiter } from "../../http/rate-limit";
import { MicroCache } from "../../http/micro-cache";
import { JsonAnswer } from "../../http/send-json";
import type { MailDeps } from "../../mail/kind-mail";
import * as service from "./service";
import type { ViewCounter } from "./view-counter";

const fingerprint = (req: Request) => `${req.ip ?? ""}|${req.get("user-agent") ?? ""}`;

/** The dashboard sends { updates: {...} }; a bare object of fields is accepted too. Unwrapped before the body is parsed. */
const unwrapUpdates: RequestHandler = (req, _res, next) => {
  if (req.body && typeof req.body === "object" && "updates" in req.body) req.body = req.body.updates;
  next();
};

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
  /** The clock of the project rules (dates in the past, deadlines); tests inject a fixed one. */
  now: () => Date;
  /** The shared write limits (creation and status changes, issue 30). */
  limiter: RateLimiter;
}

/** Mounted at /api: owns /projects, /my-projects and /my-favorites. */
export function projectRoutes(db: Db, opts: ProjectRouteOptions): Router {
  // Kept serialised: a cached answer is sent as the same text to every visitor within its TTL.
  const visitorLists = new MicroCache<JsonAnswer>(opts.listCacheMs ?? 5_000);
  const afterWrite = <T>(value: T): T => {
    visitorLists.clear();
    return value;
  };
  const op = api.operations;

  return (
    new FeatureRouter("/api", { limiter: opts.limiter, notFound: service.projectMessages.notFound })
      // Signed-in members see producers' e-mail addresses, so only visitors' answers are shared.
      .on(op.list, ({ query, user }) =>
        user ? service.list(db, query, user) : visitorLists.get(JSON.stringify(query), async () => new JsonAnswer(await service.list(db, query))),
      )
      .on(op.listPublic, ({ query }) => service.listPublic(db, query.limit, query.sortBy), { before: [publicCache(300)] })
      .on(op.mine, ({ user }) => service.listMine(db, user))
      .on(op.recommended, ({ user }) => service.recommended(db, user))
      .on(op.favorites, ({ user }) => service.listFavorites(db, user))
      .on(op.detail, ({ params, user, req }) => service.detail(db, params.id, user, fingerprint(req), opts.views))
      .on(op.create, async ({ user, body }) => afterWrite(await service.create(db, user, body, opts.now())))
      .on(op.update, async ({ user, params, body }) => afterWrite(await service.update(db, user, params.id, body, opts.now())))
      // The body is checked by its schema; only the fields sent change (no defaults filled in for the others).
      .on(op.patch, async ({ user, params, req }) => afterWrite(await service.update(db, user, params.id, parseProjectPatch(req.body), opts.now())), {
        before: [unwrapUpdates],
      })
      .on(op.changeStatus, async ({ user, params, body }) => afterWrite(await service.changeStatus(db, opts.mail, user, params.id, body.status, opts.now())))
      .on(op.toggleFavorite, ({ user, params }) => service.toggleFavorite(db, user, params.id))
      .on(op.report, async ({ user, params, body }) => afterWrite(await service.report(db, user, params.id, body.reason, opts.now()))).router
  );
}
