import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { userTypeEnum } from "./enums";
import { userTags } from "./reference";
import { users } from "./users";

export const portfolios = pgTable(
  "portfolios",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userRole: userTypeEnum("user_role"),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    projectUrl: text("project_url"),
    category: varchar("category", { length: 50 }),
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portfolios_user_idx").on(t.userId)],
);

export const portfolioTags = pgTable(
  "portfolio_tags",
  {
    portfolioId: integer("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => userTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.tagId] }), index("portfolio_tags_tag_idx").on(t.tagId)],
);

export const experiences = pgTable(
  "experiences",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 50 }).notNull().default("performance"),
    title: varchar("title", { length: 255 }).notNull(),
    organization: varchar("organization", { length: 255 }),
    role: varchar("role", { length: 255 }),
    description: text("description"),
    location: varchar("location", { length: 255 }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    isCurrent: boolean("is_current").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("experiences_user_idx").on(t.userId, t.startDate)],
);

export const awards = pgTable(
  "awards",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 255 }).notNull(),
    organization: varchar("organization", { length: 255 }),
    category: varchar("category", { length: 50 }),
    year: integer("year").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("awards_user_idx").on(t.userId, t.year)],
);

export const education = pgTable(
  "education",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    institution: varchar("institution", { length: 255 }).notNull(),
    degree: varchar("degree", { length: 255 }),
    fieldOfStudy: varchar("field_of_study", { length: 255 }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    isCurrent: boolean("is_current").notNull().default(false),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("education_user_idx").on(t.userId)],
);
