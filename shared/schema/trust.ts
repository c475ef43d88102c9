import { bigserial, index, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
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
    /** post | comment | message | user | project (REPORT_KINDS in shared/constants). */
    kind: varchar("kind", { length: 20 }).notNull(),
    targetId: varchar("target_id", { length: 100 }).notNull(),
    reason: text("reason").notNull(),
    /** open until a moderator reviews it: reviewed or dismissed. */
    status: varchar("status", { length: 20 }).notNull().default("open"),
    /** The operator's decision (dismiss | hide | delete), its note, who and when. */
    resolution: varchar("resolution", { length: 20 }),
    resolutionNote: text("resolution_note"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reports_reporter_target_uq").on(t.reporterId, t.kind, t.targetId),
    index("reports_target_idx").on(t.kind, t.targetId),
    index("reports_status_created_idx").on(t.status, t.createdAt, t.id),
    index("reports_reporter_idx").on(t.reporterId),
  ],
);

/**
 * Every operator action and role change (issue 24): insert-only. A trigger of the migration refuses
 * UPDATE and DELETE on PostgreSQL and PGlite alike. actorId has no foreign key on purpose: no cascade may
 * ever touch a row.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").notNull(),
    actorEmail: varchar("actor_email", { length: 255 }).notNull(),
    action: varchar("action", { length: 40 }).notNull(),
    targetType: varchar("target_type", { length: 20 }).notNull(),
    targetId: varchar("target_id", { length: 100 }).notNull(),
    reason: text("reason"),
    ip: varchar("ip", { length: 64 }),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_actor_idx").on(t.actorId, t.id),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId, t.id),
  ],
);

/** Suspensions and their lifting, one row each (the people page's history). */
export const userSanctions = pgTable(
  "user_sanctions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** suspend | unsuspend */
    kind: varchar("kind", { length: 20 }).notNull(),
    reason: text("reason").notNull(),
    /** A suspension's end (null: for good; unsuspend rows: null). */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_sanctions_user_idx").on(t.userId, t.createdAt)],
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
