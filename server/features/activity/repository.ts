import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { activityCredits, activityItems, activityRecords, contracts, projects, projectTags, users, userTags } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type CreditRow = typeof activityCredits.$inferSelect;
export type ItemRow = typeof activityItems.$inferSelect;

/** Credits with their project title, both parties' names and the signed contract's hash (if any). */
function creditQuery(db: DbOrTx) {
  return (
    db
      .select({
        credit: activityCredits,
        projectTitle: projects.title,
        contractHash: contracts.pdfHash,
        contractCode: contracts.verifyCode,
        contractStatus: contracts.status,
      })
      .from(activityCredits)
      .innerJoin(projects, eq(projects.id, activityCredits.projectId))
      // The signed contract in force for the credit's project and artist: with amendments a pair has several
      // contracts, and the one not replaced by a signed amendment is the one to cite (one row per credit).
      .leftJoin(
        contracts,
        and(
          eq(contracts.projectId, activityCredits.projectId),
          eq(contracts.artistId, activityCredits.artistId),
          eq(contracts.status, "signed"),
          isNull(contracts.supersededAt),
        ),
      )
  );
}
export type CreditJoined = Awaited<ReturnType<ReturnType<typeof creditQuery>["execute"]>>[number];

export function creditsOfArtist(db: DbOrTx, artistId: string) {
  return creditQuery(db).where(eq(activityCredits.artistId, artistId)).orderBy(desc(activityCredits.endDate), desc(activityCredits.id));
}

export function creditsOfProject(db: DbOrTx, projectId: number) {
  return creditQuery(db).where(eq(activityCredits.projectId, projectId)).orderBy(asc(activityCredits.id));
}

export async function creditById(db: DbOrTx, id: number) {
  const [row] = await creditQuery(db).where(eq(activityCredits.id, id)).limit(1);
  return row;
}

/** Verified credits the artist shows on the profile. */
export function publicCreditsOf(db: DbOrTx, artistId: string) {
  return creditQuery(db)
    .where(and(eq(activityCredits.artistId, artistId), eq(activityCredits.status, "verified"), eq(activityCredits.isPublic, true)))
    .orderBy(desc(activityCredits.endDate), desc(activityCredits.id));
}

/** Moves a credit only if it is still in `from` (two tabs cannot both answer it). */
export async function updateCreditIf(db: DbOrTx, id: number, from: CreditRow["status"] | null, set: Partial<typeof activityCredits.$inferInsert>, now: Date) {
  const rows = await db
    .update(activityCredits)
    .set({ ...set, updatedAt: now })
    .where(from ? and(eq(activityCredits.id, id), eq(activityCredits.status, from)) : eq(activityCredits.id, id))
    .returning({ id: activityCredits.id });
  return rows.length === 1;
}

/** Tag names of projects ("the field"), in name order. */
export async function fieldsOfProjects(db: DbOrTx, projectIds: number[]): Promise<Map<number, string>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .select({ projectId: projectTags.projectId, name: userTags.name })
    .from(projectTags)
    .innerJoin(userTags, eq(userTags.id, projectTags.tagId))
    .where(inArray(projectTags.projectId, projectIds))
    .orderBy(asc(userTags.name));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.projectId, [...(out.get(r.projectId) ?? []), r.name]);
  return new Map([...out].map(([k, v]) => [k, v.slice(0, 3).join(", ")]));
}

export async function namesOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, typeof users.$inferSelect>();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, u]));
}

export function itemsOf(db: DbOrTx, userId: string) {
  return db.select().from(activityItems).where(eq(activityItems.userId, userId)).orderBy(desc(activityItems.startDate), desc(activityItems.id));
}

export async function itemById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(activityItems).where(eq(activityItems.id, id)).limit(1);
  return row;
}

const recordListed = {
  id: activityRecords.id,
  userId: activityRecords.userId,
  verifyCode: activityRecords.verifyCode,
  periodFrom: activityRecords.periodFrom,
  periodTo: activityRecords.periodTo,
  includeFees: activityRecords.includeFees,
  artistName: activityRecords.artistName,
  entries: activityRecords.entries,
  pdfHash: activityRecords.pdfHash,
  createdAt: activityRecords.createdAt,
  revokedAt: activityRecords.revokedAt,
};

export function recordsOf(db: DbOrTx, userId: string) {
  return db
    .select(recordListed)
    .from(activityRecords)
    .where(eq(activityRecords.userId, userId))
    .orderBy(desc(activityRecords.createdAt), desc(activityRecords.id));
}

export async function recordById(db: DbOrTx, id: number) {
  const [row] = await db.select(recordListed).from(activityRecords).where(eq(activityRecords.id, id)).limit(1);
  return row;
}

export async function recordByCode(db: DbOrTx, code: string) {
  const [row] = await db.select(recordListed).from(activityRecords).where(eq(activityRecords.verifyCode, code)).limit(1);
  return row;
}

export async function recordPdf(db: DbOrTx, id: number) {
  const [row] = await db.select({ pdf: activityRecords.pdf }).from(activityRecords).where(eq(activityRecords.id, id)).limit(1);
  return row?.pdf ?? null;
}
