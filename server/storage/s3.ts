import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { isSafeUploadName, type UploadStorage } from "./storage";

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
  private client: S3Client;
  constructor(private config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle ?? !!config.endpoint,
      credentials:
        config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer defaults.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private keyOf(name: string): string {
    if (!isSafeUploadName(name)) throw new Error(`unsafe upload name: ${name}`);
    return `${this.config.prefix ?? ""}${name}`;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    // One PUT of the whole body: S3 stores all of it or nothing.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name), Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(name: string) {
    if (!isSafeUploadName(name)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }));
      return { body: out.Body as Readable, contentType: out.ContentType, size: out.ContentLength };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!isSafeUploadName(name)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }));
  }

  /** Closes the client's sockets. */
  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}
