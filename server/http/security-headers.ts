import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * The Content-Security-Policy the built SPA runs under: scripts only from our origin (Vite emits no
 * inline script), styles from our origin plus inline style attributes (Radix positions popovers and
 * sonner injects its stylesheet at run time), images from our origin and data/blob URLs (upload
 * previews), no plugins, no framing of our pages by anyone.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  // The profile's file preview shows our own uploaded PDFs in a frame; applications and portfolios embed
  // YouTube (privacy-enhanced, no cookies until play) and Vimeo players, and nothing else (issue 26).
  frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
} as const;

/**
 * helmet with our policy. `csp: false` for Vite's dev server, whose hot-reload preamble is an inline
 * script; HSTS only in production (behind TLS), so a local http:// start is never pinned to https.
 */
export function securityHeaders(opts: { production: boolean; csp: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: opts.csp ? { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } } : false,
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    // Open Graph crawlers fetch our images from other origins.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
}

/**
 * Uploaded files: never a document of ours (sandboxed, no scripts even if a type check were fooled),
 * framable only by our own pages (the PDF preview), and with a Content-Disposition.
 */
export const uploadHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader(
    "Content-Disposition",
    `inline; filename="${
      req.path
        .split("/")
        .pop()
        ?.replace(/[^\w.-]/g, "") ?? "file"
    }"`,
  );
  next();
};
