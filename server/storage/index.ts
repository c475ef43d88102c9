import type { Config } from "../config";
import { LocalDiskStorage } from "./local";
import { S3Storage } from "./s3";
import type { UploadStorage } from "./storage";

export type { UploadStorage } from "./storage";
export { LocalDiskStorage } from "./local";
export { S3Storage } from "./s3";

/** S3 when UPLOAD_S3_BUCKET is set, otherwise the local disk under UPLOAD_DIR. */
export function createUploadStorage(config: Pick<Config, "uploadDir"> & Partial<Pick<Config, "uploadS3">>): UploadStorage {
  return config.uploadS3 ? new S3Storage(config.uploadS3) : new LocalDiskStorage(config.uploadDir);
}
