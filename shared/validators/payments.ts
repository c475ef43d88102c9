import { z } from "zod";
import { TAX_CHOICES } from "../payments";
import { PAYOUT_BANK_CODES } from "../payouts";

export const paymentMsg = {
  paidOn: "지급일을 YYYY-MM-DD 형식으로 입력해주세요.",
  amount: "지급액(원)을 1원 이상의 정수로 입력해주세요.",
  note: "메모는 500자 이내로 입력해주세요.",
  notReceivedNote: "받지 못한 상황을 5자 이상 적어주세요.",
  flagNote: "운영진에게 알릴 내용을 5자 이상 적어주세요.",
  taxChoice: "소득 구분을 선택해주세요.",
  month: "월을 YYYY-MM 형식으로 입력해주세요.",
  year: "연도를 입력해주세요.",
} as const;

const isoDay = z
  .string({ error: paymentMsg.paidOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, paymentMsg.paidOn)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), paymentMsg.paidOn);

/** The producer's report of a direct transfer (POST /api/payments/{id}/mark-paid). */
export const markPaidSchema = z.strictObject({
  paidOn: isoDay,
  amount: z.number({ error: paymentMsg.amount }).int(paymentMsg.amount).min(1, paymentMsg.amount).max(100_000_000_000, paymentMsg.amount),
  note: z.string({ error: paymentMsg.note }).trim().max(500, paymentMsg.note).optional(),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

/** The artist says the transfer has not arrived. */
export const notReceivedSchema = z.strictObject({
  note: z.string({ error: paymentMsg.notReceivedNote }).trim().min(5, paymentMsg.notReceivedNote).max(500, paymentMsg.note),
});

/** The artist asks the operators to look at an unpaid milestone. */
export const flagPaymentSchema = z.strictObject({
  note: z.string({ error: paymentMsg.flagNote }).trim().min(5, paymentMsg.flagNote).max(1000, paymentMsg.note),
});

export const taxChoiceSchema = z.strictObject({
  choice: z.enum(TAX_CHOICES, { error: paymentMsg.taxChoice }),
});

export const monthQuerySchema = z.object({
  month: z.string({ error: paymentMsg.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, paymentMsg.month),
});

/** The checkout's return: what the provider's success redirect carries (POST /api/payments/escrow/confirm). */
export const escrowConfirmSchema = z.strictObject({
  paymentKey: z.string({ error: "결제 키가 없습니다." }).min(1, "결제 키가 없습니다.").max(200, "결제 키가 올바르지 않습니다."),
  orderId: z.string({ error: "주문번호가 없습니다." }).regex(/^[A-Za-z0-9_-]{6,64}$/, "주문번호가 올바르지 않습니다."),
  amount: z.number({ error: "결제 금액이 올바르지 않습니다." }).int("결제 금액이 올바르지 않습니다.").min(1, "결제 금액이 올바르지 않습니다."),
});

export const disputeSchema = z.strictObject({
  note: z.string({ error: "분쟁 사유를 5자 이상 적어주세요." }).trim().min(5, "분쟁 사유를 5자 이상 적어주세요.").max(1000, paymentMsg.note),
});

/**
 * A partial refund both parties agreed on, carried out by the artist (whose money goes back):
 * POST /api/payments/{id}/escrow/partial-refund. The amount is checked against what is still held.
 */
export const partialRefundSchema = z.strictObject({
  amount: z
    .number({ error: "환불할 금액(원)을 1원 이상의 정수로 입력해주세요." })
    .int("환불할 금액(원)을 1원 이상의 정수로 입력해주세요.")
    .min(1, "환불할 금액(원)을 1원 이상의 정수로 입력해주세요.")
    .max(100_000_000_000, "환불할 금액(원)을 1원 이상의 정수로 입력해주세요."),
  reason: z.string({ error: "합의한 환불 사유를 5자 이상 적어주세요." }).trim().min(5, "합의한 환불 사유를 5자 이상 적어주세요.").max(500, paymentMsg.note),
});
export type PartialRefundInput = z.infer<typeof partialRefundSchema>;

/** The artist declines the producer's refund request, saying why (POST /api/payments/refund-requests/{id}/decline). */
export const declineRefundSchema = z.strictObject({
  note: z.string({ error: "거절 사유를 5자 이상 적어주세요." }).trim().min(5, "거절 사유를 5자 이상 적어주세요.").max(500, paymentMsg.note),
});

/** A provider webhook body as Toss documents it: { eventType, createdAt, data }. */
export const providerWebhookSchema = z.object({
  eventType: z.string().min(1).max(60),
  createdAt: z.string().min(1).max(60),
  data: z.record(z.string(), z.unknown()),
});

/** An operator's decision of a dispute: won to the artist (the rest is refunded) and why. */
export const decideDisputeSchema = z.strictObject({
  toArtist: z
    .number({ error: "예술인 지급액(원)을 입력해주세요." })
    .int("예술인 지급액(원)을 정수로 입력해주세요.")
    .min(0, "예술인 지급액은 0원 이상이어야 합니다."),
  reason: z.string({ error: "결정 사유를 입력해주세요." }).trim().min(1, "결정 사유를 입력해주세요.").max(1000, "결정 사유는 1000자 이하로 입력해주세요."),
});

export const yearQuerySchema = z.object({
  year: z.coerce.number({ error: paymentMsg.year }).int(paymentMsg.year).min(2000, paymentMsg.year).max(2100, paymentMsg.year),
});

const accountDigitsMsg = "계좌번호는 하이픈(-) 없이 숫자 10~14자리로 입력해주세요.";
const phoneMsg = "휴대폰 번호를 010-1234-5678 형식으로 입력해주세요.";
const holderMsg = "예금주명을 2~30자의 한글 또는 영문으로 입력해주세요.";

/**
 * The artist's payout account (PUT /api/me/payout-account): a bank from the fixed list, the account number
 * (digits; hyphens and spaces are dropped), the holder's name as the bank knows it and a mobile number for
 * the provider's identity verification of the seller.
 */
export const payoutAccountSchema = z.strictObject({
  bankCode: z.enum(PAYOUT_BANK_CODES, { error: "은행을 선택해주세요." }),
  accountNumber: z
    .string({ error: accountDigitsMsg })
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{10,14}$/, accountDigitsMsg)),
  holderName: z
    .string({ error: holderMsg })
    .trim()
    .min(2, holderMsg)
    .max(30, holderMsg)
    .regex(/^[가-힣A-Za-z][가-힣A-Za-z .]*$/, holderMsg),
  phone: z
    .string({ error: phoneMsg })
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^01[016789]\d{7,8}$/, phoneMsg)),
});
export type PayoutAccountInput = z.infer<typeof payoutAccountSchema>;
