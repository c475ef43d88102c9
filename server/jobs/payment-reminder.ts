import { autoRelease, reconcile, remindOverdue, retryPayouts } from "../features/payments/service";
import type { MailDeps } from "../mail/kind-mail";
import type { Job } from "./runner";

export const PAYMENT_REMINDER_JOB = "payment-overdue-reminder";

/** Unpaid milestones past their due date: both parties reminded the day after, then weekly (issue 28). */
export function paymentReminderJob(mail: MailDeps, intervalMs = 60 * 60_000): Job {
  return { name: PAYMENT_REMINDER_JOB, intervalMs, run: (tx, now) => remindOverdue(tx, mail, now).then(() => undefined) };
}

export const ESCROW_AUTO_RELEASE_JOB = "escrow-auto-release";

/** Escrowed milestones delivered 7 days ago without an answer are released (issue 28). */
export function escrowAutoReleaseJob(intervalMs = 60 * 60_000): Job {
  return { name: ESCROW_AUTO_RELEASE_JOB, intervalMs, run: (tx, now) => autoRelease(tx, now).then(() => undefined) };
}

export const ESCROW_RECONCILIATION_JOB = "escrow-reconciliation";

/**
 * Compares every escrow payment in the ledger, and every payout in flight or recently completed, with the
 * provider's lookups and reports differences to the operators (issue 28, decisions 039 and 040). Daily;
 * without a provider it does nothing.
 */
export function escrowReconciliationJob(provider: Parameters<typeof reconcile>[1], intervalMs = 24 * 60 * 60_000): Job {
  return { name: ESCROW_RECONCILIATION_JOB, intervalMs, run: (tx, now) => reconcile(tx, provider, now).then(() => undefined) };
}

export const PAYOUT_RETRY_JOB = "payout-retry";

/**
 * Released money not yet paid out (decision 040): waiting for an account or the provider's approval, a
 * payout whose outcome was unknown (sent again with the same key), one in flight (looked up), or one the
 * provider failed (a new attempt). Every 10 minutes; without a payouts provider it does nothing.
 */
export function payoutRetryJob(provider: Parameters<typeof retryPayouts>[1], intervalMs = 10 * 60_000): Job {
  return { name: PAYOUT_RETRY_JOB, intervalMs, run: (tx, now) => retryPayouts(tx, provider, now).then(() => undefined) };
}
