import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { applications, projectRoles, projects } from "./projects";
import { users } from "./users";

/**
 * A project's production team besides its owner (issue 27): other producer accounts added as managers.
 * Managers see applicants, triage them, message them and schedule auditions; the owner alone edits the
 * project, changes its status, sends contracts and leaves reviews (decision 036).
 */
export const projectTeam = pgTable(
  "project_team",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_team_user_idx").on(t.userId)],
);

/**
 * The production's private triage of an application: a label, a rating and a note. A table of its own,
 * never joined by any query the applicant or an outsider reaches (decision 036).
 */
export const applicationTriage = pgTable(
  "application_triage",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** shortlist | maybe | no; null: not labelled. */
    label: varchar("label", { length: 10 }),
    rating: integer("rating"),
    note: text("note"),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("application_triage_project_idx").on(t.projectId, t.label),
    check("application_triage_rating_ck", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("application_triage_label_ck", sql`${t.label} is null or ${t.label} in ('shortlist', 'maybe', 'no')`),
  ],
);

/** Who did what to an application (issue 27: every applicant action records who did it). Append-only. */
export const applicationActions = pgTable(
  "application_actions",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** triage | accepted | rejected | declined | audition_invite | attended | no_show */
    action: varchar("action", { length: 30 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_actions_application_idx").on(t.applicationId, t.createdAt)],
);

/** A published audition time (a first round or a callback: `round`). */
export const auditionSlots = pgTable(
  "audition_slots",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    roleId: integer("role_id").references(() => projectRoles.id, { onDelete: "cascade" }),
    round: integer("round").notNull().default(1),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    place: varchar("place", { length: 200 }),
    onlineUrl: varchar("online_url", { length: 500 }),
    capacity: integer("capacity").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audition_slots_project_idx").on(t.projectId, t.startsAt), check("audition_slots_capacity_ck", sql`${t.capacity} between 1 and 100`)],
);

/** An application invited to audition, optionally to some slots only (null: any slot of its role). */
export const auditionInvites = pgTable(
  "audition_invites",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    slotIds: integer("slot_ids").array(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audition_invites_project_idx").on(t.projectId)],
);

/** An applicant's booking of a slot: booked, then cancelled, attended or no_show. */
export const auditionBookings = pgTable(
  "audition_bookings",
  {
    id: serial("id").primaryKey(),
    slotId: integer("slot_id")
      .notNull()
      .references(() => auditionSlots.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    artistId: text("artist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** booked | cancelled | attended | no_show */
    status: varchar("status", { length: 20 }).notNull().default("booked"),
    rescheduleMessage: text("reschedule_message"),
    rescheduleRequestedAt: timestamp("reschedule_requested_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audition_bookings_slot_idx").on(t.slotId, t.status),
    // One live booking per application: a callback is booked once the first round is attended.
    uniqueIndex("audition_bookings_live_uq")
      .on(t.applicationId)
      .where(sql`${t.status} = 'booked'`),
    index("audition_bookings_artist_idx").on(t.artistId),
  ],
);
