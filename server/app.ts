import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import session from "express-session";
import type { ViteDevServer } from "vite";
import type { Db } from "./db/client";
import type { EventHub } from "./events/hub";
import { DbSessionStore } from "./db/session-store";
import { applicationRoutes } from "./features/applications/routes";
import { productionRoutes } from "./features/production/routes";
import { communityRoutes, followRoutes } from "./features/community/routes";
import { contactRoutes } from "./features/contact/routes";
import { adminRoutes } from "./features/admin/routes";
import { activityRoutes } from "./features/activity/routes";
import { contractRoutes } from "./features/contracts/routes";
import { paymentRoutes } from "./features/payments/routes";
import { tossFakeCheckout } from "./features/payments/toss-fake-page";
import type { PaymentProvider, TossFake } from "./features/payments/provider";
import { conversationRoutes } from "./features/conversations/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { directoryRoutes } from "./features/directories/routes";
import { eventRoutes } from "./features/events/routes";
import { profileRoutes } from "./features/profiles/routes";
import { authRoutes, loginRedirectRoutes } from "./features/auth/routes";
import { catalogRoutes } from "./features/catalog/routes";
import { healthRoutes } from "./features/health/routes";
import { identityRoutes } from "./features/identities/routes";
import { dataExportRoutes, securityRoutes } from "./features/security/routes";
import { invitationRoutes } from "./features/invitations/routes";
import { suggestionRoutes } from "./features/suggestions/routes";
import { mailPreferenceRoutes } from "./features/mail-preferences/routes";
import { savedSearchRoutes } from "./features/saved-searches/routes";
import { messageRoutes } from "./features/messages/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { projectRoutes } from "./features/projects/routes";
import { ViewCounter } from "./features/projects/view-counter";
import { reviewRoutes } from "./features/reviews/routes";
import { seoRoutes } from "./features/seo/routes";
import { tagRoutes } from "./features/tags/routes";
import { privateUploadsGuard, uploadRoutes } from "./features/uploads/routes";
import { answerCheck } from "./http/answer-check";
import { chain } from "./http/chain";
import { jsonBody } from "./http/json-body";
import { errorHandler, notFoundApi } from "./http/error-handler";
import { originCheck } from "./http/origin-check";
import { securityHeaders, uploadHeaders } from "./http/security-headers";
import { precompressedStatic } from "./http/static-assets";
import { rejectUnsafeText } from "./http/validate";
import { RateLimiter } from "./http/rate-limit";
import { requestLog } from "./http/request-log";
import { compressResponses } from "./http/send-json";
import { createUploadStorage, LocalDiskStorage, type UploadStorage } from "./storage/index";
import { serveUploads } from "./storage/uploads";
import { sessionCookieName, sessionWhenCookie } from "./http/session";
import { createServerRenderer } from "./http/server-render";
import { systemClock, type RouteContext } from "./http/route-context";
import { renderHead, socialMetaFor } from "./http/social-meta";
import { businessInfoHtml, withBusinessInfo } from "./http/business-info";
import { mailDepsOf } from "./mail/kind-mail";
import { openApiRoutes } from "./openapi/routes";
import type { Logger } from "./logger";

export interface AppDeps {
  db: Db;
  config: RouteContext["config"] & Partial<Pick<import("./config").Config, "uploadS3" | "business">>;
  logger: Logger;
  /** Called after a request queued mail, so the sender delivers it without waiting for its next pass. */
  onMailQueued?: () => void;
  /** How the SPA is served: a built folder, Vite's dev middleware, or not at all (API tests). */
  client?: { distDir: string } | { vite: ViteDevServer };
  /** Visitors' project-search answers are reused this long (ms); default 5000, 0 turns it off. */
  projectListCacheMs?: number;
  /** The clock of time-dependent rules; tests inject a fixed one. */
  now?: () => Date;
  /** 안전결제's provider (issue 28); absent: the option is hidden. A TossFake also serves its checkout page. */
  payments?: { provider: PaymentProvider; fake?: TossFake; checkoutPage?: boolean };
  /** The clock of the abuse limits (ms); tests inject one to cross a window. */
  limiterNow?: () => number;
  /** Where uploads live; default from config (S3 when configured, else the disk under uploadDir). */
  storage?: UploadStorage;
  /** Runs a registered job of the process's runner soon (a data export is built right after its request). */
  runJob?: (name: string) => void;
  /** The process's event hub (started by the caller) behind GET /api/events. */
  events?: EventHub;
  /** How long project views wait in memory before one batched write (ms); default 2000; null: only when flush() is called. */
  viewFlushMs?: number | null;
  /** Compare every answer with its contract operation (the API tests; server/http/answer-check.ts). */
  checkAnswers?: boolean;
}

export interface App {
  app: Express;
  sessionStore: DbSessionStore;
  /** Project views not yet written; the owner of the app calls stop() before closing the database. */
  views: ViewCounter;
}

export function createApp(deps: AppDeps): App {
  const { db, config, logger } = deps;
  const app = express();
  const sessionStore = new DbSessionStore(db);
  const limiter = new RateLimiter(db, deps.limiterNow);
  const storage = deps.storage ?? createUploadStorage(config);
  const views = new ViewCounter(db, { flushMs: deps.viewFlushMs, logger });

  app.disable("x-powered-by");
  // Whose X-Forwarded-For names the client (TRUST_PROXY; default: a proxy on this machine).
  app.set("trust proxy", config.trustProxy ?? "loopback");
  app.use(
    chain(
      // The API's access log (request-log.ts: nothing per request when the log level drops it).
      requestLog(app, logger),
      // HTML, text and other answers compressed per response (brotli when accepted); the API's JSON is
      // compressed by sendJson itself, built assets are sent precompressed, images are already compressed,
      // and event streams must not be buffered.
      (req, res, next) => (req.url.startsWith("/api/") ? next() : compressResponses(req, res, next)),
      securityHeaders({
        production: config.nodeEnv === "production",
        csp: !(deps.client && "vite" in deps.client),
        // Toss's script, frames and calls are allowed only with real keys (the stand-in is our own page).
        tossWidget: deps.payments?.provider.name === "toss",
      }),
    ),
  );

  const api = express.Router();
  api.use(
    chain(
      ...(deps.checkAnswers ? [answerCheck] : []),
      // The session is read before the body, so a guest's body is parsed under the guest's limits; a
      // request without the session cookie gets its session only if something reads it (session.ts).
      sessionWhenCookie(
        sessionCookieName(config.nodeEnv),
        session({
          name: sessionCookieName(config.nodeEnv),
          secret: config.sessionSecret,
          store: sessionStore,
          resave: false,
          saveUninitialized: false,
          cookie: { httpOnly: true, sameSite: "lax", secure: config.nodeEnv === "production" },
        }),
      ),
      jsonBody(),
      rejectUnsafeText,
      originCheck(config.appUrl),
      (_req, res, next) => {
        res.setHeader("Cache-Control", "no-store");
        next();
      },
    ),
  );

  const ctx: RouteContext = {
    db,
    config,
    logger,
    limiter,
    storage,
    onMailQueued: deps.onMailQueued ?? (() => {}),
    now: deps.now ?? systemClock,
    events: deps.events,
    runJob: deps.runJob,
    payments: deps.payments?.provider,
  };

  api.use("/health", healthRoutes(db));
  api.use(loginRedirectRoutes());
  api.use(
    "/auth",
    authRoutes({
      db,
      appUrl: config.appUrl,
      limiter,
      onMailQueued: deps.onMailQueued ?? (() => {}),
      sessionStore,
      nodeEnv: config.nodeEnv,
      secret: config.sessionSecret,
      now: ctx.now,
      storage,
      logger,
      adminEmails: config.adminEmails ?? [],
    }),
  );
  api.use("/auth", identityRoutes(ctx));
  api.use("/auth", securityRoutes(ctx));
  api.use("/me", dataExportRoutes(ctx));
  api.use("/notifications", notificationRoutes(db));
  api.use("/messages", messageRoutes(ctx));
  api.use("/tags", tagRoutes(db, ctx.now));
  api.use("/upload", uploadRoutes(ctx));
  api.use("/invitations", invitationRoutes(ctx));
  api.use(contractRoutes(ctx));
  api.use(paymentRoutes(ctx, deps.payments?.provider));
  api.use(activityRoutes(ctx));
  api.use(projectRoutes(db, { listCacheMs: deps.projectListCacheMs, mail: mailDepsOf(ctx), views, now: ctx.now, limiter }));
  api.use(applicationRoutes(ctx));
  api.use(productionRoutes(ctx));
  api.use(reviewRoutes(ctx));
  api.use(catalogRoutes(db));
  api.use("/events", eventRoutes(ctx));
  api.use("/community", communityRoutes(ctx));
  api.use(followRoutes(ctx));
  api.use("/contact", contactRoutes(ctx));
  api.use(dashboardRoutes(ctx));
  api.use(directoryRoutes(ctx));
  api.use(profileRoutes(ctx));
  api.use(conversationRoutes(ctx));
  api.use(mailPreferenceRoutes(ctx));
  api.use(savedSearchRoutes(ctx));
  api.use(suggestionRoutes(ctx));
  api.use("/admin", adminRoutes(ctx));
  api.use(openApiRoutes());
  api.use(notFoundApi);
  app.use("/api", api);
  // The stand-in's checkout page (TOSS_FAKE=1): Toss's payment window, which lives on Toss's domain, not in
  // our API (so not in the contract); API tests that pay through it ask for it.
  if (deps.payments?.fake && deps.payments.checkoutPage) app.use("/toss-fake", tossFakeCheckout(deps.payments.fake));
  app.use(seoRoutes(db, config.appUrl));

  app.use(
    "/uploads",
    uploadHeaders,
    privateUploadsGuard({ db }),
    storage instanceof LocalDiskStorage
      ? express.static(storage.dir, { immutable: true, maxAge: "365d", fallthrough: false, index: false })
      : serveUploads(storage),
  );

  serveClient(app, deps.client, {
    db,
    appUrl: config.appUrl,
    logger,
    cookieName: sessionCookieName(config.nodeEnv),
    businessBlock: businessInfoHtml(config.business),
  });
  app.use(errorHandler);
  return { app, sessionStore, views };
}

function serveClient(app: Express, client: AppDeps["client"], meta: { db: Db; appUrl: string; logger: Logger; cookieName: string; businessBlock: string }) {
  if (!client) return;
  if ("vite" in client) {
    app.use(client.vite.middlewares);
    return;
  }
  const index = path.join(client.distDir, "index.html");
  // Read once, at the first page: profile and project pages get their own head written in for link previews.
  let indexHtml: string | undefined;
  if (!existsSync(index)) return;
  app.use("/assets", precompressedStatic(path.join(client.distDir, "assets"), { immutable: true, maxAge: "365d" }));
  app.use(precompressedStatic(client.distDir, { index: false, maxAge: "1h" }));
  const ssr = createServerRenderer(client.distDir, meta.cookieName, meta.logger);
  // Every other GET is a client route: the SPA decides (including its own 404 page).
  app.get(/^(?!\/api\/|\/uploads\/).*/, async (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    let page = null;
    try {
      page = await socialMetaFor(meta.db, meta.appUrl, req.path);
    } catch (err) {
      // A preview is not worth failing the page for: the SPA still loads with the default head.
      meta.logger.warn({ err, path: req.path }, "social meta lookup failed");
    }
    const root = await ssr?.render(req);
    if (!page && !root && !meta.businessBlock) return res.sendFile(index);
    let html = (indexHtml ??= withBusinessInfo(readFileSync(index, "utf8"), meta.businessBlock));
    if (page) html = renderHead(html, page);
    if (root) html = html.replace('<div id="root"></div>', () => root);
    res.type("html").send(html);
  });
}
