import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response, Router } from "express";
import { identityPaths as api } from "@shared/contract/identities";
import { securityPaths } from "@shared/contract/security";
import { currentUser, requireRecentAuth } from "../../http/auth";
import { FeatureRouter } from "../../http/contract-route";
import { NotFoundError, RateLimitedError, ValidationError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { REAUTH_WINDOW_MS } from "../../http/auth";
import * as auth from "../auth/service";
import { authMessages, completeSignIn, suspensionError, toCurrentUser } from "../auth/service";
import * as security from "../security/service";
import { isProvider, OAuthProviders, type AuthorizationChecks, type Provider } from "./providers";
import * as svc from "./service";

declare module "express-session" {
  interface SessionData {
    /** A provider authorization in flight (state, nonce, PKCE verifier), between redirect and callback. */
    oauthFlow?: AuthorizationChecks & { provider: Provider; mode: "signin" | "link"; userId?: string; rememberMe: boolean; startedAt: number };
    /** A first provider sign-in waiting for role and terms on /auth/complete. */
    oauthPending?: svc.PendingSignup & { at: number };
    /** The WebAuthn registration challenge handed out last; used once. */
    passkeyChallenge?: { challenge: string; purpose: "register"; at: number };
  }
}

/** Flows and challenges older than this are refused (the provider's page or the passkey prompt was left open). */
const FLOW_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 30 * 60_000;

const op = api.operations;
const sec = securityPaths.operations;

/** The provider of the path: the router only checks that there is one, another name is a 404 here. */
const providerOf = (name: string): Provider => {
  if (!isProvider(name)) throw new NotFoundError(svc.identityMessages.providerOff);
  return name;
};
const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));

/**
 * Sign-in through Kakao, Naver and Google, linking them to an account, and passkeys (mounted under
 * /api/auth next to the password routes, whose session rules and limits these share).
 */
export function identityRoutes(ctx: RouteContext, providers = new OAuthProviders(ctx.config.oauth ?? {}, ctx.config.appUrl)): Router {
  const deps: svc.IdentityDeps = {
    db: ctx.db,
    appUrl: ctx.config.appUrl,
    limiter: ctx.limiter,
    onMailQueued: ctx.onMailQueued,
    providers,
    now: ctx.now,
    secret: ctx.config.sessionSecret,
    nodeEnv: ctx.config.nodeEnv,
  };
  const ip = (req: Request) => req.ip ?? "unknown";
  const recentAuth = (req: Request) => requireRecentAuth(req, ctx.now().getTime());
  /** The latest proof of identity of the session (a sign-in or a re-authentication), for the rules that ask for a recent one. */
  const lastProof = (req: Request) => Math.max(req.session.signedInAt ?? 0, req.session.reauthAt ?? 0) || undefined;

  // Checks that come before the router's query, body and limit (`before`), in the order these routes always had.
  /** Start: an unknown provider is a 404 and one switched off goes back to /auth, neither counted nor parsed. */
  const startChecks: RequestHandler = (req, res, next) => {
    if (!providers.isEnabled(providerOf(String(req.params.provider)))) return res.redirect(302, "/auth?oauthError=disabled");
    next();
  };
  /** Link: for a signed-in user the provider is checked before the body (a guest gets the router's 401 first). */
  const linkChecks: RequestHandler = (req, _res, next) => {
    if (currentUser(req)) svc.assertEnabled(deps, providerOf(String(req.params.provider)));
    next();
  };
  const pendingOf = (req: Request) => {
    const p = req.session.oauthPending;
    if (!p || Date.now() - p.at > PENDING_TTL_MS) throw new NotFoundError(svc.identityMessages.noPending);
    return p;
  };
  /** Complete: no sign-up waiting is a 404 before the body is read. */
  const pendingChecks: RequestHandler = (req, _res, next) => {
    pendingOf(req);
    next();
  };

  const takeChallenge = (req: Request, purpose: "register") => {
    const c = req.session.passkeyChallenge;
    delete req.session.passkeyChallenge;
    if (!c || c.purpose !== purpose || Date.now() - c.at > FLOW_TTL_MS) throw new ValidationError(svc.identityMessages.noChallenge);
    return c.challenge;
  };
  /** Keeps the registration options' challenge in the (signed-in) session, used once, and answers the options. */
  const putChallenge = async <O extends { challenge: string }>(req: Request, purpose: "register", options: O): Promise<O> => {
    req.session.passkeyChallenge = { challenge: options.challenge, purpose, at: Date.now() };
    await save(req);
    return options;
  };
  const loginChallenge = passkeyLoginChallenges(ctx);
  const securityDeps: security.SecurityDeps = {
    db: ctx.db,
    limiter: ctx.limiter,
    now: ctx.now,
    encryptionSecret: ctx.config.encryptionKey ?? ctx.config.sessionSecret,
  };

  return (
    new FeatureRouter("/api/auth", { limiter: ctx.limiter })
      .on(op.providers, () => ({ providers: providers.enabled() }))
      .on(op.signInMethods, ({ user }) => svc.signInMethods(deps, user.id))

      /** A browser navigation: redirects to the provider with a fresh state, nonce and PKCE challenge. */
      .on(
        op.providerStart,
        async ({ params, query, req, res }) => {
          const provider = providerOf(params.provider);
          const { url, checks } = await providers.authorizationUrl(provider);
          req.session.oauthFlow = { ...checks, provider, mode: "signin", rememberMe: query.remember !== "0", startedAt: Date.now() };
          await save(req);
          res.redirect(302, url);
        },
        { before: [startChecks] },
      )

      /** Linking from settings: the password again, then the client goes to the returned provider URL. */
      .on(
        op.linkProvider,
        async ({ user, params, body, req }) => {
          const provider = providerOf(params.provider);
          await svc.checkLinkAllowed(deps, user.id, provider, body.password, lastProof(req), ip(req));
          const { url, checks } = await providers.authorizationUrl(provider);
          req.session.oauthFlow = { ...checks, provider, mode: "link", userId: user.id, rememberMe: false, startedAt: Date.now() };
          await save(req);
          return { url };
        },
        { before: [linkChecks] },
      )

      .on(op.providerCallback, async ({ params, req, res }) => {
        const provider = providerOf(params.provider);
        const flow = req.session.oauthFlow;
        // Used once, whatever happens next.
        delete req.session.oauthFlow;
        const back = flow?.mode === "link" ? "/account-settings" : "/auth";
        const fail = async (code: string) => {
          await save(req);
          res.redirect(302, `${back}?oauthError=${code}&provider=${provider}`);
        };
        if (!flow || flow.provider !== provider || Date.now() - flow.startedAt > FLOW_TTL_MS) return fail("failed");
        if (typeof req.query.error === "string") return fail(req.query.error === "access_denied" ? "denied" : "failed");
        await svc.limitSignIn(deps, ip(req));
        let profile;
        try {
          profile = await providers.complete(provider, new URL(req.originalUrl, ctx.config.appUrl), flow);
        } catch (err) {
          // State, PKCE, nonce or ID token mismatch, or the provider refused the code.
          ctx.logger.warn({ err: err instanceof Error ? err.message : String(err), provider }, "provider callback refused");
          return fail("failed");
        }

        if (flow.mode === "link") {
          const me = currentUser(req);
          if (!me || me.id !== flow.userId) return fail("failed");
          const outcome = await svc.linkIdentity(deps, me.id, provider, profile);
          if (outcome.kind === "error") return fail(outcome.code);
          await save(req);
          return res.redirect(302, `/account-settings?linked=${provider}`);
        }

        const outcome = await svc.providerSignIn(deps, provider, profile, flow.rememberMe);
        if (outcome.kind === "error") return fail(outcome.code);
        if (outcome.kind === "signedIn") {
          if (suspensionError(outcome.user, ctx.now())) return fail("suspended");
          // An account with TOTP on stops at the second factor, as after a password (issue 25): a provider
          // account taken over must not be a way around it. (A passkey sign-in is a second factor itself.)
          const done = await auth.signInOrAskSecondFactor(deps, req, res, outcome.user, { rememberMe: flow.rememberMe, method: provider });
          return res.redirect(302, done ? "/dashboard" : "/auth?secondFactor=1");
        }
        if (outcome.kind === "pending") {
          req.session.oauthPending = { ...outcome.pending, at: Date.now() };
          await save(req);
          return res.redirect(302, "/auth/complete");
        }
        return fail("failed");
      })

      .on(op.pendingSignup, ({ req }) => svc.pendingView(pendingOf(req)))

      .on(
        op.completeSignup,
        async ({ body, req, res }) => {
          const pending = pendingOf(req);
          const { user, verified } = await svc.completeSignup(deps, pending, body, ip(req));
          delete req.session.oauthPending;
          if (verified) {
            await completeSignIn(deps, req, res, user, { rememberMe: pending.rememberMe, method: pending.provider });
            return { message: authMessages.loggedIn, user: await toCurrentUser(ctx.db, user), requiresEmailVerification: false };
          }
          await save(req);
          return { message: authMessages.registered, email: user.email, requiresEmailVerification: true };
        },
        { before: [pendingChecks] },
      )

      /** The first password of an account made through a provider (no current one to ask for). */
      .on(op.setPassword, async ({ user, body, req }) => {
        await svc.setFirstPassword(deps, user.id, body.newPassword, lastProof(req));
        return { message: svc.identityMessages.passwordSet };
      })

      .on(op.unlinkProvider, async ({ user, params, req }) => {
        recentAuth(req);
        await svc.unlinkProvider(deps, user.id, providerOf(params.provider));
        return { message: svc.identityMessages.unlinked };
      })

      // ---- passkeys ----

      // Adding a way in needs a recent proof of identity, and the owner is mailed (issue 25).
      .on(op.passkeyRegisterOptions, async ({ user, req }) => {
        recentAuth(req);
        return putChallenge(req, "register", await svc.passkeyRegistrationOptions(deps, user.id));
      })

      .on(op.addPasskey, async ({ user, body, req }) => {
        recentAuth(req);
        const challenge = takeChallenge(req, "register");
        const passkey = await svc.registerPasskey(deps, user.id, body.name, body.credential, challenge);
        await save(req);
        return { message: svc.identityMessages.passkeyAdded, passkey };
      })

      .on(
        op.renamePasskey,
        async ({ user, params, body }) => {
          const passkey = await svc.renamePasskey(deps, user.id, params.id, body.name);
          return { message: svc.identityMessages.passkeyRenamed, passkey };
        },
        { notFound: svc.identityMessages.passkeyNotFound },
      )

      .on(
        op.removePasskey,
        async ({ user, params, req }) => {
          recentAuth(req);
          await svc.removePasskey(deps, user.id, params.id);
          return { message: svc.identityMessages.passkeyRemoved };
        },
        { notFound: svc.identityMessages.passkeyNotFound },
      )

      // /auth asks for these on every visit (autofill): the challenge goes into a signed cookie, not a
      // session row (issue 25: each call wrote one), and the operation is limited per address.
      .on(op.passkeyLoginOptions, async ({ res }) => {
        const options = await svc.passkeyLoginOptions(deps);
        loginChallenge.put(res, "login", options.challenge);
        return options;
      })

      .on(op.passkeyLogin, async ({ body, req, res }) => {
        const challenge = await loginChallenge.take(req, res, "login");
        const user = await svc.passkeyLogin(deps, body.credential, challenge);
        const suspended = suspensionError(user, ctx.now());
        if (suspended) throw suspended;
        // A passkey is a second factor by itself (possession and user verification).
        await completeSignIn(deps, req, res, user, { rememberMe: body.rememberMe, method: "passkey", secondFactor: true });
        return { message: authMessages.loggedIn, user: await toCurrentUser(ctx.db, user) };
      })

      // ---- re-authentication (issue 25): a password, a TOTP code or one of my passkeys ----

      .on(sec.reauthPasskeyOptions, async ({ user, res }) => {
        const options = await svc.passkeyReauthOptions(deps, user.id);
        loginChallenge.put(res, "reauth", options.challenge);
        return options;
      })

      .on(sec.reauth, async ({ user, body, req, res }) => {
        const me = await svc.activeUserOf(deps, user.id);
        const client = auth.clientOf(req, ctx.config.nodeEnv);
        let method: string;
        if (body.password !== undefined) {
          await security.reauthWithPassword(securityDeps, me, body.password, client);
          method = "password";
        } else if (body.code !== undefined) {
          await security.checkSecondFactor(securityDeps, me, { code: body.code }, client, "reauth");
          req.session.secondFactorAt = ctx.now().getTime();
          method = "totp";
        } else {
          const challenge = await loginChallenge.take(req, res, "reauth");
          await auth.limitAuthAction(deps, "reauth", ip(req), me.email);
          const owner = await svc.passkeyLogin(deps, body.credential!, challenge);
          if (owner.id !== me.id) throw new ValidationError(svc.identityMessages.passkeyFailed);
          req.session.secondFactorAt = ctx.now().getTime();
          method = "passkey";
        }
        const at = ctx.now().getTime();
        req.session.reauthAt = at;
        await save(req);
        await auth.recordSecurityEvent(ctx.db, me.id, "reauth", client, method);
        return { message: security.securityMessages.reauthenticated, reauthenticatedUntil: new Date(at + REAUTH_WINDOW_MS).toISOString() };
      })

      // ---- one-click links of security mails ----

      .on(sec.mailActionPage, ({ query, res }) => {
        const found = auth.readMailActionToken(ctx.config.sessionSecret, query.token, ctx.now().getTime());
        res.type("html");
        if (!found) {
          res
            .status(400)
            .send(mailActionHtml("링크가 올바르지 않습니다", "링크가 잘못되었거나 만료되었습니다. 로그인한 뒤 계정 설정에서 확인해주세요.", ctx.config.appUrl));
          return;
        }
        const what = mailActionLabel(found.action);
        res.send(
          mailActionHtml(what.title, what.text, ctx.config.appUrl, {
            action: `/api/auth/mail-action?token=${encodeURIComponent(query.token)}`,
            button: what.button,
          }),
        );
      })

      .on(sec.mailAction, async ({ query, req, res }) => {
        const found = auth.readMailActionToken(ctx.config.sessionSecret, query.token, ctx.now().getTime());
        if (!found) {
          res
            .status(400)
            .type("html")
            .send(mailActionHtml("링크가 올바르지 않습니다", "링크가 잘못되었거나 만료되었습니다.", ctx.config.appUrl));
          return;
        }
        const client = auth.clientOf(req, ctx.config.nodeEnv);
        const a = found.action;
        try {
          if (a.kind === "end-session") {
            await auth.endSession(deps, found.userId, a.session, client).catch((err: unknown) => {
              if (!(err instanceof NotFoundError)) throw err; // already ended: the same outcome
            });
            return res.redirect(302, "/reset-password?sessionEnded=1");
          }
          if (a.kind === "remove-passkey") await svc.removePasskey(deps, found.userId, a.id).catch(ignoreGone);
          else await svc.unlinkProvider(deps, found.userId, providerOf(a.provider)).catch(ignoreGone);
          await auth.recordSecurityEvent(ctx.db, found.userId, "method_removed", client, a.kind === "unlink" ? a.provider : "passkey");
          return res.redirect(302, "/auth?methodRemoved=1");
        } catch (err) {
          const message = err instanceof Error && "code" in err && (err as { code: string }).code === "Conflict" ? err.message : "요청을 처리하지 못했습니다.";
          res
            .status(409)
            .type("html")
            .send(mailActionHtml("삭제할 수 없습니다", message, ctx.config.appUrl));
        }
      }).router
  );
}

/**
 * WebAuthn sign-in challenges without a session: the challenge and its time in an HttpOnly cookie signed
 * with the session secret. Each is accepted once (a rate-limit key of one hit per challenge, swept when
 * its window ends), and only for its purpose (sign-in or re-authentication).
 */
export function passkeyLoginChallenges(ctx: RouteContext) {
  const name = ctx.config.nodeEnv === "production" ? "__Host-pkc" : "pkc";
  const mac = (v: string) => createHmac("sha256", ctx.config.sessionSecret).update(`passkey-challenge:${v}`).digest("base64url");
  const read = (req: Request): string | undefined => {
    for (const part of (req.get("cookie") ?? "").split(";")) {
      const [k, v] = part.trim().split("=");
      if (k === name && v) return decodeURIComponent(v);
    }
    return undefined;
  };
  return {
    put(res: Response, purpose: "login" | "reauth", challenge: string) {
      const value = `${purpose}.${challenge}.${Date.now()}`;
      res.cookie(name, `${value}.${mac(value)}`, {
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.config.nodeEnv === "production",
        path: "/",
        maxAge: FLOW_TTL_MS,
      });
    },
    /** The challenge of this browser's last options for `purpose`; @throws ValidationError when missing, forged, old or used. */
    async take(req: Request, res: Response, purpose: "login" | "reauth"): Promise<string> {
      const raw = read(req);
      res.clearCookie(name, { path: "/" });
      const refuse = () => new ValidationError(svc.identityMessages.noChallenge);
      const parts = raw?.split(".") ?? [];
      if (parts.length !== 4) throw refuse();
      const [p, challenge, at, given] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${p}.${challenge}.${at}`));
      if (expected.length !== Buffer.byteLength(given) || !timingSafeEqual(expected, Buffer.from(given))) throw refuse();
      if (p !== purpose || !(Date.now() - Number(at) <= FLOW_TTL_MS)) throw refuse();
      try {
        await ctx.limiter.hit(FLOW_TTL_MS, [{ key: `passkeyChallenge:${challenge}`, max: 1 }]);
      } catch (err) {
        if (err instanceof RateLimitedError) throw refuse();
        throw err;
      }
      return challenge;
    },
  };
}

/** A removed method or an unlinked provider that is already gone is the outcome asked for. */
const ignoreGone = (err: unknown) => {
  if (err instanceof NotFoundError) return;
  throw err;
};

function mailActionLabel(a: auth.MailAction): { title: string; text: string; button: string } {
  if (a.kind === "end-session")
    return {
      title: "그 기기의 로그인을 끝낼까요?",
      text: "버튼을 누르면 메일에 적힌 기기의 로그인이 끝나고, 비밀번호 재설정 페이지로 이동합니다.",
      button: "로그인 끝내기",
    };
  if (a.kind === "remove-passkey")
    return {
      title: "패스키를 삭제할까요?",
      text: "본인이 등록하지 않은 패스키라면 삭제해주세요. 삭제한 패스키로는 로그인할 수 없습니다.",
      button: "패스키 삭제",
    };
  return { title: "계정 연결을 해제할까요?", text: "본인이 연결하지 않은 계정이라면 연결을 해제해주세요.", button: "연결 해제" };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The small page of a mail's link: a question and one button that posts (a link scanner's GET changes nothing). */
function mailActionHtml(title: string, text: string, appUrl: string, form?: { action: string; button: string }): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" style="background:#b91c1c;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(form.button)}</button></form>`
    : "";
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - 아트링크</title></head>
<body style="margin:0;background:#f5f5f7;font-family:'Pretendard','Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1f1f29">
<main style="max-width:480px;margin:64px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1><p style="line-height:1.6">${escapeHtml(text)}</p>${button}
<p style="margin-top:24px"><a href="${escapeHtml(appUrl)}/account-settings" style="color:#4f46e5">계정 설정으로 가기</a></p>
</main></body></html>`;
}
