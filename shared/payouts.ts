/**
 * Paying artists out (issue 28, decision 040): the banks a payout account may name, the provider's seller
 * statuses with their Korean labels, and the limit on an individual seller before KYC. Pure; shared by
 * the server, the form and the tests.
 */

/** Korean banks by their 금융결제원 3-digit code (the code Toss's seller account takes). */
export const PAYOUT_BANKS = [
  { code: "004", name: "KB국민은행" },
  { code: "088", name: "신한은행" },
  { code: "020", name: "우리은행" },
  { code: "081", name: "하나은행" },
  { code: "011", name: "NH농협은행" },
  { code: "003", name: "IBK기업은행" },
  { code: "090", name: "카카오뱅크" },
  { code: "092", name: "토스뱅크" },
  { code: "089", name: "케이뱅크" },
  { code: "002", name: "KDB산업은행" },
  { code: "007", name: "수협은행" },
  { code: "023", name: "SC제일은행" },
  { code: "027", name: "한국씨티은행" },
  { code: "031", name: "iM뱅크(대구)" },
  { code: "032", name: "부산은행" },
  { code: "034", name: "광주은행" },
  { code: "035", name: "제주은행" },
  { code: "037", name: "전북은행" },
  { code: "039", name: "경남은행" },
  { code: "045", name: "새마을금고" },
  { code: "048", name: "신협" },
  { code: "071", name: "우체국" },
] as const;
export const PAYOUT_BANK_CODES = PAYOUT_BANKS.map((b) => b.code) as unknown as readonly [string, ...string[]];

export function bankNameOf(code: string): string {
  return PAYOUT_BANKS.find((b) => b.code === code)?.name ?? code;
}

/** The provider's seller statuses (Toss payouts v2). */
export const SELLER_STATUSES = ["APPROVAL_REQUIRED", "PARTIALLY_APPROVED", "KYC_REQUIRED", "APPROVED"] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** What the artist sees: 심사 중 (본인 인증 전), 등록 완료 (paid out, within the limit), 추가 인증 필요 (KYC). */
export const sellerStatusLabels: Record<SellerStatus, string> = {
  APPROVAL_REQUIRED: "심사 중",
  PARTIALLY_APPROVED: "등록 완료",
  KYC_REQUIRED: "추가 인증 필요",
  APPROVED: "등록 완료",
};

export const PAYOUT_STATUSES = ["REQUESTED", "COMPLETED", "FAILED"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutStatusLabels: Record<PayoutStatus, string> = { REQUESTED: "지급 중", COMPLETED: "지급 완료", FAILED: "지급 실패" };

/**
 * What an individual seller may be paid in total before KYC: 1천만원 (Toss's documentation of the
 * PARTIALLY_APPROVED status; decision 040). Above it the provider fails the payout and asks for KYC.
 */
export const PRE_KYC_PAYOUT_LIMIT = 10_000_000;

/**
 * Whether a payout of `amount` won may be requested now for a seller in `status` who was already paid (or
 * has in flight) `paidSoFar` won: APPROVED without limit, PARTIALLY_APPROVED up to the limit in total,
 * APPROVAL_REQUIRED and KYC_REQUIRED not at all (the provider refuses them: FORBIDDEN_SELLER_PAYOUT).
 */
export function payoutAllowed(status: SellerStatus, paidSoFar: number, amount: number): boolean {
  if (!Number.isSafeInteger(amount) || amount <= 0) return false;
  if (status === "APPROVED") return true;
  if (status === "PARTIALLY_APPROVED") return paidSoFar + amount <= PRE_KYC_PAYOUT_LIMIT;
  return false;
}

/** Only the last 4 digits are kept: "1234567890" → "******7890" (the provider holds the full number). */
export function maskAccountNumber(digits: string): string {
  const d = digits.replace(/\D/g, "");
  return `${"*".repeat(Math.max(0, d.length - 4))}${d.slice(-4)}`;
}
