import type { Request, RequestHandler } from "express";
import { REMEMBER_ME_MAX_AGE_MS } from "@shared/constants";
import type { SessionUser } from "./auth";

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (ms); a session never outlives it by more than REMEMBER_ME_MAX_AGE_MS. */
    signedInAt?: number;
    /** The address and browser (User-Agent, cut to 300 characters) the session signed in from: '로그인된 기기'. */
    ip?: string;
    ua?: string;
  }
}

/**
 * The session cookie's name. In production it carries the __Host- prefix: the browser then accepts it
 * only when Secure, for path /, and without a Domain, so no subdomain can plant or shadow it.
 */
export function sessionCookieName(nodeEnv: string): string {
  return nodeEnv === "production" ? "__Host-sid" : "sid";
}

/**
 * Starts a fresh session for `user` (new id against fixation); remembered sessions outlive the browser.
 * A sign-in is a proof of identity (re-authentication, decision of issue 25); `secondFactor` marks a
 * sign-in that passed a second factor (a TOTP or recovery code, or a passkey).
 */
export function signIn(req: Request, user: SessionUser, rememberMe: boolean, opts: { secondFactor?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      const now = Date.now();
      req.session.userId = user.id;
      req.session.userType = user.userType;
      req.session.signedInAt = now;
      if (opts.secondFactor) req.session.secondFactorAt = now;
      req.session.ip = req.ip ?? "";
      req.session.ua = (req.get("user-agent") ?? "").slice(0, 300);
      if (rememberMe) req.session.cookie.maxAge = REMEMBER_ME_MAX_AGE_MS;
      else req.session.cookie.expires = undefined;
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

export function signOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
}

/** Set on a request that came without a session cookie while its session has not been made. */
const NO_SESSION_YET = Symbol("noSessionYet");
type LazyRequest = Request & { [NO_SESSION_YET]?: boolean };

/**
 * express-session, run only where it has something to do. A request carrying the session cookie goes
 * through it as before (its session is read from the store). A request without one is a guest whose
 * session would be new and empty: express-session would make it anyway (a random id, a hash of it, and
 * its hooks on the response) and throw it away unused on nearly every request. Here it is made when
 * something first reads `req.session` (a sign-in, an OAuth or passkey start), by running express-session
 * at that moment: for a request without a cookie it works synchronously, so the reader gets the same
 * fresh session it would have had, and setting the cookie and saving at the end work as before.
 * `currentUser` and the body limits ask `hasNoSession` first and leave a guest's session unmade.
 */
export function sessionWhenCookie(cookieName: string, sessionMiddleware: RequestHandler): RequestHandler {
  const prefix = `${cookieName}=`;
  return (req, res, next) => {
    if (hasCookie(req.headers.cookie, prefix)) return sessionMiddleware(req, res, next);
    const lazy = req as LazyRequest;
    lazy[NO_SESSION_YET] = true;
    Object.defineProperty(req, "session", {
      configurable: true,
      enumerable: true,
      get() {
        delete (req as Partial<Request>).session;
        lazy[NO_SESSION_YET] = false;
        let failed: unknown;
        sessionMiddleware(req, res, (err?: unknown) => {
          failed = err;
        });
        if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
        return req.session;
      },
      set(value: Request["session"]) {
        lazy[NO_SESSION_YET] = false;
        Object.defineProperty(req, "session", { value, configurable: true, enumerable: true, writable: true });
      },
    });
    next();
  };
}

/** Whether the request came without a session cookie and nothing has made its session yet: a guest. */
export function hasNoSession(req: Request): boolean {
  return (req as LazyRequest)[NO_SESSION_YET] === true;
}

/** Whether the Cookie header has a cookie whose "name=" is `prefix` (a cheap scan, no parsing). */
function hasCookie(header: string | undefined, prefix: string): boolean {
  if (!header) return false;
  for (let at = header.indexOf(prefix); at !== -1; at = header.indexOf(prefix, at + 1)) {
    if (at === 0 || header[at - 1] === " " || header[at - 1] === ";") return true;
  }
  return false;
}
