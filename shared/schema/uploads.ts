import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every file stored through POST /api/upload or an image post (issue 30, decision 031): who uploaded it,
 * what it costs, and whether a row uses it. Only its owner may put it in a row (profile picture,
 * portfolio, project cover, post image, activity evidence). The clean-up job deletes a file that no row
 * has used for a day, and every file of a withdrawn account. Demo covers (`demo/…`) are not uploads.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    /** No cascade: accounts are never deleted as rows (decision 004), and a file must never lose its owner. */
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    /** The address rows store, `/uploads/<name>`; its list variant (`<name>.w480.webp`) goes with it. */
    url: text("url").notNull().unique(),
    /** Stored bytes of the file and its variant: what the quota counts. */
    bytes: integer("bytes").notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a row of its owner started using it; null while no row does (the clean-up job's candidates). */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    /**
     * Evidence of self-reported activity (issue 31): never served at its upload address, only to its owner
     * (/api/activity/evidence/…) and through an unrevoked record that includes it (/api/records/verify/…/evidence/…).
     * Set when a row first uses the file as evidence; never unset.
     */
    private: boolean("private").notNull().default(false),
  },
  (t) => [
    index("uploads_owner_idx").on(t.ownerId),
    // What the /uploads route asks of every file it serves: is its stem (`/uploads/<hex>`, the file and its
    // list variant alike) a private upload? Only private rows are in it, so it stays small.
    index("uploads_private_stem_idx")
      .on(sql`split_part(${t.url}, '.', 1)`)
      .where(sql`${t.private}`),
    index("uploads_unused_idx")
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);
