/**
 * Toss Payments' ENCRYPTION security mode for the payouts API (decision 040): request and response
 * bodies are JWE in compact serialization with `alg: "dir"` (the key is used as is, so the encrypted-key
 * part is empty) and `enc: "A256GCM"`, the key being the 64-hex security key read as 32 bytes; Toss
 * also asks for the custom headers `iat` (issue time, ISO 8601) and `nonce` (random, once). Webhooks of
 * payouts and sellers are signed with HMAC-SHA256 under the same key. Pure: node:crypto only.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

export interface JweHeader {
  alg: "dir";
  enc: "A256GCM";
  iat: string;
  nonce: string;
  [k: string]: unknown;
}

const b64u = (b: Buffer | string) => Buffer.from(b).toString("base64url");
const unb64u = (s: string) => Buffer.from(s, "base64url");

/** The security key as bytes: 64 hexadecimal characters → 32 bytes (refused otherwise). */
export function securityKeyBytes(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error("the security key must be 64 hexadecimal characters");
  return Buffer.from(hex, "hex");
}

/** Encrypts `plaintext` (the JSON body) as a compact JWE: header..iv.ciphertext.tag. */
export function encryptJwe(plaintext: string, keyHex: string, opts: { iat?: string; nonce?: string; iv?: Buffer } = {}): string {
  const key = securityKeyBytes(keyHex);
  const header: JweHeader = { alg: "dir", enc: "A256GCM", iat: opts.iat ?? new Date().toISOString(), nonce: opts.nonce ?? randomUUID() };
  const protectedHeader = b64u(JSON.stringify(header));
  const iv = opts.iv ?? randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  // The additional authenticated data is the ASCII of the encoded protected header (RFC 7516 §5.1).
  cipher.setAAD(Buffer.from(protectedHeader, "ascii"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [protectedHeader, "", b64u(iv), b64u(ciphertext), b64u(cipher.getAuthTag())].join(".");
}

export class JweError extends Error {}

/** Decrypts a compact JWE made with the same key; throws JweError on any tampering or a wrong key. */
export function decryptJwe(token: string, keyHex: string): { header: JweHeader; plaintext: string } {
  const parts = token.trim().split(".");
  if (parts.length !== 5) throw new JweError("not a compact JWE");
  const [protectedHeader, encryptedKey, ivPart, ctPart, tagPart] = parts as [string, string, string, string, string];
  let header: JweHeader;
  try {
    header = JSON.parse(unb64u(protectedHeader).toString("utf8")) as JweHeader;
  } catch {
    throw new JweError("bad JWE header");
  }
  if (header.alg !== "dir" || header.enc !== "A256GCM" || encryptedKey !== "") throw new JweError("unsupported JWE algorithm");
  const iv = unb64u(ivPart);
  const tag = unb64u(tagPart);
  if (iv.length !== 12 || tag.length !== 16) throw new JweError("bad JWE iv or tag");
  try {
    const decipher = createDecipheriv("aes-256-gcm", securityKeyBytes(keyHex), iv);
    decipher.setAAD(Buffer.from(protectedHeader, "ascii"));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(unb64u(ctPart)), decipher.final()]).toString("utf8");
    return { header, plaintext };
  } catch {
    throw new JweError("JWE authentication failed");
  }
}

/** One signature of a payout/seller webhook: base64 HMAC-SHA256 of `{payload}:{transmissionTime}`. */
export function webhookSignature(payload: string, transmissionTime: string, keyHex: string): string {
  return createHmac("sha256", securityKeyBytes(keyHex)).update(`${payload}:${transmissionTime}`, "utf8").digest("base64");
}

/**
 * Whether the `tosspayments-webhook-signature` header (`v1:<b64>,v1:<b64>`: two signatures, so the key
 * can be rotated) holds one that matches the payload and the transmission time. Constant-time compare.
 */
export function verifyWebhookSignature(header: string | undefined, payload: string, transmissionTime: string | undefined, keyHex: string): boolean {
  if (!header || !transmissionTime) return false;
  const expected = Buffer.from(webhookSignature(payload, transmissionTime, keyHex), "base64");
  return header
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.startsWith("v1:"))
    .some((s) => {
      const got = Buffer.from(s.slice(3), "base64");
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
}
