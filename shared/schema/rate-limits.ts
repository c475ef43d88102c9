import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Abuse-limit counters shared by every server process (decision 018): one row per key, its
 * fixed window opened by the first hit, counted (or restarted) with one upsert; rows past
 * `expiresAt` are swept about once a minute.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);
