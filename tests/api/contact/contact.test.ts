import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CONTACT_RESPONSE_HOURS, RATE_LIMITS, SUPPORT_EMAIL_DEFAULT } from "@shared/constants";
import { contactInquiries, mailOutbox } from "@shared/schema/index";
import { contactMsg } from "@shared/validators/contact";
import { createMailSender } from "../../../server/mail/sender";
import { smtpTransport } from "../../../server/mail/transport";
import { mailsTo } from "../../setup/mail-outbox";
import { signedIn } from "../../setup/signed-in";
import { firstAddress, type Inbox, startSmtp } from "../../setup/smtp";
import { createTestApp, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();

let ipSeq = 0;
/** Each test sends from its own address so the per-IP limit of one test does not leak into another. */
const fromNewIp = () => `203.0.113.${(ipSeq += 1)}`;

let emailSeq = 0;
function inquiry(overrides: Record<string, unknown> = {}) {
  emailSeq += 1;
  return {
    name: "홍길동",
    email: `sender${emailSeq}@example.com`,
    category: "bug",
    subject: "프로필 사진이 올라가지 않아요",
    message: "프로필 편집에서 사진을 올리면 오류가 납니다. 확인 부탁드립니다.",
    ...overrides,
  };
}

const post = (body: object, ip = fromNewIp(), agent = t.agent()) => agent.post("/api/contact").set("X-Forwarded-For", ip).send(body);
const inquiriesFrom = (email: string) => t.db.select().from(contactInquiries).where(eq(contactInquiries.email, email));

describe("POST /api/contact — success", () => {
  it("when a visitor sends a complete inquiry, then 201 with the category's response time, the row is stored without a user id and both mails are queued", async () => {
    const body = inquiry();
    const res = await post(body);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.stringContaining("접수"), responseHours: CONTACT_RESPONSE_HOURS.bug });
    const rows = await inquiriesFrom(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, name: "홍길동", category: "bug", subject: body.subject, message: body.message });

    const toSupport = (await mailsTo(t.db, SUPPORT_EMAIL_DEFAULT)).at(-1)!;
    expect(toSupport.replyTo).toBe(body.email);
    expect(toSupport.subject).toBe(`[아트링크 문의][버그 신고] ${body.subject}`);
    expect(toSupport.text).toContain(body.message);
    expect(toSupport.text).toContain(`#${rows[0]!.id}`);

    const ack = await mailsTo(t.db, body.email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe("[아트링크] 문의가 접수되었습니다");
    expect(ack[0]!.text).toContain("6시간 이내");
    expect(ack[0]!.text).toContain(`${TEST_APP_URL}/help`);
    expect(ack[0]!.replyTo).toBeNull();
  });

  it("when a signed-in member sends an inquiry, then the stored row carries their user id", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const body = inquiry({ email: user.email, category: "partnership" });

    const res = await post(body, fromNewIp(), agent);

    expect(res.status).toBe(201);
    expect(res.body.responseHours).toBe(48);
    const rows = await inquiriesFrom(user.email);
    expect(rows[0]!.userId).toBe(user.id);
  });

  it("when the fields carry surrounding spaces, then they are stored trimmed", async () => {
    const body = inquiry({ name: "  김하늘  ", subject: "  제휴 문의  " });
    await post(body).expect(201);
    const [row] = await inquiriesFrom(body.email);
    expect(row).toMatchObject({ name: "김하늘", subject: "제휴 문의" });
  });

  it("when the honeypot field is filled, then the answer looks the same but nothing is stored or mailed", async () => {
    const body = inquiry({ homepage: "http://spam.example" });
    const before = await t.db.select().from(mailOutbox);

    const res = await post(body);

    expect(res.status).toBe(201);
    expect(res.body.message).toContain("접수");
    expect(await inquiriesFrom(body.email)).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});

describe("POST /api/contact — validation", () => {
  for (const field of ["name", "email", "category", "subject", "message"] as const) {
    it(`when ${field} is missing, then 400 with the fill-in-all-fields message on that field and nothing stored`, async () => {
      const body: Record<string, unknown> = inquiry();
      delete body[field];
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(contactMsg.fillAll);
      expect(res.body.fieldErrors[field]).toEqual([contactMsg.fillAll]);
      if (field !== "email") expect(await inquiriesFrom(body.email as string)).toHaveLength(0);
    });
  }

  it("when a field is only spaces, then 400 with the fill-in-all-fields message", async () => {
    const res = await post(inquiry({ subject: "   " }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.subject).toEqual([contactMsg.fillAll]);
  });

  it("when the e-mail is malformed, then 400 with the e-mail message", async () => {
    const res = await post(inquiry({ email: "not-an-email" }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual([contactMsg.email]);
  });

  it("when the category is not one of the five, then 400 with the category message", async () => {
    const res = await post(inquiry({ category: "complaint" }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.category).toEqual([contactMsg.category]);
  });

  it("when the message is longer than 5000 characters, then 400 with the length message", async () => {
    const res = await post(inquiry({ message: "가".repeat(5001) }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.message).toEqual(["5000자 이하로 입력해주세요."]);
  });

  it("when the body is not an object of strings, then 400, never 500", async () => {
    const res = await post({ name: 1, email: ["x"], category: null, subject: {}, message: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(contactMsg.fillAll);
  });
});

describe("POST /api/contact — rate limits", () => {
  it("when one address sends more inquiries than the hourly limit, then 429 in Korean and nothing more is stored", async () => {
    const ip = fromNewIp();
    const emails: string[] = [];
    for (let i = 0; i < RATE_LIMITS.contact.perIp.max; i += 1) {
      const body = inquiry();
      emails.push(body.email);
      await post(body, ip).expect(201);
    }
    const extra = inquiry();
    const res = await post(extra, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/잠시 후 다시 시도/);
    expect(await inquiriesFrom(extra.email)).toHaveLength(0);
  });

  it("when one e-mail sends more inquiries than its hourly limit from different addresses, then 429", async () => {
    const email = "persistent@example.com";
    for (let i = 0; i < RATE_LIMITS.contact.perEmail.max; i += 1) await post(inquiry({ email })).expect(201);
    const res = await post(inquiry({ email: "PERSISTENT@example.com" }));
    expect(res.status).toBe(429);
    expect(await inquiriesFrom(email)).toHaveLength(RATE_LIMITS.contact.perEmail.max);
  });
});

describe("POST /api/contact — delivery over SMTP", () => {
  const open: Inbox[] = [];
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  it("when the sender flushes, then a real SMTP server receives the inquiry (Reply-To: the sender) and the Korean acknowledgement", async () => {
    const inbox = await startSmtp();
    open.push(inbox);
    // Deliver only what this test queues: earlier tests' mail is already marked sent.
    await t.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.status, "pending"));
    const body = inquiry({ category: "support", name: "이서준" });
    await post(body).expect(201);

    const sender = createMailSender(t.db, smtpTransport(`smtp://127.0.0.1:${inbox.port}?ignoreTLS=true`), "test@artlink.local");
    expect(await sender.flush()).toBe(2);
    await sender.stop();

    const toSupport = inbox.received.find((m) => firstAddress(m.to) === SUPPORT_EMAIL_DEFAULT);
    expect(toSupport).toBeDefined();
    expect(firstAddress(toSupport!.replyTo)).toBe(body.email);
    expect(toSupport!.subject).toBe(`[아트링크 문의][기술 지원] ${body.subject}`);
    expect(toSupport!.text).toContain(body.message);

    const ack = inbox.received.find((m) => firstAddress(m.to) === body.email);
    expect(ack).toBeDefined();
    expect(ack!.subject).toBe("[아트링크] 문의가 접수되었습니다");
    expect(ack!.text).toContain("이서준님");
    expect(ack!.text).toContain("12시간 이내");
    expect(firstAddress(ack!.replyTo)).toBeUndefined();
  });
});
