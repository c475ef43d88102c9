import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { mailOptOuts } from "@shared/schema/index";
import { createMailSender } from "../../../server/mail/sender";
import { smtpTransport } from "../../../server/mail/transport";
import { unsubscribeToken } from "../../../server/mail/unsubscribe";
import { recordOfflineContract } from "../../factories/contracts";
import { insertApplication, insertProject } from "../../factories/projects";
import { mailsTo } from "../../setup/mail-outbox";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_APP_URL, TEST_CONFIG } from "../../setup/test-app";

const t = await createTestApp();

async function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const inbox = await startSmtp();
const sender = createMailSender(t.db, smtpTransport(`smtp://127.0.0.1:${inbox.port}?ignoreTLS=true`), "test@artlink.local");
afterAll(async () => {
  await sender.stop();
  await inbox.close();
});

/** Every http(s) link of a mail's text part. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));

describe("collaboration mails over SMTP", () => {
  it("when a producer invites an artist, then the Korean invitation mail arrives with a dashboard link and an unsubscribe link that works without logging in", async () => {
    const producer = await signedIn(t, "producer", { firstName: "서연", lastName: "박" });
    const artist = await signedIn(t, "artist", { firstName: "지호", lastName: "이" });
    const project = await insertProject(t.db, { producerId: producer.user.id, title: "한강 야외 조각전" });

    const res = await producer.agent
      .post("/api/invitations")
      .send({ projectId: project.id, artistId: artist.user.id, message: "작가님의 조각을 전시하고 싶습니다." });
    expect(res.status).toBe(201);
    expect(t.mailQueued).toBeGreaterThan(0);
    await sender.flush();

    const mail = inbox.received.find((m) => m.subject?.includes("한강 야외 조각전"));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("[아트링크] '한강 야외 조각전' 프로젝트 초대가 도착했습니다");
    expect(mail!.text).toContain("이지호님, 박서연님이 '한강 야외 조각전' 프로젝트에 초대했습니다.");
    expect(mail!.text).toContain("작가님의 조각을 전시하고 싶습니다.");
    const [dashboard, unsubscribe] = linksIn(mail!.text!);
    expect(dashboard!.toString()).toBe(`${TEST_APP_URL}/dashboard?tab=invitations`);
    expect(unsubscribe!.pathname).toBe("/api/mail/unsubscribe");

    // The link works from a mail client: no cookie.
    const page = await t.request.get(`${unsubscribe!.pathname}${unsubscribe!.search}`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain("수신 거부가 완료되었습니다");
    expect(page.text).toContain("프로젝트 초대");
    expect(await t.db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, artist.user.id))).toEqual([expect.objectContaining({ kind: "invitation" })]);
    const prefs = await artist.agent.get("/api/account/mail-preferences");
    expect(prefs.body).toEqual({
      preferences: {
        invitation: false,
        application_result: true,
        project_status: true,
        review: true,
        deadline_reminder: true,
        saved_search: true,
        contract: true,
        audition: true,
      },
    });

    // Opted out: the next invitation is written and notified, but no mail is queued.
    const before = (await mailsTo(t.db, artist.user.email)).length;
    const second = await insertProject(t.db, { producerId: producer.user.id, title: "두 번째 전시" });
    expect((await producer.agent.post("/api/invitations").send({ projectId: second.id, artistId: artist.user.id })).status).toBe(201);
    expect((await mailsTo(t.db, artist.user.email)).length).toBe(before);
  });

  it("when an artist turns a kind off in settings, then that mail is skipped while the other kinds still arrive", async () => {
    const producer = await signedIn(t, "producer");
    const artist = await signedIn(t, "artist");
    const put = await artist.agent.put("/api/account/mail-preferences").send({ preferences: { application_result: false } });
    expect(put.status).toBe(200);
    expect(put.body.preferences).toMatchObject({ application_result: false, invitation: true });
    const project = await insertProject(t.db, { producerId: producer.user.id, title: "결과 메일 테스트" });
    const app = await insertApplication(t.db, { projectId: project.id, artistId: artist.user.id });

    expect((await producer.agent.patch(`/api/applications/${app.id}/status`).send({ status: "accepted" })).status).toBe(200);
    expect(await mailsTo(t.db, artist.user.email)).toHaveLength(0);

    expect(
      (await artist.agent.put("/api/account/mail-preferences").send({ preferences: { application_result: true } })).body.preferences.application_result,
    ).toBe(true);
    await recordOfflineContract(t.db, project.id, producer.user.id);
    expect((await producer.agent.patch(`/api/projects/${project.id}/status`).send({ status: "in_progress" })).status).toBe(200);
    const mails = await mailsTo(t.db, artist.user.email);
    expect(mails.map((m) => m.subject)).toEqual(["[아트링크] '결과 메일 테스트' 프로젝트가 시작되었습니다"]);
    expect(mails[0]!.text).toContain("/api/mail/unsubscribe?token=");
  });

  it("when the unsubscribe token is forged or malformed, then 400 with a Korean page and nothing changes; POST (one-click) works like GET", async () => {
    const artist = await signedIn(t, "artist");
    const forged = unsubscribeToken("another-secret-another-secret", artist.user.id, "review");
    for (const token of [forged, "abc", `${forged}x`]) {
      const res = await t.request.get(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect(res.text).toContain("수신 거부 링크가 올바르지 않습니다");
    }
    expect(await t.db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, artist.user.id))).toHaveLength(0);
    const valid = unsubscribeToken(TEST_CONFIG.sessionSecret, artist.user.id, "review");
    expect((await t.request.post(`/api/mail/unsubscribe?token=${encodeURIComponent(valid)}`)).status).toBe(200);
    expect((await artist.agent.get("/api/account/mail-preferences")).body.preferences.review).toBe(false);
  });

  it("when preferences are invalid or the visitor is a guest, then 400 or 401", async () => {
    const artist = await signedIn(t, "artist");
    const bad = await artist.agent.put("/api/account/mail-preferences").send({ preferences: { invitation: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("메일 수신 설정이 올바르지 않습니다.");
    expect((await t.request.get("/api/account/mail-preferences")).status).toBe(401);
    expect((await t.request.put("/api/account/mail-preferences").send({ preferences: {} })).status).toBe(401);
  });
});
