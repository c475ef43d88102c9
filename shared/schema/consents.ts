import { pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What a person agreed to at sign-up (issue 31): the terms, the privacy policy (개인정보 수집·이용) and
 * being 14 or older (below 14, 개인정보 보호법 asks for a guardian's consent), each with the version of the
 * text agreed to (CONSENT_VERSIONS) and when. A new version agreed to later is a new row; rows are never changed.
 */
export const userConsents = pgTable(
  "user_consents",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** terms | privacy | age14 (CONSENT_KINDS). */
    kind: varchar("kind", { length: 20 }).notNull(),
    version: varchar("version", { length: 20 }).notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.version] })],
);
