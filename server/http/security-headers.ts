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
 * Toss Payments' v2 standard SDK (issue 28, real keys only): the script from js.tosspayments.com, the
 * payment method, agreement and payment windows in frames of tosspayments.com, the SDK's own calls to
 * tosspayments.com, and the payment window's form posts there. Added to the policy only when real keys are
 * configured: with TOSS_FAKE=1 or without keys no page of ours talks to Toss.
 */
export const TOSS_WIDGET_ORIGINS = {
  scriptSrc: ["https://js.tosspayments.com"],
  frameSrc: ["https://*.tosspayments.com"],
  connectSrc: ["https://*.tosspayments.com"],
  formAction: ["https://*.tosspayments.com"],
} as const;

/** Our policy, with Toss's origins when the real payment widget is in use. */
export function contentSecurityPolicy(opts: { tossWidget: boolean }): Record<string, readonly string[] | null> {
  const policy: Record<string, readonly string[] | null> = { ...CONTENT_SECURITY_POLICY };
  if (opts.tossWidget) for (const [directive, origins] of Object.entries(TOSS_WIDGET_ORIGINS)) policy[directive] = [...(policy[directive] ?? []), ...origins];
  return policy;
}

/**
 * helmet with our policy. `csp: false` for Vite's dev server, whose hot-reload preamble is an inline
 * script; HSTS only in production (behind TLS), so a local http:// start is never pinned to https.
 *
 * helmet's headers do not depend on the request (no nonces, no per-request directives), so helmet runs
 * once, here, against a recording response, and every request gets the recorded names and values: the
 * same headers, without helmet's chain of thirteen middlewares and their checks per request.
 */
export function securityHeaders(opts: { production: boolean; csp: boolean; tossWidget?: boolean }): RequestHandler {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: opts.csp ? { useDefaults: false, directives: contentSecurityPolicy({ tossWidget: !!opts.tossWidget }) } : false,
      strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
      // Open Graph crawlers fetch our images from other origins.
      crossOriginResourcePolicy: { policy: "cross-origin" },
    }),
  );
  return (_req, res, next) => {
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    next();
  };
}

/** The headers a middleware sets (name, value, name, value ...), run once on a stand-in request and response. */
export function recordHeaders(middleware: RequestHandler): string[] {
  const set = new Map<string, [string, string]>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
    getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
  };
  let called = false;
  middleware({ headers: {}, method: "GET", url: "/" } as never, res as never, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    called = true;
  });
  if (!called) throw new Error("the security headers middleware did not finish synchronously");
  return [...set.values()].flat();
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
