import type { Router } from "express";
import { CONTRACT_SIGN_RATE, contractsPaths as api } from "@shared/contract/contracts";
import { hasRecentAuth } from "../../http/auth";
import { FeatureRouter } from "../../http/contract-route";
import { NotFoundError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { mailDepsOf } from "../../mail/kind-mail";
import * as service from "./service";

const msg = service.contractMessages;

/** Mounted at /api: owns /contracts, /my-contracts and /projects/:id/contracts. */
export function contractRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  const mail = mailDepsOf(ctx);
  const op = api.operations;
  const onProject = { notFound: msg.projectNotFound };
  return new FeatureRouter("/api", { limiter: ctx.limiter, notFound: msg.notFound })
    .on(op.mine, ({ user }) => service.listMine(db, user))
    .on(op.ofProject, ({ user, params }) => service.ofProject(db, user, params.id), onProject)
    .on(op.draft, ({ user, params, body }) => service.draft(db, user, params.id, body), onProject)
    .on(op.recordOffline, ({ user, params, body }) => service.recordOffline(db, user, params.id, body.note), onProject)
    .on(
      op.verify,
      ({ params, body }) => {
        if (!/^[A-Za-z0-9_-]{8,32}$/.test(params.code)) throw new NotFoundError(msg.verifyNotFound);
        return service.verify(db, params.code, body.hash);
      },
      { notFound: msg.verifyNotFound },
    )
    .on(op.detail, ({ user, params }) => service.view(db, user, params.id))
    .on(op.update, ({ user, params, body }) => service.edit(db, mail, user, params.id, body, ctx.now()))
    .on(op.send, ({ user, params }) => service.send(db, mail, user, params.id, ctx.now()))
    .on(op.sign, async ({ user, params, body, req }) => {
      // Two keys (per signer and per address): the limit stays here, after the body was read.
      await ctx.limiter.hit(CONTRACT_SIGN_RATE.windowMs, [
        { key: `contract-sign:${user.id}`, max: CONTRACT_SIGN_RATE.perUser },
        { key: `contract-sign-ip:${req.ip}`, max: CONTRACT_SIGN_RATE.perIp },
      ]);
      const now = ctx.now();
      return service.sign(db, mail, user, params.id, body, {
        ip: req.ip ?? null,
        userAgent: req.get("user-agent") ?? null,
        now,
        recentAuth: hasRecentAuth(req, now.getTime()),
      });
    })
    .on(op.decline, ({ user, params, body }) => service.decline(db, mail, user, params.id, body.reason, ctx.now()))
    .on(op.amend, ({ user, params }) => service.amend(db, user, params.id))
    .on(op.requestTermination, ({ user, params, body }) => service.requestTermination(db, mail, user, params.id, body.reason, ctx.now()))
    .on(op.acceptTermination, ({ user, params }) => service.acceptTermination(db, mail, user, params.id, ctx.now()))
    .on(op.declineTermination, ({ user, params, body }) => service.declineTermination(db, mail, user, params.id, body.note, ctx.now()))
    .on(op.withdrawTermination, ({ user, params }) => service.withdrawTermination(db, user, params.id, ctx.now()))
    .on(op.pdf, async ({ user, params, res }) => {
      const { bytes, filename } = await service.pdfOf(db, user, params.id);
      res.set({
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="artlink-contract.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "Cache-Control": "private, no-store",
      });
      res.send(bytes);
      return undefined;
    }).router;
}
