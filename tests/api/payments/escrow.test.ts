import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, ledgerEntries, paymentMilestones, paymentProviderEvents, users } from "@shared/schema/index";
import { ESCROW_AUTO_RELEASE_JOB, escrowAutoReleaseJob } from "../../../server/jobs/payment-reminder";
import { createJobRunner } from "../../../server/jobs/runner";
import { insertSignedContract } from "../../factories/contracts";
import { insertProject } from "../../factories/projects";
import { signedIn, signedInWithSecondFactor } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { signedContractWithMilestone } from "../../factories/payments";

let clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock, payments: "with-checkout-page" });
const fake = t.payments!.fake!;
const runner = createJobRunner(t.db, { now: () => clock });
runner.register(escrowAutoReleaseJob());

async function setup() {
  const { view, ...s } = await signedContractWithMilestone(t);
  expect(view.body.escrowAvailable).toBe(true);
  return s;
}

/** The producer pays the milestone through the stand-in's checkout page and the client confirms it. */
async function payIntoEscrow(s: Awaited<ReturnType<typeof setup>>) {
  const order = await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/checkout`).send({});
  expect(order.status).toBe(200);
  expect(order.body).toMatchObject({
    amount: 3_000_000,
    provider: "toss-fake",
    clientKey: fake.clientKey,
    customerName: "박서연",
    customerEmail: s.producer.user.email,
  });
  // The widget's buyer id: random per order, never the e-mail or a counter (Toss's rule).
  expect(order.body.customerKey).toMatch(/^artlink-[0-9a-f-]{36}$/);
  const page = await t.request.get(
    `/toss-fake/checkout?orderId=${order.body.orderId}&amount=${order.body.amount}&orderName=x&successUrl=/payments/success&failUrl=/payments/fail`,
  );
  expect(page.status).toBe(200);
  expect(page.text).toContain("3,000,000원");
  const back = await t.request
    .post("/toss-fake/checkout")
    .type("form")
    .send({
      orderId: order.body.orderId,
      amount: String(order.body.amount),
      orderName: "x",
      successUrl: "/payments/success",
      failUrl: "/payments/fail",
      result: "pay",
    });
  expect(back.status).toBe(303);
  const url = new URL(back.headers.location!, "http://x");
  expect(url.pathname).toBe("/payments/success");
  const body = { paymentKey: url.searchParams.get("paymentKey")!, orderId: url.searchParams.get("orderId")!, amount: Number(url.searchParams.get("amount")) };
  return body;
}

const balances = async (milestoneId: number) => {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.milestoneId, milestoneId));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.account] = (out[r.account] ?? 0) + r.amount;
  return out;
};

describe("안전결제 through the stand-in", () => {
  it("when the producer pays, the artist delivers and the producer approves, then the money is held, then released less the withholding", async () => {
    const s = await setup();
    const paid = await payIntoEscrow(s);
    const confirmed = await s.producer.agent.post(`/api/payments/escrow/confirm`).send(paid);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.milestones[0]).toMatchObject({ status: "held", method: "escrow" });
    // The provider call carried Basic auth and an Idempotency-Key.
    const call = fake.log.find((r) => r.path === "/v1/payments/confirm" && (r.body as { orderId: string }).orderId === paid.orderId)!;
    expect(call.headers["Idempotency-Key"]).toBe(`confirm:${paid.orderId}`);
    expect(call.headers.Authorization).toMatch(/^Basic /);
    // Confirmed twice (a double click) and its webhook twice: held once.
    expect((await s.producer.agent.post(`/api/payments/escrow/confirm`).send(paid)).status).toBe(200);
    const hook = fake.webhookFor(paid.paymentKey);
    expect((await t.request.post("/api/payments/webhooks/toss").send(hook)).status).toBe(200);
    expect((await t.request.post("/api/payments/webhooks/toss").send(hook)).status).toBe(200);
    expect(await t.db.select().from(paymentProviderEvents)).toHaveLength(1);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });

    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({})).status).toBe(409);
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/deliver`).send({})).status).toBe(403);
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({})).body.milestones[0].status).toBe("delivered");
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/request-changes`).send({})).body.milestones[0].status).toBe("held");
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    const ok = await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({});
    expect(ok.status).toBe(200);
    expect(ok.body.milestones[0]).toMatchObject({ status: "released", bucket: "paid" });
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 0, artist: 2_901_000, withholding: 99_000 });
    // Direct-payment actions do not apply to an escrowed milestone.
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 1 })).status).toBe(409);
  });

  it("when the provider fails the first confirm, then nothing is held; the retried confirm and the late webhook hold it once", async () => {
    const s = await setup();
    const paid = await payIntoEscrow(s);
    // The provider approved it, but our confirm answer was lost: the first confirm fails at the provider.
    fake.failNext(/^\/v1\/payments\/confirm$/, 500);
    expect((await s.producer.agent.post(`/api/payments/escrow/confirm`).send(paid)).status).toBe(409);
    expect(await balances(s.m.id)).toEqual({});
    // Toss retries: now it succeeds; the webhook comes as well, in either order.
    expect((await s.producer.agent.post(`/api/payments/escrow/confirm`).send(paid)).status).toBe(200);
    await t.request.post("/api/payments/webhooks/toss").send(fake.webhookFor(paid.paymentKey, "2026-12-02T09:00:01"));
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
  });

  it("when nobody answers for 7 days after delivery, then the job releases it; a dispute holds it instead", async () => {
    const a = await setup();
    await a.producer.agent.post(`/api/payments/escrow/confirm`).send(await payIntoEscrow(a));
    const b = await setup();
    await b.producer.agent.post(`/api/payments/escrow/confirm`).send(await payIntoEscrow(b));
    clock = new Date("2026-12-03T00:00:00Z");
    await a.artist.agent.post(`/api/payments/${a.m.id}/deliver`).send({});
    await b.artist.agent.post(`/api/payments/${b.m.id}/deliver`).send({});
    const d = await b.producer.agent.post(`/api/payments/${b.m.id}/dispute`).send({ note: "작업물이 계약과 다릅니다" });
    expect(d.status).toBe(200);
    expect(d.body.milestones[0].status).toBe("disputed");
    clock = new Date("2026-12-09T00:00:00Z"); // six days
    await runner.runOnce(ESCROW_AUTO_RELEASE_JOB);
    expect((await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.id, a.m.id)))[0]!.status).toBe("delivered");
    clock = new Date("2026-12-10T00:00:00Z"); // seven
    await runner.runOnce(ESCROW_AUTO_RELEASE_JOB);
    expect((await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.id, a.m.id)))[0]!.status).toBe("released");
    expect((await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.id, b.m.id)))[0]!.status).toBe("disputed");
    expect(await balances(b.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    clock = new Date("2026-12-02T00:00:00Z");
  });

  it("when the producer cancels before delivery, then the provider refunds it in full; a failed provider call changes nothing", async () => {
    const s = await setup();
    await s.producer.agent.post(`/api/payments/escrow/confirm`).send(await payIntoEscrow(s));
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/escrow/cancel`).send({})).status).toBe(403);
    fake.failNext(/\/cancel$/, 500);
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/cancel`).send({})).status).toBe(409);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    const res = await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/cancel`).send({});
    expect(res.status).toBe(200);
    expect(res.body.milestones[0].status).toBe("cancelled");
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 0, refund: 3_000_000 });
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/cancel`).send({})).status).toBe(409);
  });

  it("when the confirm names another amount or an unknown order, then 409 / 404 and nothing is held", async () => {
    const s = await setup();
    const paid = await payIntoEscrow(s);
    expect((await s.producer.agent.post(`/api/payments/escrow/confirm`).send({ ...paid, amount: 1000 })).status).toBe(409);
    expect((await s.producer.agent.post(`/api/payments/escrow/confirm`).send({ ...paid, orderId: "artlink-0-none" })).status).toBe(404);
    expect((await s.artist.agent.post(`/api/payments/escrow/confirm`).send(paid)).status).toBe(403);
    expect(await balances(s.m.id)).toEqual({});
  });
});

describe("disputes decided in the console", () => {
  it("when an operator splits a disputed milestone, then the artist's part is released, the rest refunded through the provider, with an audit row", async () => {
    // The console asks for a fresh second factor: the app's clock is the real one here.
    clock = new Date();
    const s = await setup();
    const paid = await payIntoEscrow(s);
    await s.producer.agent.post(`/api/payments/escrow/confirm`).send(paid);
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/dispute`).send({ note: "짧음" })).status).toBe(400);
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/dispute`).send({ note: "수정 요청이 계약 범위를 넘습니다" })).status).toBe(200);
    // Held: neither approval nor auto-release moves it.
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({})).status).toBe(409);

    const op = await signedInWithSecondFactor(t, "producer");
    await t.db.update(users).set({ staffRole: "operator" }).where(eq(users.id, op.user.id));
    const list = await op.agent.get("/api/admin/payments/disputes");
    expect(list.status).toBe(200);
    expect(list.body.some((d: { milestoneId: number }) => d.milestoneId === s.m.id)).toBe(true);
    expect((await s.producer.agent.post(`/api/admin/payments/${s.m.id}/decide`).send({ toArtist: 0, reason: "x" })).status).toBe(403);
    const tooMuch = await op.agent.post(`/api/admin/payments/${s.m.id}/decide`).send({ toArtist: 3_000_001, reason: "분할" });
    expect(tooMuch.status).toBe(400);
    const res = await op.agent.post(`/api/admin/payments/${s.m.id}/decide`).send({ toArtist: 2_000_000, reason: "작업 2/3 완료로 분할" });
    expect(res.status).toBe(200);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 0, artist: 1_934_000, withholding: 66_000, refund: 1_000_000 });
    const cancel = fake.log.find((r) => r.path.endsWith("/cancel") && (r.body as { cancelAmount?: number }).cancelAmount === 1_000_000)!;
    expect(cancel.headers["Idempotency-Key"]).toBe(`decide:${paid.paymentKey}`);
    const [row] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(s.m.id)));
    expect(row).toMatchObject({ action: "payment.decide", targetType: "payment", actorId: op.user.id, reason: "작업 2/3 완료로 분할" });
    expect((await op.agent.post(`/api/admin/payments/${s.m.id}/decide`).send({ toArtist: 0, reason: "다시" })).status).toBe(409);
    clock = new Date("2026-12-02T00:00:00Z");
  });
});

describe("without a provider", () => {
  it("when no keys are configured, then 안전결제 is not offered and its calls answer 409", async () => {
    const bare = await createTestApp({ payments: null });
    const producer = await signedIn(bare, "producer");
    const artist = await signedIn(bare, "artist");
    const project = await insertProject(bare.db, { producerId: producer.user.id });
    const c = await insertSignedContract(bare.db, { projectId: project.id, producerId: producer.user.id, artistId: artist.user.id });
    const view = await producer.agent.get(`/api/contracts/${c.id}/payments`);
    expect(view.body.escrowAvailable).toBe(false);
    expect((await producer.agent.post(`/api/payments/${view.body.milestones[0].id}/escrow/checkout`).send({})).status).toBe(409);
    expect((await bare.request.post("/api/payments/webhooks/toss").send({ eventType: "PAYMENT_STATUS_CHANGED", createdAt: "x", data: {} })).status).toBe(404);
  });
});
