import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, unique, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { MILESTONE_STATUSES, REFUND_REQUEST_STATUSES, TAX_CHOICES } from "../payments";
import { contracts } from "./contracts";
import { users } from "./users";

export const milestoneStatusEnum = pgEnum("payment_milestone_status", MILESTONE_STATUSES);
export const taxChoiceEnum = pgEnum("payment_tax_choice", TAX_CHOICES);
export const refundRequestStatusEnum = pgEnum("payment_refund_request_status", REFUND_REQUEST_STATUSES);
export const ledgerAccountEnum = pgEnum("ledger_account", ["producer", "escrow", "artist", "withholding", "payout", "refund"]);

/** How a signed contract's fee is taxed: the artist's choice (issue 28); absent = the default (사업소득). */
export const paymentTaxChoices = pgTable("payment_tax_choices", {
  contractId: integer("contract_id")
    .primaryKey()
    .references(() => contracts.id, { onDelete: "cascade" }),
  choice: taxChoiceEnum("choice").notNull(),
  chosenBy: text("chosen_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One payment a signed contract's terms promise (a lump sum, or deposit and balance), made when both have
 * signed, in the signing transaction. Amounts in integer won.
 */
export const paymentMilestones = pgTable(
  "payment_milestones",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    label: varchar("label", { length: 40 }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    dueOn: date("due_on"),
    status: milestoneStatusEnum("status").notNull().default("due"),
    method: varchar("method", { length: 10 }).notNull().default("direct"),
    /** The producer's report of a direct transfer. */
    paidOn: date("paid_on"),
    paidAmount: bigint("paid_amount", { mode: "number" }),
    paidNote: text("paid_note"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** The artist's answer: received, or not arrived with a note. */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    notReceivedNote: text("not_received_note"),
    /** The artist asked the operators to look at it. */
    flaggedAt: timestamp("flagged_at", { withTimezone: true }),
    flagNote: text("flag_note"),
    /** 'YYYY-MM-DD' in Korea of the last overdue reminder (the day after due, then weekly). */
    lastRemindedOn: date("last_reminded_on"),
    /** 안전결제: the provider's payment key and the state of the money. */
    paymentKey: varchar("payment_key", { length: 200 }),
    orderId: varchar("order_id", { length: 64 }).unique(),
    held: bigint("held", { mode: "number" }).notNull().default(0),
    owed: bigint("owed", { mode: "number" }).notNull().default(0),
    deliveredOn: date("delivered_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payment_milestones_contract_seq_uq").on(t.contractId, t.seq),
    index("payment_milestones_due_idx").on(t.status, t.dueOn),
    check("payment_milestones_amount_positive", sql`${t.amount} > 0`),
    check("payment_milestones_held_range", sql`${t.held} >= 0 and ${t.held} <= ${t.amount} and ${t.owed} >= 0`),
  ],
);

/**
 * A balanced double-entry transaction (decision 037). The key makes every event write once: a duplicated
 * webhook or a retried request finds its key taken. A deferred constraint trigger (migration 0021)
 * refuses a commit whose entries of one transaction do not sum to 0.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: serial("id").primaryKey(),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => paymentMilestones.id, { onDelete: "restrict" }),
    key: varchar("key", { length: 200 }).notNull(),
    kind: varchar("kind", { length: 20 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ledger_transactions_key_uq").on(t.milestoneId, t.key)],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => paymentMilestones.id, { onDelete: "restrict" }),
    account: ledgerAccountEnum("account").notNull(),
    /** Debit positive, credit negative, integer won. */
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [
    index("ledger_entries_txn_idx").on(t.transactionId),
    index("ledger_entries_account_idx").on(t.milestoneId, t.account),
    check("ledger_entries_nonzero", sql`${t.amount} <> 0`),
  ],
);

/** Every webhook and provider call by its idempotency key: processed once. */
export const paymentProviderEvents = pgTable("payment_provider_events", {
  key: varchar("key", { length: 200 }).primaryKey(),
  kind: varchar("kind", { length: 40 }).notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The producer's request for a partial refund of an escrowed milestone (issue 28): stored until the artist
 * accepts it (the refund is carried out in the same transaction) or declines it with a note, or the
 * producer withdraws it. At most one pending request per milestone (a partial unique index).
 */
export const paymentRefundRequests = pgTable(
  "payment_refund_requests",
  {
    id: serial("id").primaryKey(),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => paymentMilestones.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    status: refundRequestStatusEnum("status").notNull().default("pending"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineNote: text("decline_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_refund_requests_one_pending_uq")
      .on(t.milestoneId)
      .where(sql`${t.status} = 'pending'`),
    index("payment_refund_requests_milestone_idx").on(t.milestoneId, t.createdAt),
    check("payment_refund_requests_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * The artist's payout account (decision 040): one per user, registered with the provider as a seller. The
 * account number itself is sent to the provider and not kept here: only its masked form (last 4 digits),
 * so a leak of this table exposes no account; changing the account means entering it again.
 */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bankCode: varchar("bank_code", { length: 3 }).notNull(),
  accountMasked: varchar("account_masked", { length: 20 }).notNull(),
  holderName: varchar("holder_name", { length: 30 }).notNull(),
  /** The provider's seller id, and ours (refSellerId). */
  sellerId: varchar("seller_id", { length: 100 }).notNull().unique(),
  refSellerId: varchar("ref_seller_id", { length: 64 }).notNull().unique(),
  /** APPROVAL_REQUIRED | PARTIALLY_APPROVED | KYC_REQUIRED | APPROVED, as the provider last said. */
  sellerStatus: varchar("seller_status", { length: 30 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One payout of a milestone's released net to the artist through the provider. `refPayoutId` is the
 * provider call's idempotency key (`artlink-<milestone>-<attempt>`): a retry after an unknown outcome
 * resends the same key; a new attempt is made only after the provider said FAILED. At most one payout per
 * milestone is REQUESTED or COMPLETED (partial unique index). The ledger's paid_out transaction
 * (`payout:<refPayoutId>`) is written when it is COMPLETED.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => paymentMilestones.id, { onDelete: "restrict" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    attempt: integer("attempt").notNull(),
    refPayoutId: varchar("ref_payout_id", { length: 64 }).notNull().unique(),
    providerPayoutId: varchar("provider_payout_id", { length: 100 }),
    status: varchar("status", { length: 12 }).notNull().default("REQUESTED"),
    failureCode: varchar("failure_code", { length: 60 }),
    ledgerTransactionId: integer("ledger_transaction_id").references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_one_live_per_milestone")
      .on(t.milestoneId)
      .where(sql`${t.status} in ('REQUESTED', 'COMPLETED')`),
    index("payouts_user_idx").on(t.userId, t.id),
    check("payouts_amount_positive", sql`${t.amount} > 0`),
    check("payouts_status_known", sql`${t.status} in ('REQUESTED', 'COMPLETED', 'FAILED')`),
  ],
);
