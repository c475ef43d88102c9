import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@shared/schema/index";
import { backoffMs, createMailSender, MAX_ATTEMPTS } from "../../../server/mail/sender";
import { smtpTransport } from "../../../server/mail/transport";
import { lastMailTo, linkIn, verifyApiPath } from "../../setup/mail-outbox";
import { downSmtp, type Inbox, startSmtp } from "../../setup/smtp";
import { createTestApp, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();
const FROM = "test@artlink.local";

const senderFor = (port: number) => createMailSender(t.db, smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`), FROM);
const outboxRow = async (to: string) => lastMailTo(t.db, to);

const open: Inbox[] = [];
const closers: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.all([...open, ...closers].map((s) => s.close()));
});

describe("verification mail over SMTP", () => {
  it("when a user registers and the sender flushes, then the SMTP server receives the Korean verification mail whose link verifies (without signing in)", async () => {
    const inbox = await startSmtp();
    open.push(inbox);
    const sender = senderFor(inbox.port);
    const email = "smtp-user@example.com";

    await t.request
      .post("/api/auth/register")
      .send({
        email,
        password: "gallery-secret12",
        firstName: "수아",
        lastName: "정",
        userType: "artist",
        agreeTerms: true,
        agreePrivacy: true,
        agreeAge14: true,
      })
      .expect(201);
    expect(await sender.flush()).toBe(1);
    await sender.stop();

    expect(inbox.received).toHaveLength(1);
    const mail = inbox.received[0]!;
    expect(inbox.envelopes[0]).toEqual([email]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]!.address : undefined).toBe(email);
    expect(mail.from?.value[0]!.address).toBe(FROM);
    expect(mail.subject).toBe("[아트링크] 이메일 주소를 인증해주세요");
    expect(mail.text).toContain("정수아님");

    const link = linkIn(mail.text!);
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.pathname).toBe("/verify-email");
    expect(typeof mail.html).toBe("string");
    expect(mail.html as string).toContain(link.toString());

    const row = await outboxRow(email);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);

    // The /verify-email page calls the API with the same query.
    const agent = t.agent();
    const res = await agent.get(verifyApiPath(link));
    expect(res.status).toBe(200);
    expect(res.body.signedIn).toBe(false);
    // Verified (the password sign-in now works), without signing the browser in (issue 25).
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await agent.post("/api/auth/login").send({ email, password: "gallery-secret12" })).status).toBe(200);
  });

  it("when the SMTP server is down, then register still answers 201, the mail waits with a backoff and a later flush delivers it", async () => {
    const smtp = await downSmtp();
    closers.push(smtp);
    const { port } = smtp;
    const email = "smtp-down@example.com";

    await t.request
      .post("/api/auth/register")
      .send({
        email,
        password: "gallery-secret12",
        firstName: "도윤",
        lastName: "한",
        userType: "producer",
        agreeTerms: true,
        agreePrivacy: true,
        agreeAge14: true,
      })
      .expect(201);

    const down = senderFor(port);
    const before = Date.now();
    expect(await down.flush()).toBe(0);
    await down.stop();

    const failed = await outboxRow(email);
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBeTruthy();
    expect(failed.sentAt).toBeNull();
    // First failure: retried after backoffMs(1) = 5 s.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1));
    expect(failed.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + backoffMs(1));
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a flush now does not retry.
    const inbox = await smtp.up();
    const up = senderFor(port);
    expect(await up.flush()).toBe(0);
    expect((await outboxRow(email)).attempts).toBe(1);

    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, failed.id));
    expect(await up.flush()).toBe(1);
    await up.stop();

    const sent = await outboxRow(email);
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBeNull();
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]!.subject).toBe("[아트링크] 이메일 주소를 인증해주세요");
    const link = linkIn(inbox.received[0]!.text!);
    expect(link.toString()).toBe(linkIn(sent.text).toString());
  });

  it("when a mail is queued and a pass runs within the same millisecond, then the pass already finds it due (the due time and the queue time are both the database's clock)", async () => {
    // The outbox row's next attempt defaults to the database's now() (microseconds); a pass that compared it
    // with the process's Date (milliseconds, truncated) left a mail queued less than a millisecond earlier
    // for the next pass — a request's kick() then sent nothing, and this file flaked on PostgreSQL.
    const sentTo: string[] = [];
    const sender = createMailSender(t.db, { send: async (mail) => (sentTo.push(mail.to), {}) }, FROM);
    for (let i = 0; i < 40; i++) {
      const to = `same-ms-${i}@example.com`;
      await t.db.insert(mailOutbox).values({ to, subject: "제목", html: "<p>본문</p>", text: "본문" });
      expect(await sender.flush()).toBe(1);
      expect((await outboxRow(to)).status).toBe("sent");
    }
    expect(sentTo).toHaveLength(40);
    await sender.stop();
  });

  it("when delivery fails for the last allowed time, then the mail is marked failed and never retried", async () => {
    const smtp = await downSmtp();
    closers.push(smtp);
    const { port } = smtp;
    const [row] = await t.db
      .insert(mailOutbox)
      .values({ to: "giveup@example.com", subject: "제목", html: "<p>본문</p>", text: "본문", attempts: MAX_ATTEMPTS - 1 })
      .returning();
    const sender = senderFor(port);
    await sender.flush();
    const after = await outboxRow("giveup@example.com");
    expect(after.id).toBe(row!.id);
    expect(after.status).toBe("failed");
    expect(after.attempts).toBe(MAX_ATTEMPTS);

    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row!.id));
    await sender.flush();
    expect((await outboxRow("giveup@example.com")).attempts).toBe(MAX_ATTEMPTS);
    await sender.stop();
  });
});
