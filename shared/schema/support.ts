import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Inquiries sent through /contact; userId when the sender was signed in. */
export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    category: varchar("category", { length: 20 }).notNull(),
    subject: varchar("subject", { length: 200 }).notNull(),
    message: text("message").notNull(),
    /** The support team's answer (mailed to the sender, shown in the app to a signed-in sender). */
    reply: text("reply"),
    repliedBy: text("replied_by").references(() => users.id, { onDelete: "set null" }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_inquiries_created_idx").on(t.createdAt),
    index("contact_inquiries_email_idx").on(t.email),
    index("contact_inquiries_open_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.repliedAt} is null`),
    index("contact_inquiries_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Mail kinds a user has turned off (MAIL_KINDS in shared/constants); no row means the mail is sent. */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 40 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Bookkeeping of the scheduled-job runner: when each job last ran (one process at a time, advisory lock). */
export const jobRuns = pgTable("job_runs", {
  name: varchar("name", { length: 100 }).primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});
