import type { IncomingMessage } from "node:http";
import express, { type RequestHandler } from "express";
import { hasNoSession } from "./session";

/** JSON bodies of signed-in members (contract terms and profiles are the largest). */
export const MEMBER_JSON_LIMIT = "1mb";
/** Guests only sign up, sign in, write to support and verify documents: a few kilobytes. */
export const GUEST_JSON_LIMIT = "64kb";
/** No payload of the API nests deeper than a handful of levels; unsafeTextPath() stops at 32. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests objects and arrays deeper than `max` (strings are skipped; one pass, no parse). */
export function jsonNestsDeeper(buf: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

function refuseDeep(req: IncomingMessage, _res: unknown, buf: Buffer) {
  if (jsonNestsDeeper(buf, MAX_JSON_DEPTH)) throw Object.assign(new Error("JSON nests too deep"), { type: "entity.too.deep" });
  // The exact bytes, for webhooks signed over their payload text (payout.changed, seller.changed; decision 040).
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
}

/**
 * The API's JSON body parser (issue 30: a 1 MB, deeply nested body cost 0.2-0.3 s of CPU before any
 * authentication). The nesting is measured on the raw bytes before JSON.parse runs; a guest's body may
 * be GUEST_JSON_LIMIT at most. Runs after the session middleware, so "guest" means no valid session
 * (a forged cookie does not buy the member limit).
 */
export function jsonBody(): RequestHandler {
  const member = express.json({ limit: MEMBER_JSON_LIMIT, verify: refuseDeep });
  const guest = express.json({ limit: GUEST_JSON_LIMIT, verify: refuseDeep });
  return (req, res, next) => {
    // No body to read (a GET, a DELETE without one): nothing for a parser to do.
    if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) {
      req.body = undefined;
      return next();
    }
    return (!hasNoSession(req) && req.session?.userId ? member : guest)(req, res, next);
  };
}
