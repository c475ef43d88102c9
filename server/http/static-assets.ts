import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import express from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** The encodings the client accepts, best first among those we precompute. */
export function preferredEncodings(acceptEncoding: string | undefined): Array<"br" | "gzip"> {
  if (!acceptEncoding) return [];
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(ok);
}

/**
 * Serves the build's precompressed `.br` / `.gz` siblings (scripts/compress-assets.mjs) with the right
 * Content-Encoding, Content-Type and Vary, then falls back to the plain file. Compressed once at build
 * time at the highest levels: no CPU per request, smaller than on-the-fly compression.
 */
export function precompressedStatic(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const plain = express.static(dir, options);
  const encoded = express.static(dir, { ...options, index: false, fallthrough: true });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return plain(req, res, next);
    const type = TYPES[path.extname(req.path)];
    if (!type) return plain(req, res, next);
    res.vary("Accept-Encoding");
    const file = path.join(dir, decodeURIComponent(req.path));
    if (!file.startsWith(dir)) return plain(req, res, next);
    for (const encoding of preferredEncodings(req.headers["accept-encoding"])) {
      const suffix = encoding === "br" ? ".br" : ".gz";
      if (!existsSync(file + suffix) || !statSync(file + suffix).isFile()) continue;
      res.setHeader("Content-Encoding", encoding);
      res.type(type);
      const original = req.url;
      req.url = `${req.path}${suffix}`;
      // express.static would set the type of ".br"/".gz"; keep the original's.
      res.setHeader("Content-Type", type);
      return encoded(req, res, (err) => {
        req.url = original;
        res.removeHeader("Content-Encoding");
        next(err);
      });
    }
    return plain(req, res, next);
  };
}
