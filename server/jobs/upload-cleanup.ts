import { sweepUploads } from "../features/uploads/service";
import type { Logger } from "../logger";
import type { UploadStorage } from "../storage/storage";
import type { Job } from "./runner";

export const UPLOAD_CLEANUP_JOB = "upload-cleanup";

/**
 * Deletes uploads no row has used for a day and the files of withdrawn accounts, from the storage (local
 * disk or S3) and the uploads table (features/uploads/service.ts sweepUploads). One process at a time
 * (the runner's advisory lock); each pass takes at most CLEANUP_BATCH of each, the next pass the rest.
 */
export function uploadCleanupJob(storage: UploadStorage, opts: { logger?: Logger; intervalMs?: number } = {}): Job {
  return {
    name: UPLOAD_CLEANUP_JOB,
    intervalMs: opts.intervalMs ?? 30 * 60_000,
    run: (tx, now) => sweepUploads(tx, storage, now, { logger: opts.logger }).then(() => undefined),
  };
}
