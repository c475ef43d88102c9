import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/index";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { MailTransport } from "./transport";

export const MAX_ATTEMPTS = 8;
/** How long a claimed message is left alone by other passes while it is being sent. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Backoff after the n-th failure: 5 s, 10 s, 20 s ... capped at 30 min. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export interface MailSender {
  /** Delivers every due message now; resolves when the pass is over. */
  flush(): Promise<number>;
  /** Asks for a pass soon (after a request queued mail). */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createMailSender(db: Db, transport: MailTransport, from: string, logger?: Logger): MailSender {
  // Passes run one after another: a flush during a pass waits for it, then runs its own.
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function pass(): Promise<number> {
    // Claim the due messages before sending: their next attempt moves a lease ahead in the same
    // statement that picks them (FOR UPDATE SKIP LOCKED), so another server process's pass skips them
    // and a mail is sent once however many processes run. A process that dies mid-send leaves them to
    // be retried when the lease ends. "Due" is read on the database's clock, the one that stamped the
    // queued row (next_attempt_at defaults to now()): the process's Date is truncated to milliseconds
    // and would leave a mail queued less than a millisecond earlier for the next pass.
    const dueIds = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(20)
      .for("update", { skipLocked: true });
    const due = (
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000})` })
        .where(inArray(mailOutbox.id, dueIds))
        .returning()
    ).sort((a, b) => a.id - b.id);
    let sent = 0;
    for (const m of due) {
      try {
        const { file } = await transport.send({
          from,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          ...(m.replyTo ? { replyTo: m.replyTo } : {}),
          ...(m.headers ? { headers: m.headers } : {}),
          ...(m.attachments?.length
            ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })) }
            : {}),
        });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: m.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, m.id));
        sent += 1;
        const link = m.text.match(/https?:\/\/\S+/)?.[0];
        logger?.info({ mailId: m.id, to: m.to, subject: m.subject, file, link }, file ? "mail written to outbox file" : "mail sent");
      } catch (err) {
        const attempts = m.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            attempts,
            status: failed ? "failed" : "pending",
            lastError: String((err as Error)?.message ?? err).slice(0, 500),
            nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          })
          .where(eq(mailOutbox.id, m.id));
        logger?.warn({ mailId: m.id, attempts, err: (err as Error)?.message }, failed ? "mail given up" : "mail delivery failed, will retry");
      }
    }
    return sent;
  }

  function flush(): Promise<number> {
    const next = chain.then(pass);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    flush,
    kick: () => {
      setImmediate(() => flush().catch((err) => logger?.error({ err }, "mail pass failed")));
    },
    start(intervalMs = 5_000) {
      if (timer) return;
      timer = setInterval(() => flush().catch((err) => logger?.error({ err }, "mail pass failed")), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
      transport.close?.();
    },
  };
}
