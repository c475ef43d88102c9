import type { Router } from "express";
import { authPaths as api } from "@shared/contract/auth";
import type { DbSessionStore } from "../../db/session-store";
import { FeatureRouter } from "../../http/contract-route";
import { UnauthorizedError } from "../../http/errors";
import { sessionCookieName, signIn, signOut } from "../../http/session";
import * as auth from "./service";

const op = api.operations;

/** Mounted at /api/auth. */
export function authRoutes(deps: auth.AuthDeps & { sessionStore: DbSessionStore; nodeEnv: string }): Router {
  const ip = (req: { ip?: string }) => req.ip ?? "unknown";

  return new FeatureRouter("/api/auth", { limiter: deps.limiter })
    .on(op.currentUser, async ({ user: session, req }) => {
      const user = await auth.getCurrentUser(deps, session.id);
      if (!user) {
        await signOut(req);
        throw new UnauthorizedError();
      }
      return user;
    })
    .on(op.register, async ({ body, req }) => {
      const user = await auth.register(deps, body, ip(req));
      return { message: auth.authMessages.registered, user };
    })
    .on(op.login, async ({ body, req }) => {
      const row = await auth.authenticate(deps, body.email, body.password, ip(req));
      await signIn(req, { id: row.id, userType: row.userType }, body.rememberMe);
      return { message: auth.authMessages.loggedIn, user: await auth.toCurrentUser(deps.db, row) };
    })
    .on(op.logout, async ({ req, res }) => {
      await signOut(req);
      res.clearCookie(sessionCookieName(deps.nodeEnv));
      return { message: auth.authMessages.loggedOut };
    })
    .on(op.verifyEmail, async ({ query, req }) => {
      const row = await auth.verifyEmail(deps, query.token);
      await signIn(req, { id: row.id, userType: row.userType }, true);
      return { message: auth.authMessages.verified, user: await auth.toCurrentUser(deps.db, row) };
    })
    .on(op.resendVerification, async ({ body, req }) => {
      await auth.resendVerification(deps, body.email, ip(req));
      return { message: auth.authMessages.resent };
    })
    .on(op.requestPasswordReset, async ({ body, req }) => {
      await auth.requestPasswordReset(deps, body.email, ip(req));
      return { message: auth.authMessages.resetRequested };
    })
    .on(op.checkResetToken, async ({ body }) => {
      await auth.checkResetToken(deps, body.token);
      return { valid: true };
    })
    .on(op.resetPassword, async ({ body }) => {
      const userId = await auth.resetPassword(deps, body.token, body.newPassword);
      await deps.sessionStore.destroyUserSessions(userId);
      return { message: auth.authMessages.resetDone };
    })
    .on(op.changePassword, async ({ user, body, req }) => {
      await auth.changePassword(deps, user.id, body.currentPassword, body.newPassword);
      // Other devices signed in with the old password are signed out; this one stays.
      await deps.sessionStore.destroyUserSessions(user.id, req.sessionID);
      return { message: auth.authMessages.passwordChanged };
    })
    .on(op.deleteAccount, async ({ user, body, req, res }) => {
      await auth.deleteAccount(deps, user.id, body.reason);
      await signOut(req);
      res.clearCookie(sessionCookieName(deps.nodeEnv));
      return { message: auth.authMessages.deleted };
    }).router;
}

/**
 * GET /api/login, mounted at /api: the client's login redirect on an authentication failure
 * (spec: "goes to /api/login").
 */
export function loginRedirectRoutes(): Router {
  return new FeatureRouter("/api").on(op.loginPage, ({ res }) => res.redirect(302, "/auth")).router;
}
