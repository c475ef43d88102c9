import { mailOutbox } from "@shared/schema/index";
import type { DbOrTx } from "../db/client";
import type { MailContent } from "./templates";

/** Queues a mail in the caller's transaction; the sender delivers it after commit. */
export async function enqueueMail(tx: DbOrTx, to: string, content: MailContent): Promise<void> {
  await tx.insert(mailOutbox).values({ to, subject: content.subject, html: content.html, text: content.text });
}
