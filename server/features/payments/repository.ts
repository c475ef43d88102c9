import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { ContractTerms } from "@shared/contracts";
import type { MilestoneStatus, PlannedMilestone, TaxChoice } from "@shared/payments";
import {
  contracts,
  ledgerEntries,
  ledgerTransactions,
  paymentMilestones,
  paymentProviderEvents,
  paymentRefundRequests,
  adminAuditLog,
  paymentTaxChoices,
  payoutAccounts,
  payouts,
  projects,
  users,
} from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { assertBalanced, type LedgerTxn } from "./ledger-rules";

export type MilestoneRow = typeof paymentMilestones.$inferSelect;
export type RefundRequestRow = typeof paymentRefundRequests.$inferSelect;

export interface ContractOfPayment {
  id: number;
  projectId: number;
  producerId: string;
  artistId: string;
  status: string;
  terms: ContractTerms;
  projectTitle: string;
}

const contractCols = {
  id: contracts.id,
  projectId: contracts.projectId,
  producerId: contracts.producerId,
  artistId: contracts.artistId,
  status: contracts.status,
  terms: contracts.terms,
  projectTitle: projects.title,
};

export async function findContract(db: DbOrTx, id: number): Promise<ContractOfPayment | undefined> {
  const [row] = await db.select(contractCols).from(contracts).innerJoin(projects, eq(projects.id, contracts.projectId)).where(eq(contracts.id, id));
  return row;
}

export async function milestonesOf(db: DbOrTx, contractId: number): Promise<MilestoneRow[]> {
  return db.select().from(paymentMilestones).where(eq(paymentMilestones.contractId, contractId)).orderBy(asc(paymentMilestones.seq));
}

export async function findMilestone(db: DbOrTx, id: number): Promise<MilestoneRow | undefined> {
  const [row] = await db.select().from(paymentMilestones).where(eq(paymentMilestones.id, id));
  return row;
}

export async function lockMilestone(db: DbOrTx, id: number): Promise<MilestoneRow | undefined> {
  const [row] = await db.select().from(paymentMilestones).where(eq(paymentMilestones.id, id)).for("update");
  return row;
}

/** Inserts the planned milestones unless the contract already has them (a second call is a no-op). */
export async function insertMilestones(db: DbOrTx, contractId: number, planned: PlannedMilestone[]): Promise<void> {
  if (planned.length === 0) return;
  await db
    .insert(paymentMilestones)
    .values(planned.map((m) => ({ contractId, seq: m.seq, label: m.label, amount: m.amount, dueOn: m.dueOn })))
    .onConflictDoNothing();
}

export async function updateMilestone(db: DbOrTx, id: number, values: Partial<typeof paymentMilestones.$inferInsert>, now: Date): Promise<void> {
  await db
    .update(paymentMilestones)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentMilestones.id, id));
}

export async function taxChoiceOf(db: DbOrTx, contractId: number): Promise<TaxChoice | undefined> {
  const [row] = await db.select({ choice: paymentTaxChoices.choice }).from(paymentTaxChoices).where(eq(paymentTaxChoices.contractId, contractId));
  return row?.choice;
}

export async function setTaxChoice(db: DbOrTx, contractId: number, choice: TaxChoice, userId: string, now: Date): Promise<void> {
  await db
    .insert(paymentTaxChoices)
    .values({ contractId, choice, chosenBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: paymentTaxChoices.contractId, set: { choice, chosenBy: userId, updatedAt: now } });
}

/**
 * Writes ledger transactions of one milestone, each once (its key): a key already written is skipped.
 * Every transaction must balance (checked here and again by the database at commit).
 * @returns how many were written.
 */
export async function writeLedger(tx: DbOrTx, milestoneId: number, txns: LedgerTxn[], now: Date): Promise<number> {
  let written = 0;
  for (const t of txns) {
    assertBalanced(t.postings);
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ milestoneId, key: t.key, kind: t.kind, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    if (!row) continue;
    await tx.insert(ledgerEntries).values(t.postings.map((p) => ({ transactionId: row.id, milestoneId, account: p.account, amount: p.amount })));
    written++;
  }
  return written;
}

/** How many refund transactions a milestone's ledger has (each partial refund is numbered by it). */
export async function refundCountOf(db: DbOrTx, milestoneId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.milestoneId, milestoneId), eq(ledgerTransactions.kind, "refund")));
  return Number(row?.n ?? 0);
}

/** Won refunded from escrow per milestone (the ledger's refund account), for the given milestones. */
export async function refundedOf(db: DbOrTx, milestoneIds: number[]): Promise<Map<number, number>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerEntries.milestoneId, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.milestoneId, milestoneIds), eq(ledgerEntries.account, "refund")))
    .groupBy(ledgerEntries.milestoneId);
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}

/** Balances of one milestone's accounts. */
export async function balancesOf(db: DbOrTx, milestoneId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.milestoneId, milestoneId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

/** Signed contracts of the user with their milestones, for the dashboards. */
export async function milestonesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ m: paymentMilestones, c: contractCols, choice: paymentTaxChoices.choice })
    .from(paymentMilestones)
    .innerJoin(contracts, eq(contracts.id, paymentMilestones.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .leftJoin(paymentTaxChoices, eq(paymentTaxChoices.contractId, contracts.id))
    .where(or(eq(contracts.producerId, userId), eq(contracts.artistId, userId)))
    .orderBy(asc(paymentMilestones.dueOn), asc(paymentMilestones.id))
    .limit(200);
}

/** Signed contracts that have no milestones (signed before issue 28), by id after `afterId`, for the one-time backfill. */
export async function signedWithoutMilestones(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({ id: contracts.id, terms: contracts.terms })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, "signed"),
        gt(contracts.id, afterId),
        sql`not exists (select 1 from ${paymentMilestones} where ${paymentMilestones.contractId} = ${contracts.id})`,
      ),
    )
    .orderBy(asc(contracts.id))
    .limit(limit);
}

/** Unpaid milestones due before `today`, locked for the reminder pass. */
export async function overdueCandidates(tx: DbOrTx, today: string) {
  return tx
    .select({ m: paymentMilestones, c: contractCols })
    .from(paymentMilestones)
    .innerJoin(contracts, eq(contracts.id, paymentMilestones.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(
      and(
        inArray(paymentMilestones.status, ["due", "not_received"]),
        isNotNull(paymentMilestones.dueOn),
        lt(paymentMilestones.dueOn, today),
        eq(contracts.status, "signed"),
      ),
    )
    .for("update", { of: paymentMilestones, skipLocked: true });
}

/** Staff accounts told about a flagged payment. */
export async function staffIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.staffRole));
  return rows.map((r) => r.id);
}

export async function findMilestoneByOrder(db: DbOrTx, orderId: string): Promise<MilestoneRow | undefined> {
  const [row] = await db.select().from(paymentMilestones).where(eq(paymentMilestones.orderId, orderId));
  return row;
}

/** Records a provider event by its key; false when it was already processed. */
export async function recordProviderEvent(db: DbOrTx, key: string, kind: string, payload: unknown): Promise<boolean> {
  const rows = await db
    .insert(paymentProviderEvents)
    .values({ key, kind: kind.slice(0, 40), payload })
    .onConflictDoNothing()
    .returning({ key: paymentProviderEvents.key });
  return rows.length > 0;
}

/** Delivered milestones whose delivery day is on or before `day`, locked. */
export async function deliveredBefore(tx: DbOrTx, day: string): Promise<MilestoneRow[]> {
  return tx
    .select()
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.status, "delivered"), lte(paymentMilestones.deliveredOn, day)))
    .for("update", { skipLocked: true });
}

/** Disputed milestones with their contract, oldest first. */
export async function disputed(db: DbOrTx) {
  return db
    .select({ m: paymentMilestones, c: contractCols })
    .from(paymentMilestones)
    .innerJoin(contracts, eq(contracts.id, paymentMilestones.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(eq(paymentMilestones.status, "disputed"))
    .orderBy(asc(paymentMilestones.updatedAt), asc(paymentMilestones.id))
    .limit(100);
}

export type SettledSide = "producer" | "artist";

/**
 * The payments settled for one party in [from, to): the producer's 지급명세 and the artist's yearly
 * statement. A payment is settled by the ledger transaction that pays the artist: the artist's
 * confirmation of a direct transfer, or the release from escrow (approval, auto-release, or the artist's
 * part of an operator's decision). Its date is that transaction's, which is append-only: a later write to
 * the milestone's row does not move the payment to another month or year. Its gross is what that
 * transaction paid (net and withholding), so a release after a partial refund counts what was released.
 */
export async function settled(db: DbOrTx, side: SettledSide, userId: string, from: Date, to: Date) {
  const counterpartId = side === "producer" ? contracts.artistId : contracts.producerId;
  const mine = side === "producer" ? contracts.producerId : contracts.artistId;
  const gross = sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.transactionId} = ${ledgerTransactions.id} and ${ledgerEntries.account} in ('artist', 'payout', 'withholding'))`;
  const rows = await db
    .select({
      m: paymentMilestones,
      settledAt: ledgerTransactions.createdAt,
      gross,
      projectTitle: projects.title,
      counterpart: { firstName: users.firstName, lastName: users.lastName, email: users.email, isDeleted: users.isDeleted },
      counterpartId,
      choice: paymentTaxChoices.choice,
    })
    .from(ledgerTransactions)
    .innerJoin(paymentMilestones, eq(paymentMilestones.id, ledgerTransactions.milestoneId))
    .innerJoin(contracts, eq(contracts.id, paymentMilestones.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .innerJoin(users, eq(users.id, counterpartId))
    .leftJoin(paymentTaxChoices, eq(paymentTaxChoices.contractId, contracts.id))
    .where(
      and(
        eq(mine, userId),
        inArray(ledgerTransactions.kind, ["direct", "release"]),
        gte(ledgerTransactions.createdAt, from),
        lt(ledgerTransactions.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  return rows.map((r) => ({ ...r, gross: Number(r.gross) }));
}

/** Every milestone the provider holds a payment of (escrow), oldest first, for the reconciliation job. */
export async function withPaymentKey(db: DbOrTx): Promise<MilestoneRow[]> {
  return db.select().from(paymentMilestones).where(isNotNull(paymentMilestones.paymentKey)).orderBy(asc(paymentMilestones.id));
}

/** An audit row written by the system (no operator): the console's audit trail shows it. */
export async function insertSystemAudit(db: DbOrTx, values: { action: string; targetId: string; reason: string; details: Record<string, unknown>; at: Date }) {
  await db.insert(adminAuditLog).values({
    actorId: "system",
    actorEmail: "system",
    action: values.action,
    targetType: "payment",
    targetId: values.targetId,
    reason: values.reason,
    details: values.details,
    createdAt: values.at,
  });
}

/** A unique violation (23505) from pg or PGlite, as drizzle passes it on (itself or as its cause). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function findRefundRequest(db: DbOrTx, id: number): Promise<RefundRequestRow | undefined> {
  const [row] = await db.select().from(paymentRefundRequests).where(eq(paymentRefundRequests.id, id));
  return row;
}

/** The pending refund request of one milestone, if any (at most one: a partial unique index). */
export async function pendingRefundRequestOf(db: DbOrTx, milestoneId: number): Promise<RefundRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefundRequests)
    .where(and(eq(paymentRefundRequests.milestoneId, milestoneId), eq(paymentRefundRequests.status, "pending")));
  return row;
}

/** The pending refund requests of the given milestones, by milestone (one query). */
export async function pendingRefundRequestsOf(db: DbOrTx, milestoneIds: number[]): Promise<Map<number, RefundRequestRow>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(paymentRefundRequests)
    .where(and(inArray(paymentRefundRequests.milestoneId, milestoneIds), eq(paymentRefundRequests.status, "pending")));
  return new Map(rows.map((r) => [r.milestoneId, r]));
}

export async function insertRefundRequest(
  db: DbOrTx,
  values: { milestoneId: number; amount: number; reason: string; requestedBy: string; createdAt: Date },
): Promise<void> {
  await db.insert(paymentRefundRequests).values(values);
}

/** Closes a pending request: accepted, declined (with the artist's note) or withdrawn. */
export async function decideRefundRequest(
  db: DbOrTx,
  id: number,
  values: { status: "accepted" | "declined" | "withdrawn"; decidedBy: string; decidedAt: Date; declineNote?: string },
): Promise<void> {
  await db
    .update(paymentRefundRequests)
    .set(values)
    .where(and(eq(paymentRefundRequests.id, id), eq(paymentRefundRequests.status, "pending")));
}

/**
 * Closes pending requests as lapsed (by no one: their milestone left "held" for good), those of one
 * milestone or those of every milestone in one of `statuses`. @returns how many.
 */
export async function lapsePendingRequests(db: DbOrTx, of: { milestoneId: number } | { statuses: readonly MilestoneStatus[] }, at: Date): Promise<number> {
  const milestone =
    "milestoneId" in of
      ? eq(paymentRefundRequests.milestoneId, of.milestoneId)
      : inArray(
          paymentRefundRequests.milestoneId,
          db
            .select({ id: paymentMilestones.id })
            .from(paymentMilestones)
            .where(inArray(paymentMilestones.status, [...of.statuses])),
        );
  const rows = await db
    .update(paymentRefundRequests)
    .set({ status: "lapsed", decidedAt: at })
    .where(and(eq(paymentRefundRequests.status, "pending"), milestone))
    .returning({ id: paymentRefundRequests.id });
  return rows.length;
}

// ---- payouts (decision 040) ---------------------------------------------------------------------------

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export async function payoutAccountOf(db: DbOrTx, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

export async function savePayoutAccount(db: DbOrTx, values: Omit<typeof payoutAccounts.$inferInsert, "createdAt">, now: Date): Promise<void> {
  const { userId: _, ...rest } = values;
  await db
    .insert(payoutAccounts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...rest, updatedAt: now } });
}

/** The provider said a seller's status changed: the account's user, or undefined for an unknown seller. */
export async function setSellerStatus(db: DbOrTx, sellerId: string, status: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ sellerStatus: status, updatedAt: now })
    .where(eq(payoutAccounts.sellerId, sellerId))
    .returning({ userId: payoutAccounts.userId });
  return row?.userId;
}

/** The milestone's payout that is REQUESTED or COMPLETED (at most one: a partial unique index), locked. */
export async function livePayoutOf(tx: DbOrTx, milestoneId: number): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.milestoneId, milestoneId), inArray(payouts.status, ["REQUESTED", "COMPLETED"])))
    .for("update");
  return row;
}

export async function payoutAttemptsOf(tx: DbOrTx, milestoneId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(payouts)
    .where(eq(payouts.milestoneId, milestoneId));
  return Number(row?.n ?? 0);
}

/** FAILED payouts of a milestone requested since `since` (the account's last change). */
export async function failedPayoutsSince(tx: DbOrTx, milestoneId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(payouts)
    .where(and(eq(payouts.milestoneId, milestoneId), eq(payouts.status, "FAILED"), gte(payouts.requestedAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertPayout(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

export async function updatePayout(tx: DbOrTx, id: number, values: Partial<typeof payouts.$inferInsert>, now: Date): Promise<void> {
  await tx
    .update(payouts)
    .set({ ...values, updatedAt: now })
    .where(eq(payouts.id, id));
}

/**
 * Payouts the reconciliation job checks against the provider: those the provider knows (an id) that are
 * still REQUESTED, or COMPLETED and changed since `since`, oldest first.
 */
export async function payoutsToReconcile(db: DbOrTx, since: Date): Promise<Array<PayoutRow & { contractId: number; label: string }>> {
  const rows = await db
    .select({ p: payouts, contractId: paymentMilestones.contractId, label: paymentMilestones.label })
    .from(payouts)
    .innerJoin(paymentMilestones, eq(paymentMilestones.id, payouts.milestoneId))
    .where(and(isNotNull(payouts.providerPayoutId), or(eq(payouts.status, "REQUESTED"), and(eq(payouts.status, "COMPLETED"), gte(payouts.updatedAt, since)))))
    .orderBy(asc(payouts.id));
  return rows.map((r) => ({ ...r.p, contractId: r.contractId, label: r.label }));
}

/** A payout by the provider's id or by our refPayoutId (a webhook carries both). */
export async function findPayout(db: DbOrTx, by: { providerPayoutId?: string; refPayoutId?: string }): Promise<PayoutRow | undefined> {
  const conds = [];
  if (by.providerPayoutId) conds.push(eq(payouts.providerPayoutId, by.providerPayoutId));
  if (by.refPayoutId) conds.push(eq(payouts.refPayoutId, by.refPayoutId));
  if (conds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(payouts)
    .where(or(...conds));
  return row;
}

/** Won requested or paid out to the artist so far (what the pre-KYC limit counts). */
export async function paidOutSoFar(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), inArray(payouts.status, ["REQUESTED", "COMPLETED"])));
  return Number(row?.total ?? 0);
}

/** Milestones with released money not yet paid out (owed > 0), of one artist or of everyone, oldest first. */
export async function owedMilestones(db: DbOrTx, artistId?: string): Promise<Array<{ id: number; owed: number; artistId: string }>> {
  const rows = await db
    .select({ id: paymentMilestones.id, owed: paymentMilestones.owed, artistId: contracts.artistId })
    .from(paymentMilestones)
    .innerJoin(contracts, eq(contracts.id, paymentMilestones.contractId))
    .where(and(sql`${paymentMilestones.owed} > 0`, artistId ? eq(contracts.artistId, artistId) : undefined))
    .orderBy(asc(paymentMilestones.id))
    .limit(500);
  return rows;
}

/** The artist's payouts with their milestone and project, newest first. */
export async function payoutsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ p: payouts, label: paymentMilestones.label, projectTitle: projects.title, contractId: contracts.id })
    .from(payouts)
    .innerJoin(paymentMilestones, eq(paymentMilestones.id, payouts.milestoneId))
    .innerJoin(contracts, eq(contracts.id, paymentMilestones.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(eq(payouts.userId, userId))
    .orderBy(sql`${payouts.id} desc`)
    .limit(50);
}

export async function ledgerTransactionIdOf(db: DbOrTx, milestoneId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.milestoneId, milestoneId), eq(ledgerTransactions.key, key)));
  return row?.id;
}
