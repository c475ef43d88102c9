import { desc, eq } from "drizzle-orm";
import { contactInquiries } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export async function insertInquiry(db: DbOrTx, values: typeof contactInquiries.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactInquiries).values(values).returning({ id: contactInquiries.id });
  return row!.id;
}

/** The inquiries a member sent while signed in, newest first, with the answers (issue 24). */
export async function inquiriesOf(db: DbOrTx, userId: string, limit = 20) {
  return db
    .select({
      id: contactInquiries.id,
      category: contactInquiries.category,
      subject: contactInquiries.subject,
      message: contactInquiries.message,
      reply: contactInquiries.reply,
      repliedAt: contactInquiries.repliedAt,
      createdAt: contactInquiries.createdAt,
    })
    .from(contactInquiries)
    .where(eq(contactInquiries.userId, userId))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
    .limit(limit);
}
