import type { RequestHandler } from "express";
import { ForbiddenError } from "./errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request that names its origin (Origin, else Referer) must come from
 * APP_URL or from the host it was sent to. Requests naming no origin at all are not from a browser
 * page and carry no ambient credentials of a victim, so they pass.
 */
export function originCheck(appUrl: string): RequestHandler {
  const allowed = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const claimed = req.get("origin") ?? refererOrigin(req.get("referer"));
    if (!claimed) return next();
    const host = req.get("host");
    // The same host only counts with the same scheme (issue 25: https://evil and http://evil differ, and a
    // page over plain http must not act on the https site).
    const sameHost = host !== undefined && safeOrigin(claimed) === `${req.protocol}://${host}`;
    if (claimed === allowed || sameHost) return next();
    next(new ForbiddenError("허용되지 않은 출처의 요청입니다."));
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}

/** The origin normalised (scheme and host, default port dropped), or undefined when it is not a URL. */
function safeOrigin(origin: string): string | undefined {
  try {
    const u = new URL(origin);
    return `${u.protocol}//${u.host}`;
  } catch {
    return undefined;
  }
}
