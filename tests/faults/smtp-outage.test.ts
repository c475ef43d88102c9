import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, users } from "@shared/schema/index";
import { linkIn, verifyApiPath } from "../setup/mail-outbox";
import { downSmtp, type Inbox } from "../setup/smtp";
import { createFaultDatabase, type ServerProcess, startServer } from "./helpers";

/*
 * SMTP down during sign-up, and back later (issue 11, faults): the real server process with its own mail
 * sender (a pass every 5 s, backoff 5 s, 10 s, 20 s ...). The mail server is not listening when the user
 * signs up; sign-up still answers 201, the mail waits in the outbox, and once the mail server is up the
 * process delivers it by itself, with a link that verifies the address.
 */

let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let server: ServerProcess;
let inbox: Inbox | undefined;
let smtp: Awaited<ReturnType<typeof downSmtp>>;

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  smtp = await downSmtp();
  server = await startServer({ DATABASE_URL: fault.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await smtp?.close();
  await fault?.drop();
});

const outboxRow = async (email: string) => (await fault.database!.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];

describe("SMTP down during sign-up", () => {
  it("sign-up answers 201, the mail fails and waits, and once SMTP is back the process delivers it with a working link", async () => {
    const email = `smtp-outage-${Date.now()}@example.com`;
    const res = await supertest(server.url).post("/api/auth/register").send({
      email,
      password: "gallery-secret12",
      firstName: "도윤",
      lastName: "한",
      userType: "artist",
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    });
    expect(res.status).toBe(201);

    // The process tried (the mail server drops every connection) and keeps the mail for later.
    const failed = await vi.waitFor(
      async () => {
        const row = await outboxRow(email);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        return row!;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toBeTruthy();
    expect(failed.sentAt).toBeNull();

    // The mail server comes back on the same port: no restart, no request needed.
    inbox = await smtp.up();
    const mail = await vi.waitFor(
      () => {
        const found = inbox!.received.find((m) => m.subject === "[아트링크] 이메일 주소를 인증해주세요");
        expect(found, "the verification mail reached the SMTP server").toBeDefined();
        return found!;
      },
      { timeout: 60_000, interval: 250 },
    );
    const sent = await vi.waitFor(
      async () => {
        const row = await outboxRow(email);
        expect(row?.status).toBe("sent");
        return row!;
      },
      { timeout: 10_000, interval: 250 },
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(inbox.received.filter((m) => m.subject === mail.subject)).toHaveLength(1);

    const verified = await supertest(server.url).get(verifyApiPath(linkIn(mail.text!)));
    expect(verified.status).toBe(200);
    // Verifying never signs in (issue 25); the account is verified.
    expect(verified.body).toMatchObject({ signedIn: false });
    const [row] = await fault.database!.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row).toEqual({ emailVerified: true });
  });
});
