import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
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
export async function markUsed(tx: DbOrTx, ownerId: string, urls: string[], now: Date, keepPrivate = false): Promise<Set<string>> {
  const rows = await tx
    .update(uploads)
    .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, ${now})`, ...(keepPrivate ? { private: true } : {}) })
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

/**
 * The upload of `url`, locked (waiting for a clean-up pass or a request that holds it), with whether a row of
 * its owner still names it. Two statements: whether it is named is read after the lock is granted, since a
 * statement that waited for the lock reads the other tables as they were when it started — before the
 * transaction that held the lock (say, one making the file the owner's picture) committed.
 */
export async function lockWithUse(tx: Tx, url: string): Promise<(UploadRow & { named: boolean }) | undefined> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.url, url)).for("update");
  if (!row) return undefined;
  const [use] = await tx.select({ named: namedByOwnersRow }).from(uploads).where(eq(uploads.id, row.id));
  return { ...row, named: use?.named === true };
}

/** Unused uploads created at or before `cutoff`, oldest first, locked (rows another pass or request holds are skipped). */
export async function lockUnused(tx: Tx, cutoff: Date, limit: number) {
  return tx
    .select({ upload: uploads, named: namedByOwnersRow })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lte(uploads.createdAt, cutoff)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Uploads of withdrawn accounts (deleted at or before `cutoff`), locked. */
export async function lockOfWithdrawn(tx: Tx, cutoff: Date, limit: number): Promise<UploadRow[]> {
  const rows = await tx
    .select({ upload: uploads })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(and(eq(users.isDeleted, true), lte(users.deletedAt, cutoff)))
    .orderBy(asc(uploads.id))
    .limit(limit)
    .for("update", { of: uploads, skipLocked: true });
  return rows.map((r) => r.upload);
}

export async function uploadsOf(db: DbOrTx, ownerId: string, limit: number): Promise<UploadRow[]> {
  return db.select().from(uploads).where(eq(uploads.ownerId, ownerId)).orderBy(asc(uploads.id)).limit(limit);
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

/**
 * Takes the owner's uploads out of the owner's rows that still name them (a withdrawn account's posts and
 * projects stay, decision 004, without its files).
 */
export async function unnameOwnersUploads(tx: DbOrTx, ownerId: string): Promise<void> {
  const owned = () => tx.select({ url: uploads.url }).from(uploads).where(eq(uploads.ownerId, ownerId));
  await tx
    .update(users)
    .set({ profileImageUrl: null })
    .where(and(eq(users.id, ownerId), inArray(users.profileImageUrl, owned())));
  await tx
    .update(portfolios)
    .set({ imageUrl: null })
    .where(and(eq(portfolios.userId, ownerId), inArray(portfolios.imageUrl, owned())));
  await tx
    .update(projects)
    .set({ imageUrl: null })
    .where(and(eq(projects.producerId, ownerId), inArray(projects.imageUrl, owned())));
  await tx
    .update(communityPosts)
    .set({ imageUrl: null })
    .where(and(eq(communityPosts.authorId, ownerId), inArray(communityPosts.imageUrl, owned())));
  await tx
    .update(activityItems)
    .set({ evidenceUrls: sql`array(select e from unnest(${activityItems.evidenceUrls}) as e where e not in (${owned()}))` })
    .where(and(eq(activityItems.userId, ownerId), sql`${activityItems.evidenceUrls} && array(${owned()})`));
}

/** `/uploads/<stem>` without extension: the stem of a file and of its list variant alike. */
export const stemOf = (url: string) => url.split(".")[0]!;

/** Whether the file (or the file whose list variant it is) at `url` is private; one lookup on uploads_private_stem_idx. */
export async function isPrivate(db: DbOrTx, url: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(uploads)
    .where(and(eq(uploads.private, true), sql`split_part(${uploads.url}, '.', 1) = ${stemOf(url)}`))
    .limit(1);
  return !!row;
}

/** The upload at `url` if `ownerId` owns it. */
export async function ownedBy(db: DbOrTx, ownerId: string, url: string) {
  const [row] = await db
    .select({ url: uploads.url, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.ownerId, ownerId)))
    .limit(1);
  return row;
}
