import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, savedSearchMatches } from "@shared/schema/index";
import { createJobRunner } from "../../../server/jobs/runner";
import {
  digestSlot,
  SAVED_SEARCH_ALERTS_JOB,
  SAVED_SEARCH_DIGESTS_JOB,
  savedSearchAlertsJob,
  savedSearchDigestsJob,
} from "../../../server/jobs/saved-search-alerts";
import { createMailSender } from "../../../server/mail/sender";
import { smtpTransport } from "../../../server/mail/transport";
import { CONDITIONS, dayFromToday } from "../../factories/projects";
import { lastMailTo, linkIn, mailsTo, verifyApiPath } from "../../setup/mail-outbox";
import { signedIn } from "../../setup/signed-in";
import { type Inbox, startSmtp } from "../../setup/smtp";
import { createTestApp, TEST_APP_URL, TEST_CONFIG } from "../../setup/test-app";

const t = await createTestApp();
let clock = new Date("2030-01-07T00:30:00Z"); // Monday 09:30 in Seoul
let kicks = 0;
const runner = createJobRunner(t.db, { now: () => clock });
const HOUR = 60 * 60_000;
/** Runs `fn` with the clock moved `ms` ahead, then puts the clock back (the digest tests below set their own). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const saved = clock;
  clock = new Date(saved.getTime() + ms);
  try {
    return await fn();
  } finally {
    clock = saved;
  }
}
const mail = { appUrl: TEST_CONFIG.appUrl, sessionSecret: TEST_CONFIG.sessionSecret, onMailQueued: () => (kicks += 1) };
runner.register(savedSearchAlertsJob(mail));
runner.register(savedSearchDigestsJob(mail));

const open: Inbox[] = [];
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
});

const project = (over: Record<string, unknown> = {}) => ({
  title: "현대무용 공연 출연자 모집",
  description: "겨울 정기 공연에 함께할 무용수를 찾습니다.",
  location: "서울",
  status: "published",
  startDate: dayFromToday(30),
  endDate: dayFromToday(60),
  deadline: dayFromToday(14),
  conditions: CONDITIONS,
  tags: ["현대무용"],
  ...over,
});

async function saver(name: string, query: Record<string, string>, frequency = "instant", userType: "artist" | "producer" = "artist") {
  const s = await signedIn(t, userType);
  const res = await s.agent.post("/api/saved-searches").send({ name, scope: "projects", frequency, query }).expect(201);
  return { ...s, search: res.body as { id: number; path: string } };
}

const alertsOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "saved_search")));

describe("instant alerts", () => {
  it("when a matching project is published, then only the matching instant searches (Korean substring and 초성 included) get one notification and one mail, once", async () => {
    const exact = await saver("현대무용", { search: "현대무용" });
    const substring = await saver("대무", { search: "대무" });
    const choseong = await saver("초성", { search: "ㅎㄷㅁㅇ" });
    const tagAndPlace = await saver("서울 태그", { tags: "발레,현대무용", location: "서울" });
    const otherPlace = await saver("부산 무용", { search: "무용", location: "부산" });
    const otherTag = await saver("발레만", { tags: "발레" });
    const otherWord = await saver("연극", { search: "연극" });
    const running = await saver("진행 중만", { search: "무용", status: "in_progress" });
    const paused = await saver("쉬는 중", { search: "무용" });
    await paused.agent.patch(`/api/saved-searches/${paused.search.id}`).send({ paused: true }).expect(200);
    const daily = await saver("매일", { search: "무용" }, "daily");
    const producer = await signedIn(t, "producer");
    // The producer's own search never alerts them about their own project.
    await producer.agent
      .post("/api/saved-searches")
      .send({ name: "내 것", scope: "projects", frequency: "instant", query: { search: "무용" } })
      .expect(201);

    const created = await producer.agent.post("/api/projects").send(project()).expect(201);
    const pid = created.body.id as number;
    expect(await runner.runOnce(SAVED_SEARCH_ALERTS_JOB)).toBe(true);

    for (const hit of [exact, substring, choseong, tagAndPlace]) {
      const notes = await alertsOf(hit.user.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ relatedId: `/projects/${pid}`, read: false });
      expect(notes[0]!.message).toBe("조건에 맞는 새 프로젝트 '현대무용 공연 출연자 모집'이 등록되었습니다.");
      const mails = await mailsTo(t.db, hit.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`${TEST_APP_URL}${hit.search.path}`);
      expect(mails[0]!.text).toContain(`${TEST_APP_URL}/projects/${pid}`);
      expect(mails[0]!.text).toContain("/api/mail/unsubscribe?token=");
    }
    for (const miss of [otherPlace, otherTag, otherWord, running, paused, daily, producer]) {
      expect(await alertsOf(miss.user.id)).toHaveLength(0);
      expect(await mailsTo(t.db, miss.user.email)).toHaveLength(0);
    }
    // The daily search matched too, and waits for its digest.
    expect(await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, daily.search.id))).toHaveLength(1);
    expect(kicks).toBeGreaterThan(0);

    // Another pass, and the project going back to draft and published again, alert nobody twice.
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    await producer.agent.patch(`/api/projects/${pid}/status`).send({ status: "draft" }).expect(200);
    await producer.agent.patch(`/api/projects/${pid}/status`).send({ status: "published" }).expect(200);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsOf(exact.user.id)).toHaveLength(1);
    expect(await mailsTo(t.db, exact.user.email)).toHaveLength(1);
  });

  it("when a draft is published through the status change or the edit form, then its matches are alerted; a draft alone alerts nobody", async () => {
    const watcher = await saver("사진", { search: "사진전" });
    const producer = await signedIn(t, "producer");
    const draftA = (
      await producer.agent
        .post("/api/projects")
        .send(project({ title: "사진전 참여 작가", status: "draft", tags: ["사진"] }))
        .expect(201)
    ).body;
    const draftB = (
      await producer.agent
        .post("/api/projects")
        .send(project({ title: "사진전 보조 작가", status: "draft", tags: ["사진"] }))
        .expect(201)
    ).body;
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsOf(watcher.user.id)).toHaveLength(0);

    await producer.agent.patch(`/api/projects/${draftA.id}/status`).send({ status: "published" }).expect(200);
    await producer.agent.patch(`/api/projects/${draftB.id}`).send({ status: "published" }).expect(200);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    // Both matched in the same pass: one alert listing both (at most one instant alert an hour).
    expect(await alertsOf(watcher.user.id)).toMatchObject([{ relatedId: null, message: "저장한 검색 조건에 맞는 새 항목 2건이 등록되었습니다." }]);
    const [bundle] = await mailsTo(t.db, watcher.user.email);
    expect(bundle!.text).toContain(`${TEST_APP_URL}/projects/${draftA.id}`);
    expect(bundle!.text).toContain(`${TEST_APP_URL}/projects/${draftB.id}`);
  });

  it("when the artist follows the mail's unsubscribe link, then later matches still notify but send no mail", async () => {
    const watcher = await saver("조각", { search: "조각가" });
    const producer = await signedIn(t, "producer");
    await producer.agent
      .post("/api/projects")
      .send(project({ title: "조각가 레지던시", tags: ["조각"] }))
      .expect(201);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    const [first] = await mailsTo(t.db, watcher.user.email);
    const link = new URL(first!.text.match(/https?:\/\/\S+\/api\/mail\/unsubscribe\?token=\S+/)![0]);
    expect(link.searchParams.get("token")).toContain(".saved_search.");
    await t.request.get(`${link.pathname}${link.search}`).expect(200);

    await producer.agent
      .post("/api/projects")
      .send(project({ title: "조각가 그룹전", tags: ["조각"] }))
      .expect(201);
    await later(HOUR, () => runner.runOnce(SAVED_SEARCH_ALERTS_JOB));
    expect(await alertsOf(watcher.user.id)).toHaveLength(2);
    expect(await mailsTo(t.db, watcher.user.email)).toHaveLength(1);
  });

  // Penetration test (issue 30): every publish sent an instant alert mail to every matching subscriber, with no cap.
  it("when a producer publishes five matching projects within the hour, then a subscriber gets one alert now and one bundle of the other four after the hour, and nothing more", async () => {
    const watcher = await saver("마임", { search: "마임" });
    const other = await saver("마임 둘", { search: "마임" });
    const producer = await signedIn(t, "producer");
    const publish = (n: number) =>
      producer.agent
        .post("/api/projects")
        .send(project({ title: `마임 공연 ${n}`, tags: ["마임"] }))
        .expect(201);
    await publish(1);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    for (const n of [2, 3, 4, 5]) {
      await publish(n);
      await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    }
    for (const who of [watcher, other]) {
      expect(await alertsOf(who.user.id)).toHaveLength(1);
      expect(await mailsTo(t.db, who.user.email)).toHaveLength(1);
    }
    await later(HOUR - 1000, () => runner.runOnce(SAVED_SEARCH_ALERTS_JOB));
    expect(await mailsTo(t.db, watcher.user.email)).toHaveLength(1);

    await later(HOUR + 1000, () => runner.runOnce(SAVED_SEARCH_ALERTS_JOB));
    const notes = await alertsOf(watcher.user.id);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.message)).toContain("저장한 검색 조건에 맞는 새 항목 4건이 등록되었습니다.");
    const mails = await mailsTo(t.db, watcher.user.email);
    expect(mails).toHaveLength(2);
    const bundle = mails.find((m) => m.subject === "[아트링크] 저장한 검색에 맞는 새 항목 4건");
    for (const n of [2, 3, 4, 5]) expect(bundle!.text).toContain(`마임 공연 ${n}`);
    await later(3 * HOUR, () => runner.runOnce(SAVED_SEARCH_ALERTS_JOB));
    expect(await mailsTo(t.db, watcher.user.email)).toHaveLength(2);
  });

  it("when the sender flushes, then the real SMTP server receives the Korean alert with the filtered list link", async () => {
    const inbox = await startSmtp();
    open.push(inbox);
    const watcher = await saver("판소리", { search: "판소리", location: "전주" });
    const producer = await signedIn(t, "producer");
    await producer.agent
      .post("/api/projects")
      .send(project({ title: "판소리 창작 공연", location: "전주", tags: ["국악"] }))
      .expect(201);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    const sender = createMailSender(t.db, smtpTransport(`smtp://127.0.0.1:${inbox.port}?ignoreTLS=true`), "test@artlink.local");
    await sender.flush();
    await sender.stop();
    const got = inbox.received.find((m) => inbox.envelopes[inbox.received.indexOf(m)]?.includes(watcher.user.email));
    expect(got?.subject).toBe("[아트링크] '판소리'에 맞는 새 프로젝트: 판소리 창작 공연");
    expect(got?.text).toContain(`${TEST_APP_URL}/projects?search=%ED%8C%90%EC%86%8C%EB%A6%AC&location=%EC%A0%84%EC%A3%BC`);
  });
});

describe("directory searches", () => {
  it("when an artist whose name matches a producer's saved artist search verifies their address (becomes listed), then the producer is alerted", async () => {
    const producer = await signedIn(t, "producer");
    await producer.agent
      .post("/api/saved-searches")
      .send({ name: "서연 작가", scope: "artists", frequency: "instant", query: { search: "서연" } })
      .expect(201);
    const other = await signedIn(t, "artist");
    await other.agent
      .post("/api/saved-searches")
      .send({ name: "제작자 서연", scope: "producers", frequency: "instant", query: { search: "서연" } })
      .expect(201);
    const email = "seoyeon-artist@example.com";
    await t.request
      .post("/api/auth/register")
      .send({
        email,
        password: "gallery-secret12",
        firstName: "서연",
        lastName: "한",
        userType: "artist",
        agreeTerms: true,
        agreePrivacy: true,
        agreeAge14: true,
      })
      .expect(201);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsOf(producer.user.id)).toHaveLength(0); // not listed before verification

    await t
      .agent()
      .get(verifyApiPath(linkIn((await lastMailTo(t.db, email)).text)))
      .expect(200);
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    const [note] = await alertsOf(producer.user.id);
    expect(note!.message).toBe("조건에 맞는 새 아티스트 '한서연'이 등록되었습니다.");
    expect(note!.relatedId).toMatch(/^\/artists\/.+/);
    expect((await lastMailTo(t.db, producer.user.email)).text).toContain(`${TEST_APP_URL}/artists?search=`);
    expect(await alertsOf(other.user.id)).toHaveLength(0); // a producers' search does not match an artist
  });
});

describe("daily and weekly digests", () => {
  it("digest slots are 09:00 in Seoul, and Mondays for weekly ones", () => {
    expect(digestSlot("daily", new Date("2030-01-09T23:59:00Z")).toISOString()).toBe("2030-01-09T00:00:00.000Z");
    expect(digestSlot("daily", new Date("2030-01-10T00:00:00Z")).toISOString()).toBe("2030-01-10T00:00:00.000Z");
    expect(digestSlot("weekly", new Date("2030-01-10T03:00:00Z")).toISOString()).toBe("2030-01-07T00:00:00.000Z");
    expect(digestSlot("weekly", new Date("2030-01-06T23:00:00Z")).toISOString()).toBe("2029-12-31T00:00:00.000Z");
  });

  it("when the clock passes 09:00 in Seoul, then a daily search gets one mail with each new project once, and none for a day with nothing new", async () => {
    const watcher = await saver("국악 매일", { search: "국악단" }, "daily");
    const weekly = await saver("국악 매주", { search: "국악단" }, "weekly");
    const producer = await signedIn(t, "producer");
    const a = (
      await producer.agent
        .post("/api/projects")
        .send(project({ title: "국악단 단원 모집", tags: ["국악"] }))
        .expect(201)
    ).body;
    const b = (
      await producer.agent
        .post("/api/projects")
        .send(project({ title: "청소년 국악단 강사", tags: ["국악"] }))
        .expect(201)
    ).body;

    clock = new Date("2030-01-08T00:30:00Z"); // Tuesday 09:30 KST
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    let mails = await mailsTo(t.db, watcher.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("[아트링크] '국악 매일' 오늘의 새 프로젝트 2건");
    expect(mails[0]!.text).toContain(`${TEST_APP_URL}/projects/${a.id}`);
    expect(mails[0]!.text).toContain(`${TEST_APP_URL}/projects/${b.id}`);
    expect(mails[0]!.text).toContain(`${TEST_APP_URL}${watcher.search.path}`);
    expect(mails[0]!.text).toContain("/api/mail/unsubscribe?token=");
    // This week's Monday 09:00 passed since the weekly search was saved: its first digest goes out too.
    const firstWeekly = await mailsTo(t.db, weekly.user.email);
    expect(firstWeekly).toHaveLength(1);
    expect(firstWeekly[0]!.subject).toBe("[아트링크] '국악 매주' 이번 주 새 프로젝트 2건");

    // Later the same day: nothing again.
    clock = new Date("2030-01-08T05:00:00Z");
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    expect(await mailsTo(t.db, watcher.user.email)).toHaveLength(1);

    // A new project, and the old one published again: the next day lists only the new one.
    const c = (
      await producer.agent
        .post("/api/projects")
        .send(project({ title: "국악단 협연자", tags: ["국악"] }))
        .expect(201)
    ).body;
    await producer.agent.patch(`/api/projects/${a.id}/status`).send({ status: "draft" }).expect(200);
    await producer.agent.patch(`/api/projects/${a.id}/status`).send({ status: "published" }).expect(200);
    clock = new Date("2030-01-09T00:10:00Z");
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    mails = await mailsTo(t.db, watcher.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("[아트링크] '국악 매일' 오늘의 새 프로젝트 1건");
    expect(mails[1]!.text).toContain(`/projects/${c.id}`);
    expect(mails[1]!.text).not.toContain(`/projects/${a.id}`);

    // A day with nothing new sends nothing.
    clock = new Date("2030-01-10T00:10:00Z");
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    expect(await mailsTo(t.db, watcher.user.email)).toHaveLength(2);

    // The weekly search: nothing more before the next Monday, then one mail with the one new project.
    expect(await mailsTo(t.db, weekly.user.email)).toHaveLength(1);
    clock = new Date("2030-01-14T00:10:00Z");
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    const weeklyMails = await mailsTo(t.db, weekly.user.email);
    expect(weeklyMails).toHaveLength(2);
    expect(weeklyMails[1]!.subject).toBe("[아트링크] '국악 매주' 이번 주 새 프로젝트 1건");
    // And instant alerts never fire for digest searches.
    await runner.runOnce(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsOf(watcher.user.id)).toHaveLength(0);
  });

  it("when the reader follows a digest's unsubscribe link, then later digests are not sent and their matches are not kept for later", async () => {
    const watcher = await saver("판화 매일", { search: "판화공방" }, "daily");
    const producer = await signedIn(t, "producer");
    await producer.agent
      .post("/api/projects")
      .send(project({ title: "판화공방 입주 작가", tags: ["판화"] }))
      .expect(201);
    clock = new Date("2030-01-21T00:30:00Z"); // Monday 09:30 KST
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    const [digest] = await mailsTo(t.db, watcher.user.email);
    const link = new URL(digest!.text.match(/https?:\/\/\S+\/api\/mail\/unsubscribe\?token=\S+/)![0]);
    expect(link.searchParams.get("token")).toContain(".saved_search.");
    await t.request.get(`${link.pathname}${link.search}`).expect(200);

    await producer.agent
      .post("/api/projects")
      .send(project({ title: "판화공방 기획전", tags: ["판화"] }))
      .expect(201);
    clock = new Date("2030-01-22T00:30:00Z");
    await runner.runOnce(SAVED_SEARCH_DIGESTS_JOB);
    expect(await mailsTo(t.db, watcher.user.email)).toHaveLength(1);
    // Not mailed, and not held back either: turning mail on again does not send an old backlog.
    const unsent = await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, watcher.search.id));
    expect(unsent.every((m) => m.sentAt !== null)).toBe(true);
  });
});
