import { index, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One reports table for every kind of content (community posts and comments, messages, users).
 * targetId is text so it can hold serial ids and user ids alike. One report per reporter and target.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** post | comment | message | user (REPORT_KINDS in shared/constants). */
    kind: varchar("kind", { length: 20 }).notNull(),
    targetId: varchar("target_id", { length: 100 }).notNull(),
    reason: text("reason").notNull(),
    /** open until a moderator reviews it: reviewed or dismissed. */
    status: varchar("status", { length: 20 }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("reports_reporter_target_uq").on(t.reporterId, t.kind, t.targetId), index("reports_target_idx").on(t.kind, t.targetId)],
);

/** A user who blocked another: no messages or invitations between them, no community posts of each other. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("user_blocks_blocked_idx").on(t.blockedId)],
);
