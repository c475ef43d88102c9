import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, notifications, paymentMilestones, users } from "@shared/schema/index";
import { PAYMENT_REMINDER_JOB, paymentReminderJob } from "../../../server/jobs/payment-reminder";
import { createJobRunner } from "../../../server/jobs/runner";
import { backfillMilestones } from "../../../server/features/payments/service";
import { enterFee, insertSignedContract, TEST_ARTIST_PARTY } from "../../factories/contracts";
import { insertApplication, insertProject } from "../../factories/projects";
import { mailsTo } from "../../setup/mail-outbox";
import { countQueries } from "../../setup/query-counter";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_CONFIG } from "../../setup/test-app";

// Seoul's 2026-12-02 09:00.
let clock = new Date("2026-12-02T00:00:00Z");
const t = await createTestApp({ now: () => clock });
const runner = createJobRunner(t.db, { now: () => clock });
runner.register(paymentReminderJob({ appUrl: TEST_CONFIG.appUrl, sessionSecret: TEST_CONFIG.sessionSecret, onMailQueued: () => {} }));

async function setup(terms: Record<string, unknown> = {}) {
  const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
  const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
  const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각 전시", location: "서울" });
  const c = await insertSignedContract(t.db, { projectId: project.id, producerId: producer.user.id, artistId: artist.user.id });
  if (Object.keys(terms).length) {
    const [row] = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.contractId, c.id));
    expect(row).toBeUndefined();
  }
  return { producer, artist, project, c };
}

const ledgerOf = (milestoneId: number) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.milestoneId, milestoneId));

describe("milestones of a signed contract", () => {
  it("when both sign through the API, then the installments become two milestones in the signing transaction", async () => {
    // Signing asks for a sign-in within 15 minutes: the app's clock is the real one here.
    clock = new Date();
    const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
    const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
    const project = await insertProject(t.db, { producerId: producer.user.id, title: "무용 공연", location: "서울" });
    await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id, status: "accepted" });
    const drafted = await producer.agent.post(`/api/projects/${project.id}/contracts`).send({ artistId: artist.user.id });
    await enterFee(producer.agent, drafted.body.id, 2_000_000, {
      paymentType: "installments",
      depositAmount: 500_000,
      depositDate: "2026-12-10",
      balanceDate: "2027-01-10",
    });
    const sent = await producer.agent.post(`/api/contracts/${drafted.body.id}/send`).send({});
    expect(sent.status).toBe(200);
    const body = (name: string) => ({ fullName: name, consent: true, documentHash: sent.body.documentHash, artistParty: TEST_ARTIST_PARTY });
    expect((await artist.agent.post(`/api/contracts/${sent.body.id}/sign`).send(body("이지호"))).status).toBe(200);
    // Half-signed: no milestones yet.
    expect(await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.contractId, sent.body.id))).toHaveLength(0);
    expect((await producer.agent.post(`/api/contracts/${sent.body.id}/sign`).send(body("박서연"))).status).toBe(200);
    const rows = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.contractId, sent.body.id));
    expect(rows.map((r) => [r.label, r.amount, r.dueOn, r.status])).toEqual([
      ["계약금", 500_000, "2026-12-10", "due"],
      ["잔금", 1_500_000, "2027-01-10", "due"],
    ]);
    const res = await artist.agent.get(`/api/contracts/${sent.body.id}/payments`);
    expect(res.status).toBe(200);
    expect(res.body.taxChoice).toBe("business_income");
    expect(res.body.milestones[0]).toMatchObject({ amount: 500_000, incomeTax: 15_000, localTax: 1_500, withheld: 16_500, net: 483_500, bucket: "due" });
    expect(res.body.totals).toMatchObject({ gross: 2_000_000, withheld: 66_000, net: 1_934_000, paid: 0 });
    clock = new Date("2026-12-02T00:00:00Z");
  });

  it("when a contract was signed before payments existed, then reading its payments writes nothing, and the start-up step makes its milestones once", async () => {
    const s = await setup();
    // A contract signed before migration 0021: signed, without milestones.
    await t.db.delete(paymentMilestones).where(eq(paymentMilestones.contractId, s.c.id));
    const writes = (statements: string[]) => statements.filter((q) => /^\s*(insert|update|delete)\b/i.test(q) && !/"sessions"/i.test(q));
    const read = await countQueries(() => s.producer.agent.get(`/api/contracts/${s.c.id}/payments`));
    expect(read.result.status).toBe(200);
    expect(writes(read.statements)).toEqual([]);
    expect(read.result.body.milestones).toEqual([]);
    const mine = await countQueries(() => s.artist.agent.get(`/api/my-payments`));
    expect(mine.result.status).toBe(200);
    expect(writes(mine.statements)).toEqual([]);
    expect(await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.contractId, s.c.id))).toHaveLength(0);

    // The one-time step (server start, after the migrations): once, and a second run finds nothing to do.
    expect(await backfillMilestones(t.db)).toBeGreaterThanOrEqual(1);
    expect(await backfillMilestones(t.db)).toBe(0);
    const a = await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`);
    expect(a.body.myRole).toBe("producer");
    expect(a.body.milestones).toHaveLength(1);
    expect(a.body.milestones[0]).toMatchObject({ amount: 3_000_000, status: "due", method: "direct" });
    expect(await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.contractId, s.c.id))).toHaveLength(1);
  });

  it("when someone else asks, then 403; an unknown contract 404; a guest 401", async () => {
    const s = await setup();
    const other = await signedIn(t, "producer");
    expect((await other.agent.get(`/api/contracts/${s.c.id}/payments`)).status).toBe(403);
    expect((await s.producer.agent.get(`/api/contracts/999999/payments`)).status).toBe(404);
    expect((await t.request.get(`/api/contracts/${s.c.id}/payments`)).status).toBe(401);
  });
});

describe("paid directly", () => {
  it("when the producer records a transfer and the artist confirms, then it is paid and the ledger balances with the withholding", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    const paid = await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 2_901_000, note: "국민은행 이체" });
    expect(paid.status).toBe(200);
    expect(paid.body.milestones[0]).toMatchObject({ status: "paid_reported", paidOn: "2026-12-01", paidAmount: 2_901_000, paidNote: "국민은행 이체" });
    expect((await mailsTo(t.db, s.artist.user.email)).some((x) => x.subject.includes("지급 완료가 기록"))).toBe(true);
    // The artist cannot record a payment; the producer cannot confirm it.
    expect((await s.artist.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 1 })).status).toBe(403);
    expect((await s.producer.agent.post(`/api/payments/${m.id}/confirm-received`).send({})).status).toBe(403);

    const ok = await s.artist.agent.post(`/api/payments/${m.id}/confirm-received`).send({});
    expect(ok.status).toBe(200);
    expect(ok.body.milestones[0]).toMatchObject({ status: "received", bucket: "paid", withheld: 99_000, net: 2_901_000 });
    expect(ok.body.totals.paid).toBe(3_000_000);
    const entries = await ledgerOf(m.id);
    expect(entries.reduce((a, e) => a + e.amount, 0)).toBe(0);
    expect(Object.fromEntries(entries.map((e) => [e.account, e.amount]))).toEqual({ producer: -3_000_000, payout: 2_901_000, withholding: 99_000 });
    // Twice: 409, and nothing more in the ledger.
    expect((await s.artist.agent.post(`/api/payments/${m.id}/confirm-received`).send({})).status).toBe(409);
    expect(await ledgerOf(m.id)).toHaveLength(3);
    // Settled: the tax choice is locked.
    expect((await s.artist.agent.put(`/api/contracts/${s.c.id}/payments/tax-choice`).send({ choice: "other_income" })).status).toBe(409);
  });

  it("when the artist says it has not arrived, then the producer is told and may record it again", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    expect((await s.artist.agent.post(`/api/payments/${m.id}/not-received`).send({ note: "아직 입금이 없습니다" })).status).toBe(409);
    await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 3_000_000 });
    const bad = await s.artist.agent.post(`/api/payments/${m.id}/not-received`).send({ note: "짧음" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.note).toEqual(["받지 못한 상황을 5자 이상 적어주세요."]);
    const res = await s.artist.agent.post(`/api/payments/${m.id}/not-received`).send({ note: "아직 입금이 없습니다" });
    expect(res.status).toBe(200);
    expect(res.body.milestones[0]).toMatchObject({ status: "not_received", notReceivedNote: "아직 입금이 없습니다" });
    expect((await mailsTo(t.db, s.producer.user.email)).some((x) => x.subject.includes("입금되지 않았다는"))).toBe(true);
    expect((await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-03", amount: 3_000_000 })).status).toBe(200);
  });

  it("when the body is wrong, then 400 with each field's message", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    const res = await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-02-30", amount: 0.5 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      paidOn: ["지급일을 YYYY-MM-DD 형식으로 입력해주세요."],
      amount: ["지급액(원)을 1원 이상의 정수로 입력해주세요."],
    });
    expect((await s.producer.agent.post(`/api/payments/999999/mark-paid`).send({ paidOn: "2026-12-01", amount: 1 })).status).toBe(404);
  });
});

describe("tax choice", () => {
  it("when the artist chooses 기타소득, then every amount is recomputed at 8.8 %; the producer may not choose", async () => {
    const s = await setup();
    expect((await s.producer.agent.put(`/api/contracts/${s.c.id}/payments/tax-choice`).send({ choice: "other_income" })).status).toBe(403);
    const res = await s.artist.agent.put(`/api/contracts/${s.c.id}/payments/tax-choice`).send({ choice: "other_income" });
    expect(res.status).toBe(200);
    expect(res.body.taxChoice).toBe("other_income");
    expect(res.body.milestones[0]).toMatchObject({ incomeTax: 240_000, localTax: 24_000, withheld: 264_000, net: 2_736_000 });
    const bad = await s.artist.agent.put(`/api/contracts/${s.c.id}/payments/tax-choice`).send({ choice: "none" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.choice).toEqual(["소득 구분을 선택해주세요."]);
  });
});

describe("overdue reminders and the flag", () => {
  it("when a milestone stays unpaid, then both are reminded the day after its due date, then weekly, and the artist can flag it", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    await t.db.update(paymentMilestones).set({ dueOn: "2026-12-10" }).where(eq(paymentMilestones.id, m.id));
    const remindersTo = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.title === "지급일 경과").length;

    clock = new Date("2026-12-10T05:00:00Z"); // the due day in Seoul
    await runner.runOnce(PAYMENT_REMINDER_JOB);
    expect(await remindersTo(s.artist.user.id)).toBe(0);
    clock = new Date("2026-12-10T15:30:00Z"); // 2026-12-11 00:30 in Seoul: the day after
    await runner.runOnce(PAYMENT_REMINDER_JOB);
    await runner.runOnce(PAYMENT_REMINDER_JOB);
    expect(await remindersTo(s.artist.user.id)).toBe(1);
    expect(await remindersTo(s.producer.user.id)).toBe(1);
    expect((await mailsTo(t.db, s.producer.user.email)).filter((x) => x.subject.includes("지급일이 지났습니다"))).toHaveLength(1);
    clock = new Date("2026-12-17T03:00:00Z"); // six days later: nothing
    await runner.runOnce(PAYMENT_REMINDER_JOB);
    expect(await remindersTo(s.artist.user.id)).toBe(1);
    clock = new Date("2026-12-18T03:00:00Z"); // a week later
    await runner.runOnce(PAYMENT_REMINDER_JOB);
    expect(await remindersTo(s.artist.user.id)).toBe(2);

    const overdue = await s.artist.agent.get(`/api/contracts/${s.c.id}/payments`);
    expect(overdue.body.milestones[0].bucket).toBe("overdue");
    expect(overdue.body.totals.overdue).toBe(3_000_000);

    const [staff] = await t.db
      .update(users)
      .set({ staffRole: "admin" })
      .where(eq(users.id, (await signedIn(t, "producer")).user.id))
      .returning();
    expect((await s.producer.agent.post(`/api/payments/${m.id}/flag`).send({ note: "지급이 늦어지고 있습니다" })).status).toBe(403);
    const flagged = await s.artist.agent.post(`/api/payments/${m.id}/flag`).send({ note: "지급이 늦어지고 있습니다" });
    expect(flagged.status).toBe(200);
    expect(flagged.body.milestones[0].flaggedAt).not.toBeNull();
    const staffNotes = await t.db.select().from(notifications).where(eq(notifications.userId, staff!.id));
    expect(staffNotes.some((n) => n.title === "미지급 신고" && n.message.includes("지급이 늦어지고 있습니다"))).toBe(true);
    expect((await s.artist.agent.post(`/api/payments/${m.id}/flag`).send({ note: "지급이 늦어지고 있습니다" })).status).toBe(409);

    // Paid and confirmed: no more reminders.
    await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-18", amount: 3_000_000 });
    await s.artist.agent.post(`/api/payments/${m.id}/confirm-received`).send({});
    clock = new Date("2026-12-30T03:00:00Z");
    await runner.runOnce(PAYMENT_REMINDER_JOB);
    expect(await remindersTo(s.artist.user.id)).toBe(2);
    clock = new Date("2026-12-02T00:00:00Z");
  });
});

describe("statements", () => {
  it("when the producer downloads a month's 지급명세, then the confirmed payments of that month with gross, taxes and net", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 2_901_000 });
    await s.artist.agent.post(`/api/payments/${m.id}/confirm-received`).send({});
    const res = await s.producer.agent.get(`/api/payments/statements/monthly.csv?month=2026-12`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const text = res.text.replace(/^\uFEFF/, "");
    const [header, row] = text.split("\r\n");
    expect(header).toBe("지급확인일,지급일,프로젝트,소득자,구분,지급항목,지급액(총액),소득세,지방소득세,원천징수 합계,실지급액");
    expect(row).toBe("2026-12-02,2026-12-01,한강 야외 조각 전시,이지호,사업소득,계약금액(일시 지급),3000000,90000,9000,99000,2901000");
    // Another month, and the artist (not the payer): nothing.
    expect((await s.producer.agent.get(`/api/payments/statements/monthly.csv?month=2026-11`)).text.split("\r\n").filter(Boolean)).toHaveLength(1);
    expect((await s.artist.agent.get(`/api/payments/statements/monthly.csv?month=2026-12`)).text.split("\r\n").filter(Boolean)).toHaveLength(1);
    const bad = await s.producer.agent.get(`/api/payments/statements/monthly.csv?month=2026-13`);
    expect(bad.status).toBe(400);
  });

  it("when the artist downloads the year's income statement, then a PDF of the confirmed payments", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 2_901_000 });
    await s.artist.agent.post(`/api/payments/${m.id}/confirm-received`).send({});
    const res = await s.artist.agent.get(`/api/payments/statements/yearly.pdf?year=2026`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(res.body).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await s.artist.agent.get(`/api/payments/statements/yearly.pdf?year=1999`)).status).toBe(400);
  });

  it("when a user lists their payments, then both sides see the milestone with the other party's name", async () => {
    const s = await setup();
    const a = await s.artist.agent.get(`/api/my-payments`);
    expect(a.status).toBe(200);
    expect(a.body).toHaveLength(1);
    expect(a.body[0]).toMatchObject({ myRole: "artist", counterpartName: "박서연", projectTitle: "한강 야외 조각 전시" });
    const p = await s.producer.agent.get(`/api/my-payments`);
    expect(p.body[0]).toMatchObject({ myRole: "producer", counterpartName: "이지호" });
  });
});

describe("the database guards the ledger", () => {
  it("when a transaction's entries do not sum to 0, then the commit is refused; ledger rows cannot be changed", async () => {
    const s = await setup();
    const m = (await s.producer.agent.get(`/api/contracts/${s.c.id}/payments`)).body.milestones[0];
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ milestoneId: m.id, key: "bad", kind: "direct" }).returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, milestoneId: m.id, account: "producer", amount: -1000 },
          { transactionId: row!.id, milestoneId: m.id, account: "payout", amount: 999 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.milestoneId, m.id))).toHaveLength(0);
    await s.producer.agent.post(`/api/payments/${m.id}/mark-paid`).send({ paidOn: "2026-12-01", amount: 2_901_000 });
    await s.artist.agent.post(`/api/payments/${m.id}/confirm-received`).send({});
    await expect(t.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.milestoneId, m.id))).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries).where(eq(ledgerEntries.milestoneId, m.id))).rejects.toThrow();
    expect(await ledgerOf(m.id)).toHaveLength(3);
  });
});
