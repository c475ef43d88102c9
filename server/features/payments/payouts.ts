/**
 * Paying artists out (issue 28, decision 040): the artist's payout account registered with the provider
 * as a seller, and the payout of each milestone's released net through the provider's payouts API.
 *
 * Exactly once: a milestone's payout is requested while its row is locked, with the idempotency key
 * `artlink-<milestone>-<attempt>`; at most one payout per milestone is REQUESTED or COMPLETED (a partial
 * unique index). A call whose outcome is unknown (network, 5xx) keeps its row REQUESTED and is sent again
 * with the same key by the retry job; only the provider's FAILED (an answer, or the payout.changed
 * webhook) opens a new attempt. The ledger's paid_out transaction is written once, when it is COMPLETED.
 */
import { createHash } from "node:crypto";
import { bankNameOf, maskAccountNumber, payoutAllowed, PRE_KYC_PAYOUT_LIMIT, SELLER_STATUSES, type SellerStatus } from "@shared/payouts";
import { formatWon } from "@shared/payments";
import type { PayoutAccountInput } from "@shared/validators/payments";
import type { Db, DbOrTx } from "../../db/client";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "../../http/errors";
import { notify } from "../notifications/service";
import { findAccount } from "../people/service";
import { applyEscrow } from "./ledger-rules";
import { ProviderError, type PaymentProvider, type ProviderPayout } from "./provider";
import * as repo from "./repository";

export const payoutMessages = {
  artistOnly: "정산 계좌는 예술인만 등록할 수 있습니다.",
  unavailable: "지금은 정산 계좌를 등록할 수 없습니다. 결제사 연동이 설정되지 않았습니다.",
  providerFailed: "결제사에 정산 계좌를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.",
  providerRefused: "결제사가 계좌 정보를 받지 않았습니다. 은행, 계좌번호와 예금주명을 확인해주세요.",
  badSignature: "웹훅 서명을 확인할 수 없습니다.",
} as const;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const sellerStatusOf = (s: string): SellerStatus => ((SELLER_STATUSES as readonly string[]).includes(s) ? (s as SellerStatus) : "APPROVAL_REQUIRED");

function assertArtist(user: SessionUser) {
  if (user.userType !== "artist") throw new ForbiddenError(payoutMessages.artistOnly);
}

/**
 * The artist's payout account, payouts and the won waiting for an account (or for the provider's
 * verification). @throws ForbiddenError (not an artist)
 */
export async function payoutAccountView(db: Db, provider: PaymentProvider | undefined, user: SessionUser) {
  assertArtist(user);
  const [account, rows, owed, paidSoFar] = [
    await repo.payoutAccountOf(db, user.id),
    await repo.payoutsOfUser(db, user.id),
    await repo.owedMilestones(db, user.id),
    await repo.paidOutSoFar(db, user.id),
  ];
  const inFlight = new Set(rows.filter((r) => r.p.status === "REQUESTED").map((r) => r.p.milestoneId));
  const waiting = owed.filter((m) => !inFlight.has(m.id)).reduce((s, m) => s + m.owed, 0);
  const status = account ? sellerStatusOf(account.sellerStatus) : null;
  // Why released money waits, for the artist: the one thing they (or the provider) must do next.
  const waitingReason =
    waiting === 0
      ? null
      : !account
        ? ("no_account" as const)
        : status === "APPROVAL_REQUIRED"
          ? ("verification" as const)
          : status === "KYC_REQUIRED" || (status === "PARTIALLY_APPROVED" && paidSoFar + waiting > PRE_KYC_PAYOUT_LIMIT)
            ? ("kyc" as const)
            : rows.some((r) => r.p.status === "FAILED" && owed.some((m) => m.id === r.p.milestoneId))
              ? ("failed" as const)
              : ("pending" as const);
  return {
    available: !!provider?.payoutsEnabled,
    account: account
      ? {
          bankCode: account.bankCode,
          bankName: bankNameOf(account.bankCode),
          accountMasked: account.accountMasked,
          holderName: account.holderName,
          status: sellerStatusOf(account.sellerStatus),
          updatedAt: iso(account.updatedAt)!,
        }
      : null,
    waiting,
    waitingReason,
    preKycLimit: PRE_KYC_PAYOUT_LIMIT,
    paidSoFar,
    payouts: rows.map((r) => ({
      id: r.p.id,
      contractId: r.contractId,
      projectTitle: r.projectTitle,
      label: r.label,
      amount: r.p.amount,
      status: r.p.status as "REQUESTED" | "COMPLETED" | "FAILED",
      requestedAt: iso(r.p.requestedAt)!,
      completedAt: iso(r.p.completedAt),
    })),
  };
}

const keyOf = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 32);

/**
 * The artist registers (or changes) the bank account payouts go to: the provider registers them as an
 * individual seller (or updates the seller's account), then what was waiting is paid out. The account
 * number goes to the provider; only its masked form is stored.
 * @throws ForbiddenError (not an artist), ConflictError (no payouts provider, or it failed), ValidationError (refused by the provider)
 */
export async function savePayoutAccount(db: Db, provider: PaymentProvider | undefined, user: SessionUser, input: PayoutAccountInput, now: Date) {
  assertArtist(user);
  if (!provider?.payoutsEnabled) throw new ConflictError(payoutMessages.unavailable);
  const me = await findAccount(db, user.id);
  const existing = await repo.payoutAccountOf(db, user.id);
  const individual = { name: input.holderName, email: me?.email ?? "", phone: input.phone };
  const account = { bankCode: input.bankCode, accountNumber: input.accountNumber, holderName: input.holderName };
  // The same input sends the same key (a retried click gets the provider's first answer); a new input, a new one.
  const idem = keyOf(user.id, input.bankCode, input.accountNumber, input.holderName, input.phone);
  const refSellerId = existing?.refSellerId ?? `artlink-${user.id}`.slice(0, 64);
  let seller;
  try {
    seller = existing
      ? await provider.updateSeller(existing.sellerId, { individual, account }, `seller-update:${idem}`)
      : await provider.registerSeller({ refSellerId, businessType: "INDIVIDUAL", individual, account }, `seller:${idem}`);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    if (e.status >= 400 && e.status < 500 && e.code !== "NETWORK")
      throw new ValidationError(payoutMessages.providerRefused, { accountNumber: [payoutMessages.providerRefused] });
    throw new ConflictError(payoutMessages.providerFailed);
  }
  await repo.savePayoutAccount(
    db,
    {
      userId: user.id,
      bankCode: input.bankCode,
      accountMasked: maskAccountNumber(input.accountNumber),
      holderName: input.holderName,
      sellerId: seller.id,
      refSellerId,
      sellerStatus: seller.status,
    },
    now,
  );
  await payOutWaiting(db, provider, user.id, now);
  return payoutAccountView(db, provider, user);
}

/** Failed payouts of one milestone into one account before it waits for a changed account. */
export const MAX_FAILED_ATTEMPTS = 3;

export type PayoutOutcome = "none" | "waiting" | "requested" | "completed" | "failed";

/** Writes the ledger's paid_out of a locked milestone and marks its payout COMPLETED (once). */
async function complete(tx: DbOrTx, p: repo.PayoutRow, now: Date): Promise<void> {
  const m = await repo.lockMilestone(tx, p.milestoneId);
  if (!m) return;
  const r = applyEscrow(
    { status: m.status, amount: m.amount, held: m.held, owed: m.owed, deliveredOn: m.deliveredOn, paymentKey: m.paymentKey },
    { type: "paid_out", payoutKey: p.refPayoutId },
    "business_income", // paid_out moves the net already computed at release: the tax choice plays no part
  );
  if (!r.ok) return;
  await repo.writeLedger(tx, m.id, r.txns, now);
  await repo.updateMilestone(tx, m.id, { owed: r.state.owed }, now);
  const ledgerTransactionId = await repo.ledgerTransactionIdOf(tx, m.id, `payout:${p.refPayoutId}`);
  await repo.updatePayout(tx, p.id, { status: "COMPLETED", completedAt: now, ledgerTransactionId }, now);
  const c = await repo.findContract(tx, m.contractId);
  if (c)
    await notify(tx, {
      userId: p.userId,
      type: "project_update",
      title: "정산금 지급 완료",
      message: `'${c.projectTitle}' ${m.label} 정산금 ${formatWon(p.amount)}이(가) 등록한 계좌로 지급되었습니다.`,
      relatedId: `contract:${c.id}`,
    });
}

/** Applies the provider's word on a payout row (answer, lookup or webhook) inside `tx`. */
async function settle(tx: DbOrTx, p: repo.PayoutRow, answer: ProviderPayout, now: Date): Promise<PayoutOutcome> {
  if (p.status !== "REQUESTED") return p.status === "COMPLETED" ? "completed" : "failed";
  if (!p.providerPayoutId) await repo.updatePayout(tx, p.id, { providerPayoutId: answer.id }, now);
  if (answer.status === "COMPLETED") {
    // Completed for another amount than we asked: the ledger would record what we think was paid, not what
    // was. The row stays REQUESTED (no paid_out, no new attempt) and the reconciliation job reports it.
    if (answer.amount && answer.amount.value !== p.amount) return "requested";
    await complete(tx, p, now);
    return "completed";
  }
  if (answer.status === "FAILED" || answer.status === "CANCELED") {
    await repo.updatePayout(tx, p.id, { status: "FAILED", failureCode: (answer.error?.code ?? answer.status).slice(0, 60) }, now);
    return "failed";
  }
  return "requested";
}

/** Sends (or sends again, same key) a REQUESTED payout and applies the answer. */
async function send(tx: DbOrTx, provider: PaymentProvider, p: repo.PayoutRow, sellerId: string, now: Date): Promise<PayoutOutcome> {
  let answer: ProviderPayout;
  try {
    answer = await provider.payout(
      {
        refPayoutId: p.refPayoutId,
        destination: sellerId,
        scheduleType: "EXPRESS",
        amount: { currency: "KRW", value: p.amount },
        transactionDescription: "아트링크정산",
      },
      p.refPayoutId,
    );
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    // Unknown outcome: the row stays REQUESTED and the job sends the same key again.
    if (e.status >= 500 || e.code === "NETWORK") return "requested";
    // Refused: nothing was paid. FORBIDDEN_SELLER_PAYOUT means the seller's status changed (KYC asked).
    await repo.updatePayout(tx, p.id, { status: "FAILED", failureCode: e.code.slice(0, 60) }, now);
    if (e.code === "FORBIDDEN_SELLER_PAYOUT") {
      const s = await provider.seller(sellerId).catch(() => null);
      if (s) await repo.setSellerStatus(tx, sellerId, s.status, now);
    }
    return "failed";
  }
  return settle(tx, p, answer, now);
}

/**
 * Pays out what one milestone owes its artist, if the artist's seller may be paid it now (APPROVED, or
 * PARTIALLY_APPROVED within the pre-KYC limit); otherwise it waits. Runs with the milestone's row locked:
 * two attempts at once are one after the other, and the second finds the first's payout.
 */
export async function payOutMilestone(db: DbOrTx, provider: PaymentProvider | undefined, milestoneId: number, now: Date): Promise<PayoutOutcome> {
  if (!provider?.payoutsEnabled) return "waiting";
  return db.transaction(async (tx) => {
    const m = await repo.lockMilestone(tx, milestoneId);
    if (!m || m.owed <= 0) return "none";
    const c = await repo.findContract(tx, m.contractId);
    if (!c) return "none";
    const account = await repo.payoutAccountOf(tx, c.artistId);
    const live = await repo.livePayoutOf(tx, m.id);
    if (live) {
      if (live.status === "COMPLETED") return "completed";
      if (live.providerPayoutId) {
        const answer = await provider.payoutStatus(live.providerPayoutId).catch(() => null);
        return answer ? settle(tx, live, answer, now) : "requested";
      }
      return account ? send(tx, provider, live, account.sellerId, now) : "requested";
    }
    if (!account || !payoutAllowed(sellerStatusOf(account.sellerStatus), await repo.paidOutSoFar(tx, c.artistId), m.owed)) return "waiting";
    // A payout the provider failed is tried again, but not endlessly into the same account: after
    // MAX_FAILED_ATTEMPTS it waits until the artist changes the account (the screen says so).
    if ((await repo.failedPayoutsSince(tx, m.id, account.updatedAt)) >= MAX_FAILED_ATTEMPTS) return "waiting";
    const attempt = (await repo.payoutAttemptsOf(tx, m.id)) + 1;
    const p = await repo.insertPayout(tx, {
      userId: c.artistId,
      milestoneId: m.id,
      amount: m.owed,
      attempt,
      refPayoutId: `artlink-${m.id}-${attempt}`,
      status: "REQUESTED",
      requestedAt: now,
      updatedAt: now,
    });
    return send(tx, provider, p, account.sellerId, now);
  });
}

/** Pays out every milestone of the artist that waits (after registration, or the provider's approval). */
export async function payOutWaiting(db: DbOrTx, provider: PaymentProvider | undefined, artistId: string, now: Date): Promise<void> {
  for (const m of await repo.owedMilestones(db, artistId)) await payOutMilestone(db, provider, m.id, now);
}

/**
 * Retry job: every milestone still owing its artist — waiting for an account, a payout whose outcome was
 * unknown (sent again with the same key), one in flight (looked up), or one the provider failed (a new
 * attempt) — goes through payOutMilestone. @returns how many were completed this run.
 */
export async function retryPayouts(tx: DbOrTx, provider: PaymentProvider | undefined, now: Date): Promise<number> {
  if (!provider?.payoutsEnabled) return 0;
  let done = 0;
  for (const m of await repo.owedMilestones(tx)) if ((await payOutMilestone(tx, provider, m.id, now)) === "completed") done++;
  return done;
}

/** After a release (approve, auto-release, an operator's decision): pay out now if possible; a failure here waits for the job. */
export async function payOutAfterRelease(db: Db, provider: PaymentProvider | undefined, milestoneId: number, now: Date): Promise<void> {
  try {
    await payOutMilestone(db, provider, milestoneId, now);
  } catch {
    // The release is committed; the retry job pays it out.
  }
}

/**
 * A payout.changed or seller.changed webhook: trusted only with a valid signature (HMAC-SHA256 of the
 * exact payload and the transmission time, with the security key), processed once per event.
 * @throws UnauthorizedError (no or a wrong signature)
 */
export async function payoutWebhook(
  db: Db,
  provider: PaymentProvider,
  body: { eventType: string; createdAt: string; data: Record<string, unknown> },
  signed: { raw: string | undefined; signature: string | undefined; time: string | undefined },
  now: Date,
): Promise<{ message: string }> {
  if (!signed.raw || !provider.verifyWebhook(signed.raw, signed.signature, signed.time)) throw new UnauthorizedError(payoutMessages.badSignature);
  const id = typeof body.data.id === "string" ? body.data.id : "-";
  const status = typeof body.data.status === "string" ? body.data.status : "-";
  const fresh = await repo.recordProviderEvent(db, `webhook:${body.eventType}:${id}:${status}:${body.createdAt}`.slice(0, 200), body.eventType, body);
  if (!fresh) return { message: "ok" };
  if (body.eventType === "seller.changed") {
    const userId = await repo.setSellerStatus(db, id, sellerStatusOf(status), now);
    if (userId) await payOutWaiting(db, provider, userId, now);
    return { message: "ok" };
  }
  const answer = body.data as unknown as ProviderPayout;
  const refPayoutId = typeof body.data.refPayoutId === "string" ? body.data.refPayoutId : undefined;
  const found = await repo.findPayout(db, { providerPayoutId: id, refPayoutId });
  if (found) await applyProviderPayout(db, found, { ...answer, id: answer.id ?? found.providerPayoutId ?? "" }, now);
  return { message: "ok" };
}

/**
 * The provider's word on one payout row from outside a request of ours (the payout.changed webhook, or the
 * reconciliation job's lookup), in its own transaction: the milestone locked first, then its live payout
 * (the same lock order as payOutMilestone); a row no longer REQUESTED, or no longer the live one, is left
 * as it is, so a second word on the same payout changes nothing. @returns the outcome, or null (not live)
 */
export async function applyProviderPayout(db: DbOrTx, found: repo.PayoutRow, answer: ProviderPayout, now: Date): Promise<PayoutOutcome | null> {
  return db.transaction(async (tx) => {
    await repo.lockMilestone(tx, found.milestoneId);
    const p = await repo.livePayoutOf(tx, found.milestoneId);
    if (!p || p.id !== found.id) return null;
    return settle(tx, p, answer, now);
  });
}
