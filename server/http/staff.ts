import type { Request, RequestHandler } from "express";
import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@shared/constants";
import { users } from "@shared/schema/index";
import type { DbOrTx } from "../db/client";
import { hasRecentSecondFactor, requireUser, type SessionUser } from "./auth";
import { AppError, ForbiddenError } from "./errors";

/** How long a passed second factor opens the console (issue 25). */
export const OPERATOR_SECOND_FACTOR_HOURS = 12;

/** The signed-in member of the staff, as the console's handlers receive it. */
export interface StaffUser extends SessionUser {
  email: string;
  staffRole: StaffRole;
}

export const staffMessages = {
  operatorOnly: "운영자만 이용할 수 있습니다.",
  adminOnly: "관리자만 역할을 바꿀 수 있습니다.",
  secondFactorRequired:
    "운영자 콘솔은 12시간 안에 2단계 인증을 거친 세션에서만 열립니다. 계정 설정에서 2단계 인증(인증 앱 또는 패스키)을 켜고, 켜져 있다면 본인 확인에서 인증 코드나 패스키로 다시 확인해주세요.",
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
  // Issue 25: a second factor (TOTP code, recovery code or passkey, at sign-in or re-authentication)
  // passed within the last 12 hours. Checked after the role, so a member still learns only "operators only".
  if (!hasRecentSecondFactor(req, OPERATOR_SECOND_FACTOR_HOURS, now.getTime())) throw new AppError("SecondFactorRequired", staffMessages.secondFactorRequired);
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
