/**
 * The money rules of one milestone, pure (issue 28, decision 037): each event either is refused or moves
 * the milestone to its next state with the balanced ledger transactions it makes. The service applies
 * them in one database transaction; the property test drives random sequences through the same function.
 *
 * Accounts per milestone, amounts signed (debit +, credit −), every transaction sums to 0:
 * producer (where money comes from: its balance is minus what was paid in), escrow (held by the
 * provider for us), artist (released, not yet paid out), withholding (tax withheld for the producer to
 * file), payout (paid out to the artist, or paid directly), refund (returned to the producer).
 */
import { withholdingOf, type MilestoneStatus, type TaxChoice } from "@shared/payments";

export const LEDGER_ACCOUNTS = ["producer", "escrow", "artist", "withholding", "payout", "refund"] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface Posting {
  account: LedgerAccount;
  amount: number;
}
export interface LedgerTxn {
  /** Unique per milestone: the same event twice (a duplicated webhook, a retried click) writes once. */
  key: string;
  kind: "direct" | "fund" | "release" | "payout" | "refund";
  postings: Posting[];
}

/** Days after delivery with no answer from the producer before the money is released by itself. */
export const AUTO_RELEASE_DAYS = 7;

export interface EscrowState {
  status: MilestoneStatus;
  /** The milestone's gross amount. */
  amount: number;
  /** Won in escrow now. */
  held: number;
  /** Released to the artist, not yet paid out. */
  owed: number;
  deliveredOn: string | null;
  paymentKey: string | null;
}

export type EscrowEvent =
  | { type: "funded"; paymentKey: string; amount: number }
  | { type: "deliver"; today: string }
  | { type: "approve" }
  | { type: "request_changes" }
  | { type: "auto_release"; today: string }
  | { type: "dispute" }
  /** The operator's decision: `toArtist` won released, the rest refunded (0 = refund all, held = release all). */
  | { type: "decide"; toArtist: number }
  /** A partial refund by agreement (the provider's cancel succeeded), before delivery. */
  | { type: "refund"; amount: number; refundKey: string }
  /** Cancelling before delivery: the whole held amount back (the provider's cancel succeeded). */
  | { type: "cancel"; refundKey: string }
  /** The provider's payout of what the artist is owed succeeded. */
  | { type: "paid_out"; payoutKey: string }
  /** Paid directly and confirmed by the artist. */
  | { type: "direct_received"; key: string };

export type Applied = { ok: true; state: EscrowState; txns: LedgerTxn[] } | { ok: false; reason: string };

const refuse = (reason: string): Applied => ({ ok: false, reason });

export function sumOf(postings: readonly Posting[]): number {
  return postings.reduce((s, p) => s + p.amount, 0);
}

/** Throws unless every amount is a safe integer and they sum to 0 (the write function calls it too). */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error("a ledger transaction has at least two postings");
  for (const p of postings) if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`bad amount ${p.amount} on ${p.account}`);
  if (sumOf(postings) !== 0) throw new Error("ledger transaction does not balance");
}

/** The release of `gross` won from escrow: the artist's net and the tax withheld. */
function releaseTxn(key: string, gross: number, tax: TaxChoice): LedgerTxn {
  const w = withholdingOf(gross, tax);
  const postings: Posting[] = [{ account: "escrow", amount: -gross }];
  if (w.net > 0) postings.push({ account: "artist", amount: w.net });
  if (w.withheld > 0) postings.push({ account: "withholding", amount: w.withheld });
  return { key, kind: "release", postings };
}

function refundTxn(key: string, amount: number): LedgerTxn {
  return {
    key,
    kind: "refund",
    postings: [
      { account: "escrow", amount: -amount },
      { account: "refund", amount },
    ],
  };
}

/** Net released so far and not paid out goes out in one payout. */
function releaseAll(s: EscrowState, key: string, tax: TaxChoice): Applied {
  if (s.held === 0) return { ok: true, state: { ...s, status: "released" }, txns: [] };
  const txn = releaseTxn(key, s.held, tax);
  const net = txn.postings.find((p) => p.account === "artist")?.amount ?? 0;
  return { ok: true, state: { ...s, status: "released", held: 0, owed: s.owed + net }, txns: [txn] };
}

/** The next state of a milestone under `e`, with its ledger transactions, or why it is refused. */
export function applyEscrow(s: EscrowState, e: EscrowEvent, tax: TaxChoice): Applied {
  switch (e.type) {
    case "funded": {
      // The confirm answer and the DONE webhook both say so; whichever comes first funds, the other is a no-op.
      if (s.paymentKey === e.paymentKey && s.status !== "due") return { ok: true, state: s, txns: [] };
      if (s.status !== "due" || s.paymentKey !== null) return refuse("이미 결제된 지급 건입니다.");
      if (!Number.isSafeInteger(e.amount) || e.amount !== s.amount) return refuse("결제 금액이 지급 건 금액과 다릅니다.");
      return {
        ok: true,
        state: { ...s, status: "held", held: e.amount, paymentKey: e.paymentKey },
        txns: [
          {
            key: `fund:${e.paymentKey}`,
            kind: "fund",
            postings: [
              { account: "producer", amount: -e.amount },
              { account: "escrow", amount: e.amount },
            ],
          },
        ],
      };
    }
    case "deliver":
      if (s.status !== "held") return refuse("보관 중인 결제에만 작업 완료를 보고할 수 있습니다.");
      return { ok: true, state: { ...s, status: "delivered", deliveredOn: e.today }, txns: [] };
    case "request_changes":
      if (s.status !== "delivered") return refuse("작업 완료 보고된 건에만 수정을 요청할 수 있습니다.");
      return { ok: true, state: { ...s, status: "held", deliveredOn: null }, txns: [] };
    case "approve":
      if (s.status !== "delivered") return refuse("작업 완료 보고된 건만 승인할 수 있습니다.");
      return releaseAll(s, `release:${s.paymentKey}`, tax);
    case "auto_release": {
      if (s.status !== "delivered" || !s.deliveredOn) return refuse("자동 정산 대상이 아닙니다.");
      const days = Math.round((Date.parse(`${e.today}T00:00:00Z`) - Date.parse(`${s.deliveredOn}T00:00:00Z`)) / 86_400_000);
      if (days < AUTO_RELEASE_DAYS) return refuse("작업 완료 보고 후 7일이 지나지 않았습니다.");
      return releaseAll(s, `release:${s.paymentKey}`, tax);
    }
    case "dispute":
      if (s.status !== "held" && s.status !== "delivered") return refuse("보관 중인 결제에만 분쟁을 신청할 수 있습니다.");
      return { ok: true, state: { ...s, status: "disputed" }, txns: [] };
    case "decide": {
      if (s.status !== "disputed") return refuse("분쟁 중인 건이 아닙니다.");
      if (!Number.isSafeInteger(e.toArtist) || e.toArtist < 0 || e.toArtist > s.held) return refuse("지급액은 0원 이상 보관 금액 이하여야 합니다.");
      const txns: LedgerTxn[] = [];
      let owed = s.owed;
      if (e.toArtist > 0) {
        const t = releaseTxn(`release:${s.paymentKey}`, e.toArtist, tax);
        owed += t.postings.find((p) => p.account === "artist")?.amount ?? 0;
        txns.push(t);
      }
      const back = s.held - e.toArtist;
      if (back > 0) txns.push(refundTxn(`refund:${s.paymentKey}:decision`, back));
      return { ok: true, state: { ...s, status: e.toArtist > 0 ? "released" : "refunded", held: 0, owed }, txns };
    }
    case "refund":
      if (s.status !== "held") return refuse("작업 완료 보고 전, 보관 중인 결제만 환불할 수 있습니다.");
      if (!Number.isSafeInteger(e.amount) || e.amount <= 0 || e.amount > s.held) return refuse("환불 금액은 1원 이상 보관 금액 이하여야 합니다.");
      return {
        ok: true,
        state: { ...s, held: s.held - e.amount, status: e.amount === s.held ? "refunded" : "held" },
        txns: [refundTxn(`refund:${e.refundKey}`, e.amount)],
      };
    case "cancel":
      if (s.status !== "held") return refuse("작업 완료 보고 전, 보관 중인 결제만 취소할 수 있습니다.");
      return { ok: true, state: { ...s, held: 0, status: "cancelled" }, txns: [refundTxn(`refund:${e.refundKey}`, s.held)] };
    case "paid_out":
      if (s.owed === 0) return { ok: true, state: s, txns: [] };
      return {
        ok: true,
        state: { ...s, owed: 0 },
        txns: [
          {
            key: `payout:${e.payoutKey}`,
            kind: "payout",
            postings: [
              { account: "artist", amount: -s.owed },
              { account: "payout", amount: s.owed },
            ],
          },
        ],
      };
    case "direct_received": {
      if (s.status !== "paid_reported" && s.status !== "due" && s.status !== "not_received") return refuse("수령을 확인할 수 있는 상태가 아닙니다.");
      const w = withholdingOf(s.amount, tax);
      const postings: Posting[] = [{ account: "producer", amount: -s.amount }];
      if (w.net > 0) postings.push({ account: "payout", amount: w.net });
      if (w.withheld > 0) postings.push({ account: "withholding", amount: w.withheld });
      return { ok: true, state: { ...s, status: "received" }, txns: [{ key: `direct:${e.key}`, kind: "direct", postings }] };
    }
  }
}
