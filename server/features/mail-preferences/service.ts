import type { MailPreferences } from "@shared/api-types";
import { MAIL_KINDS, type MailKind } from "@shared/constants";
import type { MailPreferencesInput } from "@shared/validators/invitations";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { readUnsubscribeToken } from "../../mail/unsubscribe";
import { findAccount } from "../people/service";
import * as repo from "./repository";

async function preferencesOf(db: Db, userId: string): Promise<MailPreferences> {
  const off = new Set(await repo.optedOutKinds(db, userId));
  return { preferences: Object.fromEntries(MAIL_KINDS.map((k) => [k, !off.has(k)])) as Record<MailKind, boolean> };
}

/** The signed-in user's switches, true meaning the mail is sent. */
export function get(db: Db, userId: string): Promise<MailPreferences> {
  return preferencesOf(db, userId);
}

/** Changes only the kinds named; answers every kind. */
export async function update(db: Db, userId: string, input: MailPreferencesInput): Promise<MailPreferences> {
  const entries = Object.entries(input.preferences) as Array<[MailKind, boolean]>;
  await inTransaction(db, async (tx) => {
    await repo.optIn(
      tx,
      userId,
      entries.filter(([, on]) => on).map(([k]) => k),
    );
    await repo.optOut(
      tx,
      userId,
      entries.filter(([, on]) => !on).map(([k]) => k),
    );
  });
  return preferencesOf(db, userId);
}

/**
 * Turns off the kind a signed unsubscribe token names, without a login. Returns what was turned off,
 * or null when the token is invalid or its account is gone.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<{ kind: MailKind } | null> {
  const read = readUnsubscribeToken(secret, token);
  if (!read) return null;
  const user = await findAccount(db, read.userId);
  if (!user || user.isDeleted) return null;
  await repo.optOut(db, read.userId, [read.kind]);
  return { kind: read.kind };
}

// For other features and the mail module: this file is the mail-preferences feature's public entry.
export { isOptedOut } from "./repository";
