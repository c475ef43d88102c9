import { contactInquiries } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export async function insertInquiry(db: DbOrTx, values: typeof contactInquiries.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactInquiries).values(values).returning({ id: contactInquiries.id });
  return row!.id;
}
