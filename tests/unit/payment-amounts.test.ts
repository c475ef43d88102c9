import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { milestoneBucket, milestonesOf, overdueReminderDue, truncateTo10, withholdingOf } from "@shared/payments";

const base = {
  fee: 1_000_000,
  paymentType: "lump_sum" as const,
  paymentDate: "2026-12-01",
  depositAmount: null,
  depositDate: null,
  balanceDate: null,
  endDate: "2026-12-20",
};

describe("milestonesOf", () => {
  it("when the contract pays a lump sum, then one milestone of the whole fee on the payment date", () => {
    expect(milestonesOf(base)).toEqual([{ seq: 1, label: "계약금액(일시 지급)", amount: 1_000_000, dueOn: "2026-12-01" }]);
  });
  it("when a lump sum has no payment date, then it falls due at the end of the work", () => {
    expect(milestonesOf({ ...base, paymentDate: null })[0]!.dueOn).toBe("2026-12-20");
    expect(milestonesOf({ ...base, paymentDate: null, endDate: null })[0]!.dueOn).toBeNull();
  });
  it("when the contract pays a deposit and the balance, then two milestones that add up to the fee", () => {
    expect(milestonesOf({ ...base, paymentType: "installments", depositAmount: 300_000, depositDate: "2026-11-01", balanceDate: "2026-12-31" })).toEqual([
      { seq: 1, label: "계약금", amount: 300_000, dueOn: "2026-11-01" },
      { seq: 2, label: "잔금", amount: 700_000, dueOn: "2026-12-31" },
    ]);
  });
  it("when the deposit is missing, zero or the whole fee, then one payment", () => {
    for (const depositAmount of [null, 0, 1_000_000, 2_000_000]) {
      const ms = milestonesOf({ ...base, paymentType: "installments", depositAmount, balanceDate: "2026-12-31" });
      expect(ms).toHaveLength(1);
      expect(ms[0]!.amount).toBe(1_000_000);
      expect(ms[0]!.dueOn).toBe("2026-12-31");
    }
  });
  it("when there is no fee, then no milestones", () => {
    expect(milestonesOf({ ...base, fee: null })).toEqual([]);
    expect(milestonesOf({ ...base, fee: 0 })).toEqual([]);
  });
  it("when any terms are given, then the amounts add up to the fee and each is positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.option(fc.integer({ min: -5, max: 10_000_000_000 })), (fee, deposit) => {
        const ms = milestonesOf({ ...base, fee, paymentType: "installments", depositAmount: deposit });
        expect(ms.reduce((s, m) => s + m.amount, 0)).toBe(fee);
        for (const m of ms) expect(m.amount).toBeGreaterThan(0);
      }),
    );
  });
});

describe("withholdingOf", () => {
  it("when 사업소득, then 3 % 소득세 and 0.3 % 지방소득세 (3.3 %)", () => {
    expect(withholdingOf(1_000_000, "business_income")).toEqual({
      gross: 1_000_000,
      incomeTax: 30_000,
      localTax: 3_000,
      withheld: 33_000,
      net: 967_000,
      taxableIncome: null,
    });
  });
  it("when 사업소득 on an uneven amount, then each tax is truncated below 10 won", () => {
    // 3 % of 123,456 = 3,703.68 → 3,700; 10 % of that = 370.
    expect(withholdingOf(123_456, "business_income")).toMatchObject({ incomeTax: 3_700, localTax: 370, withheld: 4_070, net: 119_386 });
    // 3 % of 33,333 = 999.99 → 990; 10 % = 99 → 90.
    expect(withholdingOf(33_333, "business_income")).toMatchObject({ incomeTax: 990, localTax: 90, withheld: 1_080 });
  });
  it("when 기타소득, then 22 % of the 40 % left after the 60 % deduction (8.8 %)", () => {
    expect(withholdingOf(1_000_000, "other_income")).toEqual({
      gross: 1_000_000,
      incomeTax: 80_000,
      localTax: 8_000,
      withheld: 88_000,
      net: 912_000,
      taxableIncome: 400_000,
    });
  });
  it("when 기타소득 of 125,000 won or less, then the 기타소득금액 is 5만원 or less and nothing is withheld (과세최저한)", () => {
    expect(withholdingOf(125_000, "other_income")).toMatchObject({ taxableIncome: 50_000, withheld: 0, net: 125_000 });
    // 40 % of 125,002 is 50,000.8: rounded down, still 5만원. The first taxed amount is 125,003.
    expect(withholdingOf(125_002, "other_income")).toMatchObject({ taxableIncome: 50_000, withheld: 0 });
    expect(withholdingOf(125_003, "other_income")).toMatchObject({ taxableIncome: 50_001, incomeTax: 10_000, localTax: 1_000, withheld: 11_000 });
  });
  it("when the artist issues a 세금계산서, then nothing is withheld", () => {
    expect(withholdingOf(1_000_000, "tax_invoice")).toMatchObject({ withheld: 0, net: 1_000_000 });
  });
  it("when amounts are negative or fractional, then it refuses", () => {
    expect(() => withholdingOf(-1, "business_income")).toThrow(RangeError);
    expect(() => withholdingOf(1.5, "business_income")).toThrow(RangeError);
  });
  it("when any amount is taxed, then net + withheld = gross, taxes are multiples of 10 and never above the nominal rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.constantFrom("business_income" as const, "other_income" as const, "tax_invoice" as const),
        (gross, choice) => {
          const w = withholdingOf(gross, choice);
          expect(w.net + w.withheld).toBe(gross);
          expect(w.incomeTax % 10).toBe(0);
          expect(w.localTax % 10).toBe(0);
          expect(w.net).toBeGreaterThanOrEqual(0);
          const rate = { business_income: 0.033, other_income: 0.088, tax_invoice: 0 }[choice];
          expect(w.withheld).toBeLessThanOrEqual(gross * rate + 1e-6);
        },
      ),
    );
  });
  it("when 10 won are truncated, then only the won below 10 go", () => {
    expect(truncateTo10(0)).toBe(0);
    expect(truncateTo10(9)).toBe(0);
    expect(truncateTo10(19)).toBe(10);
  });
});

describe("overdue reminders", () => {
  it("when the due day has not passed, then no reminder", () => {
    expect(overdueReminderDue("2026-12-01", "2026-12-01", null)).toBe(false);
    expect(overdueReminderDue(null, "2026-12-01", null)).toBe(false);
  });
  it("when it is the day after, then a reminder; then weekly", () => {
    expect(overdueReminderDue("2026-12-01", "2026-12-02", null)).toBe(true);
    expect(overdueReminderDue("2026-12-01", "2026-12-08", "2026-12-02")).toBe(false);
    expect(overdueReminderDue("2026-12-01", "2026-12-09", "2026-12-02")).toBe(true);
  });
  it("when a milestone is unpaid past its date, then it is overdue; received is paid", () => {
    expect(milestoneBucket("due", "2026-12-01", "2026-12-02")).toBe("overdue");
    expect(milestoneBucket("due", "2026-12-01", "2026-12-01")).toBe("due");
    expect(milestoneBucket("received", "2026-12-01", "2026-12-02")).toBe("paid");
    expect(milestoneBucket("held", "2026-12-01", "2026-12-02")).toBe("due");
  });
});
