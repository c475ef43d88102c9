import type { PaymentProvider, TossFake } from "../../server/features/payments/provider";
import { paymentProviderOf } from "../../server/features/payments/service";
import bcrypt from "bcrypt";
import supertest from "supertest";
import { afterAll } from "vitest";
import { createApp } from "../../server/app";
import type { Config, OAuthSettings } from "../../server/config";
import type { UploadStorage } from "../../server/storage/storage";
import type { Database } from "../../server/db/client";
import { createEventHub, type EventHub } from "../../server/events/hub";
import { createLogger } from "../../server/logger";
import { createTestDatabase } from "./test-db";

export const TEST_APP_URL = "http://localhost:5000";

export interface TestApp {
  database: Database;
  db: Database["db"];
  app: ReturnType<typeof createApp>["app"];
  sessionStore: ReturnType<typeof createApp>["sessionStore"];
  /** Project views waiting for their batched write; tests call views.flush() before reading the table. */
  views: ReturnType<typeof createApp>["views"];
  /** A fresh cookie-keeping client (one browser). */
  agent(): ReturnType<typeof supertest.agent>;
  request: ReturnType<typeof supertest>;
  mailQueued: number;
  /** This app's live event hub (GET /api/events), listening on the file's database. */
  events: EventHub;
  /** The payment provider's stand-in (issue 28), absent when the test hides 안전결제. */
  payments?: { provider: PaymentProvider; fake?: TossFake };
}

export const TEST_CONFIG = { appUrl: TEST_APP_URL, sessionSecret: "test-secret-test-secret", nodeEnv: "test" as const };

/** The app on its own fresh database for this test file; closed after the file. */
export async function createTestApp(
  opts: {
    uploadDir?: string;
    projectListCacheMs?: number;
    now?: () => Date;
    /** The abuse limits' clock (ms). */
    limiterNow?: () => number;
    /** Express "trust proxy" (TRUST_PROXY); default "loopback". */
    trustProxy?: Config["trustProxy"];
    /** Where uploads live; default the local disk under uploadDir. */
    storage?: UploadStorage;
    oauth?: OAuthSettings;
    /** ADMIN_EMAILS of the app (issue 24). */
    adminEmails?: string[];
    /** 안전결제 (issue 28): the Toss stand-in by default; null hides the option; "with-checkout-page" also serves the stand-in's payment window. */
    payments?: null | "with-checkout-page";
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const provider = opts.payments === null ? undefined : paymentProviderOf({ fake: true });
  const payments = provider && { ...provider, checkoutPage: opts.payments === "with-checkout-page" };
  const t = { mailQueued: 0 } as TestApp;
  const events = createEventHub(database);
  await events.start();
  const { app, sessionStore, views } = createApp({
    db: database.db,
    config: {
      ...TEST_CONFIG,
      uploadDir: opts.uploadDir ?? "/tmp/artlink-test-uploads",
      oauth: opts.oauth,
      trustProxy: opts.trustProxy,
      adminEmails: opts.adminEmails,
    },
    events,
    now: opts.now,
    payments,
    limiterNow: opts.limiterNow,
    storage: opts.storage,
    logger: createLogger("silent"),
    checkAnswers: true,
    onMailQueued: () => {
      t.mailQueued += 1;
    },
    // Factories write rows directly, so a reused search answer would hide them; the cache has its own test.
    projectListCacheMs: opts.projectListCacheMs ?? 0,
    // Views are written when a test calls t.views.flush(), never by a timer in the background: a write two
    // seconds after some earlier page view changed rows under tests that assert a request changed none
    // (the contract fuzzing's row fingerprint failed that way now and then).
    viewFlushMs: null,
  });
  Object.assign(t, {
    database,
    db: database.db,
    app,
    sessionStore,
    views,
    agent: () => supertest.agent(app),
    request: supertest(app),
    events,
    payments,
  });
  afterAll(async () => {
    await views.stop();
    await events.stop();
    await database.close();
  });
  return t;
}

/** Signs `agent` in through the real login endpoint. */
export async function login(agent: ReturnType<typeof supertest.agent>, email: string, password = TEST_PASSWORD) {
  // Each sign-in from its own documentation address (the app trusts X-Forwarded-For from loopback):
  // files that sign in dozens of users must not meet the per-address login limit.
  const res = await agent
    .post("/api/auth/login")
    .set("X-Forwarded-For", `198.51.100.${(loginSeq = (loginSeq % 250) + 1)}`)
    .send({ email, password, rememberMe: true });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${res.text}`);
  return res.body.user as { id: string };
}

let loginSeq = 0;

export const TEST_PASSWORD = "password123";
/** Hashed once with a low cost: factories write it so tests do not pay bcrypt cost 12 per user. */
export const TEST_PASSWORD_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);
