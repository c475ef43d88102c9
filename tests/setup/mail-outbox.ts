import { asc, eq } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/index";
import type { DbOrTx } from "../../server/db/client";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Every mail queued for `to`, oldest first. */
export function mailsTo(db: DbOrTx, to: string): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
}

/** The newest mail queued for `to`; fails the test when there is none. */
export async function lastMailTo(db: DbOrTx, to: string): Promise<OutboxRow> {
  const rows = await mailsTo(db, to);
  const last = rows.at(-1);
  if (!last) throw new Error(`no mail queued for ${to}`);
  return last;
}

/** The first http(s) link in a mail's plain-text part. */
export function linkIn(text: string): URL {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in mail text: ${text}`);
  return new URL(m[0]);
}

/** The raw token of the newest mail queued for `to` (read from its link, as the recipient would). */
export async function mailedToken(db: DbOrTx, to: string): Promise<string> {
  const token = linkIn((await lastMailTo(db, to)).text).searchParams.get("token");
  if (!token) throw new Error("link carries no token");
  return token;
}

/** The API call the SPA page behind a mailed /verify-email link makes: same query, API path. */
export function verifyApiPath(link: URL): string {
  return `/api/auth/verify-email${link.search}`;
}
