import { liftLapsedSuspensions } from "../features/admin/service";
import type { Logger } from "../logger";
import type { Job } from "./runner";

export const SUSPENSION_EXPIRY_JOB = "suspension-expiry";

/**
 * Lifts suspensions whose days are over (issue 24): the account's projects and posts hidden for the
 * suspension come back, a sanction row and an audit row say so. Sign-in needs no job (it compares the end
 * with the clock); this brings the content back without waiting for the person to return.
 */
export function suspensionExpiryJob(opts: { logger?: Logger; intervalMs?: number } = {}): Job {
  return {
    name: SUSPENSION_EXPIRY_JOB,
    intervalMs: opts.intervalMs ?? 10 * 60_000,
    run: (tx, now) => liftLapsedSuspensions(tx, now, opts.logger).then(() => undefined),
  };
}
