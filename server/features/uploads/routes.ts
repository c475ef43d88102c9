import { Router } from "express";
import { requireAuth } from "../../http/auth";
import type { UploadStorage } from "../../storage/storage";
import { storeUpload, uploadSingle } from "../../storage/uploads";

/**
 * POST /api/upload (multipart field `file`); `?accept=image` refuses PDFs (project covers);
 * `?variant=avatar` stores a square profile picture (images only).
 */
export function uploadRoutes(storage: UploadStorage): Router {
  const r = Router();
  r.post("/", requireAuth, uploadSingle, async (req, res) => {
    const accept = req.query.variant === "avatar" ? "avatar" : req.query.accept === "image" ? "image" : "any";
    res.status(201).json(await storeUpload(storage, req.file, accept));
  });
  return r;
}
