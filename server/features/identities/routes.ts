import type { Request, RequestHandler, Router } from "express";
import { identityPaths as api } from "@shared/contract/identities";
import { currentUser } from "../../http/auth";
import { FeatureRouter } from "../../http/contract-route";
import { NotFoundError, ValidationError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { signIn } from "../../http/session";
import { authMessages, suspensionError, toCurrentUser } from "../auth/service";
import { isProvider, OAuthProviders, type AuthorizationChecks, type Provider } from "./providers";
import * as svc from "./service";

declare module "express-session" {
  interface SessionData {
    /** A provider authorization in flight (state, nonce, PKCE verifier), between redirect and callback. */
    oauthFlow?: AuthorizationChecks & { provider: Provider; mode: "signin" | "link"; userId?: string; rememberMe: boolean; startedAt: number };
    /** A first provider sign-in waiting for role and terms on /auth/complete. */
    oauthPending?: svc.PendingSignup & { at: number };
    /** The WebAuthn challenge handed out last; used once. */
    passkeyChallenge?: { challenge: string; purpose: "register" | "login"; at: number };
  }
}

/** Flows and challenges older than this are refused (the provider's page or the passkey prompt was left open). */
const FLOW_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 30 * 60_000;

const op = api.operations;

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
  const deps: svc.IdentityDeps = { db: ctx.db, appUrl: ctx.config.appUrl, limiter: ctx.limiter, onMailQueued: ctx.onMailQueued, providers };
  const ip = (req: Request) => req.ip ?? "unknown";

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

  const takeChallenge = (req: Request, purpose: "register" | "login") => {
    const c = req.session.passkeyChallenge;
    delete req.session.passkeyChallenge;
    if (!c || c.purpose !== purpose || Date.now() - c.at > FLOW_TTL_MS) throw new ValidationError(svc.identityMessages.noChallenge);
    return c.challenge;
  };
  /** Keeps the options' challenge in the session (used once) and answers the options. */
  const putChallenge = async <O extends { challenge: string }>(req: Request, purpose: "register" | "login", options: O): Promise<O> => {
    req.session.passkeyChallenge = { challenge: options.challenge, purpose, at: Date.now() };
    await save(req);
    return options;
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
          await svc.checkLinkAllowed(deps, user.id, provider, body.password, req.session.signedInAt, ip(req));
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
          await signIn(req, { id: outcome.user.id, userType: outcome.user.userType }, flow.rememberMe);
          return res.redirect(302, "/dashboard");
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
        async ({ body, req }) => {
          const pending = pendingOf(req);
          const { user, verified } = await svc.completeSignup(deps, pending, body, ip(req));
          delete req.session.oauthPending;
          if (verified) {
            await signIn(req, { id: user.id, userType: user.userType }, pending.rememberMe);
            return { message: authMessages.loggedIn, user: await toCurrentUser(ctx.db, user), requiresEmailVerification: false };
          }
          await save(req);
          return { message: authMessages.registered, email: user.email, requiresEmailVerification: true };
        },
        { before: [pendingChecks] },
      )

      /** The first password of an account made through a provider (no current one to ask for). */
      .on(op.setPassword, async ({ user, body, req }) => {
        await svc.setFirstPassword(deps, user.id, body.newPassword, req.session.signedInAt);
        return { message: svc.identityMessages.passwordSet };
      })

      .on(op.unlinkProvider, async ({ user, params }) => {
        await svc.unlinkProvider(deps, user.id, providerOf(params.provider));
        return { message: svc.identityMessages.unlinked };
      })

      // ---- passkeys ----

      .on(op.passkeyRegisterOptions, async ({ user, req }) => putChallenge(req, "register", await svc.passkeyRegistrationOptions(deps, user.id)))

      .on(op.addPasskey, async ({ user, body, req }) => {
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
        async ({ user, params }) => {
          await svc.removePasskey(deps, user.id, params.id);
          return { message: svc.identityMessages.passkeyRemoved };
        },
        { notFound: svc.identityMessages.passkeyNotFound },
      )

      // Not counted: /auth asks for these on every visit (autofill), and they cost no lookup; the answer is.
      .on(op.passkeyLoginOptions, async ({ req }) => putChallenge(req, "login", await svc.passkeyLoginOptions(deps)))

      .on(op.passkeyLogin, async ({ body, req }) => {
        const challenge = takeChallenge(req, "login");
        const user = await svc.passkeyLogin(deps, body.credential, challenge).catch(async (err: unknown) => {
          await save(req);
          throw err;
        });
        const suspended = suspensionError(user, ctx.now());
        if (suspended) {
          await save(req);
          throw suspended;
        }
        await signIn(req, { id: user.id, userType: user.userType }, body.rememberMe);
        return { message: authMessages.loggedIn, user: await toCurrentUser(ctx.db, user) };
      }).router
  );
}
