import { sql } from "drizzle-orm";
import { boolean, date, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import type { ApplicationMedia, ProjectConditions, RoleSummary } from "../casting";
import { applicationStatusEnum, invitationStatusEnum, projectStatusEnum } from "./enums";
import { userTags } from "./reference";
import { users } from "./users";

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    /** Display text of the budget (a preset such as "100~500만원" or "300만원"). */
    budget: text("budget"),
    /** Numeric range of the budget in units of 10,000 won, derived from the text; used for sorting. */
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    location: varchar("location", { length: 50 }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    deadline: date("deadline", { mode: "string" }),
    requirements: text("requirements"),
    status: projectStatusEnum("status").notNull().default("draft"),
    producerId: text("producer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url"),
    /** Meals, transport, accommodation, payment timing and schedule (issue 26); required to publish, null on a draft. */
    conditions: jsonb("conditions").$type<Partial<ProjectConditions>>(),
    /**
     * Published and not yet found closed (decision 041): a trigger of migration 0025 sets it to
     * `status = 'published'` on every write of the status or the deadline, and the close-calls job clears it
     * once the deadline has passed. So it holds every project still recruiting and, between a deadline and
     * the job's next run, a few that just closed: the lists read it AND the deadline. The lists' indexes are
     * partial on it, so the default list and its searches read only the ~5 % of projects still recruiting.
     */
    recruiting: boolean("recruiting").notNull().default(false),
    /**
     * The fee range of the project's roles as the cards and the page show it (RoleSummary; null without
     * roles), kept by the triggers of migration 0034 on every write of project_roles (decision 049): read
     * with the row instead of aggregating the roles for every card and page.
     */
    roleSummary: json("role_summary").$type<RoleSummary>(),
    /** The project's tags as the cards and the page show them ({ id, name } by name; null without tags), kept likewise. */
    tagList: json("tag_list").$type<Array<{ id: number; name: string }>>(),
    /** When the owner was reminded that the deadline is 3 days away (the reminder job sends it once). */
    deadlineReminderSentAt: timestamp("deadline_reminder_sent_at", { withTimezone: true }),
    /** Application-computed search tokens (see shared/search-tokens.ts), GIN indexed. */
    searchTokens: text("search_tokens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Taken down: by an operator ('operator') or while its producer is suspended ('suspension'); shown to its producer and staff only. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: varchar("hidden_by", { length: 20 }),
    hiddenReason: text("hidden_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A producer's projects; with the id in the index, a producer's project ids come from the index alone,
    // so the project page's "may this member see the producer's e-mail" test merges them with the member's
    // applications (applications_artist_idx) instead of probing once per project (decision 044).
    index("projects_producer_idx").on(t.producerId, t.id),
    index("projects_status_created_idx").on(t.status, t.createdAt),
    // The lists' default order over the listed statuses (decision 014): newest and deep pages walk it
    // and stop after the page instead of sorting every listed project.
    index("projects_listed_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('published', 'in_progress', 'completed')`),
    // The default list: projects still recruiting, newest first (issue 31). Published only, so the walk skips
    // no completed or running project; the deadline (a date compared with today) is the only filter left.
    index("projects_published_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index("projects_deadline_idx").on(t.deadline),
    // The default list (still recruiting, newest first) and its count: an index-only walk that checks the
    // deadline (its last column) without visiting a row (decision 041).
    index("projects_recruiting_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.deadline)
      .where(sql`${t.recruiting} and ${t.hiddenAt} is null`),
    // The console's numbers count the projects put up per day (issue 24): every status but draft, read from
    // the index alone (a 90-day range at 1m read ~150,000 projects' rows).
    index("projects_posted_created_idx")
      .on(t.createdAt)
      .where(sql`${t.status} <> 'draft'`),
    index("projects_budget_idx").on(t.budgetMax),
    index("projects_location_idx").on(t.location),
    index("projects_search_tokens_idx").using("gin", t.searchTokens),
  ],
);

/**
 * The search rows of the projects still recruiting (decision 045): a narrow copy of what the default list's
 * relevance window reads (date, deadline, lower-cased title) and the search tokens, kept by a trigger on projects
 * (migration 0032) for exactly the rows with `recruiting` and not hidden. The tokens are stored out of line,
 * and the index is on their hashes, so a row is about 150 bytes and a page holds about 40 (a projects page
 * holds two): a common word's bitmap visits a tenth of the pages. The app only reads it.
 */
export const recruitingSearch = pgTable(
  "recruiting_search",
  {
    projectId: integer("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deadline: date("deadline", { mode: "string" }),
    /** lower(title): the window's title test is a substring search of lower(query) in it (what ILIKE '%query%' does, without lowering each row). */
    titleLower: text("title_lower").notNull(),
    searchTokens: text("search_tokens").array().notNull(),
  },
  (t) => [index("recruiting_search_tokens_idx").using("gin", sql`search_token_hashes(${t.searchTokens})`)],
);

/** A role (모집 분야 / 배역) of a project: 0 to ROLES_MAX, kept in `position` order (issue 26). */
export const projectRoles = pgTable(
  "project_roles",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 50 }).notNull(),
    category: varchar("category", { length: 30 }).notNull(),
    headcount: integer("headcount").notNull(),
    /** fixed | per_day | per_session | negotiable | unpaid (shared/casting.ts FEE_KINDS). */
    feeKind: varchar("fee_kind", { length: 20 }).notNull(),
    /** Won; null for negotiable and unpaid. */
    feeAmount: integer("fee_amount"),
    description: text("description"),
    requiredMedia: text("required_media")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index("project_roles_project_idx").on(t.projectId, t.position)],
);

export const projectTags = pgTable(
  "project_tags",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => userTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.tagId] }), index("project_tags_tag_idx").on(t.tagId)],
);

/**
 * One row per viewer per day, so a refetch does not count as a new view. Only today's rows are ever
 * consulted; the project-views retention job deletes the older ones. No foreign key (decision 046): its
 * check locked the project's row (FOR KEY SHARE) for every counted view, dirtying a page of projects per
 * view and costing two thirds of a flush; the flush inserts only views of existing projects, and a
 * statement trigger on projects (migration 0033) deletes a deleted project's rows, as the cascade did.
 */
export const projectViews = pgTable(
  "project_views",
  {
    projectId: integer("project_id").notNull(),
    viewerKey: varchar("viewer_key", { length: 100 }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.viewerKey, t.day] })],
);

/**
 * How many viewers each project has had (once per viewer per day, counted by project_views), in a table of
 * its own (decision 042): counting a view rewrites this two-column row instead of a project's wide row,
 * which, when its page had no room for a HOT update, wrote a new entry into every index on projects (the
 * search GINs included). A project nobody has viewed has no row: 0.
 */
export const projectViewCounts = pgTable("project_view_counts", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  viewCount: integer("view_count").notNull().default(0),
});

export const projectFavorites = pgTable(
  "project_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index("project_favorites_project_idx").on(t.projectId)],
);

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    artistId: text("artist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The role applied for; null on a project without roles (and for an accepted invitation). */
    // No cascade: a role with applications is never deleted (the edit answers 409; a race fails on this key).
    roleId: integer("role_id").references(() => projectRoles.id),
    coverLetter: text("cover_letter"),
    /** Links and uploads sent with the application: [{ kind: video | audio | photo | link, url }]. */
    media: jsonb("media")
      .$type<ApplicationMedia[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: applicationStatusEnum("status").notNull().default("pending"),
    reason: text("reason"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per artist and role; a project without roles (role null) keeps one per artist.
    unique("applications_artist_project_role_uq").on(t.artistId, t.projectId, t.roleId).nullsNotDistinct(),
    // A role's applicants newest first (issue 27's view, a role of 2,000): the page and its total read from
    // the index alone (status is its last column: drizzle has no INCLUDE), with no sort; it also serves the
    // role's foreign key.
    index("applications_role_applied_idx").on(t.roleId, t.appliedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status),
    index("applications_project_idx").on(t.projectId, t.status),
    // An artist's applications; project and status in the index (drizzle has no INCLUDE) let the contact
    // tests (the project page's producer e-mail, can-contact) read an artist's live applications' projects
    // from the index alone, in project order (decision 044).
    index("applications_artist_idx").on(t.artistId, t.projectId, t.status),
    // The console's numbers count applications per day (issue 24).
    index("applications_applied_idx").on(t.appliedAt),
    // ... and the decided ones by when they were decided (accepted, declined): without it each 90-day range
    // read the whole table twice (bench scenario s at 1m).
    index("applications_decided_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} in ('accepted', 'invited_accepted', 'rejected')`),
  ],
);

export const invitations = pgTable(
  "invitations",
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
    message: text("message"),
    status: invitationStatusEnum("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    rejectionCategory: varchar("rejection_category", { length: 50 }),
    cancellationReason: text("cancellation_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("invitations_project_producer_artist_uq").on(t.projectId, t.producerId, t.artistId),
    index("invitations_producer_idx").on(t.producerId),
    index("invitations_artist_idx").on(t.artistId, t.status),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revieweeId: text("reviewee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reviews_project_reviewer_reviewee_uq").on(t.projectId, t.reviewerId, t.revieweeId),
    index("reviews_reviewee_idx").on(t.revieweeId),
    index("reviews_reviewer_idx").on(t.reviewerId),
  ],
);
