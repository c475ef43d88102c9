import { bigint, index, pgTable, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Sign-in providers (Kakao, Naver, Google) linked to an account. One provider account (provider +
 * subject) belongs to at most one of ours; an account may link each provider once.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 20 }).notNull(),
    /** The provider's stable user id (OIDC `sub`, Naver's `id`). */
    subject: varchar("subject", { length: 255 }).notNull(),
    /** The e-mail the provider gave when linked, shown in settings; never used to find the account. */
    email: varchar("email", { length: 255 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [unique("user_identities_provider_subject_key").on(t.provider, t.subject), unique("user_identities_user_provider_key").on(t.userId, t.provider)],
);

/** WebAuthn credentials (passkeys) of an account. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url credential id, as the browser reports it. */
    credentialId: varchar("credential_id", { length: 1024 }).notNull().unique(),
    /** base64url COSE public key. */
    publicKey: text("public_key").notNull(),
    /** Signature counter (unsigned 32 bit, so wider than integer). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    name: varchar("name", { length: 50 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);
