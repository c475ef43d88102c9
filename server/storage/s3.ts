import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { isSafeUploadName, RangeNotSatisfiableError, resolveRange, type ByteRange, type StoredFile, type UploadStorage } from "./storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Object keys start with this (e.g. "uploads/"). */
  prefix?: string;
  /** Path-style addressing (http://host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
}

/**
 * Uploads in an S3-compatible bucket, shared by every machine. Files are still addressed as
 * /uploads/<name> and served through the app (same headers and CSP as from disk), so the bucket
 * can stay private and nothing stored in the database changes when a deployment moves to S3.
 */
export class S3Storage implements UploadStorage {
  readonly kind = "s3" as const;
  private clientPromise?: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }>;
  constructor(private config: S3StorageConfig) {}

  /**
   * The SDK is loaded on first use: it is the heaviest module of the server (half a second to import),
   * and a deployment on local disk never needs it.
   */
  private async s3() {
    this.clientPromise ??= import("@aws-sdk/client-s3").then((sdk) => {
      const config = this.config;
      const client = new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle ?? !!config.endpoint,
        credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
        // Checksums only where S3 requires them: several S3-compatible servers refuse the newer defaults.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { client, sdk };
    });
    return this.clientPromise;
  }

  private keyOf(name: string): string {
    if (!isSafeUploadName(name)) throw new Error(`unsafe upload name: ${name}`);
    return `${this.config.prefix ?? ""}${name}`;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    // One PUT of the whole body: S3 stores all of it or nothing.
    const { client, sdk } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name), Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async putFile(name: string, source: string, contentType: string, size: number): Promise<void> {
    // One PUT streamed from the file (its length known up front), so S3 stores all of it or nothing.
    const { createReadStream } = await import("node:fs");
    const { client, sdk } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(name),
        Body: createReadStream(source),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async get(name: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isSafeUploadName(name)) return null;
    const { client, sdk } = await this.s3();
    let header: string | undefined;
    if (range && "suffix" in range) {
      // The last n bytes, asked as explicit bounds: not every S3-compatible server reads 'bytes=-n'.
      const total = await this.sizeOf(name);
      if (total === null) return null;
      const { start, end } = resolveRange(range, total);
      header = `bytes=${start}-${end}`;
    } else if (range) {
      header = `bytes=${range.start}-${range.end ?? ""}`;
    }
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name), Range: header }));
      const part = header ? parseContentRange(out.ContentRange) : undefined;
      return { body: out.Body as Readable, contentType: out.ContentType, size: out.ContentLength, range: part };
    } catch (err) {
      if (isNotFound(err)) return null;
      if (header && isInvalidRange(err)) throw new RangeNotSatisfiableError((await this.sizeOf(name).catch(() => null)) ?? undefined);
      throw err;
    }
  }

  /** The object's size (HEAD), or null when there is none. */
  private async sizeOf(name: string): Promise<number | null> {
    const { client, sdk } = await this.s3();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }));
      return out.ContentLength ?? null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!isSafeUploadName(name)) return false;
    const { client, sdk } = await this.s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    const { client, sdk } = await this.s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }));
  }

  /** Closes the client's sockets. */
  destroy(): void {
    void this.clientPromise?.then(({ client }) => client.destroy());
  }
}

function isInvalidRange(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "InvalidRange" || e?.$metadata?.httpStatusCode === 416;
}

/** 'bytes 0-99/1234' as bounds and total; undefined when the server sent the whole object instead. */
function parseContentRange(value: string | undefined): StoredFile["range"] {
  const m = value ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value) : null;
  return m ? { start: Number(m[1]), end: Number(m[2]), total: Number(m[3]) } : undefined;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}
