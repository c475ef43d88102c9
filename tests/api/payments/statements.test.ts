import { describe, expect, it } from "vitest";
import * as repo from "../../../server/features/payments/repository";
import { createTestApp } from "../../setup/test-app";
import { signedContractWithMilestone } from "../../factories/payments";

// Statements pick a payment by the day its money was settled (the artist confirmed the transfer, or the
// escrow was released to the artist), never by a later write to the milestone's row.
let clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock, payments: "with-checkout-page" });
const fake = t.payments!.fake!;

const setup = () => signedContractWithMilestone(t);
type Setup = Awaited<ReturnType<typeof setup>>;

/** Paid into escrow through the stand-in (what the checkout page does) and confirmed. */
async function payIntoEscrow(s: Setup) {
  const order = await s.producer.agent.post(`/api/payments/${s.m.id}/escrow/checkout`).send({});
  expect(order.status).toBe(200);
  const paymentKey = fake.checkout(order.body.orderId, order.body.amount, order.body.orderName);
  const res = await s.producer.agent.post(`/api/payments/escrow/confirm`).send({ paymentKey, orderId: order.body.orderId, amount: order.body.amount });
  expect(res.status).toBe(200);
  return paymentKey;
}

async function releaseThroughEscrow(s: Setup) {
  await payIntoEscrow(s);
  expect((await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({})).status).toBe(200);
  expect((await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({})).status).toBe(200);
}

async function confirmDirect(s: Setup, paidOn: string) {
  expect((await s.producer.agent.post(`/api/payments/${s.m.id}/mark-paid`).send({ paidOn, amount: 3_000_000 })).status).toBe(200);
  expect((await s.artist.agent.post(`/api/payments/${s.m.id}/confirm-received`).send({})).status).toBe(200);
}

const csvRows = async (s: Setup, month: string) => {
  const res = await s.producer.agent.get(`/api/payments/statements/monthly.csv?month=${month}`);
  expect(res.status).toBe(200);
  return res.text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .slice(1);
};

const yearOf = (s: Setup, side: repo.SettledSide, year: number) =>
  repo.settled(
    t.db,
    side,
    side === "artist" ? s.artist.user.id : s.producer.user.id,
    new Date(Date.UTC(year, 0, 1) - 9 * 3_600_000),
    new Date(Date.UTC(year + 1, 0, 1) - 9 * 3_600_000),
  );

/** Any later write to the row (a payout, a reminder bookkeeping, an operator's note) touches updated_at. */
const touchLater = (id: number, at: Date) => repo.updateMilestone(t.db, id, { flagNote: "나중의 기록" }, at);

describe("statements count a payment in the period its money was settled", () => {
  it("when a payment confirmed on 31 December is written to again in January, then the artist's statement keeps it in December's year", async () => {
    const s = await setup();
    clock = new Date("2026-12-31T14:30:00Z"); // 2026-12-31 23:30 in Seoul
    await confirmDirect(s, "2026-12-31");
    await touchLater(s.m.id, new Date("2027-01-05T01:00:00Z"));
    expect((await yearOf(s, "artist", 2026)).map((r) => r.m.id)).toEqual([s.m.id]);
    expect(await yearOf(s, "artist", 2027)).toEqual([]);
    clock = new Date("2026-12-02T00:00:00Z");
  });

  it("when escrow money released on 31 December is written to again in January, then the artist's statement keeps it in that year", async () => {
    const s = await setup();
    await payIntoEscrow(s);
    await s.artist.agent.post(`/api/payments/${s.m.id}/deliver`).send({});
    clock = new Date("2026-12-31T14:30:00Z");
    expect((await s.producer.agent.post(`/api/payments/${s.m.id}/approve`).send({})).status).toBe(200);
    await touchLater(s.m.id, new Date("2027-01-05T01:00:00Z"));
    const [row] = await yearOf(s, "artist", 2026);
    expect(row).toMatchObject({ gross: 3_000_000 });
    expect(row!.m.id).toBe(s.m.id);
    expect(row!.settledAt.toISOString()).toBe("2026-12-31T14:30:00.000Z");
    expect(await yearOf(s, "artist", 2027)).toEqual([]);
    clock = new Date("2026-12-02T00:00:00Z");
  });

  it("when escrow money is released to the artist, then the producer's 지급명세 of that month lists it like a confirmed transfer", async () => {
    const s = await setup();
    clock = new Date("2026-12-15T03:00:00Z");
    await releaseThroughEscrow(s);
    expect(await csvRows(s, "2026-12")).toEqual([
      "2026-12-15,2026-12-15,한강 야외 조각 전시,이지호,사업소득,계약금액(일시 지급),3000000,90000,9000,99000,2901000",
    ]);
    expect(await csvRows(s, "2026-11")).toEqual([]);
    clock = new Date("2026-12-02T00:00:00Z");
  });

  it("when a confirmed transfer is written to in the next month, then the 지급명세 keeps it in the month it was confirmed", async () => {
    const s = await setup();
    clock = new Date("2026-11-30T14:30:00Z"); // 2026-11-30 23:30 in Seoul
    await confirmDirect(s, "2026-11-30");
    await touchLater(s.m.id, new Date("2026-12-03T00:00:00Z"));
    expect(await csvRows(s, "2026-11")).toEqual([
      "2026-11-30,2026-11-30,한강 야외 조각 전시,이지호,사업소득,계약금액(일시 지급),3000000,90000,9000,99000,2901000",
    ]);
    expect(await csvRows(s, "2026-12")).toEqual([]);
    clock = new Date("2026-12-02T00:00:00Z");
  });

  it("when one party's statement is read, then only that party's contracts are in it, with the other party's name", async () => {
    const s = await setup();
    await confirmDirect(s, "2026-12-01");
    const other = await setup();
    await confirmDirect(other, "2026-12-01");
    const asArtist = await yearOf(s, "artist", 2026);
    expect(asArtist.map((r) => [r.m.id, `${r.counterpart.lastName}${r.counterpart.firstName}`])).toEqual([[s.m.id, "박서연"]]);
    const asProducer = await yearOf(s, "producer", 2026);
    expect(asProducer.map((r) => [r.m.id, r.counterpartId])).toEqual([[s.m.id, s.artist.user.id]]);
  });
});
