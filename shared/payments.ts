/**
 * Getting paid (issue 28): the payment milestones a signed contract's terms make, and the gross,
 * withholding and net of every payment per the artist's tax choice. Pure functions over integer won,
 * imported by schema, server and client; the rules and their sources are in docs/decisions/038.
 */
import type { ContractTerms } from "./contracts";

export const TAX_CHOICES = ["business_income", "other_income", "tax_invoice"] as const;
/** 사업소득 (3.3 %), 기타소득 (8.8 % after the 60 % necessary-expense deduction), or a business issuing a 세금계산서 (nothing withheld). */
export type TaxChoice = (typeof TAX_CHOICES)[number];

export const taxChoiceLabels: Record<TaxChoice, string> = {
  business_income: "사업소득 (3.3%)",
  other_income: "기타소득 (8.8%)",
  tax_invoice: "사업자 (세금계산서 발행)",
};

/** The choice a contract starts with until the artist chooses: most freelance artists file 사업소득. */
export const DEFAULT_TAX_CHOICE: TaxChoice = "business_income";

export const MILESTONE_STATUSES = [
  "due",
  "paid_reported",
  "received",
  "not_received",
  "held",
  "delivered",
  "released",
  "refunded",
  "disputed",
  "cancelled",
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/**
 * A producer's request for a partial refund of held money: pending until the artist accepts or declines, or
 * the producer withdraws it; `lapsed` when the milestone was settled, refunded or cancelled first (nothing is
 * held any more that it could be paid from).
 */
export const REFUND_REQUEST_STATUSES = ["pending", "accepted", "declined", "withdrawn", "lapsed"] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  due: "지급 예정",
  paid_reported: "지급 완료(확인 대기)",
  received: "수령 확인",
  not_received: "미수령 신고",
  held: "안전결제 보관 중",
  delivered: "작업 완료 보고",
  released: "정산 완료",
  refunded: "환불",
  disputed: "분쟁 중",
  cancelled: "취소",
};

/** Statuses in which the money has reached the artist (or was confirmed by the artist to have). */
export const SETTLED_STATUSES: readonly MilestoneStatus[] = ["received", "released"];

/** One milestone as the contract's terms make it (before it is stored). */
export interface PlannedMilestone {
  /** 1-based order within the contract. */
  seq: number;
  label: string;
  amount: number;
  /** 'YYYY-MM-DD' or null when the contract names no date (no reminders then). */
  dueOn: string | null;
}

/**
 * The milestones of a contract's payment terms: a lump sum on its payment date (or, without one, the
 * end of the work), or a deposit and the balance. An installment plan whose deposit is missing, zero or
 * the whole fee is one payment. No fee, no milestones. The amounts always add up to the fee.
 */
export function milestonesOf(
  terms: Pick<ContractTerms, "fee" | "paymentType" | "paymentDate" | "depositAmount" | "depositDate" | "balanceDate" | "endDate">,
): PlannedMilestone[] {
  const fee = terms.fee;
  if (fee === null || !Number.isSafeInteger(fee) || fee <= 0) return [];
  const deposit = terms.depositAmount;
  if (terms.paymentType === "installments" && deposit !== null && Number.isSafeInteger(deposit) && deposit > 0 && deposit < fee) {
    return [
      { seq: 1, label: "계약금", amount: deposit, dueOn: terms.depositDate ?? null },
      { seq: 2, label: "잔금", amount: fee - deposit, dueOn: terms.balanceDate ?? terms.endDate ?? null },
    ];
  }
  const dueOn = terms.paymentType === "installments" ? (terms.balanceDate ?? terms.depositDate ?? terms.endDate) : (terms.paymentDate ?? terms.endDate);
  return [{ seq: 1, label: "계약금액(일시 지급)", amount: fee, dueOn: dueOn ?? null }];
}

/** 기타소득 과세최저한 (소득세법 제84조): 건별 기타소득금액 5만원 이하는 과세하지 않는다. */
export const OTHER_INCOME_EXEMPT_INCOME = 50_000;

export interface Withholding {
  gross: number;
  /** 소득세 withheld (국세). */
  incomeTax: number;
  /** 지방소득세 withheld (10 % of the 소득세). */
  localTax: number;
  /** incomeTax + localTax. */
  withheld: number;
  /** What the artist receives: gross − withheld. */
  net: number;
  /** 기타소득 only: the income after the 60 % necessary-expense deduction (기타소득금액); null otherwise. */
  taxableIncome: number | null;
}

/** Drops the won below 10 (10원 미만 절사): the 끝수 rule of 국고금 관리법 제47조 for national taxes, applied to both taxes. */
export function truncateTo10(won: number): number {
  return Math.floor(won / 10) * 10;
}

/**
 * Gross, withholding and net of one payment of `gross` won. Integer arithmetic only:
 * - 사업소득: 소득세 = 3 % of gross (소득세법 제129조 ① 3호), 지방소득세 = 10 % of that 소득세 (지방세법 제103조의13).
 * - 기타소득: 기타소득금액 = gross − 60 % 필요경비 (소득세법 시행령 제87조) = 40 % of gross; 0 when it is 5만원 or
 *   less (과세최저한, 제84조); else 소득세 = 20 % of it (제129조 ① 6호), 지방소득세 = 10 % of the 소득세.
 * - 세금계산서 사업자: nothing withheld.
 * Each tax is truncated below 10 won; the 지방소득세 is computed from the already truncated 소득세.
 */
export function withholdingOf(gross: number, choice: TaxChoice): Withholding {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError("gross must be a non-negative integer of won");
  let incomeTax = 0;
  let taxableIncome: number | null = null;
  if (choice === "business_income") {
    incomeTax = truncateTo10(Math.floor((gross * 3) / 100));
  } else if (choice === "other_income") {
    // 40 % of gross, rounded down: the deduction is never smaller than 60 % (in the artist's favour by under 1 won).
    taxableIncome = Math.floor((gross * 4) / 10);
    incomeTax = taxableIncome <= OTHER_INCOME_EXEMPT_INCOME ? 0 : truncateTo10(Math.floor((taxableIncome * 20) / 100));
  }
  const localTax = truncateTo10(Math.floor(incomeTax / 10));
  const withheld = incomeTax + localTax;
  return { gross, incomeTax, localTax, withheld, net: gross - withheld, taxableIncome };
}

/** 'YYYY-MM-DD' plus `days` (calendar days; no time zone involved). */
export function addDaysIso(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Statuses in which a direct-payment milestone still waits for money (reminders run on these). */
export const UNPAID_STATUSES: readonly MilestoneStatus[] = ["due", "not_received"];

/**
 * Whether an unpaid milestone due on `dueOn` gets an overdue reminder on `today`, given the day of the last
 * one: the day after the due date, then every 7 days while it stays unpaid.
 */
export function overdueReminderDue(dueOn: string | null, today: string, lastRemindedOn: string | null): boolean {
  if (!dueOn || daysBetween(dueOn, today) < 1) return false;
  if (!lastRemindedOn) return true;
  return daysBetween(lastRemindedOn, today) >= 7;
}

/** A milestone's place in "what is due, paid and overdue". */
export function milestoneBucket(status: MilestoneStatus, dueOn: string | null, today: string): "paid" | "overdue" | "due" | "closed" {
  if (SETTLED_STATUSES.includes(status)) return "paid";
  if (status === "refunded" || status === "cancelled") return "closed";
  if (UNPAID_STATUSES.includes(status) && dueOn && dueOn < today) return "overdue";
  return "due";
}

/** Korean won for display: 1234567 → "1,234,567원". */
export function formatWon(won: number): string {
  return `${won.toLocaleString("ko-KR")}원`;
}
