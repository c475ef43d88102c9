import { and, desc, eq, gt, inArray, isNotNull, lt, ne, or } from "drizzle-orm";
import {
  applications,
  awards,
  education,
  experiences,
  invitations,
  knownDevices,
  passkeys,
  passwordResetTokens,
  portfolios,
  projects,
  securityEvents,
  sessions,
  totpFactors,
  userActivities,
  userConsents,
  userFollows,
  userIdentities,
  userTagLinks,
  userTags,
  users,
} from "@shared/schema/index";
import { CONSENT_KINDS, CONSENT_VERSIONS } from "@shared/constants";
import type { DbOrTx } from "../../db/client";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isDeleted, false)))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function specialtiesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: userTags.name })
    .from(userTagLinks)
    .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
    .where(eq(userTagLinks.userId, userId));
  return rows.map((r) => r.name);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Stores the sign-up consents (CONSENT_KINDS), each with its current version and `now`. */
export async function insertConsents(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.insert(userConsents).values(CONSENT_KINDS.map((kind) => ({ userId, kind, version: CONSENT_VERSIONS[kind], agreedAt: now })));
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** Verifies the address of the token's user in one statement, so a token works once. */
export async function consumeVerificationToken(db: DbOrTx, tokenHash: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true, emailVerificationToken: null, emailVerificationExpires: null, updatedAt: now })
    .where(and(eq(users.emailVerificationToken, tokenHash), gt(users.emailVerificationExpires, now), eq(users.isDeleted, false)))
    .returning();
  return row;
}

/** Marks every unused reset token of the user used. */
export async function retireResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
}

export async function insertResetToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, token: tokenHash, expiresAt });
}

export async function findUsableResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(eq(passwordResetTokens.token, tokenHash), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, now), eq(users.isDeleted, false)),
    )
    .limit(1);
  return row;
}

/** Marks a usable token used and returns its user; undefined if it was already used, expired or unknown. */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.token, tokenHash), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function recordActivity(db: DbOrTx, userId: string, activityType: typeof userActivities.$inferInsert.activityType, relatedId?: string) {
  await db.insert(userActivities).values({ userId, activityType, relatedId });
}

/**
 * Withdrawal: the row stays (projects, reviews, messages and posts keep pointing at it and are shown
 * as from a withdrawn user) but personal data is removed and open business is closed.
 */
export async function scrubUser(db: DbOrTx, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      password: "!",
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      bio: null,
      location: null,
      website: null,
      yearsOfExperience: null,
      emailVerificationToken: null,
      emailVerificationExpires: null,
      searchTokens: [],
      staffRole: null,
      isDeleted: true,
      deletedAt: now,
      deletionReason: reason,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  await db.delete(userTagLinks).where(eq(userTagLinks.userId, id));
  await db.delete(portfolios).where(eq(portfolios.userId, id));
  await db.delete(experiences).where(eq(experiences.userId, id));
  await db.delete(awards).where(eq(awards.userId, id));
  await db.delete(education).where(eq(education.userId, id));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
  // No way back in: linked providers and passkeys go (the provider account may sign up afresh).
  await db.delete(userIdentities).where(eq(userIdentities.userId, id));
  await db.delete(passkeys).where(eq(passkeys.userId, id));
  await db.delete(userFollows).where(or(eq(userFollows.followerId, id), eq(userFollows.followingId, id)));
  await db
    .update(applications)
    .set({ status: "withdrawn", updatedAt: now })
    .where(and(eq(applications.artistId, id), eq(applications.status, "pending")));
  await db
    .update(invitations)
    .set({ status: "cancelled", cancellationReason: "탈퇴한 사용자", updatedAt: now })
    .where(and(or(eq(invitations.artistId, id), eq(invitations.producerId, id)), eq(invitations.status, "pending")));
  await db
    .update(projects)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(projects.producerId, id), inArray(projects.status, ["draft", "published"])));
  await db.delete(sessions).where(eq(sessions.userId, id));
}

// ---- sessions (issue 25: '로그인된 기기') ----

export type SessionRow = { sid: string; sess: unknown; createdAt: Date; lastSeenAt: Date };

/** The user's live sessions, most recently used first. */
export function listSessionsOf(db: DbOrTx, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({ sid: sessions.sid, sess: sessions.sess, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(200);
}

/** Deletes sessions of the user (all, all but one, or the listed ones); returns how many ended. */
export async function deleteSessionsOf(db: DbOrTx, userId: string, opts: { except?: string; only?: string[] } = {}): Promise<number> {
  const conds = [eq(sessions.userId, userId)];
  if (opts.except) conds.push(ne(sessions.sid, opts.except));
  if (opts.only) {
    if (!opts.only.length) return 0;
    conds.push(inArray(sessions.sid, opts.only));
  }
  const rows = await db
    .delete(sessions)
    .where(and(...conds))
    .returning({ sid: sessions.sid });
  return rows.length;
}

// ---- known devices ----

/** Records that the user signed in from this device; true when it had not before. */
export async function rememberDevice(db: DbOrTx, userId: string, tokenHash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, tokenHash, createdAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: knownDevices.id });
  if (inserted.length) return true;
  await db
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, tokenHash)));
  return false;
}

export async function isKnownDevice(db: DbOrTx, userId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, tokenHash)))
    .limit(1);
  return !!row;
}

export async function hasAnyKnownDevice(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: knownDevices.id }).from(knownDevices).where(eq(knownDevices.userId, userId)).limit(1);
  return !!row;
}

// ---- security log ----

export type SecurityEventInsert = typeof securityEvents.$inferInsert;

export async function insertSecurityEvent(db: DbOrTx, values: SecurityEventInsert): Promise<void> {
  await db.insert(securityEvents).values(values);
}

/** The last 50 sign-ins and failed attempts of the user. */
export function listSignIns(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), inArray(securityEvents.kind, ["sign_in", "sign_in_failed", "second_factor_failed"])))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(50);
}

/** The retention job: deletes log rows older than `before`. */
export async function deleteSecurityEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(securityEvents)
    .where(and(isNotNull(securityEvents.createdAt), lt(securityEvents.createdAt, before)))
    .returning({ id: securityEvents.id });
  return rows.length;
}

/** The passkeys and linked providers of the user (the reset mail lists them with removal links). */
export async function listWaysIn(db: DbOrTx, userId: string) {
  const [keys, identities] = await Promise.all([
    db.select({ id: passkeys.id, name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, userId)),
    db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, userId)),
  ]);
  return { keys, identities };
}

/** Whether the user turned the TOTP second factor on (the sign-in then asks for a code). */
export async function hasSecondFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: totpFactors.userId }).from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return !!row;
}
