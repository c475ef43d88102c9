import type { Router } from "express";
import { authPaths as api } from "@shared/contract/auth";
import type { DbSessionStore } from "../../db/session-store";
import { FeatureRouter } from "../../http/contract-route";
import { UnauthorizedError } from "../../http/errors";
import { sessionCookieName, signOut } from "../../http/session";
import * as auth from "./service";

const op = api.operations;

/** Mounted at /api/auth. */
export function authRoutes(deps: auth.AuthDeps & { sessionStore: DbSessionStore }): Router {
  const ip = (req: { ip?: string }) => req.ip ?? "unknown";
  const client = (req: Parameters<typeof auth.clientOf>[0]) => auth.clientOf(req, deps.nodeEnv);

  return (
    new FeatureRouter("/api/auth", { limiter: deps.limiter })
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
      .on(op.login, async ({ body, req, res }) => {
        const row = await auth.authenticate(deps, body.email, body.password, client(req));
        if (!(await auth.signInOrAskSecondFactor(deps, req, res, row, { rememberMe: body.rememberMe, method: "password" }))) {
          return { message: auth.secondFactorMessage, secondFactorRequired: true as const, methods: ["totp" as const, "recovery_code" as const] };
        }
        return { message: auth.authMessages.loggedIn, user: await auth.toCurrentUser(deps.db, row) };
      })
      .on(op.logout, async ({ req, res }) => {
        await signOut(req);
        res.clearCookie(sessionCookieName(deps.nodeEnv));
        return { message: auth.authMessages.loggedOut };
      })
      // Verifies without signing in (issue 25: a stranger could sign a victim's browser into the stranger's
      // account with a link). A browser already signed in as that account goes on to the dashboard.
      .on(op.verifyEmail, async ({ query, user }) => {
        const row = await auth.verifyEmail(deps, query.token);
        const signedIn = user?.id === row.id;
        return { message: signedIn ? auth.authMessages.verified : auth.authMessages.verifiedSignIn, signedIn };
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
      .on(op.resetPassword, async ({ body, req }) => {
        // Every session of the user ends, in the same transaction as the new password.
        await auth.resetPassword(deps, body.token, body.newPassword, client(req));
        return { message: auth.authMessages.resetDone };
      })
      .on(op.changePassword, async ({ user, body, req }) => {
        // Other devices signed in with the old password are signed out; this one stays.
        await auth.changePassword(deps, user.id, body.currentPassword, body.newPassword, { ...client(req), sid: req.sessionID });
        req.session.reauthAt = deps.now().getTime();
        return { message: auth.authMessages.passwordChanged };
      })
      .on(op.deleteAccount, async ({ user, body, req, res }) => {
        await auth.deleteAccount(deps, user.id, body.reason, body.password, req);
        await signOut(req);
        res.clearCookie(sessionCookieName(deps.nodeEnv));
        return { message: auth.authMessages.deleted };
      }).router
  );
}

/**
 * GET /api/login, mounted at /api: the client's login redirect on an authentication failure
 * (spec: "goes to /api/login").
 */
export function loginRedirectRoutes(): Router {
  return new FeatureRouter("/api").on(op.loginPage, ({ res }) => res.redirect(302, "/auth")).router;
}
