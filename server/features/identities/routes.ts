import { Router, type Request, type Response } from "express";
import type { AuthProvidersAnswer } from "@shared/api-types";
import {
  completeProviderSignupSchema,
  linkProviderSchema,
  passkeyLoginSchema,
  providerStartQuerySchema,
  registerPasskeySchema,
  renamePasskeySchema,
  setPasswordSchema,
} from "@shared/validators/identities";
import { currentUser, requireUser } from "../../http/auth";
import { NotFoundError, ValidationError } from "../../http/errors";
import type { RouteContext } from "../../http/route-context";
import { signIn } from "../../http/session";
import { parse } from "../../http/validate";
import { authMessages, toCurrentUser } from "../auth/service";
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

const providerParam = (req: Request): Provider => {
  const p = req.params.provider;
  if (!isProvider(p)) throw new NotFoundError(svc.identityMessages.providerOff);
  return p;
};
const idParam = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id <= 0) throw new NotFoundError(svc.identityMessages.passkeyNotFound);
  return id;
};
const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));

/**
 * Sign-in through Kakao, Naver and Google, linking them to an account, and passkeys (mounted under
 * /api/auth next to the password routes, whose session rules and limits these share).
 */
export function identityRoutes(ctx: RouteContext, providers = new OAuthProviders(ctx.config.oauth ?? {}, ctx.config.appUrl)): Router {
  const r = Router();
  const deps: svc.IdentityDeps = { db: ctx.db, appUrl: ctx.config.appUrl, limiter: ctx.limiter, onMailQueued: ctx.onMailQueued, providers };
  const ip = (req: Request) => req.ip ?? "unknown";

  r.get("/providers", (_req, res) => {
    res.json({ providers: providers.enabled() } satisfies AuthProvidersAnswer);
  });

  r.get("/sign-in-methods", async (req, res) => {
    const user = requireUser(req);
    res.json(await svc.signInMethods(deps, user.id));
  });

  /** A browser navigation: redirects to the provider with a fresh state, nonce and PKCE challenge. */
  r.get("/oauth/:provider/start", async (req, res) => {
    const provider = providerParam(req);
    if (!providers.isEnabled(provider)) return res.redirect(302, "/auth?oauthError=disabled");
    const { remember } = parse(providerStartQuerySchema, req.query);
    await svc.limitSignIn(deps, ip(req));
    const { url, checks } = await providers.authorizationUrl(provider);
    req.session.oauthFlow = { ...checks, provider, mode: "signin", rememberMe: remember !== "0", startedAt: Date.now() };
    await save(req);
    res.redirect(302, url);
  });

  /** Linking from settings: the password again, then the client goes to the returned provider URL. */
  r.post("/oauth/:provider/link", async (req, res) => {
    const user = requireUser(req);
    const provider = providerParam(req);
    svc.assertEnabled(deps, provider);
    const { password } = parse(linkProviderSchema, req.body ?? {});
    await svc.checkLinkAllowed(deps, user.id, provider, password, req.session.signedInAt, ip(req));
    const { url, checks } = await providers.authorizationUrl(provider);
    req.session.oauthFlow = { ...checks, provider, mode: "link", userId: user.id, rememberMe: false, startedAt: Date.now() };
    await save(req);
    res.json({ url });
  });

  r.get("/oauth/:provider/callback", async (req, res) => {
    const provider = providerParam(req);
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
      await signIn(req, { id: outcome.user.id, userType: outcome.user.userType }, flow.rememberMe);
      return res.redirect(302, "/dashboard");
    }
    if (outcome.kind === "pending") {
      req.session.oauthPending = { ...outcome.pending, at: Date.now() };
      await save(req);
      return res.redirect(302, "/auth/complete");
    }
    return fail("failed");
  });

  const pendingOf = (req: Request) => {
    const p = req.session.oauthPending;
    if (!p || Date.now() - p.at > PENDING_TTL_MS) throw new NotFoundError(svc.identityMessages.noPending);
    return p;
  };

  r.get("/oauth/pending", (req, res) => {
    res.json(svc.pendingView(pendingOf(req)));
  });

  r.post("/oauth/complete", async (req, res) => {
    const pending = pendingOf(req);
    const input = parse(completeProviderSignupSchema, req.body);
    const { user, verified } = await svc.completeSignup(deps, pending, input, ip(req));
    delete req.session.oauthPending;
    if (verified) {
      await signIn(req, { id: user.id, userType: user.userType }, pending.rememberMe);
      return res.status(201).json({ message: authMessages.loggedIn, user: await toCurrentUser(ctx.db, user), requiresEmailVerification: false });
    }
    await save(req);
    res.status(201).json({ message: authMessages.registered, email: user.email, requiresEmailVerification: true });
  });

  /** The first password of an account made through a provider (no current one to ask for). */
  r.post("/set-password", async (req, res) => {
    const user = requireUser(req);
    const { newPassword } = parse(setPasswordSchema, req.body ?? {});
    await svc.setFirstPassword(deps, user.id, newPassword, req.session.signedInAt);
    res.json({ message: svc.identityMessages.passwordSet });
  });

  r.delete("/oauth/:provider", async (req, res) => {
    const user = requireUser(req);
    const provider = providerParam(req);
    await svc.unlinkProvider(deps, user.id, provider);
    res.json({ message: svc.identityMessages.unlinked });
  });

  // ---- passkeys ----

  const takeChallenge = (req: Request, purpose: "register" | "login") => {
    const c = req.session.passkeyChallenge;
    delete req.session.passkeyChallenge;
    if (!c || c.purpose !== purpose || Date.now() - c.at > FLOW_TTL_MS) throw new ValidationError(svc.identityMessages.noChallenge);
    return c.challenge;
  };
  const putChallenge = async (req: Request, res: Response, purpose: "register" | "login", options: { challenge: string }) => {
    req.session.passkeyChallenge = { challenge: options.challenge, purpose, at: Date.now() };
    await save(req);
    res.json(options);
  };

  r.post("/passkeys/register/options", async (req, res) => {
    const user = requireUser(req);
    await putChallenge(req, res, "register", await svc.passkeyRegistrationOptions(deps, user.id));
  });

  r.post("/passkeys", async (req, res) => {
    const user = requireUser(req);
    const input = parse(registerPasskeySchema, req.body);
    const challenge = takeChallenge(req, "register");
    const passkey = await svc.registerPasskey(deps, user.id, input.name, input.credential, challenge);
    await save(req);
    res.status(201).json({ message: svc.identityMessages.passkeyAdded, passkey });
  });

  r.patch("/passkeys/:id", async (req, res) => {
    const user = requireUser(req);
    const id = idParam(req);
    const { name } = parse(renamePasskeySchema, req.body ?? {});
    const passkey = await svc.renamePasskey(deps, user.id, id, name);
    res.json({ message: svc.identityMessages.passkeyRenamed, passkey });
  });

  r.delete("/passkeys/:id", async (req, res) => {
    const user = requireUser(req);
    await svc.removePasskey(deps, user.id, idParam(req));
    res.json({ message: svc.identityMessages.passkeyRemoved });
  });

  // Not counted: /auth asks for these on every visit (autofill), and they cost no lookup; the answer is.
  r.post("/passkeys/login/options", async (req, res) => {
    await putChallenge(req, res, "login", await svc.passkeyLoginOptions(deps));
  });

  r.post("/passkeys/login", async (req, res) => {
    const input = parse(passkeyLoginSchema, req.body);
    await svc.limitSignIn(deps, ip(req));
    const challenge = takeChallenge(req, "login");
    const user = await svc.passkeyLogin(deps, input.credential, challenge).catch(async (err: unknown) => {
      await save(req);
      throw err;
    });
    await signIn(req, { id: user.id, userType: user.userType }, input.rememberMe);
    res.json({ message: authMessages.loggedIn, user: await toCurrentUser(ctx.db, user) });
  });

  return r;
}

