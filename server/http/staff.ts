import type { Request, RequestHandler } from "express";
import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@shared/constants";
import { users } from "@shared/schema/index";
import type { DbOrTx } from "../db/client";
import { requireUser, type SessionUser } from "./auth";
import { ForbiddenError } from "./errors";

/** The signed-in member of the staff, as the console's handlers receive it. */
export interface StaffUser extends SessionUser {
  email: string;
  staffRole: StaffRole;
}

export const staffMessages = {
  operatorOnly: "운영자만 이용할 수 있습니다.",
  adminOnly: "관리자만 역할을 바꿀 수 있습니다.",
} as const;

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by the staff gate for the console's handlers. */
    staff?: StaffUser;
  }
}

/**
 * THE operator gate (issue 24): every /api/admin/* operation passes through here and nowhere else.
 * 401 for a guest, 403 for a member without a staff role (read from the database on every call, so a
 * revoked role takes effect at once, and a withdrawn or suspended account is refused).
 */
export async function requireOperator(db: DbOrTx, req: Request, now: Date = new Date()): Promise<StaffUser> {
  const session = requireUser(req);
  const [row] = await db
    .select({ email: users.email, staffRole: users.staffRole, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(and(eq(users.id, session.id), eq(users.isDeleted, false)))
    .limit(1);
  if (!row || (row.staffRole !== "operator" && row.staffRole !== "admin")) throw new ForbiddenError(staffMessages.operatorOnly);
  if (row.suspendedUntil && row.suspendedUntil > now) throw new ForbiddenError(staffMessages.operatorOnly);
  // TODO(security branch, at merge): require a second factor passed within the last 12 hours here, e.g.
  //   if (!secondFactorWithin(req.session, 12 * HOUR)) throw new AppError("SecondFactorRequired", ...);
  // This is the one place every console call goes through; add it nowhere else.
  return { ...session, email: row.email, staffRole: row.staffRole };
}

/** requireOperator, and the role must be admin (granting and revoking roles). */
export async function requireAdmin(db: DbOrTx, req: Request, now?: Date): Promise<StaffUser> {
  const staff = await requireOperator(db, req, now);
  if (staff.staffRole !== "admin") throw new ForbiddenError(staffMessages.adminOnly);
  return staff;
}

/** The gates as route middleware (FeatureRouter `before`): they run before the body is parsed, so a member learns nothing from a 400. */
export function operatorGate(db: DbOrTx, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    res.locals.staff = await requireOperator(db, req, now());
    next();
  };
}
export function adminGate(db: DbOrTx, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    res.locals.staff = await requireAdmin(db, req, now());
    next();
  };
}
