import { bigint, index, pgTable, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Browsers an account has signed in from (issue 25): the sha-256 of a long-lived random device cookie
 * set at a successful sign-in. A known device gets past the per-e-mail sign-in limit that strangers can
 * fill, and a sign-in from a device not in this table mails the owner.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("known_devices_user_token_key").on(t.userId, t.tokenHash)],
);

/**
 * The security log (ASVS V16.3.1): sign-ins and failures, second-factor events, session ends, password
 * and sign-in method changes, exports. Kept one year (a job deletes older rows). `userId` is null for a
 * failure against an unknown e-mail, which is not kept.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** sign_in, sign_in_failed, second_factor_failed, totp_enabled, totp_disabled, recovery_code_used, session_ended, sessions_ended, password_changed, password_reset, method_added, method_removed, reauth, export. */
    kind: varchar("kind", { length: 40 }).notNull(),
    /** password, passkey, kakao, naver, google, totp, recovery_code ... where it applies. */
    method: varchar("method", { length: 20 }),
    address: varchar("address", { length: 64 }),
    /** The browser and system in words ('Chrome · Windows'). */
    device: varchar("device", { length: 100 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_events_user_idx").on(t.userId, t.createdAt), index("security_events_created_idx").on(t.createdAt)],
);

/** Single-use recovery codes of the TOTP second factor, sha-256 hashed (they are random, 50+ bits). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** The TOTP second factor of an account: the secret AES-GCM encrypted, the last time step accepted (a code works once). */
export const totpFactors = pgTable("totp_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  lastStep: bigint("last_step", { mode: "number" }).notNull().default(0),
  enabledAt: timestamp("enabled_at", { withTimezone: true }).notNull().defaultNow(),
});
