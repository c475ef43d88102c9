import { Router } from "express";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from "@shared/validators/auth";
import type { DbSessionStore } from "../../db/session-store";
import { currentUser, requireUser } from "../../http/auth";
import { UnauthorizedError } from "../../http/errors";
import { sessionCookieName, signIn, signOut } from "../../http/session";
import { parse } from "../../http/validate";
import * as auth from "./service";


export function authRoutes(deps: auth.AuthDeps & { sessionStore: DbSessionStore; nodeEnv: string }): Router {
  const r = Router();
  const ip = (req: { ip?: string }) => req.ip ?? "unknown";

  r.get("/user", async (req, res) => {
    const session = currentUser(req);
    const user = session && (await auth.getCurrentUser(deps, session.id));
    if (!user) {
      if (session) await signOut(req);
      throw new UnauthorizedError();
    }
    res.json(user);
  });

  r.post("/register", async (req, res) => {
    const input = parse(registerSchema, req.body);
    const user = await auth.register(deps, input, ip(req));
    res.status(201).json({ message: auth.authMessages.registered, user });
  });

  r.post("/login", async (req, res) => {
    const input = parse(loginSchema, req.body);
    const row = await auth.authenticate(deps, input.email, input.password, ip(req));
    await signIn(req, { id: row.id, userType: row.userType }, input.rememberMe);
    res.json({ message: auth.authMessages.loggedIn, user: await auth.toCurrentUser(deps.db, row) });
  });

  r.post("/logout", async (req, res) => {
    await signOut(req);
    res.clearCookie(sessionCookieName(deps.nodeEnv));
    res.json({ message: auth.authMessages.loggedOut });
  });

  r.get("/verify-email", async (req, res) => {
    const { token } = parse(tokenSchema, { token: req.query.token });
    const row = await auth.verifyEmail(deps, token);
    await signIn(req, { id: row.id, userType: row.userType }, true);
    res.json({ message: auth.authMessages.verified, user: await auth.toCurrentUser(deps.db, row) });
  });

  r.post("/resend-verification", async (req, res) => {
    const { email } = parse(emailOnlySchema, req.body);
    await auth.resendVerification(deps, email, ip(req));
    res.json({ message: auth.authMessages.resent });
  });

  r.post("/reset-password-request", async (req, res) => {
    const { email } = parse(emailOnlySchema, req.body);
    await auth.requestPasswordReset(deps, email, ip(req));
    res.json({ message: auth.authMessages.resetRequested });
  });

  r.post("/verify-reset-token", async (req, res) => {
    const { token } = parse(tokenSchema, req.body);
    await auth.checkResetToken(deps, token);
    res.json({ valid: true });
  });

  r.post("/reset-password", async (req, res) => {
    const input = parse(resetPasswordSchema, req.body);
    const userId = await auth.resetPassword(deps, input.token, input.newPassword, ip(req));
    await deps.sessionStore.destroyUserSessions(userId);
    res.json({ message: auth.authMessages.resetDone });
  });

  r.post("/change-password", async (req, res) => {
    const user = requireUser(req);
    const input = parse(changePasswordSchema, req.body);
    await auth.changePassword(deps, user.id, input.currentPassword, input.newPassword);
    // Other devices signed in with the old password are signed out; this one stays.
    await deps.sessionStore.destroyUserSessions(user.id, req.sessionID);
    res.json({ message: auth.authMessages.passwordChanged });
  });

  r.delete("/delete-account", async (req, res) => {
    const user = requireUser(req);
    const input = parse(deleteAccountSchema, req.body);
    await auth.deleteAccount(deps, user.id, input.reason);
    await signOut(req);
    res.clearCookie(sessionCookieName(deps.nodeEnv));
    res.json({ message: auth.authMessages.deleted });
  });

  return r;
}
