import { and, eq, inArray, sql } from "drizzle-orm";
import { activityItems, activityRecords, communityPosts, portfolios, projects, uploads, users } from "@shared/schema/index";
import type { DbOrTx, Tx } from "../../db/client";

export type UploadRow = typeof uploads.$inferSelect;

/** Advisory-lock class of an account's quota check (the two-key form: apart from the job runner's one-key locks). */
const QUOTA_LOCK_CLASS = 30;

/** Holds the account's quota until the transaction ends, so two uploads at once cannot both pass it. */
export async function lockQuota(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${ownerId}))`);
}

export async function usedBytes(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export function byUrls(db: DbOrTx, urls: string[]) {
  return db.select({ url: uploads.url, ownerId: uploads.ownerId }).from(uploads).where(inArray(uploads.url, urls));
}

/**
 * Marks the owner's uploads among `urls` as used; returns the addresses it found. The row lock it takes
 * makes a concurrent clean-up pass skip them (and an attach after a pass deleted one finds nothing).
 */
export async function markUsed(tx: DbOrTx, ownerId: string, urls: string[], now: Date): Promise<Set<string>> {
  const rows = await tx
    .update(uploads)
    .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, ${now})` })
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.url, urls)))
    .returning({ url: uploads.url });
  return new Set(rows.map((r) => r.url));
}

export async function markUnused(tx: DbOrTx, ownerId: string, urls: string[]): Promise<void> {
  await tx
    .update(uploads)
    .set({ attachedAt: null })
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.url, urls)));
}

/**
 * Whether a row of the upload's owner names it. The one list of the columns that hold upload
 * addresses: a profile picture, portfolio items, project covers, post images, activity evidence and the
 * records built with it (until revoked: their PDFs print its address). Only an
 * upload's owner may put it in a row, so only the owner's rows are looked at (each through its owner index).
 */
const namedByOwnersRow = sql<boolean>`(
  exists (select 1 from ${users} where ${users.id} = ${uploads.ownerId} and ${users.profileImageUrl} = ${uploads.url})
  or exists (select 1 from ${portfolios} where ${portfolios.userId} = ${uploads.ownerId} and ${portfolios.imageUrl} = ${uploads.url})
  or exists (select 1 from ${projects} where ${projects.producerId} = ${uploads.ownerId} and ${projects.imageUrl} = ${uploads.url})
  or exists (select 1 from ${communityPosts} where ${communityPosts.authorId} = ${uploads.ownerId} and ${communityPosts.imageUrl} = ${uploads.url})
  or exists (select 1 from ${activityItems} where ${activityItems.userId} = ${uploads.ownerId} and ${uploads.url} = any(${activityItems.evidenceUrls}))
  or exists (select 1 from ${activityRecords} where ${activityRecords.userId} = ${uploads.ownerId} and ${activityRecords.revokedAt} is null
    and ${activityRecords.entries} @> jsonb_build_array(jsonb_build_object('evidence', jsonb_build_array(${uploads.url}))))
)`;

/** The upload of `url`, locked (waiting for a clean-up pass that holds it), with whether a row of its owner still names it. */
export async function lockWithUse(tx: Tx, url: string): Promise<(UploadRow & { named: boolean }) | undefined> {
  const [row] = await tx.select({ upload: uploads, named: namedByOwnersRow }).from(uploads).where(eq(uploads.url, url)).for("update");
  return row ? { ...row.upload, named: row.named === true } : undefined;
}

export async function deleteRows(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
}

export async function deleteByUrl(db: DbOrTx, url: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.url, url));
}

export async function markUsedByIds(tx: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length) await tx.update(uploads).set({ attachedAt: now }).where(inArray(uploads.id, ids));
}
