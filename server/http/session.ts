import type { Request } from "express";
import { REMEMBER_ME_MAX_AGE_MS } from "@shared/constants";
import type { SessionUser } from "./auth";

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (ms); a session never outlives it by more than REMEMBER_ME_MAX_AGE_MS. */
    signedInAt?: number;
  }
}

/**
 * The session cookie's name. In production it carries the __Host- prefix: the browser then accepts it
 * only when Secure, for path /, and without a Domain, so no subdomain can plant or shadow it.
 */
export function sessionCookieName(nodeEnv: string): string {
  return nodeEnv === "production" ? "__Host-sid" : "sid";
}

/** Starts a fresh session for `user` (new id against fixation); remembered sessions outlive the browser. */
export function signIn(req: Request, user: SessionUser, rememberMe: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = user.id;
      req.session.userType = user.userType;
      req.session.signedInAt = Date.now();
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
