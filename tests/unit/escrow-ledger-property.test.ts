import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TaxChoice } from "@shared/payments";
import {
  LEDGER_ACCOUNTS,
  applyEscrow,
  assertBalanced,
  sumOf,
  type EscrowEvent,
  type EscrowState,
  type LedgerAccount,
  type LedgerTxn,
} from "../../server/features/payments/ledger-rules";

/**
 * Random sequences of pay, deliver, approve, auto-release, dispute, decide, refund and cancel, with the
 * confirm answer and its webhook duplicated and reordered and provider calls that fail, run through the
 * same rules the service applies, with the same once-per-key ledger writer. ESCROW_PROPERTY_RUNS=10000 for
 * the long run.
 */
const RUNS = Number(process.env.ESCROW_PROPERTY_RUNS) || 200;

type Step =
  | { kind: "confirm"; fails: boolean; attempt: number }
  | { kind: "webhook"; attempt: number }
  | { kind: "deliver"; day: number }
  | { kind: "approve" }
  | { kind: "request_changes" }
  | { kind: "auto_release"; day: number }
  | { kind: "dispute" }
  | { kind: "decide"; share: number }
  | { kind: "refund"; share: number; fails: boolean }
  | { kind: "cancel"; fails: boolean }
  /** A payout attempt (decision 040): the provider fails it (a new attempt later gets a new key) or completes it; its webhook may come twice. */
  | { kind: "payout"; fails: boolean; replayed: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("confirm" as const), fails: fc.boolean(), attempt: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant("webhook" as const), attempt: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant("deliver" as const), day: fc.integer({ min: 0, max: 20 }) }),
  fc.constant({ kind: "approve" as const }),
  fc.constant({ kind: "request_changes" as const }),
  fc.record({ kind: fc.constant("auto_release" as const), day: fc.integer({ min: 0, max: 30 }) }),
  fc.constant({ kind: "dispute" as const }),
  fc.record({ kind: fc.constant("decide" as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant("refund" as const), share: fc.double({ min: 0, max: 1, noNaN: true }), fails: fc.boolean() }),
  fc.record({ kind: fc.constant("cancel" as const), fails: fc.boolean() }),
  fc.record({ kind: fc.constant("payout" as const), fails: fc.boolean(), replayed: fc.boolean() }),
);

const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10);

/** The ledger as the service keeps it: one row per key, balances per account. */
class Ledger {
  keys = new Set<string>();
  balance = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Record<LedgerAccount, number>;
  write(txns: LedgerTxn[]) {
    for (const t of txns) {
      assertBalanced(t.postings);
      expect(sumOf(t.postings)).toBe(0);
      if (this.keys.has(t.key)) continue;
      this.keys.add(t.key);
      for (const p of t.postings) this.balance[p.account] += p.amount;
    }
  }
}

function run(amount: number, tax: TaxChoice, steps: Step[]) {
  let s: EscrowState = { status: "due", amount, held: 0, owed: 0, deliveredOn: null, paymentKey: null };
  const ledger = new Ledger();
  let refunds = 0;
  let payouts = 0;
  for (const st of steps) {
    let e: EscrowEvent | null = null;
    const paymentKey = `pk_${st.kind === "confirm" || st.kind === "webhook" ? st.attempt : 0}`;
    switch (st.kind) {
      case "confirm":
        e = st.fails ? null : { type: "funded", paymentKey, amount };
        break;
      case "webhook":
        // A DONE webhook is only sent for a payment the provider approved: one whose confirm was called.
        e = { type: "funded", paymentKey, amount };
        break;
      case "deliver":
        e = { type: "deliver", today: day(st.day) };
        break;
      case "approve":
        e = { type: "approve" };
        break;
      case "request_changes":
        e = { type: "request_changes" };
        break;
      case "auto_release":
        e = { type: "auto_release", today: day(st.day) };
        break;
      case "dispute":
        e = { type: "dispute" };
        break;
      case "decide":
        e = { type: "decide", toArtist: Math.floor(s.held * st.share) };
        break;
      case "refund":
        e = st.fails ? null : { type: "refund", amount: Math.max(1, Math.floor(s.held * st.share)), refundKey: `r${refunds++}` };
        break;
      case "cancel":
        e = st.fails ? null : { type: "cancel", refundKey: `r${refunds++}` };
        break;
      case "payout":
        // A failed attempt moves nothing and uses up its key (refPayoutId): the next attempt has a new one.
        e = { type: "paid_out", payoutKey: `artlink-1-${++payouts}` };
        if (st.fails) e = null;
        break;
    }
    if (!e) continue;
    const r = applyEscrow(s, e, tax);
    if (!r.ok) continue;
    ledger.write(r.txns);
    // A duplicated delivery of the same answer or webhook changes nothing.
    if (e.type === "funded") {
      const again = applyEscrow(r.state, e, tax);
      expect(again.ok && again.txns.length).toBe(0);
    }
    // A replayed payout.changed webhook (the same key) pays nothing twice: no new transaction, or one the writer skips.
    if (e.type === "paid_out" && st.kind === "payout" && st.replayed) {
      const again = applyEscrow(r.state, e, tax);
      expect(again.ok && again.txns.length).toBe(0);
      const before = { ...ledger.balance };
      ledger.write(r.txns);
      expect(ledger.balance).toEqual(before);
    }
    s = r.state;

    const b = ledger.balance;
    for (const a of LEDGER_ACCOUNTS) if (a !== "producer") expect(b[a], a).toBeGreaterThanOrEqual(0);
    expect(b.producer).toBeLessThanOrEqual(0);
    // Every won paid in is held, owed to the artist, withheld, paid out or refunded.
    expect(0 - b.producer).toBe(b.escrow + b.artist + b.withholding + b.payout + b.refund);
    expect(b.escrow).toBe(s.held);
    expect(b.artist).toBe(s.owed);
    expect(-b.producer).toBeLessThanOrEqual(amount);
    // Paid out is never more than was released net of withholding.
    expect(b.payout + b.withholding).toBeLessThanOrEqual(-b.producer - b.escrow - b.refund);
    if (["released", "refunded", "cancelled"].includes(s.status)) expect(b.escrow).toBe(0);
  }
}

describe("escrow ledger (property)", () => {
  it(`when ${RUNS} random sequences run, then every transaction balances, no account goes negative and no won is lost`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom<TaxChoice>("business_income", "other_income", "tax_invoice"),
        fc.array(step, { maxLength: 40 }),
        run,
      ),
      { numRuns: RUNS },
    );
  });

  it("when a milestone is approved, then the artist's net and the withholding add up to what was held", () => {
    let s: EscrowState = { status: "due", amount: 1_000_000, held: 0, owed: 0, deliveredOn: null, paymentKey: null };
    const ledger = new Ledger();
    for (const e of [
      { type: "funded", paymentKey: "pk", amount: 1_000_000 },
      { type: "deliver", today: "2026-12-01" },
      { type: "auto_release", today: "2026-12-07" },
      { type: "auto_release", today: "2026-12-08" },
      { type: "paid_out", payoutKey: "po" },
    ] as EscrowEvent[]) {
      const r = applyEscrow(s, e, "business_income");
      if (e.type === "auto_release" && e.today === "2026-12-07") {
        expect(r.ok).toBe(false);
        continue;
      }
      expect(r.ok).toBe(true);
      if (r.ok) {
        ledger.write(r.txns);
        s = r.state;
      }
    }
    expect(ledger.balance).toEqual({ producer: -1_000_000, escrow: 0, artist: 0, withholding: 33_000, payout: 967_000, refund: 0 });
  });
});
