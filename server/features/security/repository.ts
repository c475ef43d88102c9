import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import {
  activityCredits,
  activityItems,
  activityRecords,
  applications,
  awards,
  contracts,
  contractSignatures,
  contractTerminationRequests,
  dataExports,
  education,
  experiences,
  invitations,
  messages,
  passkeys,
  portfolios,
  projects,
  recoveryCodes,
  reviews,
  savedSearches,
  securityEvents,
  totpFactors,
  uploads,
  userConsents,
  userIdentities,
  users,
} from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type TotpRow = typeof totpFactors.$inferSelect;

export async function findTotp(db: DbOrTx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
}

/** Turns TOTP on; false when it already was (two enables at once: one wins). */
export async function insertTotp(db: DbOrTx, userId: string, secretEncrypted: string, lastStep: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted, lastStep, enabledAt: now })
    .onConflictDoNothing()
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** Accepts the code of time step `step` once: only when no later or equal step was accepted before (replays refused). */
export async function advanceTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastStep, step)))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used in one statement (of two uses at once, one wins); false when none matched. */
export async function consumeRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---- "My data" exports (issue 25) ----

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertExport(db: DbOrTx, userId: string, now: Date): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ userId, status: "pending", requestedAt: now }).returning();
  return row!;
}

/** Ready exports of the user whose day is over become expired (the job deletes their files). */
export async function expireLapsedExportsOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: "expired" })
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)));
}

export async function latestExportOf(db: DbOrTx, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt), desc(dataExports.id)).limit(1);
  return row;
}

export async function findExport(db: DbOrTx, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

/** Exports whose file must go: ready ones past their day, and expired ones whose file is still stored. */
export function lapsedExportFiles(db: DbOrTx, now: Date): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(or(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)), and(eq(dataExports.status, "expired"), isNotNull(dataExports.fileName))));
}

export async function markExpired(db: DbOrTx, id: number): Promise<void> {
  await db.update(dataExports).set({ status: "expired", fileName: null }).where(eq(dataExports.id, id));
}

export async function markFailed(db: DbOrTx, id: number): Promise<void> {
  await db.update(dataExports).set({ status: "failed" }).where(eq(dataExports.id, id));
}

export async function markReady(db: DbOrTx, id: number, v: { fileName: string; bytes: number; readyAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: "ready", ...v })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

export function pendingExports(db: DbOrTx, limit: number): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(eq(dataExports.status, "pending")).orderBy(asc(dataExports.requestedAt), asc(dataExports.id)).limit(limit);
}

/** Keys never exported: secrets, hashes, internal search tokens and the binary PDFs (these go as files). */
const SECRET_KEYS = new Set(["password", "emailVerificationToken", "emailVerificationExpires", "searchTokens", "pdf", "publicKey", "credentialId", "counter"]);
const clean = <T extends Record<string, unknown>>(rows: T[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !SECRET_KEYS.has(k))) as Record<string, unknown>);

export interface UserData {
  account: Record<string, unknown>;
  profile: Record<string, unknown>;
  projects: unknown[];
  applications: unknown[];
  invitations: unknown[];
  messages: unknown[];
  contracts: { contracts: unknown[]; signatures: unknown[]; terminationRequests: unknown[] };
  contractPdfs: Array<{ id: number; bytes: Uint8Array }>;
  reviews: { given: unknown[]; received: unknown[] };
  activity: { credits: unknown[]; items: unknown[]; records: unknown[] };
  recordPdfs: Array<{ id: number; bytes: Uint8Array }>;
  savedSearches: unknown[];
  signIns: unknown[];
  uploads: Array<{ url: string; contentType: string; createdAt: Date }>;
}

/** Everything of the user's that goes into the export, read in the caller's transaction. */
export async function collectUserData(db: DbOrTx, userId: string): Promise<UserData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [totp] = await db.select({ enabledAt: totpFactors.enabledAt }).from(totpFactors).where(eq(totpFactors.userId, userId));
  const myContracts = await db
    .select()
    .from(contracts)
    .where(or(eq(contracts.producerId, userId), eq(contracts.artistId, userId)))
    .orderBy(asc(contracts.id));
  const contractIds = myContracts.map((c) => c.id);
  const myRecords = await db.select().from(activityRecords).where(eq(activityRecords.userId, userId)).orderBy(asc(activityRecords.id));
  const byUser = <T extends { userId: unknown }>(t: T) => eq(t.userId as never, userId);
  return {
    account: {
      user: clean(user ? [user] : [])[0] ?? null,
      consents: clean(await db.select().from(userConsents).where(byUser(userConsents))),
      identities: clean(await db.select().from(userIdentities).where(byUser(userIdentities))),
      passkeys: clean(await db.select().from(passkeys).where(byUser(passkeys))),
      twoFactor: { totpEnabled: !!totp, enabledAt: totp?.enabledAt ?? null },
    },
    profile: {
      portfolios: clean(await db.select().from(portfolios).where(byUser(portfolios))),
      experiences: clean(await db.select().from(experiences).where(byUser(experiences))),
      awards: clean(await db.select().from(awards).where(byUser(awards))),
      education: clean(await db.select().from(education).where(byUser(education))),
    },
    projects: clean(await db.select().from(projects).where(eq(projects.producerId, userId)).orderBy(asc(projects.id))),
    applications: clean(await db.select().from(applications).where(eq(applications.artistId, userId)).orderBy(asc(applications.id))),
    invitations: clean(
      await db
        .select()
        .from(invitations)
        .where(or(eq(invitations.producerId, userId), eq(invitations.artistId, userId)))
        .orderBy(asc(invitations.id)),
    ),
    messages: clean(
      await db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(asc(messages.id)),
    ),
    contracts: {
      contracts: clean(myContracts),
      signatures: contractIds.length ? clean(await db.select().from(contractSignatures).where(inArray(contractSignatures.contractId, contractIds))) : [],
      terminationRequests: contractIds.length
        ? clean(await db.select().from(contractTerminationRequests).where(inArray(contractTerminationRequests.contractId, contractIds)))
        : [],
    },
    contractPdfs: myContracts.filter((c) => c.pdf).map((c) => ({ id: c.id, bytes: new Uint8Array(c.pdf!) })),
    reviews: {
      given: clean(await db.select().from(reviews).where(eq(reviews.reviewerId, userId))),
      received: clean(await db.select().from(reviews).where(eq(reviews.revieweeId, userId))),
    },
    activity: {
      credits: clean(
        await db
          .select()
          .from(activityCredits)
          .where(or(eq(activityCredits.producerId, userId), eq(activityCredits.artistId, userId))),
      ),
      items: clean(await db.select().from(activityItems).where(byUser(activityItems))),
      records: clean(myRecords),
    },
    recordPdfs: myRecords.map((r) => ({ id: r.id, bytes: new Uint8Array(r.pdf) })),
    savedSearches: clean(await db.select().from(savedSearches).where(byUser(savedSearches))),
    signIns: clean(await db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.createdAt))),
    uploads: await db
      .select({ url: uploads.url, contentType: uploads.contentType, createdAt: uploads.createdAt })
      .from(uploads)
      .where(eq(uploads.ownerId, userId))
      .orderBy(asc(uploads.id)),
  };
}
