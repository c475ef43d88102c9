import type { Request } from "express";
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
