import type { Router } from "express";
import { activityPaths as api } from "@shared/contract/activity";
import { FeatureRouter } from "../../http/contract-route";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { sendStoredFile } from "../../storage/uploads";
import * as service from "./service";

const m = service.activityMessages;

/**
 * Mounted at /api (issue 15): /projects/:id/credits (the producer confirms), /credits/:id/* (the artist
 * answers and shares), /activity (the artist's own activity, items and records), /users/:id/credits
 * (public verified credits) and /records/verify/:code (the public verify page's data).
 */
export function activityRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const op = api.operations;
  const onProject = { notFound: m.projectNotFound };
  const onCredit = { notFound: m.creditNotFound };
  const onRecord = { notFound: m.recordNotFound };
  const files = { db, storage: ctx.storage };
  return new FeatureRouter("/api", { limiter: ctx.limiter })
    .on(op.projectCredits, ({ user, params }) => service.projectCredits(db, user, params.id), onProject)
    .on(op.confirmCredits, ({ user, params, body }) => service.confirmCredits(db, user, params.id, body, ctx.now()), onProject)
    .on(op.acceptCredit, ({ user, params }) => service.acceptCredit(db, user, params.id, ctx.now()), onCredit)
    .on(op.requestCorrection, ({ user, params, body }) => service.requestCorrection(db, user, params.id, body.note, ctx.now()), onCredit)
    .on(op.shareCredit, ({ user, params, body }) => service.shareCredit(db, user, params.id, body, ctx.now()), onCredit)
    .on(
      op.publicCredits,
      ({ params }) => {
        if (!/^[A-Za-z0-9_-]{1,100}$/.test(params.id)) throw new NotFoundError(m.userNotFound);
        return service.publicCredits(db, params.id);
      },
      { notFound: m.userNotFound },
    )
    .on(op.mine, ({ user }) => service.mine(db, user))
    .on(op.addItem, ({ user, body }) => service.addItem(db, user, body, ctx.now()))
    .on(op.removeItem, ({ user, params }) => service.removeItem(db, user, params.id, ctx.now()), { notFound: m.itemNotFound })
    .on(op.buildRecord, ({ user, body }) => service.buildRecord(db, user, body, ctx.config.appUrl, ctx.now()))
    .on(
      op.recordPdf,
      async ({ user, params, res }) => {
        const { bytes, filename } = await service.recordPdf(db, user, params.id);
        res.set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="artlink-activity-record.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          "Cache-Control": "private, no-store",
        });
        res.send(bytes);
        return undefined;
      },
      onRecord,
    )
    .on(
      op.ownEvidence,
      async ({ user, params, req, res }) => {
        await sendStoredFile(req, res, await service.ownEvidence(files, user, params.name), "private, no-store");
        return undefined;
      },
      { notFound: m.evidenceNotFound },
    )
    .on(
      op.recordEvidence,
      async ({ params, req, res }) => {
        await sendStoredFile(req, res, await service.recordEvidence(files, params.code, params.name), "private, no-store");
        return undefined;
      },
      { notFound: m.evidenceNotFound },
    )
    .on(op.revokeRecord, ({ user, params }) => service.revokeRecord(db, user, params.id, ctx.now()), onRecord)
    .on(
      op.verifyRecord,
      ({ params }) => {
        if (!/^[A-Za-z0-9_-]{8,32}$/.test(params.code)) throw new NotFoundError(m.verifyNotFound);
        return service.verifyRecord(db, params.code);
      },
      { notFound: m.verifyNotFound },
    ).router;
}
