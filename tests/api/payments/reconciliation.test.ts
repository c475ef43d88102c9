import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, notifications, paymentProviderEvents, users } from "@shared/schema/index";
import { ESCROW_RECONCILIATION_JOB, escrowReconciliationJob } from "../../../server/jobs/payment-reminder";
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
