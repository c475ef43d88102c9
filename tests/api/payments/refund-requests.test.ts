import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, notifications, paymentMilestones, paymentRefundRequests } from "@shared/schema/index";
import { lapseStaleRefundRequests } from "../../../server/features/payments/service";
import { mailsTo } from "../../setup/mail-outbox";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { signedContractWithMilestone } from "../../factories/payments";

// A stored partial refund request (issue 28): the producer asks, the artist accepts (the refund is carried
// out in the same transaction) or declines with a note, the producer may withdraw it.
const clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock });
const fake = t.payments!.fake!;

async function held() {
  const { producer, artist, c, m } = await signedContractWithMilestone(t);
  const order = await producer.agent.post(`/api/payments/${m.id}/escrow/checkout`).send({});
  const paymentKey = fake.checkout(order.body.orderId, order.body.amount, order.body.orderName);
  const res = await producer.agent.post(`/api/payments/escrow/confirm`).send({ paymentKey, orderId: order.body.orderId, amount: order.body.amount });
  expect(res.body.milestones[0]).toMatchObject({ status: "held", held: 3_000_000, refundRequest: null });
  return { producer, artist, c, m, paymentKey };
}
type Held = Awaited<ReturnType<typeof held>>;

const ask = (s: Held, amount = 500_000, reason = "작품 수를 4점에서 3점으로 줄이기로 했습니다") =>
  s.producer.agent.post(`/api/payments/${s.m.id}/escrow/refund-request`).send({ amount, reason });
const pendingOf = async (s: Held) => {
  const res = await ask(s);
  expect(res.status).toBe(200);
  return res.body.milestones[0].refundRequest as { id: number; amount: number; reason: string; status: string; requestedAt: string };
};
const answer = (who: Held["artist"], id: number, action: "accept" | "decline" | "withdraw", body: object = {}) =>
  who.agent.post(`/api/payments/refund-requests/${id}/${action}`).send(body);
const balances = async (milestoneId: number) => {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.milestoneId, milestoneId));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.account] = (out[r.account] ?? 0) + r.amount;
  return out;
};
const cancelsOf = (paymentKey: string) => fake.log.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`);
const rowOf = async (id: number) => (await t.db.select().from(paymentRefundRequests).where(eq(paymentRefundRequests.id, id)))[0]!;
const toldTo = (userId: string, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe("a stored partial refund request", () => {
  it("when the producer asks, then it is stored as pending and both sides see it; nothing moves", async () => {
    const s = await held();
    const res = await ask(s);
    expect(res.status).toBe(200);
    const request = res.body.milestones[0].refundRequest;
    expect(request).toMatchObject({
      amount: 500_000,
      reason: "작품 수를 4점에서 3점으로 줄이기로 했습니다",
      status: "pending",
      requestedAt: clock.toISOString(),
    });
    const artistView = await s.artist.agent.get(`/api/contracts/${s.c.id}/payments`);
    expect(artistView.body.milestones[0].refundRequest).toEqual(request);
    const mine = await s.artist.agent.get(`/api/my-payments`);
    expect(mine.body.find((x: { milestone: { id: number } }) => x.milestone.id === s.m.id).milestone.refundRequest).toEqual(request);
    expect(await rowOf(request.id)).toMatchObject({ milestoneId: s.m.id, status: "pending", requestedBy: s.producer.user.id, decidedBy: null });
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    expect(cancelsOf(s.paymentKey)).toHaveLength(0);
    expect(await toldTo(s.artist.user.id, "부분 환불 요청")).toHaveLength(1);
    expect((await mailsTo(t.db, s.artist.user.email)).some((x) => x.subject.includes("부분 환불 요청"))).toBe(true);
  });

  it("when a request is pending, then a second one is a Korean 409, and the partial unique index refuses one written past the service", async () => {
    const s = await held();
    await pendingOf(s);
    const again = await ask(s, 100_000, "다시 한 번 요청드립니다");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("답을 기다리는 부분 환불 요청이 이미 있습니다. 예술인의 답을 기다리거나 요청을 철회한 뒤 다시 요청해주세요.");
    // Two at once: one is stored.
    const t2 = await held();
    const both = await Promise.all([ask(t2, 100_000, "동시에 보낸 첫 요청"), ask(t2, 200_000, "동시에 보낸 둘째 요청")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(paymentRefundRequests).where(eq(paymentRefundRequests.milestoneId, t2.m.id))).toHaveLength(1);
    await expect(t.db.insert(paymentRefundRequests).values({ milestoneId: s.m.id, amount: 1, reason: "직접 넣은 요청" })).rejects.toThrow();
  });

  it("when the input is malformed or more than is held, then 400 in Korean and nothing is stored", async () => {
    const s = await held();
    const tooMuch = await ask(s, 3_000_001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors.amount[0]).toBe("3,000,000원 이하로 입력해주세요.");
    expect((await ask(s, 0)).body.fieldErrors.amount[0]).toBe("환불할 금액(원)을 1원 이상의 정수로 입력해주세요.");
    expect((await ask(s, 1000, "짧음")).status).toBe(400);
    const request = await pendingOf(s);
    const decline = await answer(s.artist, request.id, "decline", { note: "짧음" });
    expect(decline.status).toBe(400);
    expect(decline.body.fieldErrors.note[0]).toBe("거절 사유를 5자 이상 적어주세요.");
    expect((await answer(s.artist, request.id, "decline", {})).status).toBe(400);
    expect((await s.artist.agent.post(`/api/payments/refund-requests/abc/accept`).send({})).status).toBe(404);
    expect((await rowOf(request.id)).status).toBe("pending");
  });

  it("when the artist accepts, then the amount is refunded once through the provider, the request is accepted, and the producer is told", async () => {
    const s = await held();
    const request = await pendingOf(s);
    const res = await answer(s.artist, request.id, "accept");
    expect(res.status).toBe(200);
    expect(res.body.milestones[0]).toMatchObject({ status: "held", held: 2_500_000, refunded: 500_000, refundRequest: null });
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 2_500_000, refund: 500_000 });
    expect(await rowOf(request.id)).toMatchObject({ status: "accepted", decidedBy: s.artist.user.id, decidedAt: clock });
    const calls = cancelsOf(s.paymentKey);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ cancelAmount: 500_000 });
    expect(calls[0]!.headers["Idempotency-Key"]).toBe(`partial:${s.paymentKey}:1`);
    expect(await toldTo(s.producer.user.id, "부분 환불 요청 수락")).toHaveLength(1);
    expect((await mailsTo(t.db, s.producer.user.email)).some((x) => x.subject.includes("500,000원이(가) 환불되었습니다"))).toBe(true);

    // A replay pays nothing more; the request cannot be declined or withdrawn any more.
    const replay = await answer(s.artist, request.id, "accept");
    expect(replay.status).toBe(200);
    expect(replay.body.milestones[0]).toMatchObject({ held: 2_500_000, refunded: 500_000 });
    expect(cancelsOf(s.paymentKey)).toHaveLength(1);
    const late = await answer(s.artist, request.id, "decline", { note: "이미 수락한 요청" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("이미 처리된 부분 환불 요청입니다.");
    expect((await answer(s.producer, request.id, "withdraw")).status).toBe(409);
    // A new request may follow the accepted one.
    expect((await ask(s, 100_000, "추가로 한 점 더 줄였습니다")).status).toBe(200);
  });

  it("when two accepts arrive at once, then the money is refunded once", async () => {
    const s = await held();
    const request = await pendingOf(s);
    const both = await Promise.all([answer(s.artist, request.id, "accept"), answer(s.artist, request.id, "accept")]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(cancelsOf(s.paymentKey)).toHaveLength(1);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 2_500_000, refund: 500_000 });
    const refunds = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.milestoneId, s.m.id), eq(ledgerTransactions.kind, "refund")));
    expect(refunds).toHaveLength(1);
  });

  it("when the provider fails on accept, then the request stays pending and nothing moves; accepting again refunds once with the same key", async () => {
    const s = await held();
    const request = await pendingOf(s);
    fake.failNext(/\/cancel$/, 500);
    const failed = await answer(s.artist, request.id, "accept");
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe("결제사 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.");
    expect((await rowOf(request.id)).status).toBe("pending");
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 3_000_000 });
    expect((await answer(s.artist, request.id, "accept")).status).toBe(200);
    expect(cancelsOf(s.paymentKey).map((r) => r.headers["Idempotency-Key"])).toEqual([`partial:${s.paymentKey}:1`, `partial:${s.paymentKey}:1`]);
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 2_500_000, refund: 500_000 });
  });

  it("when the artist declines with a note, then the producer is told by notification and mail and the money stays held", async () => {
    const s = await held();
    const request = await pendingOf(s);
    const res = await answer(s.artist, request.id, "decline", { note: "이미 4점 모두 작업을 시작했습니다" });
    expect(res.status).toBe(200);
    expect(res.body.milestones[0]).toMatchObject({ held: 3_000_000, refunded: 0, refundRequest: null });
    expect(await rowOf(request.id)).toMatchObject({ status: "declined", declineNote: "이미 4점 모두 작업을 시작했습니다", decidedBy: s.artist.user.id });
    const [told] = await toldTo(s.producer.user.id, "부분 환불 요청 거절");
    expect(told!.message).toBe("예술인이 '한강 야외 조각 전시' 계약금액(일시 지급) 500,000원 부분 환불 요청을 거절했습니다: 이미 4점 모두 작업을 시작했습니다");
    const mail = (await mailsTo(t.db, s.producer.user.email)).find((x) => x.subject.includes("부분 환불 요청이 거절되었습니다"))!;
    expect(mail.text).toContain("이미 4점 모두 작업을 시작했습니다");
    expect(cancelsOf(s.paymentKey)).toHaveLength(0);
    expect((await answer(s.artist, request.id, "accept")).status).toBe(409);
  });

  it("when the producer withdraws, then it is closed, the artist is told, and a new request may be made", async () => {
    const s = await held();
    const request = await pendingOf(s);
    const res = await answer(s.producer, request.id, "withdraw");
    expect(res.status).toBe(200);
    expect(res.body.milestones[0].refundRequest).toBeNull();
    expect(await rowOf(request.id)).toMatchObject({ status: "withdrawn", decidedBy: s.producer.user.id });
    expect(await toldTo(s.artist.user.id, "부분 환불 요청 철회")).toHaveLength(1);
    expect((await answer(s.artist, request.id, "accept")).status).toBe(409);
    expect((await ask(s, 300_000, "금액을 다시 계산했습니다")).status).toBe(200);
  });

  it("when the wrong side answers, then 403; a stranger or an unknown request 404; a guest 401", async () => {
    const s = await held();
    const request = await pendingOf(s);
    const byProducer = await answer(s.producer, request.id, "accept");
    expect(byProducer.status).toBe(403);
    expect(byProducer.body.message).toBe("부분 환불 요청에는 예술인이 답합니다.");
    expect((await answer(s.producer, request.id, "decline", { note: "제가 거절합니다" })).status).toBe(403);
    const byArtist = await answer(s.artist, request.id, "withdraw");
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.message).toBe("요청한 제작자만 철회할 수 있습니다.");
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/escrow/refund-request`).send({ amount: 1000, reason: "예술인의 요청" })).status).toBe(403);
    const stranger = await signedIn(t, "artist");
    for (const action of ["accept", "decline", "withdraw"] as const) {
      const res = await answer(stranger, request.id, action, { note: "남의 요청입니다" });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("부분 환불 요청을 찾을 수 없습니다.");
    }
    expect((await answer(s.artist, 999_999, "accept")).status).toBe(404);
    expect((await t.request.post(`/api/payments/refund-requests/${request.id}/accept`).send({})).status).toBe(401);
    expect((await rowOf(request.id)).status).toBe("pending");
    expect(cancelsOf(s.paymentKey)).toHaveLength(0);
  });

  it("when the work was delivered or the held money is less than asked, then accepting is a 409 and nothing moves", async () => {
    const s = await held();
    const request = await pendingOf(s);
    // The artist refunded on their own meanwhile: what is held (200,000) is less than the 500,000 asked.
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/escrow/partial-refund`).send({ amount: 2_800_000, reason: "따로 합의한 환불" })).status).toBe(
      200,
    );
    const over = await answer(s.artist, request.id, "accept");
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("요청 금액이 지금 보관 중인 금액보다 많아 환불할 수 없습니다. 거절하고 새 요청을 받아주세요.");
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    const delivered = await answer(s.artist, request.id, "accept");
    expect(delivered.status).toBe(409);
    expect(delivered.body.message).toBe("작업 완료 보고 전, 보관 중인 결제만 부분 환불할 수 있습니다.");
    expect((await rowOf(request.id)).status).toBe("pending");
    expect(await balances(s.m.id)).toEqual({ producer: -3_000_000, escrow: 200_000, refund: 2_800_000 });
  });
  it("when the milestone is released or cancelled while a request is pending, then the request lapses and can no longer be accepted", async () => {
    // Delivered, then changes requested: back to held, the same request is still pending and shown.
    const s = await held();
    const request = await pendingOf(s);
    expect((await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({})).status).toBe(200);
    expect((await rowOf(request.id)).status).toBe("pending");
    const back = await s.producer.agent.post(`/api/payments/${s.m.id}/request-changes`).send({});
    expect(back.body.milestones[0].refundRequest).toMatchObject({ id: request.id, status: "pending" });
    // Delivered again and approved: released, so the request lapses with it.
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    const approved = await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({});
    expect(approved.status).toBe(200);
    expect(approved.body.milestones[0]).toMatchObject({ status: "released", refundRequest: null });
    expect(await rowOf(request.id)).toMatchObject({ status: "lapsed", decidedBy: null, decidedAt: clock });
    const late = await answer(s.artist, request.id, "accept");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("이미 처리된 부분 환불 요청입니다.");
    expect((await answer(s.producer, request.id, "withdraw")).status).toBe(409);
    expect(cancelsOf(s.paymentKey)).toHaveLength(0);

    // Cancelled by the producer before delivery: the whole amount goes back and the request lapses.
    const c = await held();
    const pending = await pendingOf(c);
    expect((await c.producer.agent.post(`/api/payments/${c.m.id}/escrow/cancel`).send({})).status).toBe(200);
    expect(await rowOf(pending.id)).toMatchObject({ status: "lapsed" });
    expect((await answer(c.artist, pending.id, "accept")).status).toBe(409);
    expect(await balances(c.m.id)).toEqual({ producer: -3_000_000, escrow: 0, refund: 3_000_000 });
  });

  it("when requests were left pending on settled milestones before 0029, then the start-up pass lapses them once and leaves held ones alone", async () => {
    const settled = await held();
    const stale = await pendingOf(settled);
    // What the code before 0029 left behind: the milestone released with its request still pending.
    await t.db.update(paymentMilestones).set({ status: "released", held: 0 }).where(eq(paymentMilestones.id, settled.m.id));
    const open = await held();
    const live = await pendingOf(open);
    expect(await lapseStaleRefundRequests(t.db, clock)).toBe(1);
    expect(await rowOf(stale.id)).toMatchObject({ status: "lapsed", decidedAt: clock, decidedBy: null });
    expect((await rowOf(live.id)).status).toBe("pending");
    expect(await lapseStaleRefundRequests(t.db, clock)).toBe(0);
  });

  it("when the artist accepts a request for everything held, then the request ends accepted and the milestone refunded", async () => {
    const s = await held();
    const res = await ask(s, 3_000_000, "전시가 취소되어 전액 환불을 요청합니다");
    const request = res.body.milestones[0].refundRequest as { id: number };
    const accepted = await answer(s.artist, request.id, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.body.milestones[0]).toMatchObject({ status: "refunded", held: 0, refunded: 3_000_000 });
    expect(await rowOf(request.id)).toMatchObject({ status: "accepted", decidedBy: s.artist.user.id });
  });
});
