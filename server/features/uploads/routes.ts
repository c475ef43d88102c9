import type { Request, RequestHandler, Response, Router } from "express";
import { uploadPaths as api } from "@shared/contract/uploads";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import { incomingDir, readMediaFile } from "../../storage/media";
import { uploadSingle } from "../../storage/uploads";
import * as service from "./service";

/** Runs multer after authentication and the rate limit, so a refused request's file is never parsed (its 413 and 400 come from here). */
const readFile = (req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => uploadSingle(req, res, (err?: unknown) => (err ? reject(err) : resolve())));

/**
 * POST /api/upload (multipart field `file`); `?accept=image` refuses PDFs (project covers);
 * `?variant=avatar` stores a square profile picture (images only). POST /api/upload/media streams a video or
 * audio file to disk (issue 26). GET /api/upload/usage. Mounted at /api/upload.
 */
export function uploadRoutes(ctx: Pick<RouteContext, "db" | "storage" | "limiter" | "now">): Router {
  const deps = { db: ctx.db, storage: ctx.storage, now: ctx.now };
  const readMedia = readMediaFile(incomingDir(ctx.storage));
  return new FeatureRouter("/api/upload", { limiter: ctx.limiter })
    .on(api.operations.upload, async ({ user, query, req, res }) => {
      await readFile(req, res);
      const accept = query.variant === "avatar" ? "avatar" : query.accept === "image" ? "image" : "any";
      return service.receiveUpload(deps, user.id, req.file, accept);
    })
    .on(api.operations.uploadMedia, async ({ user, req, res }) => {
      await readMedia(req, res);
      return service.receiveMedia(deps, user.id, req.file);
    })
    .on(api.operations.usage, ({ user }) => service.usageOf(ctx.db, user.id)).router;
}

/**
 * Runs before the /uploads file server: a private upload (activity evidence, issue 31), or the list variant
 * of one, is a 404 there for everyone, its owner included (they read it at /api/activity/evidence/…).
 */
export function privateUploadsGuard(ctx: Pick<RouteContext, "db">): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // "My data" ZIPs (issue 25) live in the same storage but only their owner downloads them, through /api/me/export.
    if (req.path.startsWith("/exports/")) return void res.status(404).json({ code: "NotFound", message: "요청하신 항목을 찾을 수 없습니다." });
    service
      .isPrivateUpload(ctx.db, `/uploads${req.path}`)
      .then((hidden) => {
        if (!hidden) return next();
        res.status(404).json({ code: "NotFound", message: "요청하신 항목을 찾을 수 없습니다." });
      })
      .catch(next);
  };
}
