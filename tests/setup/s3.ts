import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "../../server/storage/s3";

/**
 * A real S3-compatible HTTP server (s3rver, in process, on 127.0.0.1 and a free port) with one
 * bucket, for testing the S3 storage over the wire. Stop it with `stop()`.
 */
export async function startS3(bucket = "artlink-test"): Promise<{ config: S3StorageConfig; stop: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${address.port}`,
      // s3rver's fixed development credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
