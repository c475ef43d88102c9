import type { Request, Response, Router } from "express";
import { adminPaths as api } from "@shared/contract/admin";
import { FeatureRouter } from "../../http/contract-route";
import { MicroCache } from "../../http/micro-cache";
import type { RouteContext } from "../../http/route-context";
import { adminGate, operatorGate, type StaffUser } from "../../http/staff";
import * as admin from "./service";
import * as payments from "../payments/service";

const op = api.operations;

/**
 * How long a range's numbers are reused: a 90-day range reads hundreds of thousands of rows at 1m (about
 * half a second), and operators opening the page at once, or its JSON and CSV one after the other, share
 * one computation (requests that arrive while it runs wait for it) instead of each starting their own.
 */
export const STATS_CACHE_MS = 30_000;

/**
 * The operator console's API (issue 24), mounted at /api/admin. Every route runs the one staff gate
 * (server/http/staff.ts) before its input is parsed: guests 401, members 403; role changes need an admin.
 */
export function adminRoutes(ctx: Pick<RouteContext, "db" | "config" | "now" | "limiter" | "onMailQueued" | "payments">): Router {
  const deps: admin.AdminDeps = { db: ctx.db, appUrl: ctx.config.appUrl, now: ctx.now, onMailQueued: ctx.onMailQueued };
  const staff = { before: [operatorGate(ctx.db, ctx.now)] };
  const admins = { before: [adminGate(ctx.db, ctx.now)] };
  const actor = (req: Request, res: Response): admin.Actor => ({ staff: res.locals.staff as StaffUser, ip: req.ip ?? null });
  // Real elapsed time, not the rules' clock (tests fix that one).
  const statsCache = new MicroCache<Awaited<ReturnType<typeof admin.stats>>>(STATS_CACHE_MS, 100);
  const stats = (q: { from: string; to: string }) => statsCache.get(`${q.from}|${q.to}`, () => admin.stats(ctx.db, q));

  return new FeatureRouter("/api/admin", { limiter: ctx.limiter })
    .on(op.reports, ({ query }) => admin.reportQueue(ctx.db, query), staff)
    .on(op.resolveReport, ({ params, body, req, res }) => admin.resolveReport(deps, actor(req, res), params.id, body), staff)
    .on(op.users, ({ query }) => admin.searchUsers(ctx.db, query), staff)
    .on(op.user, ({ params }) => admin.userDetail(ctx.db, params.id), staff)
    .on(op.suspend, ({ params, body, req, res }) => admin.suspend(deps, actor(req, res), params.id, body), staff)
    .on(op.unsuspend, ({ params, body, req, res }) => admin.unsuspend(deps, actor(req, res), params.id, body.reason), staff)
    .on(op.setRole, ({ params, body, req, res }) => admin.setRole(deps, actor(req, res), params.id, body.role), admins)
    .on(op.paymentDisputes, () => payments.disputes(ctx.db), staff)
    .on(
      op.decidePaymentDispute,
      ({ params, body, req, res }) => {
        const who = actor(req, res);
        return payments.decideDispute(ctx.db, ctx.payments, params.id, body.toArtist, ctx.now(), (tx, m) =>
          admin.auditPaymentDecision(tx, who, m.id, { toArtist: body.toArtist, held: m.held, contractId: m.contractId }, body.reason),
        );
      },
      staff,
    )
    .on(op.hideProject, ({ params, body, req, res }) => admin.hideProject(deps, actor(req, res), params.id, body.reason), staff)
    .on(op.unhideProject, ({ params, body, req, res }) => admin.unhideProject(deps, actor(req, res), params.id, body.reason), staff)
    .on(op.inquiries, ({ query }) => admin.inquiryQueue(deps, query), staff)
    .on(op.replyInquiry, ({ params, body, req, res }) => admin.replyInquiry(deps, actor(req, res), params.id, body.message), staff)
    .on(op.tags, ({ query }) => admin.tagQueue(ctx.db, query), staff)
    .on(op.reviewTag, ({ params, body, req, res }) => admin.reviewTag(deps, actor(req, res), params.id, body), staff)
    .on(op.auditLog, ({ query }) => admin.auditLog(ctx.db, query), staff)
    .on(op.stats, ({ query }) => stats(query), staff)
    .on(
      op.statsCsv,
      async ({ query, res }) => {
        const csv = admin.statsCsv(await stats(query));
        res
          .status(200)
          .type("text/csv; charset=utf-8")
          .set("Content-Disposition", `attachment; filename="artlink-stats-${query.from}-${query.to}.csv"`)
          .set("Cache-Control", "no-store")
          .send(csv);
        return undefined;
      },
      staff,
    ).router;
}
