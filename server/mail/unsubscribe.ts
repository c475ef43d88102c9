import { createHmac, timingSafeEqual } from "node:crypto";
import { MAIL_KINDS, type MailKind } from "@shared/constants";

/**
 * Unsubscribe tokens: `userId.kind.signature`, the signature an HMAC-SHA256 of "unsubscribe:userId:kind"
 * with the session secret. No expiry and nothing stored: opting out again is harmless, and a link in
 * an old mail must keep working (decision 007).
 */
function signature(secret: string, userId: string, kind: MailKind): string {
  return createHmac("sha256", secret).update(`unsubscribe:${userId}:${kind}`).digest("base64url");
}

export function unsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  return `${Buffer.from(userId).toString("base64url")}.${kind}.${signature(secret, userId, kind)}`;
}

/** The user and kind a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: MailKind } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [encodedUser, kind, given] = parts as [string, string, string];
  if (!(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const userId = Buffer.from(encodedUser, "base64url").toString("utf8");
  if (!userId) return null;
  const expected = Buffer.from(signature(secret, userId, kind as MailKind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, kind: kind as MailKind };
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string, kind: MailKind): string {
  return `${appUrl}/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, kind))}`;
}
