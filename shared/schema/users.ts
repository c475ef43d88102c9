import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { activityTypeEnum, userTypeEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    email: varchar("email", { length: 255 }).notNull().unique(),
    password: text("password").notNull(),
    firstName: varchar("first_name", { length: 50 }),
    lastName: varchar("last_name", { length: 50 }),
    profileImageUrl: text("profile_image_url"),
    userType: userTypeEnum("user_type").notNull(),
    /** The field they work in (shared/constants.ts DISCIPLINES), picked at sign-up or in the profile; null until then. */
    discipline: varchar("discipline", { length: 20 }),
    bio: text("bio"),
    location: varchar("location", { length: 50 }),
    website: text("website"),
    yearsOfExperience: integer("years_of_experience"),
    /** Performer details (issue 31; GENDERS, HEIGHT_CM_*, PLAYING_AGE_*): artists only, null until given. */
    gender: varchar("gender", { length: 10 }),
    heightCm: integer("height_cm"),
    playingAgeMin: integer("playing_age_min"),
    playingAgeMax: integer("playing_age_max"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** sha-256 of the token sent by e-mail; the raw token is never stored. */
    emailVerificationToken: varchar("email_verification_token", { length: 255 }),
    emailVerificationExpires: timestamp("email_verification_expires", { withTimezone: true }),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletionReason: text("deletion_reason"),
    /** Staff of the marketplace: 'operator' runs the console, 'admin' also grants and revokes roles (STAFF_ROLES). */
    staffRole: varchar("staff_role", { length: 20 }),
    /** Suspended until then (SUSPENDED_FOREVER for good); sign-in is refused and the account's content hidden meanwhile. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    /** Application-computed search tokens (see shared/search-tokens.ts), GIN indexed. */
    searchTokens: text("search_tokens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("users_user_type_idx").on(t.userType, t.isDeleted),
    index("users_created_at_idx").on(t.createdAt),
    index("users_location_idx").on(t.location),
    index("users_verification_token_idx").on(t.emailVerificationToken),
    index("users_search_tokens_idx").using("gin", t.searchTokens),
    index("users_staff_role_idx")
      .on(t.staffRole)
      .where(sql`${t.staffRole} is not null`),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    /** sha-256 of the token sent by e-mail. */
    token: varchar("token", { length: 255 }).notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    used: boolean("used").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** express-session store rows; userId lets us end every session of a user at once. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 255 }).primaryKey(),
    sess: jsonb("sess").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    /** When the session was started and last used (written at most once a minute), shown in '로그인된 기기'. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const userActivities = pgTable(
  "user_activities",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityType: activityTypeEnum("activity_type").notNull(),
    relatedId: text("related_id"),
    metadata: jsonb("metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_activities_user_idx").on(t.userId, t.createdAt)],
);

export const userFollows = pgTable(
  "user_follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: text("following_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followingId] }), index("user_follows_following_idx").on(t.followingId)],
);

/** Mail outbox: written in the same transaction as the action that causes the mail. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: varchar("to", { length: 255 }).notNull(),
    /** Reply-To of the mail (a contact inquiry is answered to its sender). */
    replyTo: varchar("reply_to", { length: 255 }),
    /** Extra headers (List-Unsubscribe ...). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with the mail (a signed contract's PDF), base64 encoded. */
    attachments: jsonb("attachments").$type<Array<{ filename: string; contentType: string; contentBase64: string }>>(),
    subject: varchar("subject", { length: 255 }).notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.status, t.nextAttemptAt)],
);
