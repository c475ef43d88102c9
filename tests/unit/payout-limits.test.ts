import { describe, expect, it } from "vitest";
import { maskAccountNumber, payoutAllowed, PRE_KYC_PAYOUT_LIMIT } from "@shared/payouts";
import { payoutAccountSchema } from "@shared/validators/payments";

describe("the provider's seller limits (decision 040)", () => {
  it("when a seller is APPROVED, then any payout may be requested", () => {
    expect(payoutAllowed("APPROVED", 50_000_000, 30_000_000)).toBe(true);
  });

  it("when a seller is PARTIALLY_APPROVED, then payouts are allowed up to 1천만원 in total, not a won more", () => {
    expect(PRE_KYC_PAYOUT_LIMIT).toBe(10_000_000);
    expect(payoutAllowed("PARTIALLY_APPROVED", 0, 10_000_000)).toBe(true);
    expect(payoutAllowed("PARTIALLY_APPROVED", 7_000_000, 3_000_000)).toBe(true);
    expect(payoutAllowed("PARTIALLY_APPROVED", 7_000_000, 3_000_001)).toBe(false);
    expect(payoutAllowed("PARTIALLY_APPROVED", 0, 10_000_001)).toBe(false);
  });

  it("when a seller awaits verification or KYC, then nothing may be paid out", () => {
    expect(payoutAllowed("APPROVAL_REQUIRED", 0, 1)).toBe(false);
    expect(payoutAllowed("KYC_REQUIRED", 0, 1)).toBe(false);
  });

  it("when the amount is not a positive integer, then it is refused", () => {
    expect(payoutAllowed("APPROVED", 0, 0)).toBe(false);
    expect(payoutAllowed("APPROVED", 0, 1.5)).toBe(false);
  });

  it("when an account number is masked, then only its last 4 digits remain", () => {
    expect(maskAccountNumber("110-123-456789")).toBe("********6789");
    expect(maskAccountNumber("1234567890")).toBe("******7890");
  });

  it("when an account is entered with hyphens and spaces, then they are dropped before the checks", () => {
    const r = payoutAccountSchema.safeParse({ bankCode: "004", accountNumber: "123-45 678-901", holderName: " 김예술 ", phone: "010 1234 5678" });
    expect(r.success && r.data).toEqual({ bankCode: "004", accountNumber: "12345678901", holderName: "김예술", phone: "01012345678" });
  });
});
