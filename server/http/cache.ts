import type { RequestHandler } from "express";

/** Marks a read-only answer that is the same for every viewer as cacheable for `seconds`. */
export function publicCache(seconds: number): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Cache-Control", `public, max-age=${seconds}`);
    next();
  };
}
