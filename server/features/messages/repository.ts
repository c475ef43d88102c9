import { and, count, eq } from "drizzle-orm";
import { messages } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(eq(messages.receiverId, userId), eq(messages.read, false)));
  return Number(row?.n ?? 0);
}
