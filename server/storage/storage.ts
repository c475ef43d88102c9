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
  /**
   * The file's bytes as a stream, or null when there is no such file. With `range`, only those bytes
   * (`size` is then the part's length and `range` says which part of how many); a range that starts past
   * the end throws RangeNotSatisfiableError.
   */
  get(name: string, range?: ByteRange): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** One byte range of an HTTP Range header: from `start` to `end` (inclusive, or to the end), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface StoredFile {
  body: Readable;
  contentType?: string;
  /** The bytes in `body`. */
  size?: number;
  /** Set when a range was asked for and is what `body` holds: first and last byte (inclusive) of `total`. */
  range?: { start: number; end: number; total: number };
}

/** A range that holds no byte of the file (416); `total` is the file's size when known. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly total?: number) {
    super("range not satisfiable");
    this.name = "RangeNotSatisfiableError";
  }
}

/** The inclusive bounds of `range` in a file of `total` bytes; throws RangeNotSatisfiableError when it holds none. */
export function resolveRange(range: ByteRange, total: number): { start: number; end: number } {
  if ("suffix" in range) {
    if (range.suffix <= 0 || total === 0) throw new RangeNotSatisfiableError(total);
    return { start: Math.max(0, total - range.suffix), end: total - 1 };
  }
  if (range.start >= total) throw new RangeNotSatisfiableError(total);
  return { start: range.start, end: Math.min(range.end ?? total - 1, total - 1) };
}

/**
 * The one byte range of a Range header, or undefined when there is none or it cannot be served as one
 * (several ranges, another unit, garbage): then the whole file is sent, as HTTP allows.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const m = header ? /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header) : null;
  if (!m || (!m[1] && !m[2])) return undefined;
  const a = m[1] ? Number(m[1]) : undefined;
  const b = m[2] ? Number(m[2]) : undefined;
  if ((a !== undefined && !Number.isSafeInteger(a)) || (b !== undefined && !Number.isSafeInteger(b))) return undefined;
  // A last byte before the first makes the header invalid: it is ignored (RFC 9110, 14.1.1).
  if (a !== undefined && b !== undefined && b < a) return undefined;
  return a === undefined ? { suffix: b! } : { start: a, end: b };
}

/** An upload name is a relative path of safe segments (no "..", no absolute path, no backslash). */
export function isSafeUploadName(name: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(name) && !name.includes("..");
}
