import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * One-click links in security mails (issue 25): remove a sign-in method named in a reset or "added"
 * mail, end the session a new-device mail is about. A token is `payload.signature`, the payload the
 * base64url JSON of { u: user id, a: action, x: expiry (ms) } and the signature an HMAC-SHA256 of it
 * with the session secret. Nothing is stored: each action is harmless to repeat (a removed method is
 * gone, an ended session is ended). The link opens a confirmation page whose button posts (a mail
 * scanner that follows links does nothing).
 */
export type MailAction = { kind: "remove-passkey"; id: number } | { kind: "unlink"; provider: string } | { kind: "end-session"; session: string };

export const MAIL_ACTION_TTL_MS = 7 * 24 * 3_600_000;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`mail-action:${payload}`).digest("base64url");

export function mailActionToken(secret: string, userId: string, action: MailAction, now: number): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, a: action, x: now + MAIL_ACTION_TTL_MS })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function readMailActionToken(secret: string, token: string, now: number): { userId: string; action: MailAction } | null {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; a?: MailAction; x?: unknown };
    if (typeof v.u !== "string" || typeof v.x !== "number" || v.x < now || !v.a || typeof v.a !== "object") return null;
    return { userId: v.u, action: v.a };
  } catch {
    return null;
  }
}

export const mailActionLink = (appUrl: string, token: string) => `${appUrl}/api/auth/mail-action?token=${encodeURIComponent(token)}`;
