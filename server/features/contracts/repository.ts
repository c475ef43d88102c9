import { and, desc, eq, inArray, isNull, or, isNotNull, sql } from "drizzle-orm";
import type { ContractStatus, ContractTerminationStatus } from "@shared/contracts";
import {
  applications,
  contracts,
  contractSignatures,
  contractTerminationRequests,
  offlineContractRecords,
  projectRoles,
  projects,
  users,
} from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { PARTICIPANT_STATUSES } from "@shared/constants";

export type ContractRow = typeof contracts.$inferSelect;

/** Contract columns without the PDF bytes (lists and pages never need them). */
const listed = {
  id: contracts.id,
  projectId: contracts.projectId,
  producerId: contracts.producerId,
  artistId: contracts.artistId,
  template: contracts.template,
  status: contracts.status,
  terms: contracts.terms,
  partyDetails: contracts.partyDetails,
  documentText: contracts.documentText,
  documentHash: contracts.documentHash,
  version: contracts.version,
  verifyCode: contracts.verifyCode,
  declineReason: contracts.declineReason,
  declinedBy: contracts.declinedBy,
  sentAt: contracts.sentAt,
  signedAt: contracts.signedAt,
  pdfHash: contracts.pdfHash,
  amendsContractId: contracts.amendsContractId,
  supersededAt: contracts.supersededAt,
  terminatedAt: contracts.terminatedAt,
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
};
export type ContractListed = Omit<ContractRow, "pdf">;

export async function findContract(db: DbOrTx, id: number): Promise<ContractListed | undefined> {
  const [row] = await db.select(listed).from(contracts).where(eq(contracts.id, id)).limit(1);
  return row;
}

/** The contract, its row locked until the transaction ends: amendments and termination of one contract take turns. */
export async function lockContract(tx: DbOrTx, id: number): Promise<ContractListed | undefined> {
  const [row] = await tx.select(listed).from(contracts).where(eq(contracts.id, id)).for("update");
  return row;
}

/** The amendment of a contract (there is at most one: contracts_amends_uq). */
export async function findAmendmentOf(db: DbOrTx, id: number): Promise<ContractListed | undefined> {
  const [row] = await db.select(listed).from(contracts).where(eq(contracts.amendsContractId, id)).limit(1);
  return row;
}

/** Marks a signed contract as replaced by its amendment, unless it already ended. */
export async function markSuperseded(tx: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({ supersededAt: at, updatedAt: at })
    .where(and(eq(contracts.id, id), eq(contracts.status, "signed"), isNull(contracts.supersededAt), isNull(contracts.terminatedAt)))
    .returning({ id: contracts.id });
  return rows.length === 1;
}

/** Ends a signed contract by both parties' agreement, unless it already ended or was replaced. Its PDF and hash stay. */
export async function markTerminated(tx: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({ terminatedAt: at, updatedAt: at })
    .where(and(eq(contracts.id, id), eq(contracts.status, "signed"), isNull(contracts.supersededAt), isNull(contracts.terminatedAt)))
    .returning({ id: contracts.id });
  return rows.length === 1;
}

/** Closes an amendment nobody can finish any more (its contract was terminated): declined with `reason`, unless it was signed. */
export async function closeAmendment(tx: DbOrTx, id: number, reason: string, at: Date): Promise<void> {
  await tx
    .update(contracts)
    .set({ status: "declined", declineReason: reason, declinedBy: null, updatedAt: at })
    .where(and(eq(contracts.id, id), sql`${contracts.status} <> 'signed'`));
}

export type TerminationRow = typeof contractTerminationRequests.$inferSelect;

/** The pending termination request of a contract, if any (at most one: the partial unique index). */
export async function pendingTermination(db: DbOrTx, contractId: number): Promise<TerminationRow | undefined> {
  const [row] = await db
    .select()
    .from(contractTerminationRequests)
    .where(and(eq(contractTerminationRequests.contractId, contractId), eq(contractTerminationRequests.status, "pending")))
    .limit(1);
  return row;
}

/** Which of these contracts have a pending termination request. */
export async function pendingTerminationsOf(db: DbOrTx, contractIds: number[]): Promise<Set<number>> {
  if (!contractIds.length) return new Set();
  const rows = await db
    .select({ contractId: contractTerminationRequests.contractId })
    .from(contractTerminationRequests)
    .where(and(inArray(contractTerminationRequests.contractId, contractIds), eq(contractTerminationRequests.status, "pending")));
  return new Set(rows.map((r) => r.contractId));
}

export async function insertTermination(tx: DbOrTx, values: typeof contractTerminationRequests.$inferInsert): Promise<void> {
  await tx.insert(contractTerminationRequests).values(values);
}

/** Answers a termination request that is still pending; false when it was answered meanwhile. */
export async function answerTermination(
  tx: DbOrTx,
  id: number,
  to: Exclude<ContractTerminationStatus, "pending">,
  by: string,
  note: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(contractTerminationRequests)
    .set({ status: to, answeredBy: by, responseNote: note, answeredAt: at })
    .where(and(eq(contractTerminationRequests.id, id), eq(contractTerminationRequests.status, "pending")))
    .returning({ id: contractTerminationRequests.id });
  return rows.length === 1;
}

/** A unique violation (23505) from pg or PGlite, as drizzle passes it on (itself or as its cause). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function findPdf(db: DbOrTx, id: number) {
  const [row] = await db.select({ pdf: contracts.pdf }).from(contracts).where(eq(contracts.id, id)).limit(1);
  return row?.pdf ?? null;
}

export async function findByVerifyCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      id: contracts.id,
      status: contracts.status,
      signedAt: contracts.signedAt,
      pdfHash: contracts.pdfHash,
      documentHash: contracts.documentHash,
      supersededAt: contracts.supersededAt,
      terminatedAt: contracts.terminatedAt,
    })
    .from(contracts)
    .where(eq(contracts.verifyCode, code))
    .limit(1);
  return row;
}

export async function contractsOfProject(db: DbOrTx, projectId: number): Promise<ContractListed[]> {
  return db.select(listed).from(contracts).where(eq(contracts.projectId, projectId)).orderBy(contracts.id);
}

/** The user's contracts as either party; artists see only contracts sent to them at least once. */
export async function contractsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ ...listed, projectTitle: projects.title })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(or(eq(contracts.producerId, userId), and(eq(contracts.artistId, userId), isNotNull(contracts.sentAt))))
    .orderBy(desc(contracts.updatedAt));
}

export async function insertContract(db: DbOrTx, values: typeof contracts.$inferInsert): Promise<number> {
  const [row] = await db.insert(contracts).values(values).returning({ id: contracts.id });
  return row!.id;
}

/** Updates a contract only if it is still in `from` at `version` (two tabs cannot both move it). */
export async function updateIf(
  db: DbOrTx,
  id: number,
  from: ContractStatus,
  version: number,
  set: Partial<typeof contracts.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(contracts)
    .set({ ...set, updatedAt: now })
    .where(and(eq(contracts.id, id), eq(contracts.status, from), eq(contracts.version, version)))
    .returning({ id: contracts.id });
  return rows.length === 1;
}

export async function validSignatures(db: DbOrTx, contractId: number) {
  return db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.contractId, contractId), isNull(contractSignatures.voidedAt)))
    .orderBy(contractSignatures.signedAt);
}

export async function insertSignature(db: DbOrTx, values: typeof contractSignatures.$inferInsert) {
  await db.insert(contractSignatures).values(values);
}

/** Voids every still valid signature of the contract; returns how many there were. */
export async function voidSignatures(db: DbOrTx, contractId: number, at: Date): Promise<number> {
  const rows = await db
    .update(contractSignatures)
    .set({ voidedAt: at })
    .where(and(eq(contractSignatures.contractId, contractId), isNull(contractSignatures.voidedAt)))
    .returning({ id: contractSignatures.id });
  return rows.length;
}

/**
 * Accepted artists of a project (applications accepted, or invitations accepted), with their names: once
 * each, in the order of their first accepted application (an artist may be accepted for several roles).
 */
export async function acceptedArtists(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isDeleted: users.isDeleted,
      profileImageUrl: users.profileImageUrl,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.artistId))
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...PARTICIPANT_STATUSES])))
    .orderBy(applications.appliedAt, applications.id);
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

/** The roles (issue 26) an artist was accepted for in a project, with their fees, in the project's role order. */
export async function acceptedRolesOf(db: DbOrTx, projectId: number, artistId: string) {
  return db
    .select({ name: projectRoles.name, feeKind: projectRoles.feeKind, feeAmount: projectRoles.feeAmount })
    .from(applications)
    .innerJoin(projectRoles, eq(projectRoles.id, applications.roleId))
    .where(and(eq(applications.projectId, projectId), eq(applications.artistId, artistId), inArray(applications.status, [...PARTICIPANT_STATUSES])))
    .orderBy(projectRoles.position);
}

export async function findParty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, isDeleted: users.isDeleted, password: users.password })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findProjectOf(db: DbOrTx, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function offlineRecord(db: DbOrTx, projectId: number) {
  const [row] = await db.select().from(offlineContractRecords).where(eq(offlineContractRecords.projectId, projectId)).limit(1);
  return row;
}

export async function upsertOfflineRecord(db: DbOrTx, projectId: number, recordedBy: string, note: string) {
  await db
    .insert(offlineContractRecords)
    .values({ projectId, recordedBy, note })
    .onConflictDoUpdate({ target: offlineContractRecords.projectId, set: { note, recordedBy, recordedAt: sql`now()` } });
}

/**
 * The start gate of a project (issue 14): ready when the producer recorded written contracts made
 * outside the platform, or when every accepted artist has a fully signed contract in force (not ended
 * by agreement, not replaced by a signed amendment). Two statements.
 */
export async function startGate(db: DbOrTx, projectId: number): Promise<{ ready: boolean; offline: boolean; unsigned: string[] }> {
  if (await offlineRecord(db, projectId)) return { ready: true, offline: true, unsigned: [] };
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, isDeleted: users.isDeleted, status: contracts.status })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.artistId))
    .leftJoin(
      contracts,
      and(
        eq(contracts.projectId, applications.projectId),
        eq(contracts.artistId, applications.artistId),
        eq(contracts.status, "signed"),
        isNull(contracts.supersededAt),
        isNull(contracts.terminatedAt),
      ),
    )
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...PARTICIPANT_STATUSES])));
  const unsigned = rows.filter((r) => r.status !== "signed").map((r) => `${r.lastName ?? ""}${r.firstName ?? ""}`.trim() || r.email);
  return { ready: unsigned.length === 0, offline: false, unsigned };
}
