import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, notifications, payoutAccounts, payouts } from "@shared/schema/index";
import { decryptJwe } from "../../../server/features/payments/jwe";
import { payOutMilestone } from "../../../server/features/payments/payouts";
import { decideDispute, escrowCheckout, escrowConfirm } from "../../../server/features/payments/service";
import { PAYOUT_RETRY_JOB, payoutRetryJob } from "../../../server/jobs/payment-reminder";
import { createJobRunner } from "../../../server/jobs/runner";
import { insertSignedContract } from "../../factories/contracts";
import { createMilestones } from "../../../server/features/payments/service";
import { insertProject } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { signedContractWithMilestone } from "../../factories/payments";

let clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock });
const fake = t.payments!.fake!;
const provider = t.payments!.provider;
const runner = createJobRunner(t.db, { now: () => clock });
runner.register(payoutRetryJob(provider));

const ACCOUNT = { bankCode: "088", accountNumber: "110-123-456789", holderName: "이지호", phone: "010-1234-5678" };
const NET = 2_901_000; // 3,000,000 released less 3.3 % (사업소득)

const setup = () => signedContractWithMilestone(t);

/** Paid into escrow through the stand-in, delivered and approved: released to the artist. */
async function release(s: Awaited<ReturnType<typeof setup>>) {
  const order = await escrowCheckout(t.db, provider, { id: s.producer.user.id, userType: "producer" }, s.m.id, clock);
  const paymentKey = fake.checkout(order.orderId, order.amount, order.orderName);
  await escrowConfirm(t.db, provider, { id: s.producer.user.id, userType: "producer" }, { paymentKey, orderId: order.orderId, amount: order.amount }, clock);
  expect((await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({})).status).toBe(200);
  const ok = await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({});
  expect(ok.status).toBe(200);
}

const balances = async (milestoneId: number) => {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.milestoneId, milestoneId));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.account] = (out[r.account] ?? 0) + r.amount;
  return out;
};
const payoutRows = (milestoneId: number) => t.db.select().from(payouts).where(eq(payouts.milestoneId, milestoneId)).orderBy(payouts.id);
const payoutTxns = async (milestoneId: number) =>
  (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.milestoneId, milestoneId))).filter((x) => x.kind === "payout");
const sendHook = (hook: { payload: string; headers: Record<string, string> }) =>
  t.request.post("/api/payments/webhooks/toss").set(hook.headers).set("Content-Type", "application/json").send(hook.payload);

describe("the artist's payout account", () => {
  it("when nothing is registered, then the artist sees no account and nothing waiting; a producer and a guest are refused", async () => {
    const s = await setup();
    const mine = await s.artist.agent.get("/api/me/payout-account");
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ available: true, account: null, waiting: 0, payouts: [], preKycLimit: 10_000_000 });
    expect((await s.producer.agent.get("/api/me/payout-account")).status).toBe(403);
    expect((await s.producer.agent.put("/api/me/payout-account").send(ACCOUNT)).status).toBe(403);
    expect((await t.request.get("/api/me/payout-account")).status).toBe(401);
  });

  it("when the input is not a Korean bank account, then 400 with the field's Korean message and nothing is registered", async () => {
    const s = await setup();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ bankCode: "999" }, "bankCode", /은행을 선택/],
      [{ accountNumber: "123456789" }, "accountNumber", /숫자 10~14자리/],
      [{ accountNumber: "1234567890123456" }, "accountNumber", /숫자 10~14자리/],
      [{ accountNumber: "12345abcde12" }, "accountNumber", /숫자 10~14자리/],
      [{ holderName: "김" }, "holderName", /예금주명/],
      [{ holderName: "<script>" }, "holderName", /예금주명/],
      [{ phone: "02-123-4567" }, "phone", /휴대폰 번호/],
    ];
    for (const [patch, field, message] of cases) {
      const res = await s.artist.agent.put("/api/me/payout-account").send({ ...ACCOUNT, ...patch });
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors[field][0]).toMatch(message);
    }
    expect(await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, s.artist.user.id))).toHaveLength(0);
    expect(fake.log.filter((r) => r.path === "/v2/sellers")).toHaveLength(0);
  });

  it("when the artist registers, then the provider gets a JWE body and only the masked number is stored; another artist sees none of it", async () => {
    const s = await setup();
    const res = await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      bankCode: "088",
      bankName: "신한은행",
      accountMasked: "********6789",
      holderName: "이지호",
      status: "PARTIALLY_APPROVED",
    });
    const call = fake.log.filter((r) => r.path === "/v2/sellers").at(-1)!;
    expect(call.headers["TossPayments-api-security-mode"]).toBe("ENCRYPTION");
    expect(call.rawBody).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(call.rawBody).not.toContain("110123456789");
    const sent = JSON.parse(decryptJwe(call.rawBody!, fake.securityKey).plaintext);
    expect(sent).toMatchObject({ businessType: "INDIVIDUAL", account: { bankCode: "088", accountNumber: "110123456789", holderName: "이지호" } });
    expect(sent.individual).toMatchObject({ name: "이지호", phone: "01012345678" });
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, s.artist.user.id));
    expect(JSON.stringify(row)).not.toContain("123456789");

    const other = await signedIn(t, "artist");
    expect((await other.agent.get("/api/me/payout-account")).body).toMatchObject({ account: null, payouts: [] });

    // A change goes to the provider as an update of the same seller.
    const changed = await s.artist.agent.put("/api/me/payout-account").send({ ...ACCOUNT, bankCode: "090", accountNumber: "3333012345678" });
    expect(changed.body.account).toMatchObject({ bankName: "카카오뱅크", accountMasked: "*********5678" });
    expect(fake.sellerOf(row!.sellerId)!.account.accountNumber).toBe("3333012345678");
  });
});

describe("payouts of released money", () => {
  it("when the artist has an account and the producer approves, then the net is paid out once through the stand-in and the ledger moves it to payout", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    await release(s);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 0, artist: 0, withholding: 99_000, payout: NET });
    const [p] = await payoutRows(s.m.id);
    expect(p).toMatchObject({ status: "COMPLETED", amount: NET, refPayoutId: `artlink-${s.m.id}-1`, attempt: 1 });
    expect(p!.ledgerTransactionId).not.toBeNull();
    const call = fake.log.filter((r) => r.path === "/v2/payouts").at(-1)!;
    expect(call.headers["Idempotency-Key"]).toBe(`artlink-${s.m.id}-1`);
    expect(JSON.parse(decryptJwe(call.rawBody!, fake.securityKey).plaintext)).toEqual([
      expect.objectContaining({ refPayoutId: `artlink-${s.m.id}-1`, scheduleType: "EXPRESS", amount: { currency: "KRW", value: NET } }),
    ]);
    const view = await s.artist.agent.get("/api/me/payout-account");
    expect(view.body).toMatchObject({ waiting: 0, paidSoFar: NET, payouts: [{ amount: NET, status: "COMPLETED", label: expect.any(String) }] });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, s.artist.user.id));
    expect(told.some((n) => n.title === "정산금 지급 완료")).toBe(true);
    // The job finds nothing more to pay.
    await runner.runOnce(PAYOUT_RETRY_JOB);
    expect(await payoutTxns(s.m.id)).toHaveLength(1);
  });

  it("when no account is registered, then the released net waits, and registering pays it out", async () => {
    const s = await setup();
    await release(s);
    expect((await s.artist.agent.get("/api/me/payout-account")).body).toMatchObject({ account: null, waiting: NET });
    await runner.runOnce(PAYOUT_RETRY_JOB);
    expect(await payoutRows(s.m.id)).toHaveLength(0);
    const res = await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    expect(res.body).toMatchObject({ waiting: 0, payouts: [{ status: "COMPLETED", amount: NET }] });
    expect(await balances(s.m.id)).toMatchObject({ artist: 0, payout: NET });
  });

  it("when the seller awaits verification, then it waits; the signed seller.changed webhook pays it out, once however often it comes", async () => {
    const s = await setup();
    fake.verifyOnRegister = false;
    try {
      const reg = await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
      expect(reg.body.account.status).toBe("APPROVAL_REQUIRED");
      await release(s);
      expect((await s.artist.agent.get("/api/me/payout-account")).body.waiting).toBe(NET);
      const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, s.artist.user.id));
      const hook = fake.setSellerStatus(row!.sellerId, "PARTIALLY_APPROVED");
      // A forged or altered webhook is refused and changes nothing.
      const forged = { payload: hook.payload.replace("PARTIALLY_APPROVED", "APPROVED"), headers: hook.headers };
      expect((await sendHook(forged)).status).toBe(401);
      expect((await sendHook({ payload: hook.payload, headers: { ...hook.headers, "tosspayments-webhook-signature": "v1:AAAA" } })).status).toBe(401);
      expect((await payoutRows(s.m.id)).length).toBe(0);
      expect((await sendHook(hook)).status).toBe(200);
      expect((await sendHook(hook)).status).toBe(200);
      expect(await payoutRows(s.m.id)).toMatchObject([{ status: "COMPLETED", amount: NET }]);
      expect(await payoutTxns(s.m.id)).toHaveLength(1);
      expect((await s.artist.agent.get("/api/me/payout-account")).body.account.status).toBe("PARTIALLY_APPROVED");
    } finally {
      fake.verifyOnRegister = true;
    }
  });

  it("when a payout is in flight, then the payout.changed webhook completes it, and a replayed webhook pays nothing twice", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    fake.payoutMode = "hold";
    try {
      await release(s);
      const [p] = await payoutRows(s.m.id);
      expect(p).toMatchObject({ status: "REQUESTED" });
      expect(await balances(s.m.id)).toMatchObject({ artist: NET });
      expect((await s.artist.agent.get("/api/me/payout-account")).body).toMatchObject({ waiting: 0, payouts: [{ status: "REQUESTED" }] });
      const hook = fake.settlePayout(p!.providerPayoutId!, "COMPLETED");
      expect((await sendHook(hook)).status).toBe(200);
      expect((await sendHook(hook)).status).toBe(200);
      expect(await payoutRows(s.m.id)).toMatchObject([{ status: "COMPLETED" }]);
      expect(await payoutTxns(s.m.id)).toHaveLength(1);
      expect(await balances(s.m.id)).toMatchObject({ artist: 0, payout: NET });
    } finally {
      fake.payoutMode = "complete";
    }
  });

  it("when the provider fails a payout, then the money stays owed and the job pays it with a new attempt", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    fake.payoutMode = "hold";
    try {
      await release(s);
    } finally {
      fake.payoutMode = "complete";
    }
    const [p] = await payoutRows(s.m.id);
    expect((await sendHook(fake.settlePayout(p!.providerPayoutId!, "FAILED"))).status).toBe(200);
    expect(await payoutRows(s.m.id)).toMatchObject([{ status: "FAILED", failureCode: "INVALID_ACCOUNT" }]);
    expect(await balances(s.m.id)).toMatchObject({ artist: NET });
    expect((await s.artist.agent.get("/api/me/payout-account")).body.waiting).toBe(NET);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    expect(await payoutRows(s.m.id)).toMatchObject([
      { status: "FAILED", attempt: 1 },
      { status: "COMPLETED", attempt: 2, refPayoutId: `artlink-${s.m.id}-2` },
    ]);
    expect(await balances(s.m.id)).toMatchObject({ artist: 0, payout: NET });
  });

  it("when the payout call's outcome is unknown (a 500), then the job sends the same key again and the artist is paid once", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    fake.failNext(/^\/v2\/payouts$/, 500, "FAILED_INTERNAL_SYSTEM_PROCESSING");
    await release(s);
    expect(await payoutRows(s.m.id)).toMatchObject([{ status: "REQUESTED", providerPayoutId: null }]);
    expect(await balances(s.m.id)).toMatchObject({ artist: NET });
    await runner.runOnce(PAYOUT_RETRY_JOB);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    expect(await payoutRows(s.m.id)).toMatchObject([{ status: "COMPLETED", attempt: 1 }]);
    expect(fake.payouts().filter((x) => x.refPayoutId === `artlink-${s.m.id}-1`)).toHaveLength(1);
    expect(await payoutTxns(s.m.id)).toHaveLength(1);
  });

  it("when two payout attempts run at once, then the provider is asked once", async () => {
    const s = await setup();
    await release(s);
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    const before = fake.payouts().length;
    const [a, b] = await Promise.all([payOutMilestone(t.db, provider, s.m.id, clock), payOutMilestone(t.db, provider, s.m.id, clock)]);
    expect([a, b]).toEqual(["none", "none"]);
    expect(fake.payouts().length).toBe(before);
    // And from scratch: a fresh release paid by two attempts at once.
    const s2 = await setup();
    await s2.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    fake.payoutMode = "hold";
    try {
      await release(s2);
    } finally {
      fake.payoutMode = "complete";
    }
    const [r1, r2] = await Promise.all([payOutMilestone(t.db, provider, s2.m.id, clock), payOutMilestone(t.db, provider, s2.m.id, clock)]);
    expect([r1, r2].sort()).toEqual(["requested", "requested"]);
    expect(fake.payouts().filter((x) => x.refPayoutId.startsWith(`artlink-${s2.m.id}-`))).toHaveLength(1);
  });

  it("when a payout would take a partly approved seller past 1천만원 in total, then it waits for KYC, and APPROVED pays it", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    // Earlier payouts to this artist: 9,000,000원 on another contract's milestone.
    const project = await insertProject(t.db, { producerId: s.producer.user.id, title: "이전 전시" });
    const earlier = await insertSignedContract(t.db, { projectId: project.id, producerId: s.producer.user.id, artistId: s.artist.user.id });
    await createMilestones(t.db, earlier);
    const [em] = (await s.producer.agent.get(`/api/contracts/${earlier.id}/payments`)).body.milestones as Array<{ id: number }>;
    await t.db
      .insert(payouts)
      .values({ userId: s.artist.user.id, milestoneId: em!.id, amount: 9_000_000, attempt: 1, refPayoutId: `seed-${em!.id}`, status: "COMPLETED" });
    await release(s);
    expect(await payoutRows(s.m.id)).toHaveLength(0);
    const view = await s.artist.agent.get("/api/me/payout-account");
    expect(view.body).toMatchObject({ waiting: NET, waitingReason: "kyc", paidSoFar: 9_000_000, account: { status: "PARTIALLY_APPROVED" } });
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, s.artist.user.id));
    expect((await sendHook(fake.setSellerStatus(row!.sellerId, "APPROVED"))).status).toBe(200);
    expect(await payoutRows(s.m.id)).toMatchObject([{ status: "COMPLETED", amount: NET }]);
    expect((await s.artist.agent.get("/api/me/payout-account")).body).toMatchObject({ waiting: 0, waitingReason: null, account: { status: "APPROVED" } });
  });

  it("when the provider refuses a payout three times, then it waits for a changed account, and the change pays it", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    for (let i = 0; i < 3; i++) fake.failNext(/^\/v2\/payouts$/, 400, "INVALID_ACCOUNT");
    await release(s);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    await runner.runOnce(PAYOUT_RETRY_JOB);
    expect(await payoutRows(s.m.id)).toMatchObject([{ status: "FAILED", failureCode: "INVALID_ACCOUNT" }, { status: "FAILED" }, { status: "FAILED" }]);
    expect(await balances(s.m.id)).toMatchObject({ artist: NET });
    expect((await s.artist.agent.get("/api/me/payout-account")).body).toMatchObject({ waiting: NET, waitingReason: "failed" });
    clock = new Date(clock.getTime() + 60_000);
    const changed = await s.artist.agent.put("/api/me/payout-account").send({ ...ACCOUNT, accountNumber: "110-999-888777" });
    expect(changed.body).toMatchObject({
      waiting: 0,
      payouts: [{ status: "COMPLETED", amount: NET }, { status: "FAILED" }, { status: "FAILED" }, { status: "FAILED" }],
    });
    expect(await balances(s.m.id)).toMatchObject({ artist: 0, payout: NET });
  });

  it("when an operator splits a dispute, then the artist's part is paid out at once", async () => {
    const s = await setup();
    await s.artist.agent.put("/api/me/payout-account").send(ACCOUNT);
    const order = await escrowCheckout(t.db, provider, { id: s.producer.user.id, userType: "producer" }, s.m.id, clock);
    const paymentKey = fake.checkout(order.orderId, order.amount, order.orderName);
    await escrowConfirm(t.db, provider, { id: s.producer.user.id, userType: "producer" }, { paymentKey, orderId: order.orderId, amount: order.amount }, clock);
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/dispute`).send({ note: "대금 일부만 받기로 했습니다" })).status).toBe(200);
    await decideDispute(t.db, provider, s.m.id, 1_000_000, clock, async () => undefined);
    // 1,000,000원 released less 3.3 %: 967,000원 paid out; 2,000,000원 refunded to the producer.
    expect(await payoutRows(s.m.id)).toMatchObject([{ status: "COMPLETED", amount: 967_000 }]);
    expect(await balances(s.m.id)).toMatchObject({ artist: 0, payout: 967_000, refund: 2_000_000, withholding: 33_000 });
  });
});
