import { z } from "zod";
import { MILESTONE_STATUSES, REFUND_REQUEST_STATUSES, TAX_CHOICES } from "@shared/payments";
import { PAYOUT_STATUSES, SELLER_STATUSES } from "@shared/payouts";
import {
  declineRefundSchema,
  disputeSchema,
  escrowConfirmSchema,
  flagPaymentSchema,
  markPaidSchema,
  monthQuerySchema,
  notReceivedSchema,
  partialRefundSchema,
  payoutAccountSchema,
  providerWebhookSchema,
  taxChoiceSchema,
  yearQuerySchema,
} from "@shared/validators/payments";
import { defineFeature, messageAnswer, named } from "./define";

const int = z.number().int();
const day = z.string().describe("YYYY-MM-DD");
const dateTime = z.string().describe("ISO 8601 date-time");

/** The producer's partial refund request of an escrowed milestone, while it waits for the artist's answer. */
export const PaymentRefundRequest = named(
  "PaymentRefundRequest",
  z.strictObject({
    id: int,
    amount: int.describe("Won the producer asks back, integer won"),
    reason: z.string(),
    status: z.enum(REFUND_REQUEST_STATUSES),
    requestedAt: dateTime,
  }),
);

/** One payment of a signed contract, with its gross, withholding and net under the contract's tax choice. */
export const PaymentMilestone = named(
  "PaymentMilestone",
  z.strictObject({
    id: int,
    contractId: int,
    seq: int,
    label: z.string(),
    amount: int.describe("Gross, integer won"),
    dueOn: day.nullable(),
    status: z.enum(MILESTONE_STATUSES),
    bucket: z.enum(["due", "overdue", "paid", "closed"]),
    method: z.enum(["direct", "escrow"]),
    incomeTax: int,
    localTax: int,
    withheld: int,
    net: int,
    paidOn: day.nullable(),
    paidAmount: int.nullable(),
    paidNote: z.string().nullable(),
    reportedAt: dateTime.nullable(),
    receivedAt: dateTime.nullable(),
    notReceivedNote: z.string().nullable(),
    flaggedAt: dateTime.nullable(),
    held: int.describe("Won held in escrow now (0 for direct payments)"),
    refunded: int.describe("Won refunded from escrow (by agreement or a decision); withholding and net are of the rest"),
    refundRequest: PaymentRefundRequest.nullable().describe("The producer's pending partial refund request (at most one per milestone)"),
  }),
);

export const ContractPayments = named(
  "ContractPayments",
  z.strictObject({
    contractId: int,
    projectTitle: z.string(),
    myRole: z.enum(["producer", "artist"]),
    taxChoice: z.enum(TAX_CHOICES),
    escrowAvailable: z.boolean().describe("A payment provider is configured: 안전결제 is offered"),
    milestones: z.array(PaymentMilestone),
    totals: z.strictObject({ gross: int, paid: int, due: int, overdue: int, withheld: int, net: int }),
  }),
);

export const MyPayment = named(
  "MyPayment",
  z.strictObject({
    milestone: PaymentMilestone,
    projectTitle: z.string(),
    myRole: z.enum(["producer", "artist"]),
    counterpartName: z.string(),
  }),
);

export const EscrowOrder = named(
  "EscrowOrder",
  z.strictObject({
    orderId: z.string(),
    amount: int,
    orderName: z.string(),
    clientKey: z.string(),
    provider: z.enum(["toss", "toss-fake"]).describe("toss: the client renders Toss's v2 payment widget; toss-fake: the stand-in's checkout page"),
    customerKey: z.string().describe("The widget's buyer id: random, new per order"),
    customerName: z.string(),
    customerEmail: z.string().nullable(),
  }),
);

/** The artist's payout account, what waits and the payouts made (decision 040). */
export const PayoutAccountView = named(
  "PayoutAccountView",
  z.strictObject({
    available: z.boolean().describe("A payouts provider is configured: an account can be registered"),
    account: z
      .strictObject({
        bankCode: z.string(),
        bankName: z.string(),
        accountMasked: z.string().describe("Only the last 4 digits; the provider holds the number"),
        holderName: z.string(),
        status: z.enum(SELLER_STATUSES).describe("The provider's seller status"),
        updatedAt: dateTime,
      })
      .nullable(),
    waiting: int.describe("Won released to the artist and not yet paid out (no account, or not yet verified)"),
    waitingReason: z
      .enum(["no_account", "verification", "kyc", "failed", "pending"])
      .nullable()
      .describe("Why it waits: no account, the seller's identity verification, KYC (or the pre-KYC limit), failed payouts, or about to be paid"),
    preKycLimit: int.describe("What an individual seller may be paid in total before KYC"),
    paidSoFar: int.describe("Won requested or paid out so far"),
    payouts: z.array(
      z.strictObject({
        id: int,
        contractId: int,
        projectTitle: z.string(),
        label: z.string(),
        amount: int,
        status: z.enum(PAYOUT_STATUSES),
        requestedAt: dateTime,
        completedAt: dateTime.nullable(),
      }),
    ),
  }),
);

/** server/features/payments/routes.ts, mounted at /api: the fees of signed contracts (issue 28). */
export const paymentPaths = defineFeature({
  tag: "payments",
  description: "계약 보수 지급 일정, 직접 지급 기록과 수령 확인, 미지급 알림, 원천징수, 지급명세",
  operations: {
    ofContract: {
      method: "get",
      path: "/api/contracts/{id}/payments",
      summary: "A signed contract's payment milestones with gross, withholding and net (its two parties)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Milestones", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    taxChoice: {
      method: "put",
      path: "/api/contracts/{id}/payments/tax-choice",
      summary: "Choose how the fee is taxed: 사업소득, 기타소득 or 세금계산서 (the artist; not after a payment was settled)",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentTaxChoiceInput", taxChoiceSchema),
      success: { status: 200, description: "Chosen", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    mine: {
      method: "get",
      path: "/api/my-payments",
      summary: "Every milestone of the user's signed contracts, soonest due first (dashboards)",
      auth: "user",
      success: { status: 200, description: "Milestones", schema: z.array(MyPayment) },
      errors: [401],
    },
    markPaid: {
      method: "post",
      path: "/api/payments/{id}/mark-paid",
      summary: "Record a direct transfer (the producer)",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentMarkPaidInput", markPaidSchema),
      success: { status: 200, description: "Recorded", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    confirmReceived: {
      method: "post",
      path: "/api/payments/{id}/confirm-received",
      summary: "Confirm the money arrived (the artist); writes the ledger",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Confirmed", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    notReceived: {
      method: "post",
      path: "/api/payments/{id}/not-received",
      summary: "Say the reported transfer has not arrived (the artist)",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentNotReceivedInput", notReceivedSchema),
      success: { status: 200, description: "Told the producer", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    flag: {
      method: "post",
      path: "/api/payments/{id}/flag",
      summary: "Ask the operators to look at an overdue or disputed payment (the artist)",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentFlagInput", flagPaymentSchema),
      success: { status: 200, description: "Flagged", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409, 429],
      rateLimit: { key: "payment-flag", by: "user", windowMs: 60 * 60_000, max: 10 },
    },
    escrowCheckout: {
      method: "post",
      path: "/api/payments/{id}/escrow/checkout",
      summary: "Start paying a due milestone into escrow: the order the checkout pays (the producer; 409 without a provider)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "The order", schema: EscrowOrder },
      errors: [401, 403, 404, 409],
    },
    escrowConfirm: {
      method: "post",
      path: "/api/payments/escrow/confirm",
      summary: "Confirm the checkout's payment with the provider and hold it in escrow (the producer; idempotent)",
      auth: "user",
      body: named("EscrowConfirmInput", escrowConfirmSchema),
      success: { status: 200, description: "Held", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    deliver: {
      method: "post",
      path: "/api/payments/{id}/deliver",
      summary: "Report the work of an escrowed milestone delivered (the artist); released after 7 days without an answer",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Delivered", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    approve: {
      method: "post",
      path: "/api/payments/{id}/approve",
      summary: "Approve the delivered work: the escrow is released to the artist less the withholding (the producer)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Released", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    requestChanges: {
      method: "post",
      path: "/api/payments/{id}/request-changes",
      summary: "Ask for changes to the delivered work: the money stays held (the producer)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Held again", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    dispute: {
      method: "post",
      path: "/api/payments/{id}/dispute",
      summary: "Open a dispute over an escrowed milestone: it stays held until an operator decides (either party)",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentDisputeInput", disputeSchema),
      success: { status: 200, description: "Disputed", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    cancelEscrow: {
      method: "post",
      path: "/api/payments/{id}/escrow/cancel",
      summary: "Cancel an escrowed milestone before delivery: refunded in full through the provider (the producer)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Refunded", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    refundRequest: {
      method: "post",
      path: "/api/payments/{id}/escrow/refund-request",
      summary:
        "Ask the artist for a partial refund of held money before delivery (the producer): stored as pending (one at a time per milestone, else 409) until the artist accepts or declines it; the artist is told by notification and mail; nothing moves yet",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentRefundRequestInput", partialRefundSchema),
      success: { status: 200, description: "Asked", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409, 429],
      rateLimit: { key: "payment-refund-request", by: "user", windowMs: 60 * 60_000, max: 10 },
    },
    acceptRefundRequest: {
      method: "post",
      path: "/api/payments/refund-requests/{id}/accept",
      summary:
        "Accept the producer's pending refund request (the artist): the requested amount is refunded through the provider's partial cancel in the same transaction, and the request becomes accepted only if it succeeded; a replay of an accepted request answers 200 and refunds nothing more",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Refunded", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    declineRefundRequest: {
      method: "post",
      path: "/api/payments/refund-requests/{id}/decline",
      summary: "Decline the producer's pending refund request with a note (the artist); the producer is told by notification and mail",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentRefundDeclineInput", declineRefundSchema),
      success: { status: 200, description: "Declined", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    withdrawRefundRequest: {
      method: "post",
      path: "/api/payments/refund-requests/{id}/withdraw",
      summary: "Withdraw one's own pending refund request (the producer); the artist is told",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Withdrawn", schema: ContractPayments },
      errors: [401, 403, 404, 409],
    },
    partialRefund: {
      method: "post",
      path: "/api/payments/{id}/escrow/partial-refund",
      summary:
        "A partial refund both parties agreed on, before delivery: the artist gives back part of the held money through the provider's partial cancel (Idempotency-Key per refund); the producer is told",
      auth: "user",
      params: { id: "id" },
      body: named("PaymentPartialRefundInput", partialRefundSchema),
      success: { status: 200, description: "Refunded", schema: ContractPayments },
      errors: [400, 401, 403, 404, 409],
    },
    webhook: {
      method: "post",
      path: "/api/payments/webhooks/toss",
      summary:
        "The provider's webhook, processed once per event: PAYMENT_STATUS_CHANGED (trusted only through a lookup), payout.changed and seller.changed (signed: HMAC-SHA256 of the payload and tosspayments-webhook-transmission-time; 401 otherwise)",
      auth: "public",
      body: named("ProviderWebhookInput", providerWebhookSchema),
      success: { status: 200, description: "Received", schema: messageAnswer },
      errors: [400, 401, 404],
      fuzz: { reason: "public, needs a provider" },
    },
    payoutAccount: {
      method: "get",
      path: "/api/me/payout-account",
      summary: "The artist's payout account (masked), the won waiting to be paid out and the payouts made (artists only)",
      auth: "user",
      success: { status: 200, description: "The account and payouts", schema: PayoutAccountView },
      errors: [401, 403],
    },
    savePayoutAccount: {
      method: "put",
      path: "/api/me/payout-account",
      summary:
        "Register or change the artist's payout bank account: registered with the provider as a seller (JWE body), then what waits is paid out (artists only; 409 without a payouts provider)",
      auth: "user",
      body: named("PayoutAccountInput", payoutAccountSchema),
      success: { status: 200, description: "Saved", schema: PayoutAccountView },
      errors: [400, 401, 403, 409],
      rateLimit: { key: "payout-account", by: "user", windowMs: 60 * 60_000, max: 10 },
    },
    yearlyStatement: {
      method: "get",
      path: "/api/payments/statements/yearly.pdf",
      summary: "The artist's income statement of one year as PDF (payments confirmed or released that year: gross, withholding, net)",
      auth: "user",
      query: yearQuerySchema,
      success: { status: 200, description: "PDF", contentType: "application/pdf" },
      errors: [400, 401],
    },
    monthlyStatement: {
      method: "get",
      path: "/api/payments/statements/monthly.csv",
      summary: "The producer's 지급명세 of one month as CSV (payments settled that month: gross, withholding, net)",
      auth: "user",
      query: monthQuerySchema,
      success: { status: 200, description: "CSV", contentType: "text/csv" },
      errors: [400, 401],
    },
  },
});
