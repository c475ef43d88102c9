import type { Config } from "../config";
import type { Db } from "../db/client";
import type { EventHub } from "../events/hub";
import type { Logger } from "../logger";
import type { UploadStorage } from "../storage/storage";
import type { RateLimiter } from "./rate-limit";

/**
 * The system clock: RouteContext.now when createApp is given none, and the stand-in of a service whose
 * caller does not pass the injected clock yet. Features read the time only through the clock they are given.
 */
export const systemClock = (): Date => new Date();

/** What every feature router may use; built once in createApp. */
export interface RouteContext {
  db: Db;
  config: Pick<Config, "appUrl" | "sessionSecret" | "nodeEnv" | "uploadDir"> &
    Partial<Pick<Config, "supportEmail" | "oauth" | "trustProxy" | "adminEmails" | "encryptionKey">>;
  logger: Logger;
  limiter: RateLimiter;
  /** Where uploads are written, read and deleted (local disk or S3). */
  storage: UploadStorage;
  /** Called after a request queued mail, so the sender delivers it without waiting for its next pass. */
  onMailQueued: () => void;
  /** The clock of the request's rules; tests inject a fixed one. */
  now: () => Date;
  /** Runs a registered job soon (the process's job runner); absent in API tests, which run jobs themselves. */
  runJob?: (name: string) => void;
  /** The live event fan-out of this process (GET /api/events); absent, the stream answers 503. */
  events?: EventHub;
  /** 안전결제's provider (issue 28); absent when none is configured (the option is hidden). */
  payments?: import("../features/payments/provider").PaymentProvider;
}
