import { createHash } from "node:crypto";

/**
 * The fingerprint of a document (its signed text or its PDF bytes), stored with it and shown by the
 * public verify pages. Contracts and activity records use the same one.
 */
export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
