import type { Router } from "express";
import { productionPaths as api } from "@shared/contract/production";
import { FeatureRouter } from "../../http/contract-route";
import { JsonAnswer } from "../../http/send-json";
import type { RouteContext } from "../../http/route-context";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

/** Mounted at /api: the production team's applicants view, triage, team, bulk answers and auditions (issue 27). */
export function productionRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const op = api.operations;
  const m = service.productionMessages;
  return new FeatureRouter("/api", { limiter: ctx.limiter, notFound: m.projectNotFound })
    .on(op.applicants, async ({ user, params, query }) => JsonAnswer.ofText(await service.applicants(db, user, params.id, query)))
    .on(op.triage, ({ user, params, body }) => service.triage(db, user, params.id, body, ctx.now()), { notFound: m.applicationNotFound })
    .on(op.team, ({ user, params }) => service.team(db, user, params.id))
    .on(op.addMember, ({ user, params, body }) => service.addMember(db, user, params.id, body.userId, ctx.now()))
    .on(op.removeMember, async ({ user, params }) => {
      await service.removeMember(db, user, params.id, params.userId);
      return { message: "제작팀에서 제외되었습니다." };
    })
    .on(op.teamCandidates, ({ user, params, query }) => service.teamCandidates(db, user, params.id, query.q, ctx.now()))
    .on(op.myTeamProjects, ({ user }) => service.myTeamProjects(db, user))
    .on(op.bulkDecline, ({ user, params, body }) => service.bulkDecline(db, mail, user, params.id, body.applicationIds, body.reason, ctx.now()))
    .on(op.bulkMessage, ({ user, params, body }) => service.bulkMessage(db, mail, user, params.id, body.applicationIds, body.body, ctx.now()))
    .on(op.bulkInvite, ({ user, params, body }) => service.bulkInvite(db, mail, user, params.id, body.applicationIds, body.slotIds, ctx.now()))
    .on(op.createSlot, ({ user, params, body }) => service.createSlot(db, user, params.id, body))
    .on(op.schedule, ({ user, params }) => service.schedule(db, user, params.id))
    .on(op.invite, ({ user, params, body }) => service.invite(db, mail, user, params.id, body.slotIds, ctx.now()), { notFound: m.applicationNotFound })
    .on(op.myAuditions, ({ user }) => service.myAuditions(db, user, ctx.now()))
    .on(op.book, ({ user, params }) => service.book(db, user, params.id, ctx.now()), { notFound: m.slotNotFound })
    .on(op.cancelBooking, ({ user, params }) => service.cancelBooking(db, user, params.id, ctx.now()), { notFound: m.bookingNotFound })
    .on(op.reschedule, ({ user, params, body }) => service.requestReschedule(db, user, params.id, body.message, ctx.now()), { notFound: m.bookingNotFound })
    .on(op.attendance, ({ user, params, body }) => service.markAttendance(db, user, params.id, body.status, ctx.now()), { notFound: m.bookingNotFound })
    .on(
      op.calendar,
      async ({ user, params, res }) => {
        const { fileName, body } = await service.calendar(db, user, params.id, ctx.config.appUrl);
        res.set({
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${fileName}"`,
          "Cache-Control": "private, no-store",
        });
        res.send(body);
        return undefined;
      },
      { notFound: m.bookingNotFound },
    ).router;
}
