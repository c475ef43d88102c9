import { mailOutbox } from "@shared/schema/index";
import type { DbOrTx } from "../db/client";
import type { MailContent } from "./templates";

export interface MailOptions {
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** Queues a mail in the caller's transaction; the sender delivers it after commit. */
export async function enqueueMail(tx: DbOrTx, to: string, content: MailContent, opts: MailOptions = {}): Promise<void> {
  await tx.insert(mailOutbox).values({
    to,
    subject: content.subject,
    html: content.html,
    text: content.text,
    replyTo: opts.replyTo ?? null,
    headers: opts.headers ?? null,
    attachments: opts.attachments?.length
      ? opts.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString("base64") }))
      : null,
  });
}
