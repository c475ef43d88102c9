import { pipeline } from "node:stream/promises";
import type { Request, Router } from "express";
import { securityPaths as api } from "@shared/contract/security";
import { requireRecentAuth } from "../../http/auth";
import { FeatureRouter } from "../../http/contract-route";
import { UnauthorizedError, ValidationError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { signOut } from "../../http/session";
import * as auth from "../auth/service";
import * as svc from "./service";

declare module "express-session" {
  interface SessionData {
    /** A TOTP secret handed out by set-up, until enabled (10 minutes). */
    totpSetup?: { secret: string; at: number };
  }
}

const op = api.operations;
const SETUP_TTL_MS = 10 * 60_000;
const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));

/**
 * "My data" (issue 25), mounted at /api/me: the request (after a re-authentication within 15 minutes), its
 * state, and the owner's download. The ZIP is built by the data-export job; a request kicks it at once.
 */
export function dataExportRoutes(ctx: RouteContext): Router {
  return new FeatureRouter("/api/me", { limiter: ctx.limiter })
    .on(op.requestExport, async ({ user, req, res }) => {
      requireRecentAuth(req, ctx.now().getTime());
      const view = await svc.requestExport(ctx.db, user.id, ctx.now());
      await auth.recordSecurityEvent(ctx.db, user.id, "export", auth.clientOf(req, ctx.config.nodeEnv));
      ctx.runJob?.(svc.DATA_EXPORT_JOB);
      res.set("Cache-Control", "no-store");
      return view;
    })
    .on(op.exportStatus, async ({ user, res }) => {
      res.set("Cache-Control", "no-store");
      return { export: await svc.latestExport(ctx.db, user.id, ctx.now()) };
    })
    .on(
      op.downloadExport,
      async ({ user, params, res }) => {
        const file = await svc.exportDownload(ctx.db, ctx.storage, user.id, Number(params.id), ctx.now());
        res.set({
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="artlink-my-data.zip"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
          ...(file.size !== undefined ? { "Content-Length": String(file.size) } : {}),
        });
        await pipeline(file.body, res);
        return undefined;
      },
      { notFound: svc.dataExportMessages.notFound },
    ).router;
}

/** Sessions, sign-in history, the TOTP second factor and the sign-in's second step (mounted at /api/auth). */
export function securityRoutes(ctx: RouteContext): Router {
  const deps: svc.SecurityDeps & auth.SignInDeps = {
    db: ctx.db,
    limiter: ctx.limiter,
    now: ctx.now,
    encryptionSecret: ctx.config.encryptionKey ?? ctx.config.sessionSecret,
    appUrl: ctx.config.appUrl,
    onMailQueued: ctx.onMailQueued,
    secret: ctx.config.sessionSecret,
    nodeEnv: ctx.config.nodeEnv,
  };
  const client = (req: Request) => auth.clientOf(req, ctx.config.nodeEnv);
  const me = async (id: string) => {
    const user = await auth.findUserById(ctx.db, id);
    if (!user || user.isDeleted) throw new UnauthorizedError();
    return user;
  };

  return new FeatureRouter("/api/auth", { limiter: ctx.limiter })
    .on(op.listSessions, ({ user, req }) => auth.listSessions(deps, user.id, req.sessionID))
    .on(op.endSession, async ({ user, params, req, res }) => {
      const ended = await auth.endSession(deps, user.id, params.id, client(req));
      if (ended.sid === req.sessionID) {
        await signOut(req);
        res.clearCookie(ctx.config.nodeEnv === "production" ? "__Host-sid" : "sid");
      }
      return { message: auth.authMessages.sessionEnded };
    })
    .on(op.revokeOthers, async ({ user, req }) => {
      await auth.endAllSessions(ctx.db, user.id, { exceptSid: req.sessionID, client: client(req) });
      return { message: auth.authMessages.othersEnded };
    })
    .on(op.signIns, ({ user }) => auth.signInHistory(ctx.db, user.id))

    .on(op.twoFactorStatus, async ({ user }) => svc.status(deps, user.id, 0))
    .on(op.totpSetup, async ({ user, req }) => {
      requireRecentAuth(req, ctx.now().getTime());
      const setup = await svc.setupTotp(deps, await me(user.id));
      req.session.totpSetup = { secret: setup.secret, at: Date.now() };
      await save(req);
      return setup;
    })
    .on(op.totpEnable, async ({ user, body, req }) => {
      requireRecentAuth(req, ctx.now().getTime());
      const pending = req.session.totpSetup;
      if (!pending || Date.now() - pending.at > SETUP_TTL_MS) throw new ValidationError(svc.securityMessages.noSetup);
      const recoveryCodes = await svc.enableTotp(deps, await me(user.id), pending.secret, body.code, { ...client(req), sid: req.sessionID });
      delete req.session.totpSetup;
      req.session.secondFactorAt = Date.now();
      await save(req);
      return { message: svc.securityMessages.enabled, recoveryCodes };
    })
    .on(op.disableTwoFactor, async ({ user, body, req }) => {
      await svc.disableTotp(deps, await me(user.id), body, { ...client(req), sid: req.sessionID });
      req.session.reauthAt = Date.now();
      await save(req);
      return { message: svc.securityMessages.disabled };
    })

    .on(op.loginSecondFactor, async ({ body, req, res }) => {
      const pending = req.session?.pendingSecondFactor;
      if (!pending || ctx.now().getTime() - pending.at > auth.PENDING_SECOND_FACTOR_MS) throw new ValidationError(svc.securityMessages.noPending);
      const user = await auth.findUserById(ctx.db, pending.userId);
      if (!user || user.isDeleted) throw new ValidationError(svc.securityMessages.noPending);
      const method = await svc.checkSecondFactor(deps, user, body, client(req));
      await auth.completeSignIn(deps, req, res, user, {
        rememberMe: pending.rememberMe,
        method: `${pending.method}+${method === "totp" ? "totp" : "recovery"}`.slice(0, 20),
        secondFactor: true,
      });
      return { message: auth.authMessages.loggedIn, user: await auth.toCurrentUser(ctx.db, user) };
    }).router;
}
