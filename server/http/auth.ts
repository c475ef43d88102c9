import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { UserType } from "@shared/constants";
import { AppError, ForbiddenError, UnauthorizedError } from "./errors";
import { hasNoSession } from "./session";

declare module "express-session" {
  interface SessionData {
    userId?: string;
    userType?: UserType;
    /** When the user last proved who they are in this session (password, code or passkey; ms). A sign-in counts. */
    reauthAt?: number;
    /** When a second factor (TOTP code, recovery code or passkey) was last passed in this session (ms). */
    secondFactorAt?: number;
  }
}

/** How recent a proof of identity a sensitive change needs (issue 25). */
export const REAUTH_WINDOW_MS = 15 * 60_000;
export const reauthMessage = "보안을 위해 본인 확인이 필요합니다. 비밀번호, 인증 코드 또는 패스키로 다시 확인해주세요.";

/** Whether this session signed in or re-authenticated within the last 15 minutes. */
export function hasRecentAuth(req: Request, now: number = Date.now()): boolean {
  const s = req.session;
  const at = Math.max(s?.reauthAt ?? 0, s?.signedInAt ?? 0);
  return at > 0 && now - at <= REAUTH_WINDOW_MS && at <= now + 60_000;
}

/** @throws 403 ReauthRequired unless the session proved its user within the last 15 minutes. */
export function requireRecentAuth(req: Request, now: number = Date.now()): void {
  if (!hasRecentAuth(req, now)) throw new AppError("ReauthRequired", reauthMessage);
}

/** Marks the session as just re-authenticated. */
export function stampReauth(req: Request, now: number = Date.now()): void {
  req.session.reauthAt = now;
}

/**
 * Whether this session passed a second factor (TOTP, recovery code or a passkey sign-in) within the last
 * `hours`. The operator console requires it within 12 hours for every /api/admin/* call.
 */
export function hasRecentSecondFactor(req: Request, hours: number, now: number = Date.now()): boolean {
  const at = req.session?.secondFactorAt;
  return typeof at === "number" && now - at <= hours * 3_600_000;
}

export interface SessionUser {
  id: string;
  userType: UserType;
}

/** The signed-in user of the request, or undefined for visitors. */
export function currentUser(req: Request): SessionUser | undefined {
  if (hasNoSession(req)) return undefined;
  const s = req.session;
  return s?.userId && s.userType ? { id: s.userId, userType: s.userType } : undefined;
}

/** The signed-in user; throws 401 for visitors. */
export function requireUser(req: Request): SessionUser {
  const user = currentUser(req);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Middleware form of requireUser for whole routers. */
export const requireAuth: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  requireUser(req);
  next();
};

export function requireRole(req: Request, role: UserType, message?: string): SessionUser {
  const user = requireUser(req);
  if (user.userType !== role) {
    throw new ForbiddenError(message ?? (role === "producer" ? "제작자만 이용할 수 있습니다." : "아티스트만 이용할 수 있습니다."));
  }
  return user;
}
