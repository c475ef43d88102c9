import { sql } from "drizzle-orm";
import { bigint, index, pgTable, serial, text, timestamp, unique, uniqueIndex, varchar } from "drizzle-orm/pg-core";
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

/**
 * "My data" exports (issue 25): requested by the owner, built in the background by the job runner into a
 * ZIP kept in the upload storage under `exports/` (never served at /uploads), downloadable by the owner
 * for 24 hours. One at a time: a pending or ready one blocks a new request.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pending (waiting for the job), ready (file stored), failed, expired (file deleted). */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** The storage name of the ZIP (`exports/<random>.zip`) once ready. */
    fileName: text("file_name"),
    bytes: bigint("bytes", { mode: "number" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.requestedAt),
    index("data_exports_status_idx").on(t.status),
    // One at a time, even for two requests at once.
    uniqueIndex("data_exports_one_open_key")
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'ready')`),
  ],
);
