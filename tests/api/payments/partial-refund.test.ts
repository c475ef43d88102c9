import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, notifications } from "@shared/schema/index";
import * as repo from "../../../server/features/payments/repository";
import { mailsTo } from "../../setup/mail-outbox";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { signedContractWithMilestone } from "../../factories/payments";

// A partial refund both parties agreed on (issue 28, decision 039): the artist gives back part of the
// held money through the provider's partial cancel.
const clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock });
const fake = t.payments!.fake!;

const setup = () => signedContractWithMilestone(t);
type Setup = Awaited<ReturnType<typeof setup>>;

async function held(): Promise<Setup & { paymentKey: string }> {
  const s = await setup();
  const order = await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/checkout`).send({});
  const paymentKey = fake.checkout(order.body.orderId, order.body.amount, order.body.orderName);
  const res = await s.producer.agent.post(`/api/payments/escrow/confirm`).send({ paymentKey, orderId: order.body.orderId, amount: order.body.amount });
  expect(res.body.milestones[0]).toMatchObject({ status: "held", held: 3_000_000 });
  return { ...s, paymentKey };
}

const balances = async (milestoneId: number) => {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.milestoneId, milestoneId));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.account] = (out[r.account] ?? 0) + r.amount;
  return out;
};
const refund = (s: Setup, amount: number, reason = "작업 범위를 줄이기로 합의") =>
  s.artist.agent.post(`/api/payments/${s.m.id}/escrow/partial-refund`).send({ amount, reason });

describe("a partial refund by agreement", () => {
  it("when the artist refunds part of the held money, then the provider cancels that amount once, the ledger balances, and the producer is told", async () => {
    const s = await held();
    const res = await refund(s, 1_000_000);
    expect(res.status).toBe(200);
    // The panel and the dashboards show the withholding and net of what is left, and the refund.
    expect(res.body.milestones[0]).toMatchObject({ status: "held", held: 2_000_000, amount: 3_000_000, refunded: 1_000_000, withheld: 66_000, net: 1_934_000 });
    expect(res.body.totals).toMatchObject({ gross: 2_000_000, due: 2_000_000 });
    const mine = await s.producer.agent.get(`/api/my-payments`);
    expect(mine.body.find((x: { milestone: { id: number } }) => x.milestone.id === s.m.id).milestone).toMatchObject({ refunded: 1_000_000, net: 1_934_000 });
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 2_000_000, refund: 1_000_000 });
    const calls = fake.log.filter((r) => r.path === `/v1/payments/${s.paymentKey}/cancel`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ cancelAmount: 1_000_000 });
    expect(calls[0]!.headers["Idempotency-Key"]).toBe(`partial:${s.paymentKey}:1`);
    expect((await fake.transport({ method: "GET", path: `/v1/payments/${s.paymentKey}`, headers: calls[0]!.headers })).body).toMatchObject({
      status: "PARTIAL_CANCELED",
      balanceAmount: 2_000_000,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.producer.user.id), eq(notifications.title, "합의 부분 환불")));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain("1,000,000원");
    expect((await mailsTo(t.db, s.producer.user.email)).some((x) => x.subject.includes("1,000,000원이(가) 환불되었습니다"))).toBe(true);

    // A second agreed refund is numbered 2; then the work is delivered and approved: the statement
    // counts what was released (2,500,000), not the milestone's 3,000,000.
    expect((await refund(s, 500_000)).status).toBe(200);
    expect(fake.log.filter((r) => r.path === `/v1/payments/${s.paymentKey}/cancel`).map((r) => r.headers["Idempotency-Key"])).toEqual([
      `partial:${s.paymentKey}:1`,
      `partial:${s.paymentKey}:2`,
    ]);
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({})).status).toBe(200);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 0, refund: 1_500_000, artist: 1_450_500, withholding: 49_500 });
    const [row] = await repo.settled(t.db, "artist", s.artist.user.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z"));
    expect(row!.gross).toBe(1_500_000);
    const csv = await s.producer.agent.get(`/api/payments/statements/monthly.csv?month=2026-12`);
    expect(csv.text).toContain(",1500000,45000,4500,49500,1450500");
  });

  it("when the amount is more than what is held, or malformed, then 400 in Korean and nothing moves", async () => {
    const s = await held();
    const tooMuch = await refund(s, 3_000_001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("환불 금액이 보관 중인 금액(3,000,000원)보다 많습니다.");
    expect(tooMuch.body.fieldErrors.amount[0]).toBe("3,000,000원 이하로 입력해주세요.");
    const zero = await refund(s, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.fieldErrors.amount[0]).toBe("환불할 금액(원)을 1원 이상의 정수로 입력해주세요.");
    expect((await refund(s, 1.5)).status).toBe(400);
    expect((await refund(s, 1000, "짧음")).body.fieldErrors.reason[0]).toBe("합의한 환불 사유를 5자 이상 적어주세요.");
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    expect(fake.log.filter((r) => r.path === `/v1/payments/${s.paymentKey}/cancel`)).toHaveLength(0);
  });

  it("when the producer or a stranger asks, then 403; a direct or delivered milestone, 409", async () => {
    const s = await held();
    const p = await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/partial-refund`).send({ amount: 1000, reason: "제가 돌려받겠습니다" });
    expect(p.status).toBe(403);
    expect(p.body.message).toBe("합의한 부분 환불은 돈을 돌려주는 예술인이 진행합니다.");
    const stranger = await signedIn(t, "artist");
    expect((await stranger.agent.post(`/api/payments/${s.m.id}/escrow/partial-refund`).send({ amount: 1000, reason: "남의 결제입니다" })).status).toBe(403);
    expect((await t.request.post(`/api/payments/${s.m.id}/escrow/partial-refund`).send({ amount: 1000, reason: "로그인 안 함" })).status).toBe(401);
    expect((await s.artist.agent.post(`/api/payments/999999/escrow/partial-refund`).send({ amount: 1000, reason: "없는 지급 건" })).status).toBe(404);

    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    const delivered = await refund(s, 1000);
    expect(delivered.status).toBe(409);
    expect(delivered.body.message).toBe("작업 완료 보고 전, 보관 중인 결제만 부분 환불할 수 있습니다.");

    const direct = await setup();
    expect((await refund(direct, 1000)).status).toBe(409);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
  });

  it("when the provider fails, then nothing is refunded; the retry with the same Idempotency-Key writes it once", async () => {
    const s = await held();
    fake.failNext(/\/cancel$/, 500);
    const failed = await refund(s, 700_000);
    expect(failed.status).toBe(409);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    expect((await refund(s, 700_000)).status).toBe(200);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 2_300_000, refund: 700_000 });
    const keys = fake.log.filter((r) => r.path === `/v1/payments/${s.paymentKey}/cancel`).map((r) => r.headers["Idempotency-Key"]);
    expect(keys).toEqual([`partial:${s.paymentKey}:1`, `partial:${s.paymentKey}:1`]);
  });

  it("when two refunds are sent at once, then together they cannot refund more than was paid", async () => {
    const s = await held();
    const answers = await Promise.all([refund(s, 2_000_000, "첫 번째 합의 환불"), refund(s, 2_000_000, "두 번째 합의 환불")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 1_000_000, refund: 2_000_000 });
    const refunds = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.milestoneId, s.m.id), eq(ledgerTransactions.kind, "refund")));
    expect(refunds).toHaveLength(1);
    // Many small ones at once: each is refunded exactly once, all of them fit.
    const more = await Promise.all([1, 2, 3, 4].map((i) => refund(s, 250_000, `추가 합의 환불 ${i}번`)));
    expect(more.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, refund: 3_000_000, escrow: 0 });
    expect((await refund(s, 1)).status).toBe(409);
  });

  it("when the producer asks for a partial refund, then the artist is told by notification and mail and nothing moves until they carry it out", async () => {
    const s = await held();
    const ask = (who: Setup["producer"], amount: number, reason = "작품 수를 줄이기로 제안합니다") =>
      who.agent.post(`/api/payments/${s.m.id}/escrow/refund-request`).send({ amount, reason });
    const res = await ask(s.producer, 500_000);
    expect(res.status).toBe(200);
    expect(res.body.milestones[0]).toMatchObject({ status: "held", held: 3_000_000, refunded: 0 });
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    expect(fake.log.filter((r) => r.path === `/v1/payments/${s.paymentKey}/cancel`)).toHaveLength(0);
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.artist.user.id), eq(notifications.title, "부분 환불 요청")));
    expect(told!.message).toBe("제작자가 '한강 야외 조각 전시' 계약금액(일시 지급) 안전결제 중 500,000원 환불을 요청했습니다: 작품 수를 줄이기로 제안합니다");
    const mail = (await mailsTo(t.db, s.artist.user.email)).find((x) => x.subject.includes("부분 환불 요청"))!;
    expect(mail.text).toContain("작품 수를 줄이기로 제안합니다");
    // Validation, permission and state as for the refund itself.
    const tooMuch = await ask(s.producer, 3_000_001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("환불 금액이 보관 중인 금액(3,000,000원)보다 많습니다.");
    expect((await ask(s.producer, 1000, "짧음")).status).toBe(400);
    const byArtist = await ask(s.artist, 1000);
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.message).toBe("부분 환불 요청은 제작자가 합니다.");
    // The artist agrees: the refund goes through.
    expect((await refund(s, 500_000, "제작자 요청에 동의")).status).toBe(200);
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    expect((await ask(s.producer, 1000)).status).toBe(409);
  });

  it("when the provider already refunded under that key (our commit was lost) another amount, then nothing is written and it answers 409", async () => {
    const s = await held();
    const auth = { Authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString("base64")}` };
    const lost = await fake.transport({
      method: "POST",
      path: `/v1/payments/${s.paymentKey}/cancel`,
      headers: { ...auth, "Idempotency-Key": `partial:${s.paymentKey}:1` },
      body: { cancelReason: "합의 부분 환불: 앞선 요청", cancelAmount: 700_000 },
    });
    expect(lost.status).toBe(200);
    const res = await refund(s, 500_000);
    expect(res.status).toBe(409);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    // The same amount as the lost one: the provider's first answer, written once now.
    expect((await refund(s, 700_000)).status).toBe(200);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 2_300_000, refund: 700_000 });
  });
});
