import { boolean, customType, date, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { ACTIVITY_KINDS, CREDIT_STATUSES } from "../activity";
import type { RecordEntry } from "../activity";
import { projects } from "./projects";
import { users } from "./users";

export const creditStatusEnum = pgEnum("credit_status", CREDIT_STATUSES);
export const activityKindEnum = pgEnum("activity_kind", ACTIVITY_KINDS);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/**
 * One artist's participation in one completed project, confirmed by its producer. Verified only when
 * the artist accepted it too (status 'verified'). The artist decides what the public sees.
 */
export const activityCredits = pgTable(
  "activity_credits",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    producerId: text("producer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artistId: text("artist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 100 }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** When and where the work was shown to the public, if it was. */
    presentedOn: date("presented_on", { mode: "string" }),
    presentedPlace: varchar("presented_place", { length: 200 }),
    feePaid: boolean("fee_paid").notNull().default(false),
    /** Won; private unless the artist shares it (feePublic) or includes it in a record. */
    feeAmount: integer("fee_amount"),
    status: creditStatusEnum("status").notNull().default("pending"),
    correctionNote: text("correction_note"),
    /** The artist's choices: shown on the profile at all, and with the fee. */
    isPublic: boolean("is_public").notNull().default(true),
    feePublic: boolean("fee_public").notNull().default(false),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("activity_credits_project_artist_uq").on(t.projectId, t.artistId), index("activity_credits_artist_idx").on(t.artistId, t.status)],
);

/** Activity an artist reports from outside the platform, with evidence files. Never verified. */
export const activityItems = pgTable(
  "activity_items",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: activityKindEnum("kind").notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    role: varchar("role", { length: 100 }),
    organizer: varchar("organizer", { length: 200 }),
    place: varchar("place", { length: 200 }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    description: text("description"),
    /** Our upload addresses (/uploads/...): PDFs or images that passed the upload checks. */
    evidenceUrls: text("evidence_urls").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_items_user_idx").on(t.userId)],
);

/**
 * A built activity record: the entries it lists frozen as built (what the PDF and the public verify
 * page show), the PDF bytes and their SHA-256, and the public code. Revoking keeps the row.
 */
export const activityRecords = pgTable(
  "activity_records",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verifyCode: varchar("verify_code", { length: 32 }).notNull().unique(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    includeFees: boolean("include_fees").notNull().default(false),
    artistName: varchar("artist_name", { length: 120 }).notNull(),
    entries: jsonb("entries").$type<RecordEntry[]>().notNull(),
    pdf: bytea("pdf").notNull(),
    pdfHash: varchar("pdf_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("activity_records_user_idx").on(t.userId)],
);
