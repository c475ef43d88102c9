import { describe, expect, it } from "vitest";
import { decryptJwe, encryptJwe, JweError, verifyWebhookSignature, webhookSignature } from "../../server/features/payments/jwe";

const KEY = "a".repeat(64);
const OTHER = "b".repeat(64);

describe("JWE of the payouts API (dir, A256GCM)", () => {
  it("when a body is encrypted and decrypted with the same key, then it comes back whole with its headers", () => {
    const body = JSON.stringify({ refSellerId: "u1", individual: { name: "김예술" }, amount: { currency: "KRW", value: 967_000 } });
    const token = encryptJwe(body, KEY, { iat: "2026-11-26T10:00:00+09:00", nonce: "n-1" });
    const parts = token.split(".");
    expect(parts).toHaveLength(5);
    expect(parts[1]).toBe("");
    const { header, plaintext } = decryptJwe(token, KEY);
    expect(plaintext).toBe(body);
    expect(header).toEqual({ alg: "dir", enc: "A256GCM", iat: "2026-11-26T10:00:00+09:00", nonce: "n-1" });
  });

  it("when the same body is encrypted twice, then the ciphertexts differ (fresh iv and nonce)", () => {
    expect(encryptJwe("{}", KEY)).not.toBe(encryptJwe("{}", KEY));
  });

  it("when the tag, the ciphertext or the header is tampered with, or the key is wrong, then decryption is refused", () => {
    const token = encryptJwe('{"value":1000}', KEY);
    const [h, k, iv, ct, tag] = token.split(".") as [string, string, string, string, string];
    const flip = (s: string) => {
      const b = Buffer.from(s, "base64url");
      b[0] = b[0]! ^ 1;
      return b.toString("base64url");
    };
    expect(() => decryptJwe([h, k, iv, ct, flip(tag)].join("."), KEY)).toThrow(JweError);
    expect(() => decryptJwe([h, k, iv, flip(ct), tag].join("."), KEY)).toThrow(JweError);
    const otherHeader = Buffer.from(JSON.stringify({ alg: "dir", enc: "A256GCM", iat: "x", nonce: "y" })).toString("base64url");
    expect(() => decryptJwe([otherHeader, k, iv, ct, tag].join("."), KEY)).toThrow(JweError);
    expect(() => decryptJwe(token, OTHER)).toThrow(JweError);
    expect(() => decryptJwe("not.a.jwe", KEY)).toThrow(JweError);
  });

  it("when the key is not 64 hex characters, then it is refused", () => {
    expect(() => encryptJwe("{}", "abc")).toThrow();
  });
});

describe("webhook signatures (payout.changed, seller.changed)", () => {
  const payload = '{"eventType":"payout.changed","createdAt":"2026-11-26T10:00:00.000000","data":{"id":"FPA_1","status":"COMPLETED"}}';
  const time = "2026-11-26T10:00:01+09:00";

  it("when one of the two v1 signatures matches, then the webhook is trusted", () => {
    const good = webhookSignature(payload, time, KEY);
    const old = webhookSignature(payload, time, OTHER);
    expect(verifyWebhookSignature(`v1:${old},v1:${good}`, payload, time, KEY)).toBe(true);
  });

  it("when the payload, the time or the key differs, or a header is missing, then it is not", () => {
    const good = webhookSignature(payload, time, KEY);
    expect(verifyWebhookSignature(`v1:${good}`, payload.replace("COMPLETED", "FAILED"), time, KEY)).toBe(false);
    expect(verifyWebhookSignature(`v1:${good}`, payload, "2026-11-26T10:00:02+09:00", KEY)).toBe(false);
    expect(verifyWebhookSignature(`v1:${good}`, payload, time, OTHER)).toBe(false);
    expect(verifyWebhookSignature(undefined, payload, time, KEY)).toBe(false);
    expect(verifyWebhookSignature(`v1:${good}`, payload, undefined, KEY)).toBe(false);
  });
});
