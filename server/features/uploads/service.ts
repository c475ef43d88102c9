import type { UploadUsage } from "@shared/api-types";
import { UNUSED_UPLOAD_TTL_MS, UPLOAD_QUOTA_BYTES } from "@shared/constants";
import { uploadPaths } from "@shared/contract/uploads";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, ValidationError } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import { isSafeUploadName, type UploadStorage } from "../../storage/storage";
import { unlink } from "node:fs/promises";
import { prepareMedia } from "../../storage/media";
import { deleteUpload, prepareUpload, putUpload, storageMessages, type StoredFile } from "../../storage/uploads";
import * as repo from "./repository";

export const uploadMessages = {
  quota: `저장 공간 한도(${UPLOAD_QUOTA_BYTES / 1024 / 1024}MB)를 넘었습니다. 쓰지 않는 포트폴리오나 게시글 이미지를 지워주세요.`,
  missing: "업로드한 파일을 찾을 수 없습니다. 파일을 다시 올려주세요.",
  notYours: "본인이 올린 파일만 사용할 수 있습니다. 파일을 다시 올려주세요.",
} as const;

/** How many uploads one clean-up pass (or one withdrawal) deletes at most; the next pass takes the rest. */
export const CLEANUP_BATCH = 200;

export interface UploadDeps {
  db: Db;
  storage: UploadStorage;
  now: () => Date;
}

/**
 * Receives one upload for `ownerId`: checks its type, makes its variant, checks the account's storage quota,
 * records it (unused, owned by the uploader) and stores its files. The record comes first, under the
 * account's quota lock, so two uploads at once cannot both squeeze past the quota; a failed store removes it.
 * @throws ValidationError (no file), AppError UnsupportedMediaType (415), PayloadTooLarge (413: quota), InsufficientStorage (507).
 */
export async function receiveUpload(
  deps: UploadDeps,
  ownerId: string,
  file: Express.Multer.File | undefined,
  accept: "image" | "any" | "avatar",
): Promise<StoredFile> {
  const prepared = await prepareUpload(file, accept);
  const { url, contentType } = prepared.file;
  await inTransaction(deps.db, async (tx) => {
    await repo.lockQuota(tx, ownerId);
    if ((await repo.usedBytes(tx, ownerId)) + prepared.bytes > UPLOAD_QUOTA_BYTES) throw new AppError("PayloadTooLarge", uploadMessages.quota);
    await repo.insertUpload(tx, { ownerId, url, bytes: prepared.bytes, contentType, createdAt: deps.now() });
  });
  try {
    return await putUpload(deps.storage, prepared);
  } catch (err) {
    // Nothing was stored (putUpload stores all parts or none). Should the database be gone too, the
    // record stays unused and the clean-up job removes it a day later.
    await repo.deleteByUrl(deps.db, url).catch(() => undefined);
    throw err;
  }
}

/**
 * Receives one video or audio file (issue 26) that multer streamed to a temporary file: checks its type
 * from the first bytes and its size, records it under the account's quota lock like any upload, then
 * moves it into storage (a rename on local disk, a streamed PUT to S3). The temporary file is always gone
 * afterwards. @throws ValidationError, AppError UnsupportedMediaType (415), PayloadTooLarge (413: size or quota), InsufficientStorage (507).
 */
export async function receiveMedia(deps: UploadDeps, ownerId: string, file: Express.Multer.File | undefined): Promise<StoredFile> {
  const prepared = await prepareMedia(file);
  try {
    const { url, contentType } = prepared.file;
    await inTransaction(deps.db, async (tx) => {
      await repo.lockQuota(tx, ownerId);
      if ((await repo.usedBytes(tx, ownerId)) + prepared.bytes > UPLOAD_QUOTA_BYTES) throw new AppError("PayloadTooLarge", uploadMessages.quota);
      await repo.insertUpload(tx, { ownerId, url, bytes: prepared.bytes, contentType, createdAt: deps.now() });
    });
    try {
      await deps.storage.putFile(prepared.name, prepared.source, prepared.contentType, prepared.bytes);
    } catch (err) {
      await repo.deleteByUrl(deps.db, url).catch(() => undefined);
      const code = (err as NodeJS.ErrnoException)?.code;
      if (code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG") throw new AppError("InsufficientStorage", storageMessages.full);
      throw err;
    }
    return prepared.file;
  } finally {
    await unlink(prepared.source).catch(() => undefined);
  }
}

/**
 * Counts one upload against the account's upload limit (the same key as POST /api/upload's declared
 * limit), for requests that carry a file besides their own purpose (an image post).
 * @throws RateLimitedError (429).
 */
export async function countUpload(limiter: RateLimiter, ownerId: string): Promise<void> {
  const limit = uploadPaths.operations.upload.rateLimit;
  await limiter.hit(limit.windowMs, [{ key: `${limit.key}:${ownerId}`, max: limit.max }]);
}

/** The account's storage in use and its quota. */
export async function usageOf(db: DbOrTx, ownerId: string): Promise<UploadUsage> {
  return { usedBytes: await repo.usedBytes(db, ownerId), limitBytes: UPLOAD_QUOTA_BYTES };
}

type Urls = string | null | undefined | readonly string[];
const listOf = (v: Urls): string[] => (v == null ? [] : typeof v === "string" ? [v] : [...v]);
/** Our upload addresses; external addresses (a project cover may be one) and empty values are not uploads. */
const isOurs = (url: string) => url.startsWith("/uploads/");

/**
 * The one check of every row that names uploads (profile picture, portfolio, project cover, post image,
 * activity evidence): a row of `ownerId` named `before` and now names `after` (addresses; external ones
 * are ignored). Each newly named address must be an upload of the owner (someone else's file, or no
 * file, is refused) and is marked used; the ones let go are marked unused, and the clean-up job deletes
 * them once a day old unless a row names them again. Call it in the transaction that writes the row.
 * @throws ValidationError on `field` (`field.<i>` for a list), in Korean.
 */
export async function useUploads(
  tx: DbOrTx,
  ownerId: string,
  field: string,
  before: Urls,
  after: Urls,
  now: Date,
  // Evidence of self-reported activity: the newly named files stop being served at their upload address (issue 31).
  { private: keepPrivate = false }: { private?: boolean } = {},
): Promise<void> {
  const was = new Set(listOf(before));
  const next = listOf(after);
  const added = next.filter((u) => isOurs(u) && !was.has(u));
  const dropped = [...was].filter((u) => isOurs(u) && !next.includes(u));
  if (added.length) {
    const found = await repo.markUsed(tx, ownerId, [...new Set(added)], now, keepPrivate);
    const missing = added.filter((u) => !found.has(u));
    if (missing.length) {
      const others = new Set((await repo.byUrls(tx, missing)).map((r) => r.url));
      const fieldErrors: Record<string, string[]> = {};
      let first: string | undefined;
      next.forEach((u, i) => {
        if (!missing.includes(u)) return;
        const message = others.has(u) ? uploadMessages.notYours : uploadMessages.missing;
        first ??= message;
        fieldErrors[typeof after === "string" ? field : `${field}.${i}`] = [message];
      });
      throw new ValidationError(first!, fieldErrors);
    }
  }
  if (dropped.length) await repo.markUnused(tx, ownerId, dropped);
}

/**
 * Deletes an upload its own request stored when the row it was for was not written (the database refused
 * or went away): the files first, since no row can name them, then the record, best effort (left behind,
 * the clean-up job removes it a day later).
 */
export async function abandonUpload(deps: Pick<UploadDeps, "db" | "storage">, url: string): Promise<void> {
  await deleteUpload(deps.storage, url).catch(() => undefined);
  await repo.deleteByUrl(deps.db, url).catch(() => undefined);
}

/**
 * Deletes an upload its owner's row just let go (a post's image removed, or the post deleted), now rather
 * than a day later, unless another row of the owner still names it. Best effort: a storage error leaves
 * it unused, for the clean-up job.
 */
export async function discardUpload(deps: Pick<UploadDeps, "db" | "storage">, url: string | null | undefined, now: Date, logger?: Logger): Promise<void> {
  if (!url || !isOurs(url)) return;
  try {
    await inTransaction(deps.db, async (tx) => {
      const row = await repo.lockWithUse(tx, url);
      if (!row) {
        // Not recorded (a file from before the uploads table): only its file to delete.
        await deleteUpload(deps.storage, url);
        return;
      }
      if (row.named) return repo.markUsedByIds(tx, [row.id], now);
      await deleteUpload(deps.storage, url);
      await repo.deleteRows(tx, [row.id]);
    });
  } catch (err) {
    logger?.warn({ err, url }, "discarded upload not deleted; the clean-up job retries");
  }
}

/**
 * Takes a withdrawing account's files out of the rows that stay (posts, projects, evidence), in the
 * withdrawal's transaction. Its files are deleted after the commit (purgeUploadsOf) or by the job.
 */
export async function forgetUploadsOf(tx: Tx, ownerId: string): Promise<void> {
  await repo.unnameOwnersUploads(tx, ownerId);
}

/**
 * Deletes a withdrawn account's files and their records at once: the privacy page promises to destroy
 * personal data without delay (지체 없이 파기) on withdrawal. Best effort and at most CLEANUP_BATCH files:
 * whatever is left (a storage error, a very large account) goes with the clean-up job's next pass.
 */
export async function purgeUploadsOf(deps: Pick<UploadDeps, "db" | "storage">, ownerId: string, logger?: Logger): Promise<number> {
  const rows = await repo.uploadsOf(deps.db, ownerId, CLEANUP_BATCH);
  const deleted = await deleteFiles(deps.storage, rows, logger);
  await repo.deleteRows(deps.db, deleted);
  return deleted.length;
}

async function deleteFiles(storage: UploadStorage, rows: Array<{ id: number; url: string }>, logger?: Logger): Promise<number[]> {
  const deleted: number[] = [];
  for (const row of rows) {
    try {
      await deleteUpload(storage, row.url);
      deleted.push(row.id);
    } catch (err) {
      logger?.warn({ err, url: row.url }, "upload not deleted; the next clean-up pass retries");
    }
  }
  return deleted;
}

export interface SweepResult {
  /** Unused uploads deleted (files and records). */
  unused: number;
  /** Uploads of withdrawn accounts deleted. */
  withdrawn: number;
  /** Marked unused but still named by a row of their owner: marked used again. */
  stillUsed: number;
  /** Left for the next pass (the storage refused). */
  failed: number;
}

/**
 * One pass of the clean-up job, in the runner's transaction (one process at a time, under its advisory
 * lock). Deletes, files first and then records, at most `batch` uploads of each kind:
 * - uploads no row has used for UNUSED_UPLOAD_TTL_MS since they were stored (one still named by a row of
 *   its owner is marked used instead: the row is what counts, not the mark);
 * - every upload of a withdrawn account (the privacy page: destroyed without delay; the withdrawal
 *   request deletes them itself, this retries what it could not).
 * Rows a request holds (being attached right now) are skipped till the next pass. A file the storage
 * fails to delete keeps its record, so the next pass retries it; deleting a file already gone is fine.
 */
export async function sweepUploads(tx: Tx, storage: UploadStorage, now: Date, opts: { batch?: number; logger?: Logger } = {}): Promise<SweepResult> {
  const batch = opts.batch ?? CLEANUP_BATCH;
  const candidates = await repo.lockUnused(tx, new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS), batch);
  const stillUsed = candidates.filter((c) => c.named).map((c) => c.upload.id);
  await repo.markUsedByIds(tx, stillUsed, now);
  const unused = candidates.filter((c) => !c.named).map((c) => c.upload);
  const unusedDeleted = await deleteFiles(storage, unused, opts.logger);

  const seen = new Set(candidates.map((c) => c.upload.id));
  const ofWithdrawn = (await repo.lockOfWithdrawn(tx, now, batch)).filter((r) => !seen.has(r.id));
  for (const owner of new Set(ofWithdrawn.map((r) => r.ownerId))) await repo.unnameOwnersUploads(tx, owner);
  const withdrawnDeleted = await deleteFiles(storage, ofWithdrawn, opts.logger);

  await repo.deleteRows(tx, [...unusedDeleted, ...withdrawnDeleted]);
  const result = {
    unused: unusedDeleted.length,
    withdrawn: withdrawnDeleted.length,
    stillUsed: stillUsed.length,
    failed: unused.length - unusedDeleted.length + ofWithdrawn.length - withdrawnDeleted.length,
  };
  if (result.unused || result.withdrawn || result.stillUsed || result.failed) opts.logger?.info(result, "uploads cleaned up");
  return result;
}

/** Whether the file at `/uploads/…` `url` (or the file whose list variant it is) is served only through its owner's rows. */
export function isPrivateUpload(db: DbOrTx, url: string): Promise<boolean> {
  return repo.isPrivate(db, url);
}

/**
 * The stored file of `url` (its bytes as a stream, with the type recorded at upload) when `ownerId`
 * uploaded it; null otherwise (no such upload, someone else's, or gone from the storage).
 */
export async function fileOf(deps: Pick<UploadDeps, "db" | "storage">, ownerId: string, url: string) {
  const name = url.replace(/^\/uploads\//, "");
  if (!isOurs(url) || !isSafeUploadName(name)) return null;
  const row = await repo.ownedBy(deps.db, ownerId, url);
  if (!row) return null;
  const file = await deps.storage.get(name);
  return file ? { ...file, contentType: row.contentType } : null;
}
