import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { UserType } from "@shared/constants";
import { ForbiddenError, UnauthorizedError } from "./errors";
import { hasNoSession } from "./session";

declare module "express-session" {
  interface SessionData {
    userId?: string;
    userType?: UserType;
  }
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
