import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, ledgerTransactions, notifications, paymentProviderEvents, payouts, users } from "@shared/schema/index";
import { ESCROW_RECONCILIATION_JOB, PAYOUT_RETRY_JOB, escrowReconciliationJob, payoutRetryJob } from "../../../server/jobs/payment-reminder";
import { createJobRunner } from "../../../server/jobs/runner";
import { insertSignedContract } from "../../factories/contracts";
import { insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// The reconciliation job (issue 28, decision 039): the ledger against the provider's lookup.
const clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock });
const fake = t.payments!.fake!;
const runner = createJobRunner(t.db, { now: () => clock });
runner.register(escrowReconciliationJob(t.payments!.provider));
runner.register(payoutRetryJob(t.payments!.provider));

const operator = await signedIn(t, "producer");
await t.db.update(users).set({ staffRole: "operator" }).where(eq(users.id, operator.user.id));

async function held() {
  const producer = await signedIn(t, "producer");
  const artist = await signedIn(t, "artist");
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시" });
  const c = await insertSignedContract(t.db, { projectId: project.id, producerId: producer.user.id, artistId: artist.user.id });
  const m = (await producer.agent.get(`/api/contracts/${c.id}/payments`)).body.milestones[0] as { id: number };
  const order = await producer.agent.post(`/api/payments/${m.id}/escrow/checkout`).send({});
  const paymentKey = fake.checkout(order.body.orderId, order.body.amount, order.body.orderName);
  expect((await producer.agent.post(`/api/payments/escrow/confirm`).send({ paymentKey, orderId: order.body.orderId, amount: order.body.amount })).status).toBe(
    200,
  );
  return { producer, artist, c, m, paymentKey };
}

/** A refund made at the provider outside the platform (its dashboard): the ledger never heard of it. */
const refundAtProvider = (paymentKey: string, cancelAmount: number) =>
  fake.transport({
    method: "POST",
    path: `/v1/payments/${paymentKey}/cancel`,
    headers: { Authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString("base64")}`, "Idempotency-Key": `dashboard:${paymentKey}` },
    body: { cancelReason: "가맹점 관리자에서 취소", cancelAmount },
  });

const mismatches = (milestoneId: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "payment.mismatch"), eq(adminAuditLog.targetId, String(milestoneId))));
const toldOperator = () =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, operator.user.id), eq(notifications.title, "결제 대사 불일치")));

describe("escrow reconciliation", () => {
  it("when the ledger and the provider agree (held, partly refunded, released), then nothing is reported", async () => {
    const a = await held();
    const b = await held();
    expect((await b.artist.agent.post(`/api/payments/${b.m.id}/escrow/partial-refund`).send({ amount: 400_000, reason: "범위 축소에 합의함" })).status).toBe(
      200,
    );
    const c = await held();
    await c.artist.agent.post(`/api/payments/${c.m.id}/deliver`).send({});
    await c.producer.agent.post(`/api/payments/${c.m.id}/approve`).send({});
    const before = (await toldOperator()).length;
    expect(await runner.runOnce(ESCROW_RECONCILIATION_JOB)).toBe(true);
    for (const s of [a, b, c]) expect(await mismatches(s.m.id)).toEqual([]);
    expect(await toldOperator()).toHaveLength(before);
  });

  it("when the provider refunded money the ledger does not know of, then the operators are told once, with an audit row", async () => {
    const s = await held();
    expect((await refundAtProvider(s.paymentKey, 500_000)).status).toBe(200);
    const before = (await toldOperator()).length;
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    const [row] = await mismatches(s.m.id);
    expect(row).toMatchObject({ actorId: "system", targetType: "payment" });
    expect(row!.reason).toBe("장부 보관 3,000,000원·환불 0원, 결제사 잔액 2,500,000원·취소 500,000원");
    expect(row!.details).toMatchObject({
      ledger: { balance: 3_000_000, refunded: 0 },
      provider: { balance: 2_500_000, refunded: 500_000 },
      status: "PARTIAL_CANCELED",
    });
    const told = await toldOperator();
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.message).toContain(`계약 #${s.c.id}`);
    expect(await t.db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.kind, "reconcile_mismatch"))).toHaveLength(1);

    // The next run finds the same difference: not reported again.
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    expect(await mismatches(s.m.id)).toHaveLength(1);
    expect(await toldOperator()).toHaveLength(before + 1);
  });

  it("when a lookup fails, then that payment waits for the next run and the others are still checked", async () => {
    const s = await held();
    fake.failNext(new RegExp(`^/v1/payments/${s.paymentKey}$`), 500);
    const other = await held();
    expect((await refundAtProvider(other.paymentKey, 1_000)).status).toBe(200);
    expect(await runner.runOnce(ESCROW_RECONCILIATION_JOB)).toBe(true);
    expect(await mismatches(s.m.id)).toEqual([]);
    expect(await mismatches(other.m.id)).toHaveLength(1);
  });

  it("when no provider is configured, then the job does nothing", async () => {
    const bare = await createTestApp({ payments: null });
    const r = createJobRunner(bare.db, { now: () => clock });
    r.register(escrowReconciliationJob(undefined));
    expect(await r.runOnce(ESCROW_RECONCILIATION_JOB)).toBe(true);
  });
});

// Payouts (decision 040): our payout rows against the provider's payout lookup.
const ACCOUNT = { bankCode: "088", accountNumber: "110-123-456789", holderName: "이지호", phone: "010-1234-5678" };
const NET = 2_901_000; // 3,000,000 released less 3.3 % (사업소득)

/** Held, delivered and approved with the artist's account registered: the payout requested (or completed). */
async function paidOut(mode: "complete" | "hold") {
  const s = await held();
  expect((await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT)).status).toBe(200);
  fake.payoutMode = mode;
  try {
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({})).status).toBe(200);
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({})).status).toBe(200);
  } finally {
    fake.payoutMode = "complete";
  }
  const [row] = await t.db.select().from(payouts).where(eq(payouts.milestoneId, s.m.id));
  expect(row).toMatchObject({ status: mode === "hold" ? "REQUESTED" : "COMPLETED", amount: NET });
  return { ...s, payout: row!, theirs: fake.payouts().find((x) => x.id === row!.providerPayoutId)! };
}
const payoutTxns = async (milestoneId: number) =>
  (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.milestoneId, milestoneId))).filter((x) => x.kind === "payout");
const payoutEvents = () => t.db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.kind, "reconcile_payout_mismatch"));

describe("payout reconciliation", () => {
  it("when our payout and the provider's agree, then nothing is reported", async () => {
    const s = await paidOut("complete");
    const before = (await payoutEvents()).length;
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    expect(await mismatches(s.m.id)).toEqual([]);
    expect(await payoutEvents()).toHaveLength(before);
  });

  it("when the provider completed a payout whose webhook was lost, then the job completes it once and tells the operators once", async () => {
    const s = await paidOut("hold");
    const hook = fake.settlePayout(s.payout.providerPayoutId!, "COMPLETED"); // the payout.changed webhook is lost
    const before = (await toldOperator()).length;
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, s.payout.id));
    expect(row).toMatchObject({ status: "COMPLETED" });
    expect(row!.ledgerTransactionId).not.toBeNull();
    expect(await payoutTxns(s.m.id)).toHaveLength(1);
    const [audit] = await mismatches(s.m.id);
    expect(audit!.reason).toBe("정산 지급 요청 2,901,000원(장부 지급 없음), 결제사 지급 완료 2,901,000원 — 결제사 기록에 따라 지급 완료로 처리함");
    expect(audit!.details).toMatchObject({ payoutId: s.payout.id, completedHere: true, provider: { status: "COMPLETED", amount: NET } });
    expect(await toldOperator()).toHaveLength(before + 1);

    // The next run, the retry job and a late webhook change nothing: one paid_out, one report.
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    expect((await t.request.post("/api/payments/webhooks/toss").set(hook.headers).set("Content-Type", "application/json").send(hook.payload)).status).toBe(200);
    expect(await payoutTxns(s.m.id)).toHaveLength(1);
    expect(await mismatches(s.m.id)).toHaveLength(1);
    expect(await toldOperator()).toHaveLength(before + 1);
  });

  it("when the provider failed a payout we hold COMPLETED, then one difference is reported and the ledger is left as it is", async () => {
    const s = await paidOut("complete");
    fake.settlePayout(s.payout.providerPayoutId!, "FAILED"); // returned by the bank after the fact
    const before = (await toldOperator()).length;
    const events = (await payoutEvents()).length;
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    const [audit] = await mismatches(s.m.id);
    expect(audit).toMatchObject({ actorId: "system", targetType: "payment", action: "payment.mismatch" });
    expect(audit!.reason).toBe("정산 지급 완료 2,901,000원(장부 지급 기록됨), 결제사 지급 실패 2,901,000원");
    expect(audit!.details).toMatchObject({ ours: { status: "COMPLETED", amount: NET, paidOut: true }, provider: { status: "FAILED" }, completedHere: false });
    const told = await toldOperator();
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.message).toContain(`계약 #${s.c.id}`);
    expect(await payoutEvents()).toHaveLength(events + 1);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, s.payout.id)))[0]).toMatchObject({ status: "COMPLETED" });
    expect(await payoutTxns(s.m.id)).toHaveLength(1);

    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    expect(await mismatches(s.m.id)).toHaveLength(1);
    expect(await toldOperator()).toHaveLength(before + 1);
    expect(await payoutEvents()).toHaveLength(events + 1);
  });

  it("when the provider paid another amount, then the difference is reported once", async () => {
    const s = await paidOut("complete");
    s.theirs.amount.value = NET - 1_000;
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    const rows = await mismatches(s.m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe("정산 지급 완료 2,901,000원(장부 지급 기록됨), 결제사 지급 완료 2,900,000원");
  });

  it("when the provider completes a payout for another amount, then no paid_out is written by the webhook, the retry job or the reconciliation, and it is reported once", async () => {
    const s = await paidOut("hold");
    s.theirs.amount.value = NET - 1_000;
    const hook = fake.settlePayout(s.payout.providerPayoutId!, "COMPLETED");
    expect((await t.request.post("/api/payments/webhooks/toss").set(hook.headers).set("Content-Type", "application/json").send(hook.payload)).status).toBe(200);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    expect((await t.db.select().from(payouts).where(eq(payouts.milestoneId, s.m.id))).map((p) => p.status)).toEqual(["REQUESTED"]);
    expect(await payoutTxns(s.m.id)).toEqual([]);
    const rows = await mismatches(s.m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe("정산 지급 요청 2,901,000원(장부 지급 없음), 결제사 지급 완료 2,900,000원");
  });

  it("when a payout lookup fails, then that payout waits for the next run", async () => {
    const s = await paidOut("hold");
    fake.settlePayout(s.payout.providerPayoutId!, "COMPLETED");
    fake.failNext(new RegExp(`^/v2/payouts/${s.payout.providerPayoutId}$`), 500);
    expect(await runner.runOnce(ESCROW_RECONCILIATION_JOB)).toBe(true);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, s.payout.id)))[0]).toMatchObject({ status: "REQUESTED" });
    expect(await mismatches(s.m.id)).toEqual([]);
    await runner.runOnce(ESCROW_RECONCILIATION_JOB);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, s.payout.id)))[0]).toMatchObject({ status: "COMPLETED" });
    expect(await mismatches(s.m.id)).toHaveLength(1);
  });
});
