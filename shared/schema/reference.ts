import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

export const locations = pgTable("locations", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 20 }).notNull().unique(),
  name: varchar("name", { length: 50 }).notNull(),
  region: varchar("region", { length: 50 }),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userTags = pgTable(
  "user_tags",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull().unique(),
    slug: varchar("slug", { length: 50 }).notNull().unique(),
    description: text("description"),
    usageCount: integer("usage_count").notNull().default(1),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** An operator approved it (listed at once); see listedTag in server/features/tags. */
    isVerified: boolean("is_verified").notNull().default(false),
    /** An operator refused it: it stays on its owners' items but is never listed, however many use it. */
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    isPopular: boolean("is_popular").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tags_usage_idx").on(t.usageCount), index("user_tags_created_by_idx").on(t.createdByUserId)],
);

export const userTagLinks = pgTable(
  "user_tag_links",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => userTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index("user_tag_links_tag_idx").on(t.tagId)],
);
