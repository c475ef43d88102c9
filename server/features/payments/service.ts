/**
 * Getting paid (issue 28): the milestones of a signed contract, direct payments reported by the producer
 * and confirmed by the artist, overdue reminders, the artist's flag to the operators, the tax choice and
 * the producer's monthly 지급명세. Money moves only through ledger-rules.ts and repo.writeLedger.
 */
import { displayName } from "@shared/display";
import {
  DEFAULT_TAX_CHOICE,
  addDaysIso,
  formatWon,
  milestoneBucket,
  milestonesOf as plannedMilestones,
  overdueReminderDue,
  withholdingOf,
  type MilestoneStatus,
  type TaxChoice,
} from "@shared/payments";
import { todayInKorea } from "@shared/dates";
import type { MarkPaidInput, PartialRefundInput } from "@shared/validators/payments";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { paymentMail } from "../../mail/templates";
import { notify } from "../notifications/service";
import { findAccount } from "../people/service";
import { randomUUID } from "node:crypto";
import { AUTO_RELEASE_DAYS, applyEscrow, type EscrowState } from "./ledger-rules";
import { ProviderError, TossFake, TossProvider, fetchTransport, type PaymentProvider, type ProviderPayment, type ProviderPayout } from "./provider";
import { applyProviderPayout, payOutAfterRelease, payoutWebhook } from "./payouts";
// The payout retry job (server/jobs) reaches payouts through this entry.
export { retryPayouts } from "./payouts";
import * as repo from "./repository";

export const paymentMessages = {
  notFound: "지급 정보를 찾을 수 없습니다.",
  contractNotFound: "계약서를 찾을 수 없습니다.",
  partiesOnly: "계약 당사자만 볼 수 있습니다.",
  producerOnly: "제작자만 지급 완료를 기록할 수 있습니다.",
  artistOnly: "예술인만 할 수 있습니다.",
  notSigned: "양측 서명이 끝난 계약서만 지급 일정이 있습니다.",
  notDue: "이미 지급이 확인되었거나 진행 중인 지급 건입니다.",
  notReported: "제작자가 지급 완료를 기록한 뒤에 답할 수 있습니다.",
  taxLocked: "이미 지급이 확인된 계약은 소득 구분을 바꿀 수 없습니다.",
  alreadyFlagged: "이미 운영진에게 알린 지급 건입니다.",
  notFlaggable: "지급이 확인되지 않은 건만 운영진에게 알릴 수 있습니다.",
} as const;

const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString());

/**
 * `refunded`: won refunded from escrow (the ledger's refund account); the withholding is of what is left.
 * `request`: the producer's pending refund request, shown while the money is held (it can be accepted only then).
 */
function milestoneView(m: repo.MilestoneRow, tax: TaxChoice, today: string, refunded = 0, request?: repo.RefundRequestRow) {
  const w = withholdingOf(m.amount - refunded, tax);
  return {
    id: m.id,
    contractId: m.contractId,
    seq: m.seq,
    label: m.label,
    amount: m.amount,
    dueOn: m.dueOn,
    status: m.status,
    bucket: milestoneBucket(m.status, m.dueOn, today),
    method: m.method === "escrow" ? ("escrow" as const) : ("direct" as const),
    incomeTax: w.incomeTax,
    localTax: w.localTax,
    withheld: w.withheld,
    net: w.net,
    paidOn: m.paidOn,
    paidAmount: m.paidAmount,
    paidNote: m.paidNote,
    reportedAt: iso(m.reportedAt),
    receivedAt: iso(m.receivedAt),
    notReceivedNote: m.notReceivedNote,
    flaggedAt: iso(m.flaggedAt),
    held: m.held,
    refunded,
    refundRequest:
      request && m.status === "held"
        ? { id: request.id, amount: request.amount, reason: request.reason, status: request.status, requestedAt: iso(request.createdAt)! }
        : null,
  };
}
export type MilestoneView = ReturnType<typeof milestoneView>;

function roleOf(c: repo.ContractOfPayment, user: SessionUser): "producer" | "artist" {
  if (c.producerId === user.id) return "producer";
  if (c.artistId === user.id) return "artist";
  throw new ForbiddenError(paymentMessages.partiesOnly);
}

/**
 * Makes a signed contract's milestones from its terms; a second call does nothing. Called in the signing
 * transaction (contracts service) and by backfillMilestones for contracts signed before payments existed.
 */
export async function createMilestones(tx: DbOrTx, contract: { id: number; terms: repo.ContractOfPayment["terms"] }): Promise<void> {
  await repo.insertMilestones(tx, contract.id, plannedMilestones(contract.terms));
}

/**
 * The one-time data step for contracts signed before migration 0021 (they have no milestones): run at
 * server start after the migrations, in batches, each contract in its own statement. Idempotent: a
 * contract that has milestones is not selected again, and (contract_id, seq) is unique, so a second run
 * or a second process does nothing. Kept in TypeScript rather than in the migration so that the terms
 * are read by the one function that reads them (decision 037). @returns how many contracts got milestones.
 */
export async function backfillMilestones(db: Db, batch = 200): Promise<number> {
  let done = 0;
  let afterId = 0;
  for (;;) {
    const page = await repo.signedWithoutMilestones(db, afterId, batch);
    for (const c of page) {
      if (plannedMilestones(c.terms).length > 0) done++;
      await createMilestones(db, c);
    }
    if (page.length < batch) return done;
    afterId = page[page.length - 1]!.id;
  }
}

/**
 * Start-up pass (beside backfillMilestones): refund requests left pending on milestones that were settled
 * before migration 0029 lapse, as applyTo now does in the settling transaction. The migration could not:
 * an enum value added by ALTER TYPE cannot be used in the transaction that adds it, and the migrator runs
 * every pending migration in one. Idempotent, one statement over the pending requests only.
 */
export async function lapseStaleRefundRequests(db: Db, now = new Date()): Promise<number> {
  return repo.lapsePendingRequests(db, { statuses: SETTLED_FOR_GOOD }, now);
}

async function contractForParty(db: DbOrTx, contractId: number, user: SessionUser) {
  const c = await repo.findContract(db, contractId);
  if (!c) throw new NotFoundError(paymentMessages.contractNotFound);
  const role = roleOf(c, user);
  if (c.status !== "signed")
    throw role === "artist" && c.status === "draft" ? new NotFoundError(paymentMessages.contractNotFound) : new ConflictError(paymentMessages.notSigned);
  return { c, role };
}

/**
 * A signed contract's milestones with gross, withholding and net, for its two parties.
 * @throws NotFoundError, ForbiddenError (not a party), ConflictError (not signed by both)
 */
export async function ofContract(db: Db, user: SessionUser, contractId: number, now: Date) {
  const { c, role } = await contractForParty(db, contractId, user);
  // A read: contracts signed before payments existed got theirs from backfillMilestones at start.
  const rows = await repo.milestonesOf(db, c.id);
  const tax = (await repo.taxChoiceOf(db, c.id)) ?? DEFAULT_TAX_CHOICE;
  const today = todayInKorea(now);
  const escrowIds = rows.filter((m) => m.method === "escrow").map((m) => m.id);
  const refunded = await repo.refundedOf(db, escrowIds);
  const requests = await repo.pendingRefundRequestsOf(db, escrowIds);
  const milestones = rows.map((m) => milestoneView(m, tax, today, refunded.get(m.id) ?? 0, requests.get(m.id)));
  // What was refunded from escrow is no longer part of the fee to pay.
  const sum = (f: (m: MilestoneView) => boolean, v: (m: MilestoneView) => number = (m) => m.amount - m.refunded) =>
    milestones.filter(f).reduce((s, m) => s + v(m), 0);
  return {
    contractId: c.id,
    projectTitle: c.projectTitle,
    myRole: role,
    taxChoice: tax,
    // The route says whether a provider is configured (routes.ts); the rules never depend on it.
    escrowAvailable: false,
    milestones,
    totals: {
      gross: sum(() => true),
      paid: sum((m) => m.bucket === "paid"),
      due: sum((m) => m.bucket === "due"),
      overdue: sum((m) => m.bucket === "overdue"),
      withheld: sum(
        () => true,
        (m) => m.withheld,
      ),
      net: sum(
        () => true,
        (m) => m.net,
      ),
    },
  };
}

/**
 * The artist chooses how the fee is taxed; not once a payment was confirmed (the statements already
 * show it). @throws NotFoundError, ForbiddenError (not the artist), ConflictError
 */
export async function chooseTax(db: Db, user: SessionUser, contractId: number, choice: TaxChoice, now: Date) {
  const { c, role } = await contractForParty(db, contractId, user);
  if (role !== "artist") throw new ForbiddenError(paymentMessages.artistOnly);
  await inTransaction(db, async (tx) => {
    await createMilestones(tx, c);
    const rows = await repo.milestonesOf(tx, c.id);
    if (rows.some((m) => m.status !== "due" && m.status !== "not_received" && m.status !== "paid_reported")) throw new ConflictError(paymentMessages.taxLocked);
    await repo.setTaxChoice(tx, c.id, choice, user.id, now);
  });
  return ofContract(db, user, contractId, now);
}

/** Loads a milestone its contract's party acts on, locked, in `tx`. */
async function lockedForParty(tx: Tx, id: number, user: SessionUser) {
  const m = await repo.lockMilestone(tx, id);
  if (!m) throw new NotFoundError(paymentMessages.notFound);
  const c = await repo.findContract(tx, m.contractId);
  if (!c) throw new NotFoundError(paymentMessages.notFound);
  const role = roleOf(c, user);
  return { m, c, role };
}

async function tell(
  tx: Tx,
  mail: MailDeps,
  userId: string,
  p: { title: string; message: string; contractId: number },
  build: Parameters<typeof paymentMail>[0] | null,
) {
  await notify(tx, { userId, type: "project_update", title: p.title, message: p.message, relatedId: `contract:${p.contractId}` });
  if (!build) return false;
  const to = await findAccount(tx, userId);
  if (!to) return false;
  return enqueueKindMail(tx, mail, to, "contract", (u) => paymentMail({ ...build, name: displayName(to) }, u));
}

const linkOf = (mail: MailDeps, contractId: number) => `${mail.appUrl}/contracts/${contractId}`;

/**
 * The producer records a direct transfer; the artist is told and asked to confirm.
 * @throws NotFoundError, ForbiddenError (not the producer), ConflictError (not waiting for money)
 */
export async function markPaid(db: Db, mail: MailDeps, user: SessionUser, id: number, input: MarkPaidInput, now: Date) {
  let contractId = 0;
  const mailed = await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "producer") throw new ForbiddenError(paymentMessages.producerOnly);
    if (m.method !== "direct" || (m.status !== "due" && m.status !== "not_received")) throw new ConflictError(paymentMessages.notDue);
    contractId = c.id;
    await repo.updateMilestone(
      tx,
      m.id,
      { status: "paid_reported", paidOn: input.paidOn, paidAmount: input.amount, paidNote: input.note || null, reportedAt: now, notReceivedNote: null },
      now,
    );
    return tell(
      tx,
      mail,
      c.artistId,
      {
        title: "지급 완료 기록",
        message: `'${c.projectTitle}' ${m.label} ${formatWon(input.amount)} 지급이 기록되었습니다. 입금을 확인해주세요.`,
        contractId: c.id,
      },
      { name: "", projectTitle: c.projectTitle, event: "reported", label: m.label, amount: formatWon(input.amount), dueOn: m.dueOn, link: linkOf(mail, c.id) },
    );
  });
  if (mailed) mail.onMailQueued();
  return ofContract(db, user, contractId, now);
}

const escrowStateOf = (m: repo.MilestoneRow): EscrowState => ({
  status: m.status,
  amount: m.amount,
  held: m.held,
  owed: m.owed,
  deliveredOn: m.deliveredOn,
  paymentKey: m.paymentKey,
});

/**
 * The artist confirms the money arrived: the milestone is settled and the ledger records the gross,
 * the withholding and the net paid out. @throws NotFoundError, ForbiddenError, ConflictError
 */
export async function confirmReceived(db: Db, user: SessionUser, id: number, now: Date) {
  let contractId = 0;
  await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "artist") throw new ForbiddenError(paymentMessages.artistOnly);
    if (m.method !== "direct") throw new ConflictError(paymentMessages.notDue);
    contractId = c.id;
    const tax = (await repo.taxChoiceOf(tx, c.id)) ?? DEFAULT_TAX_CHOICE;
    const r = applyEscrow(escrowStateOf(m), { type: "direct_received", key: String(m.id) }, tax);
    if (!r.ok) throw new ConflictError(paymentMessages.notDue);
    await repo.writeLedger(tx, m.id, r.txns, now);
    await repo.updateMilestone(tx, m.id, { status: r.state.status, receivedAt: now }, now);
    await notify(tx, {
      userId: c.producerId,
      type: "project_update",
      title: "수령 확인",
      message: `예술인이 '${c.projectTitle}' ${m.label} 수령을 확인했습니다.`,
      relatedId: `contract:${c.id}`,
    });
  });
  return ofContract(db, user, contractId, now);
}

/**
 * The artist says the reported transfer has not arrived: back to unpaid, the producer told with the note.
 * @throws NotFoundError, ForbiddenError, ConflictError (nothing reported)
 */
export async function notReceived(db: Db, mail: MailDeps, user: SessionUser, id: number, note: string, now: Date) {
  let contractId = 0;
  const mailed = await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "artist") throw new ForbiddenError(paymentMessages.artistOnly);
    if (m.status !== "paid_reported") throw new ConflictError(paymentMessages.notReported);
    contractId = c.id;
    await repo.updateMilestone(tx, m.id, { status: "not_received", notReceivedNote: note }, now);
    return tell(
      tx,
      mail,
      c.producerId,
      { title: "미수령 알림", message: `예술인이 '${c.projectTitle}' ${m.label}을(를) 받지 못했다고 알려왔습니다: ${note}`, contractId: c.id },
      {
        name: "",
        projectTitle: c.projectTitle,
        event: "not_received",
        label: m.label,
        amount: formatWon(m.amount),
        dueOn: m.dueOn,
        note,
        link: linkOf(mail, c.id),
      },
    );
  });
  if (mailed) mail.onMailQueued();
  return ofContract(db, user, contractId, now);
}

/**
 * The artist asks the operators to look at an unpaid milestone: every staff account is notified.
 * @throws NotFoundError, ForbiddenError, ConflictError (settled, or already flagged)
 */
export async function flag(db: Db, user: SessionUser, id: number, note: string, now: Date) {
  let contractId = 0;
  await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "artist") throw new ForbiddenError(paymentMessages.artistOnly);
    const settledOrClosed: MilestoneStatus[] = ["received", "released", "refunded", "cancelled"];
    if (settledOrClosed.includes(m.status)) throw new ConflictError(paymentMessages.notFlaggable);
    if (m.flaggedAt) throw new ConflictError(paymentMessages.alreadyFlagged);
    contractId = c.id;
    await repo.updateMilestone(tx, m.id, { flaggedAt: now, flagNote: note }, now);
    for (const staffId of await repo.staffIds(tx)) {
      await notify(tx, {
        userId: staffId,
        type: "system",
        title: "미지급 신고",
        message: `'${c.projectTitle}' 계약(#${c.id})의 ${m.label} ${formatWon(m.amount)} 미지급 신고: ${note}`.slice(0, 500),
        relatedId: `contract:${c.id}`,
      });
    }
  });
  return ofContract(db, user, contractId, now);
}

/** Every milestone of the user's signed contracts, soonest due first (a read: nothing is made here). */
export async function mine(db: Db, user: SessionUser, now: Date) {
  const rows = await repo.milestonesOfUser(db, user.id);
  const escrowIds = rows.filter((r) => r.m.method === "escrow").map((r) => r.m.id);
  const refunded = await repo.refundedOf(db, escrowIds);
  const requests = await repo.pendingRefundRequestsOf(db, escrowIds);
  const today = todayInKorea(now);
  const ids = new Set<string>();
  for (const r of rows) ids.add(r.c.producerId === user.id ? r.c.artistId : r.c.producerId);
  const names = new Map<string, string>();
  for (const id of ids) names.set(id, displayName(await findAccount(db, id)));
  return rows
    .filter((r) => r.c.status === "signed")
    .map((r) => {
      const myRole = r.c.producerId === user.id ? ("producer" as const) : ("artist" as const);
      return {
        milestone: milestoneView(r.m, r.choice ?? DEFAULT_TAX_CHOICE, today, refunded.get(r.m.id) ?? 0, requests.get(r.m.id)),
        projectTitle: r.c.projectTitle,
        myRole,
        counterpartName: names.get(myRole === "producer" ? r.c.artistId : r.c.producerId) ?? "",
      };
    });
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // A cell starting with = + - @ is a formula in a spreadsheet: quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The producer's 지급명세 of `month` ('YYYY-MM', Korea): every payment the artist confirmed that month
 * with gross, 소득세, 지방소득세 and net. UTF-8 with a BOM so that Excel reads the Hangul.
 */
export async function monthlyStatementCsv(db: Db, user: SessionUser, month: string): Promise<{ csv: string; filename: string }> {
  const [y, mo] = month.split("-").map(Number) as [number, number];
  // Months in Korea (UTC+9, no daylight saving).
  const from = new Date(Date.UTC(y, mo - 1, 1) - 9 * 3_600_000);
  const to = new Date(Date.UTC(y, mo, 1) - 9 * 3_600_000);
  const rows = await repo.settled(db, "producer", user.id, from, to);
  const header = ["지급확인일", "지급일", "프로젝트", "소득자", "구분", "지급항목", "지급액(총액)", "소득세", "지방소득세", "원천징수 합계", "실지급액"];
  const lines = [header.map(csvCell).join(",")];
  for (const r of rows) {
    const tax = r.choice ?? DEFAULT_TAX_CHOICE;
    const w = withholdingOf(r.gross, tax);
    const kind = { business_income: "사업소득", other_income: "기타소득", tax_invoice: "세금계산서" }[tax];
    const settledOn = todayInKorea(r.settledAt);
    lines.push(
      [
        settledOn,
        // A direct transfer's day as the producer reported it; a release from escrow pays the artist that day.
        r.m.method === "escrow" ? settledOn : (r.m.paidOn ?? settledOn),
        r.projectTitle,
        displayName(r.counterpart),
        kind,
        r.m.label,
        w.gross,
        w.incomeTax,
        w.localTax,
        w.withheld,
        w.net,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return { csv: `\uFEFF${lines.join("\r\n")}\r\n`, filename: `지급명세-${month}.csv` };
}

/**
 * Overdue reminders: an unpaid milestone (due or not received) past its due date reminds both parties
 * (notification and mail) the day after, then every 7 days while it stays unpaid. Times in Asia/Seoul.
 */
export async function remindOverdue(tx: Tx, mail: MailDeps, now: Date): Promise<number> {
  const today = todayInKorea(now);
  let sent = 0;
  let mailed = false;
  for (const { m, c } of await repo.overdueCandidates(tx, today)) {
    if (!overdueReminderDue(m.dueOn, today, m.lastRemindedOn)) continue;
    for (const userId of [c.producerId, c.artistId]) {
      const queued = await tell(
        tx,
        mail,
        userId,
        { title: "지급일 경과", message: `'${c.projectTitle}' ${m.label} ${formatWon(m.amount)}의 지급일(${m.dueOn})이 지났습니다.`, contractId: c.id },
        { name: "", projectTitle: c.projectTitle, event: "overdue", label: m.label, amount: formatWon(m.amount), dueOn: m.dueOn, link: linkOf(mail, c.id) },
      );
      mailed ||= queued;
    }
    await repo.updateMilestone(tx, m.id, { lastRemindedOn: today }, now);
    sent++;
  }
  if (mailed) mail.onMailQueued();
  return sent;
}

// ---- 안전결제 (escrow) ------------------------------------------------------------------------------

export const escrowMessages = {
  unavailable: "안전결제를 사용할 수 없습니다.",
  notDue: "지급 예정인 건만 안전결제로 결제할 수 있습니다.",
  orderNotFound: "결제 주문을 찾을 수 없습니다.",
  amountMismatch: "결제 금액이 지급 건 금액과 다릅니다.",
  providerFailed: "결제사 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
  notEscrow: "안전결제로 결제된 건이 아닙니다.",
  refundArtistOnly: "합의한 부분 환불은 돈을 돌려주는 예술인이 진행합니다.",
  refundNotHeld: "작업 완료 보고 전, 보관 중인 결제만 부분 환불할 수 있습니다.",
  requestProducerOnly: "부분 환불 요청은 제작자가 합니다.",
  requestPending: "답을 기다리는 부분 환불 요청이 이미 있습니다. 예술인의 답을 기다리거나 요청을 철회한 뒤 다시 요청해주세요.",
  requestNotFound: "부분 환불 요청을 찾을 수 없습니다.",
  requestAnswerArtistOnly: "부분 환불 요청에는 예술인이 답합니다.",
  requestWithdrawProducerOnly: "요청한 제작자만 철회할 수 있습니다.",
  requestClosed: "이미 처리된 부분 환불 요청입니다.",
  requestOverHeld: "요청 금액이 지금 보관 중인 금액보다 많아 환불할 수 없습니다. 거절하고 새 요청을 받아주세요.",
} as const;

/** Statuses a milestone never leaves: nothing is held any more, so no refund request can be paid. */
const SETTLED_FOR_GOOD: readonly MilestoneStatus[] = ["released", "refunded", "cancelled"];

/** Applies one escrow event to a locked milestone: its ledger transactions and its new state, or a 409. */
async function applyTo(tx: Tx, m: repo.MilestoneRow, contractId: number, event: Parameters<typeof applyEscrow>[1], now: Date) {
  const tax = (await repo.taxChoiceOf(tx, contractId)) ?? DEFAULT_TAX_CHOICE;
  const r = applyEscrow(escrowStateOf(m), event, tax);
  if (!r.ok) throw new ConflictError(r.reason);
  await repo.writeLedger(tx, m.id, r.txns, now);
  await repo.updateMilestone(
    tx,
    m.id,
    { status: r.state.status, held: r.state.held, owed: r.state.owed, deliveredOn: r.state.deliveredOn, paymentKey: r.state.paymentKey },
    now,
  );
  // Released, refunded in full or cancelled: a refund request still pending can never be accepted; it lapses
  // in the same transaction, so it stops counting as open anywhere.
  if (r.state.status !== m.status && SETTLED_FOR_GOOD.includes(r.state.status)) await repo.lapsePendingRequests(tx, { milestoneId: m.id }, now);
  return r.state;
}

function providerOr409(provider: PaymentProvider | undefined): PaymentProvider {
  if (!provider) throw new ConflictError(escrowMessages.unavailable);
  return provider;
}

/**
 * The producer starts paying a milestone into escrow: an order id the checkout (the provider's widget,
 * or the stand-in's page) pays. @throws NotFoundError, ForbiddenError, ConflictError (not due, or no provider)
 */
export async function escrowCheckout(db: Db, provider: PaymentProvider | undefined, user: SessionUser, id: number, now: Date) {
  const p = providerOr409(provider);
  return inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "producer") throw new ForbiddenError(paymentMessages.producerOnly);
    if (m.status !== "due" || m.method !== "direct" || m.paymentKey) throw new ConflictError(escrowMessages.notDue);
    const orderId = `artlink-${m.id}-${randomUUID().slice(0, 8)}`;
    await repo.updateMilestone(tx, m.id, { orderId }, now);
    const orderName = `${c.projectTitle} ${m.label}`.slice(0, 100);
    const me = await findAccount(tx, user.id);
    // Toss's widget asks for a buyer id nobody can guess (not an e-mail or a counter): a fresh one per order,
    // so no payment method is saved with Toss for the producer.
    const customerKey = `artlink-${randomUUID()}`;
    return {
      orderId,
      amount: m.amount,
      orderName,
      clientKey: p.clientKey,
      provider: p.name,
      customerKey,
      customerName: displayName(me).slice(0, 100),
      customerEmail: me?.email ?? null,
    };
  });
}

/**
 * The checkout came back with a paymentKey: confirm it with the provider (its Idempotency-Key is the
 * order), then fund the escrow once. A confirm that failed but whose payment is DONE (a lost answer,
 * or the webhook came first) is looked up and funded the same way. @throws NotFoundError, ForbiddenError, ConflictError
 */
export async function escrowConfirm(
  db: Db,
  provider: PaymentProvider | undefined,
  user: SessionUser,
  input: { paymentKey: string; orderId: string; amount: number },
  now: Date,
) {
  const p = providerOr409(provider);
  const m0 = await repo.findMilestoneByOrder(db, input.orderId);
  if (!m0) throw new NotFoundError(escrowMessages.orderNotFound);
  const c0 = await repo.findContract(db, m0.contractId);
  if (!c0 || c0.producerId !== user.id) throw new ForbiddenError(paymentMessages.producerOnly);
  if (input.amount !== m0.amount) throw new ConflictError(escrowMessages.amountMismatch);
  let paid: ProviderPayment;
  try {
    paid = await p.confirm(input, `confirm:${input.orderId}`);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    paid = await p.lookup(input.paymentKey).catch(() => {
      throw new ConflictError(escrowMessages.providerFailed);
    });
    if (paid.status !== "DONE" || paid.orderId !== input.orderId) throw new ConflictError(escrowMessages.providerFailed);
  }
  await fundFrom(db, paid, now);
  return ofContract(db, user, m0.contractId, now);
}

/** Funds the milestone of a payment the provider says is DONE; a second call for the same payment does nothing. */
async function fundFrom(db: Db, paid: ProviderPayment, now: Date) {
  if (paid.status !== "DONE") return;
  await inTransaction(db, async (tx) => {
    const found = await repo.findMilestoneByOrder(tx, paid.orderId);
    if (!found) return;
    const m = (await repo.lockMilestone(tx, found.id))!;
    if (m.paymentKey === paid.paymentKey) return;
    await applyTo(tx, m, m.contractId, { type: "funded", paymentKey: paid.paymentKey, amount: paid.totalAmount }, now);
    await repo.updateMilestone(tx, m.id, { method: "escrow" }, now);
  });
}

/**
 * A provider webhook, processed once per event (payment_provider_events). A payment webhook is not
 * signed (decision 037): only what a lookup with the secret key says is trusted.
 */
export async function webhook(
  db: Db,
  provider: PaymentProvider | undefined,
  body: { eventType: string; createdAt: string; data: Record<string, unknown> },
  now: Date,
  signed?: { raw: string | undefined; signature: string | undefined; time: string | undefined },
) {
  if (!provider) throw new NotFoundError(escrowMessages.unavailable);
  // Payout and seller webhooks are signed (decision 040); a payment webhook is trusted through a lookup.
  if (body.eventType === "payout.changed" || body.eventType === "seller.changed")
    return payoutWebhook(db, provider, body, signed ?? { raw: undefined, signature: undefined, time: undefined }, now);
  const paymentKey = typeof body.data.paymentKey === "string" ? body.data.paymentKey : null;
  const key = `webhook:${body.eventType}:${paymentKey ?? "-"}:${String(body.data.status ?? "-")}:${body.createdAt}`.slice(0, 200);
  const fresh = await repo.recordProviderEvent(db, key, body.eventType, body);
  if (!fresh || body.eventType !== "PAYMENT_STATUS_CHANGED" || !paymentKey) return { message: "ok" };
  const paid = await provider.lookup(paymentKey).catch(() => null);
  if (paid) await fundFrom(db, paid, now);
  return { message: "ok" };
}

/** The artist reports the work of an escrowed milestone delivered; the producer is told (7 days to answer). */
export async function deliver(db: Db, user: SessionUser, id: number, now: Date) {
  let contractId = 0;
  await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "artist") throw new ForbiddenError(paymentMessages.artistOnly);
    contractId = c.id;
    await applyTo(tx, m, c.id, { type: "deliver", today: todayInKorea(now) }, now);
    await notify(tx, {
      userId: c.producerId,
      type: "project_update",
      title: "작업 완료 보고",
      message: `'${c.projectTitle}' ${m.label} 작업 완료가 보고되었습니다. 7일 안에 승인하거나 수정을 요청해주세요. 답이 없으면 자동으로 정산됩니다.`,
      relatedId: `contract:${c.id}`,
    });
  });
  return ofContract(db, user, contractId, now);
}

/** The producer approves (release to the artist, minus the withholding) or asks for changes (held again). */
export async function review(db: Db, user: SessionUser, id: number, verdict: "approve" | "request_changes", now: Date, provider?: PaymentProvider) {
  let contractId = 0;
  await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "producer") throw new ForbiddenError(paymentMessages.producerOnly);
    contractId = c.id;
    await applyTo(tx, m, c.id, { type: verdict }, now);
    await notify(tx, {
      userId: c.artistId,
      type: "project_update",
      title: verdict === "approve" ? "정산 완료" : "수정 요청",
      message:
        verdict === "approve"
          ? `'${c.projectTitle}' ${m.label}이(가) 승인되어 정산되었습니다.`
          : `제작자가 '${c.projectTitle}' ${m.label} 작업의 수정을 요청했습니다.`,
      relatedId: `contract:${c.id}`,
    });
  });
  // Released: paid out to the artist's registered account now if possible (decision 040), else it waits.
  if (verdict === "approve") await payOutAfterRelease(db, provider, id, now);
  return ofContract(db, user, contractId, now);
}

/** Either party opens a dispute: the money stays held until an operator decides. */
export async function dispute(db: Db, user: SessionUser, id: number, note: string, now: Date) {
  let contractId = 0;
  await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    contractId = c.id;
    await applyTo(tx, m, c.id, { type: "dispute" }, now);
    await repo.updateMilestone(tx, m.id, { flagNote: note, flaggedAt: now }, now);
    const other = role === "producer" ? c.artistId : c.producerId;
    for (const userId of [other, ...(await repo.staffIds(tx))]) {
      await notify(tx, {
        userId,
        type: "system",
        title: "안전결제 분쟁",
        message: `'${c.projectTitle}' ${m.label} 분쟁이 접수되었습니다: ${note}`.slice(0, 500),
        relatedId: `contract:${c.id}`,
      });
    }
  });
  return ofContract(db, user, contractId, now);
}

/**
 * The producer cancels before delivery: the provider refunds the whole held amount (Idempotency-Key per
 * milestone), then the ledger records it. A failed provider call changes nothing here.
 */
export async function cancelEscrow(db: Db, provider: PaymentProvider | undefined, user: SessionUser, id: number, now: Date) {
  const p = providerOr409(provider);
  const m0 = await repo.findMilestone(db, id);
  if (!m0) throw new NotFoundError(paymentMessages.notFound);
  const c0 = await repo.findContract(db, m0.contractId);
  if (!c0) throw new NotFoundError(paymentMessages.notFound);
  if (roleOf(c0, user) !== "producer") throw new ForbiddenError(paymentMessages.producerOnly);
  if (m0.status !== "held" || !m0.paymentKey) throw new ConflictError("작업 완료 보고 전, 보관 중인 결제만 취소할 수 있습니다.");
  const refundKey = `cancel:${m0.paymentKey}`;
  await p.cancel(m0.paymentKey, { cancelReason: "작업 시작 전 취소" }, refundKey).catch((e: unknown) => {
    if (e instanceof ProviderError) throw new ConflictError(escrowMessages.providerFailed);
    throw e;
  });
  await inTransaction(db, async (tx) => {
    const m = (await repo.lockMilestone(tx, id))!;
    if (m.status === "cancelled") return;
    await applyTo(tx, m, m.contractId, { type: "cancel", refundKey }, now);
    await notify(tx, {
      userId: c0.artistId,
      type: "project_update",
      title: "안전결제 취소",
      message: `'${c0.projectTitle}' ${m.label} 안전결제가 취소되어 제작자에게 환불되었습니다.`,
      relatedId: `contract:${c0.id}`,
    });
  });
  return ofContract(db, user, c0.id, now);
}

/** Refused unless `amount` is at most what the milestone holds (400 with the field's message). */
function assertWithinHeld(m: repo.MilestoneRow, amount: number) {
  if (amount > m.held)
    throw new ValidationError(`환불 금액이 보관 중인 금액(${formatWon(m.held)})보다 많습니다.`, {
      amount: [`${formatWon(m.held)} 이하로 입력해주세요.`],
    });
}

/**
 * The producer asks the artist for a partial refund of held money (issue 28): the request is stored as
 * pending (at most one per milestone: checked under the milestone's lock, and by a partial unique index
 * behind it), the artist is told by notification and mail, and nothing moves until they accept it.
 * @throws NotFoundError, ForbiddenError, ValidationError (more than is held), ConflictError (not held, or a request pending)
 */
export async function requestRefund(db: Db, mail: MailDeps, user: SessionUser, id: number, input: PartialRefundInput, now: Date) {
  let contractId = 0;
  const mailed = await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "producer") throw new ForbiddenError(escrowMessages.requestProducerOnly);
    if (m.method !== "escrow" || !m.paymentKey) throw new ConflictError(escrowMessages.notEscrow);
    if (m.status !== "held") throw new ConflictError(escrowMessages.refundNotHeld);
    assertWithinHeld(m, input.amount);
    if (await repo.pendingRefundRequestOf(tx, m.id)) throw new ConflictError(escrowMessages.requestPending);
    contractId = c.id;
    await repo
      .insertRefundRequest(tx, { milestoneId: m.id, amount: input.amount, reason: input.reason, requestedBy: user.id, createdAt: now })
      .catch((e: unknown) => {
        if (repo.isUniqueViolation(e)) throw new ConflictError(escrowMessages.requestPending);
        throw e;
      });
    return tell(
      tx,
      mail,
      c.artistId,
      {
        title: "부분 환불 요청",
        message: `제작자가 '${c.projectTitle}' ${m.label} 안전결제 중 ${formatWon(input.amount)} 환불을 요청했습니다: ${input.reason}`.slice(0, 500),
        contractId: c.id,
      },
      {
        name: "",
        projectTitle: c.projectTitle,
        event: "refund_requested",
        label: m.label,
        amount: formatWon(input.amount),
        dueOn: m.dueOn,
        note: input.reason,
        link: linkOf(mail, c.id),
      },
    );
  });
  if (mailed) mail.onMailQueued();
  return ofContract(db, user, contractId, now);
}

/**
 * Refunds `amount` of a locked, held escrow milestone through the provider's partial cancel and writes the
 * ledger, in `tx` (decision 039): the provider call runs while the milestone's row is locked, so refunds of
 * one milestone are one after the other and each sees what is left; its Idempotency-Key is the refund's
 * number for that payment, so a retry after a lost answer gets the provider's first answer and writes the
 * ledger once. The producer is told. @returns whether a mail was queued.
 */
async function refundLocked(
  tx: Tx,
  p: PaymentProvider,
  mail: MailDeps,
  m: repo.MilestoneRow,
  c: repo.ContractOfPayment,
  input: PartialRefundInput,
  now: Date,
  by: "agreed" | "request",
) {
  if (m.method !== "escrow" || !m.paymentKey) throw new ConflictError(escrowMessages.notEscrow);
  if (m.status !== "held") throw new ConflictError(escrowMessages.refundNotHeld);
  const refundKey = `partial:${m.paymentKey}:${(await repo.refundCountOf(tx, m.id)) + 1}`;
  const answer = await p
    .cancel(m.paymentKey, { cancelReason: `합의 부분 환불: ${input.reason}`.slice(0, 200), cancelAmount: input.amount }, refundKey)
    .catch((e: unknown) => {
      if (e instanceof ProviderError) throw new ConflictError(escrowMessages.providerFailed);
      throw e;
    });
  // The provider's cancelled total must be the ledger's refunds plus this one. It is not when the key was
  // answered before for another amount (a refund whose commit failed here): nothing is written, and the
  // reconciliation job reports the difference to the operators.
  const before = (await repo.balancesOf(tx, m.id)).refund ?? 0;
  if (answer.totalAmount - answer.balanceAmount !== before + input.amount) throw new ConflictError(escrowMessages.providerFailed);
  const next = await applyTo(tx, m, c.id, { type: "refund", amount: input.amount, refundKey }, now);
  const message =
    by === "request"
      ? `예술인이 '${c.projectTitle}' ${m.label} 부분 환불 요청을 수락해 ${formatWon(input.amount)}을(를) 환불했습니다. 보관 중인 금액: ${formatWon(next.held)}.`
      : `예술인이 합의한 대로 '${c.projectTitle}' ${m.label} 중 ${formatWon(input.amount)}을(를) 환불했습니다. 보관 중인 금액: ${formatWon(next.held)}.`;
  return tell(
    tx,
    mail,
    c.producerId,
    { title: by === "request" ? "부분 환불 요청 수락" : "합의 부분 환불", message, contractId: c.id },
    {
      name: "",
      projectTitle: c.projectTitle,
      event: "partial_refund",
      label: m.label,
      amount: formatWon(input.amount),
      dueOn: m.dueOn,
      note: `${input.reason} (남은 보관 금액 ${formatWon(next.held)})`,
      link: linkOf(mail, c.id),
    },
  );
}

/**
 * A partial refund the two parties agreed on (issue 28 "partial refunds by agreement", decision 039): the
 * artist, whose money goes back, carries it out; the producer is told by notification and mail. Before
 * delivery only (the rules refuse it otherwise). See refundLocked for the lock and the Idempotency-Key.
 * @throws NotFoundError, ForbiddenError (not the artist), ValidationError (more than is held), ConflictError
 */
export async function partialRefund(
  db: Db,
  provider: PaymentProvider | undefined,
  mail: MailDeps,
  user: SessionUser,
  id: number,
  input: PartialRefundInput,
  now: Date,
) {
  const p = providerOr409(provider);
  let contractId = 0;
  const mailed = await inTransaction(db, async (tx) => {
    const { m, c, role } = await lockedForParty(tx, id, user);
    if (role !== "artist") throw new ForbiddenError(escrowMessages.refundArtistOnly);
    if (m.method !== "escrow" || !m.paymentKey) throw new ConflictError(escrowMessages.notEscrow);
    if (m.status !== "held") throw new ConflictError(escrowMessages.refundNotHeld);
    assertWithinHeld(m, input.amount);
    contractId = c.id;
    return refundLocked(tx, p, mail, m, c, input, now, "agreed");
  });
  if (mailed) mail.onMailQueued();
  return ofContract(db, user, contractId, now);
}

/**
 * Loads a refund request and locks its milestone (every write of a request happens under that lock, so
 * the request read after it is current). Someone who is not a party of the contract gets a 404.
 */
async function lockedRequest(tx: Tx, requestId: number, user: SessionUser) {
  const r0 = await repo.findRefundRequest(tx, requestId);
  if (!r0) throw new NotFoundError(escrowMessages.requestNotFound);
  const m = await repo.lockMilestone(tx, r0.milestoneId);
  const c = m && (await repo.findContract(tx, m.contractId));
  if (!m || !c || (c.producerId !== user.id && c.artistId !== user.id)) throw new NotFoundError(escrowMessages.requestNotFound);
  const r = (await repo.findRefundRequest(tx, requestId))!;
  return { r, m, c, role: roleOf(c, user) };
}

/**
 * The artist accepts the producer's pending refund request: the requested amount is refunded through
 * refundLocked (the provider's partial cancel under the milestone's lock, with its Idempotency-Key) and the
 * request becomes accepted in the same transaction, so it is accepted only if the refund succeeded. A
 * replay (or a second accept at the same time, which waits for the lock) finds it accepted and answers
 * the view without refunding again. @throws NotFoundError, ForbiddenError (not the artist), ConflictError
 */
export async function acceptRefundRequest(db: Db, provider: PaymentProvider | undefined, mail: MailDeps, user: SessionUser, requestId: number, now: Date) {
  const p = providerOr409(provider);
  let contractId = 0;
  const mailed = await inTransaction(db, async (tx) => {
    const { r, m, c, role } = await lockedRequest(tx, requestId, user);
    if (role !== "artist") throw new ForbiddenError(escrowMessages.requestAnswerArtistOnly);
    contractId = c.id;
    if (r.status === "accepted") return false;
    if (r.status !== "pending") throw new ConflictError(escrowMessages.requestClosed);
    if (m.status === "held" && r.amount > m.held) throw new ConflictError(escrowMessages.requestOverHeld);
    // Accepted before the refund is applied: a refund of everything held would otherwise lapse it first.
    // Both are undone together if the refund fails.
    await repo.decideRefundRequest(tx, r.id, { status: "accepted", decidedBy: user.id, decidedAt: now });
    return refundLocked(tx, p, mail, m, c, { amount: r.amount, reason: r.reason }, now, "request");
  });
  if (mailed) mail.onMailQueued();
  return ofContract(db, user, contractId, now);
}

/**
 * The artist declines the producer's pending refund request with a note; the producer is told by
 * notification and mail. @throws NotFoundError, ForbiddenError (not the artist), ConflictError (not pending)
 */
export async function declineRefundRequest(db: Db, mail: MailDeps, user: SessionUser, requestId: number, note: string, now: Date) {
  let contractId = 0;
  const mailed = await inTransaction(db, async (tx) => {
    const { r, m, c, role } = await lockedRequest(tx, requestId, user);
    if (role !== "artist") throw new ForbiddenError(escrowMessages.requestAnswerArtistOnly);
    if (r.status !== "pending") throw new ConflictError(escrowMessages.requestClosed);
    contractId = c.id;
    await repo.decideRefundRequest(tx, r.id, { status: "declined", decidedBy: user.id, decidedAt: now, declineNote: note });
    return tell(
      tx,
      mail,
      c.producerId,
      {
        title: "부분 환불 요청 거절",
        message: `예술인이 '${c.projectTitle}' ${m.label} ${formatWon(r.amount)} 부분 환불 요청을 거절했습니다: ${note}`.slice(0, 500),
        contractId: c.id,
      },
      {
        name: "",
        projectTitle: c.projectTitle,
        event: "refund_declined",
        label: m.label,
        amount: formatWon(r.amount),
        dueOn: m.dueOn,
        note,
        link: linkOf(mail, c.id),
      },
    );
  });
  if (mailed) mail.onMailQueued();
  return ofContract(db, user, contractId, now);
}

/**
 * The producer withdraws their pending refund request; the artist is told (notification).
 * @throws NotFoundError, ForbiddenError (not the producer), ConflictError (not pending)
 */
export async function withdrawRefundRequest(db: Db, user: SessionUser, requestId: number, now: Date) {
  let contractId = 0;
  await inTransaction(db, async (tx) => {
    const { r, m, c, role } = await lockedRequest(tx, requestId, user);
    if (role !== "producer") throw new ForbiddenError(escrowMessages.requestWithdrawProducerOnly);
    if (r.status !== "pending") throw new ConflictError(escrowMessages.requestClosed);
    contractId = c.id;
    await repo.decideRefundRequest(tx, r.id, { status: "withdrawn", decidedBy: user.id, decidedAt: now });
    await notify(tx, {
      userId: c.artistId,
      type: "project_update",
      title: "부분 환불 요청 철회",
      message: `제작자가 '${c.projectTitle}' ${m.label} ${formatWon(r.amount)} 부분 환불 요청을 철회했습니다.`,
      relatedId: `contract:${c.id}`,
    });
  });
  return ofContract(db, user, contractId, now);
}

/** Delivered milestones with no answer for 7 days are released by themselves (job; clock injected). */
export async function autoRelease(tx: Tx, now: Date): Promise<number> {
  const today = todayInKorea(now);
  let n = 0;
  for (const m of await repo.deliveredBefore(tx, addDaysIso(today, -AUTO_RELEASE_DAYS))) {
    const c = await repo.findContract(tx, m.contractId);
    if (!c) continue;
    await applyTo(tx, m, c.id, { type: "auto_release", today }, now);
    for (const userId of [c.artistId, c.producerId]) {
      await notify(tx, {
        userId,
        type: "project_update",
        title: "자동 정산",
        message: `'${c.projectTitle}' ${m.label}이(가) 작업 완료 보고 후 7일이 지나 자동으로 정산되었습니다.`,
        relatedId: `contract:${c.id}`,
      });
    }
    n++;
  }
  return n;
}

/**
 * Reconciliation (issue 28, decisions 039 and 040): for every escrow payment, the provider's lookup against
 * the ledger. What the provider still holds of the payment (`balanceAmount`) must equal what the ledger says
 * came in and was not refunded (−producer − refund), and what it cancelled must equal the ledger's refund.
 * Then the payouts (reconcilePayouts). A difference is recorded once per (row, figures) in
 * payment_provider_events, every staff account is notified, and an audit row (`payment.mismatch`) goes to
 * the console's audit trail. A lookup that fails is tried again on the next run.
 * @returns the number of new differences found.
 */
export async function reconcile(tx: Tx, provider: PaymentProvider | undefined, now: Date): Promise<number> {
  if (!provider) return 0;
  let found = 0;
  const report = mismatchReporter(tx, now);
  for (const m of await repo.withPaymentKey(tx)) {
    const b = await repo.balancesOf(tx, m.id);
    const ledger = { balance: -(b.producer ?? 0) - (b.refund ?? 0), refunded: b.refund ?? 0 };
    let paid: ProviderPayment;
    try {
      paid = await provider.lookup(m.paymentKey!);
    } catch (e) {
      if (e instanceof ProviderError) continue;
      throw e;
    }
    const theirs = {
      balance: paid.status === "DONE" || paid.status === "PARTIAL_CANCELED" || paid.status === "CANCELED" ? paid.balanceAmount : 0,
      refunded: paid.totalAmount - paid.balanceAmount,
    };
    if (theirs.balance === ledger.balance && theirs.refunded === ledger.refunded) continue;
    const reason = `장부 보관 ${formatWon(ledger.balance)}·환불 ${formatWon(ledger.refunded)}, 결제사 잔액 ${formatWon(theirs.balance)}·취소 ${formatWon(theirs.refunded)}`;
    const reported = await report({
      key: `reconcile:${m.id}:${ledger.balance}:${ledger.refunded}:${theirs.balance}:${theirs.refunded}`,
      kind: "reconcile_mismatch",
      milestoneId: m.id,
      details: { milestoneId: m.id, contractId: m.contractId, paymentKey: m.paymentKey, status: paid.status, ledger, provider: theirs },
      reason,
      message: `계약 #${m.contractId}의 ${m.label} 안전결제가 결제사 기록과 다릅니다: ${reason}.`,
    });
    if (reported) found++;
  }
  return found + (await reconcilePayouts(tx, provider, now, report));
}

/** One difference, recorded once by its key; the audit row and the staff's notifications go with it. */
type Mismatch = { key: string; kind: string; milestoneId: number; details: Record<string, unknown>; reason: string; message: string };

function mismatchReporter(tx: Tx, now: Date) {
  let staff: string[] | null = null;
  return async (x: Mismatch): Promise<boolean> => {
    if (!(await repo.recordProviderEvent(tx, x.key, x.kind, x.details))) return false;
    await repo.insertSystemAudit(tx, { action: "payment.mismatch", targetId: String(x.milestoneId), reason: x.reason, details: x.details, at: now });
    staff ??= await repo.staffIds(tx);
    const contractId = x.details.contractId;
    for (const userId of staff)
      await notify(tx, {
        userId,
        type: "system",
        title: "결제 대사 불일치",
        message: x.message.slice(0, 500),
        relatedId: `contract:${String(contractId)}`,
      });
    return true;
  };
}

/**
 * How far back a COMPLETED payout is looked up again (days since its row last changed). A bank returns an
 * EXPRESS payout within days, and the operators close each month's statements against the provider's;
 * 30 days covers both without looking up every payout ever made on each daily run. REQUESTED payouts are
 * always looked up, however old.
 */
export const PAYOUT_RECONCILE_DAYS = 30;

const payoutStatusKo: Record<string, string> = {
  REQUESTED: "지급 요청",
  IN_PROGRESS: "지급 중",
  COMPLETED: "지급 완료",
  FAILED: "지급 실패",
  CANCELED: "지급 취소",
};

/**
 * Payouts against the provider's payout lookup (decision 040). A difference: the provider completed a payout
 * we still hold REQUESTED (the payout.changed webhook was lost) — completed here through the webhook's own
 * path, once, when the amounts agree and the ledger has no paid_out yet; a payout we hold COMPLETED (or
 * whose paid_out the ledger has) that the provider failed, cancelled or paid with another amount, or that
 * the ledger lacks — reported only: the ledger is never reversed by this job. A REQUESTED payout the provider
 * still processes or failed is the retry job's, not a difference. @returns the number of new differences.
 */
async function reconcilePayouts(tx: Tx, provider: PaymentProvider, now: Date, report: (x: Mismatch) => Promise<boolean>): Promise<number> {
  if (!provider.payoutsEnabled) return 0;
  let found = 0;
  const since = new Date(now.getTime() - PAYOUT_RECONCILE_DAYS * 24 * 60 * 60_000);
  for (const p of await repo.payoutsToReconcile(tx, since)) {
    let theirs: ProviderPayout;
    try {
      theirs = await provider.payoutStatus(p.providerPayoutId!);
    } catch (e) {
      if (e instanceof ProviderError) continue;
      throw e;
    }
    const paidOut = (await repo.ledgerTransactionIdOf(tx, p.milestoneId, `payout:${p.refPayoutId}`)) !== undefined;
    const theirAmount = theirs.amount?.value ?? 0;
    const sameAmount = theirAmount === p.amount;
    let completedHere = false;
    if (p.status === "REQUESTED" && !paidOut) {
      if (theirs.status !== "COMPLETED") continue;
      if (sameAmount) completedHere = (await applyProviderPayout(tx, p, theirs, now)) === "completed";
    } else if (p.status === "COMPLETED" && paidOut && theirs.status === "COMPLETED" && sameAmount) continue;
    const ours = { status: p.status, amount: p.amount, paidOut };
    const reason =
      `정산 ${payoutStatusKo[p.status] ?? p.status} ${formatWon(p.amount)}(장부 지급 ${paidOut ? "기록됨" : "없음"}), ` +
      `결제사 ${payoutStatusKo[theirs.status] ?? theirs.status} ${formatWon(theirAmount)}` +
      (completedHere ? " — 결제사 기록에 따라 지급 완료로 처리함" : "");
    const reported = await report({
      key: `reconcile:payout:${p.id}:${p.status}:${paidOut ? 1 : 0}:${p.amount}:${theirs.status}:${theirAmount}`.slice(0, 200),
      kind: "reconcile_payout_mismatch",
      milestoneId: p.milestoneId,
      details: {
        payoutId: p.id,
        milestoneId: p.milestoneId,
        contractId: p.contractId,
        refPayoutId: p.refPayoutId,
        providerPayoutId: p.providerPayoutId,
        ours,
        provider: { status: theirs.status, amount: theirAmount },
        completedHere,
      },
      reason,
      message: `계약 #${p.contractId}의 ${p.label} 정산 지급이 결제사 기록과 다릅니다: ${reason}.`,
    });
    if (reported) found++;
  }
  return found;
}

/** The provider the configuration names: Toss over HTTPS, the in-process stand-in, or none. */
export function paymentProviderOf(
  toss: { fake: true } | { fake: false; clientKey: string; secretKey: string; apiUrl: string; securityKey?: string } | undefined,
): { provider: PaymentProvider; fake?: TossFake } | undefined {
  if (!toss) return undefined;
  if (toss.fake) {
    const fake = new TossFake();
    return { provider: new TossProvider("toss-fake", fake.clientKey, fake.secretKey, fake.transport, fake.securityKey), fake };
  }
  return { provider: new TossProvider("toss", toss.clientKey, toss.secretKey, fetchTransport(toss.apiUrl), toss.securityKey) };
}

/** Disputed milestones for the console, oldest first. */
export async function disputes(db: Db) {
  const rows = await repo.disputed(db);
  return rows.map((r) => ({
    milestoneId: r.m.id,
    contractId: r.c.id,
    projectTitle: r.c.projectTitle,
    label: r.m.label,
    amount: r.m.amount,
    held: r.m.held,
    note: r.m.flagNote ?? "",
    disputedAt: iso(r.m.flaggedAt) ?? iso(r.m.updatedAt)!,
  }));
}

/**
 * An operator decides a dispute: `toArtist` won released to the artist (less the withholding), the rest
 * refunded through the provider (a partial cancel, Idempotency-Key per decision). `audit` writes the
 * console's audit row in the same transaction. @throws NotFoundError, ConflictError, ValidationError
 */
export async function decideDispute(
  db: Db,
  provider: PaymentProvider | undefined,
  id: number,
  toArtist: number,
  now: Date,
  audit: (tx: Tx, m: repo.MilestoneRow) => Promise<void>,
) {
  const m0 = await repo.findMilestone(db, id);
  if (!m0) throw new NotFoundError(paymentMessages.notFound);
  if (m0.status !== "disputed" || !m0.paymentKey) throw new ConflictError("분쟁 중인 건이 아닙니다.");
  if (!Number.isSafeInteger(toArtist) || toArtist < 0 || toArtist > m0.held)
    throw new ValidationError("지급액은 0원 이상 보관 금액 이하여야 합니다.", { toArtist: [`0원 이상 ${formatWon(m0.held)} 이하로 입력해주세요.`] });
  const back = m0.held - toArtist;
  if (back > 0) {
    await providerOr409(provider)
      .cancel(m0.paymentKey, { cancelReason: "분쟁 조정 결과 환불", cancelAmount: back }, `decide:${m0.paymentKey}`)
      .catch((e: unknown) => {
        if (e instanceof ProviderError) throw new ConflictError(escrowMessages.providerFailed);
        throw e;
      });
  }
  await inTransaction(db, async (tx) => {
    const m = (await repo.lockMilestone(tx, id))!;
    const c = (await repo.findContract(tx, m.contractId))!;
    await applyTo(tx, m, c.id, { type: "decide", toArtist }, now);
    for (const userId of [c.artistId, c.producerId]) {
      await notify(tx, {
        userId,
        type: "project_update",
        title: "분쟁 조정 결과",
        message: `'${c.projectTitle}' ${m.label} 분쟁이 결정되었습니다: 예술인 지급 ${formatWon(toArtist)}, 제작자 환불 ${formatWon(back)}.`,
        relatedId: `contract:${c.id}`,
      });
    }
    await audit(tx, m);
  });
  if (toArtist > 0) await payOutAfterRelease(db, provider, id, now);
  return { message: "분쟁을 결정했습니다." };
}

/**
 * The artist's yearly income statement (PDF): every payment settled that year (confirmed received, or
 * released from escrow) with gross, withholding and net, and the totals. Proof of paid work the activity
 * record can cite. Rendered by the one PDF module (server/pdf) with its Korean font.
 */
export async function yearlyStatementPdf(db: Db, user: SessionUser, year: number, now: Date): Promise<{ bytes: Buffer; filename: string }> {
  const from = new Date(Date.UTC(year, 0, 1) - 9 * 3_600_000);
  const to = new Date(Date.UTC(year + 1, 0, 1) - 9 * 3_600_000);
  const rows = await repo.settled(db, "artist", user.id, from, to);
  const me = await findAccount(db, user.id);
  const kind = { business_income: "사업소득", other_income: "기타소득", tax_invoice: "세금계산서" } as const;
  let gross = 0;
  let withheld = 0;
  const blocks: import("../../pdf/render").PdfBlock[] = [
    { kind: "title", text: `${year}년 보수 지급 내역서` },
    { kind: "paragraph", text: `소득자: ${displayName(me)}  ·  발급일: ${todayInKorea(now)}` },
    { kind: "rule" },
  ];
  for (const r of rows) {
    const tax = r.choice ?? DEFAULT_TAX_CHOICE;
    const w = withholdingOf(r.gross, tax);
    gross += w.gross;
    withheld += w.withheld;
    blocks.push({ kind: "heading", text: `${todayInKorea(r.settledAt)}  ${r.projectTitle} · ${r.m.label}` });
    blocks.push({
      kind: "paragraph",
      text: `지급자 ${displayName(r.counterpart)}  ·  ${kind[tax]}  ·  총액 ${formatWon(w.gross)}  ·  소득세 ${formatWon(w.incomeTax)}  ·  지방소득세 ${formatWon(w.localTax)}  ·  실지급액 ${formatWon(w.net)}${r.m.method === "escrow" ? "  ·  안전결제" : ""}`,
    });
  }
  if (rows.length === 0) blocks.push({ kind: "paragraph", text: "이 해에 지급이 확인된 보수가 없습니다." });
  blocks.push({ kind: "rule" });
  blocks.push({ kind: "heading", text: `합계: 총액 ${formatWon(gross)}  ·  원천징수 ${formatWon(withheld)}  ·  실지급액 ${formatWon(gross - withheld)}` });
  blocks.push({
    kind: "paragraph",
    text: "아트링크에 기록된 지급 확인(예술인의 수령 확인 또는 안전결제 정산) 기준입니다. 세액은 원천징수 기준의 참고 금액입니다.",
    color: "muted",
  });
  const { renderPdf } = await import("../../pdf/render");
  const bytes = Buffer.from(
    await renderPdf({ title: `${year}년 보수 지급 내역서 - ${displayName(me)}`, createdAt: now, blocks, footer: `아트링크 보수 지급 내역서 ${year}` }),
  );
  return { bytes, filename: `보수지급내역-${year}.pdf` };
}
