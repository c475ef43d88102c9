import type { Readable } from "node:stream";

/**
 * Where uploaded files live (decision 018). Every write, read, existence check and delete of an
 * upload goes through this, so a deployment of several machines can share files (S3) and one machine
 * keeps them on its disk. Names are flat (`<random>.<ext>`, `demo/cover-1.webp`), never user input.
 */
export interface UploadStorage {
  readonly kind: "local" | "s3";
  /** Stores the whole file or nothing: a failed or interrupted write leaves no partial file. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at `source` (a temporary file of a streamed upload) under `name`, all or nothing,
   * without reading it into memory. The source may be moved; the caller deletes it if it is still there.
   */
  putFile(name: string, source: string, contentType: string, size: number): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(name: string): Promise<{ body: Readable; contentType?: string; size?: number } | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** An upload name is a relative path of safe segments (no "..", no absolute path, no backslash). */
export function isSafeUploadName(name: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(name) && !name.includes("..");
}
