import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobRuns, notifications, projects } from "@shared/schema/index";
import { DEADLINE_REMINDER_JOB, deadlineReminderJob } from "../../../server/jobs/deadline-reminder";
import { createJobRunner } from "../../../server/jobs/runner";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { mailsTo } from "../../setup/mail-outbox";
import { createTestApp, TEST_CONFIG } from "../../setup/test-app";

const t = await createTestApp();

// 2030-03-10 15:30 UTC is 2030-03-11 00:30 in Seoul: "today" is the 11th there, still the 10th in UTC.
let clock = new Date("2030-03-10T15:30:00Z");
let kicks = 0;
const runner = createJobRunner(t.db, { now: () => clock });
runner.register(deadlineReminderJob({ appUrl: TEST_CONFIG.appUrl, sessionSecret: TEST_CONFIG.sessionSecret, onMailQueued: () => (kicks += 1) }));

const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("deadline reminder job", () => {
  it("when the clock reaches three days before a published project's deadline in Seoul, then its owner gets one notification and one mail with the pending count, once", async () => {
    const producer = await insertUser(t.db, { userType: "producer", firstName: "하늘", lastName: "최" });
    const due = await insertProject(t.db, {
      producerId: producer.id,
      title: "마감 임박 전시",
      deadline: "2030-03-14",
      startDate: "2030-04-01",
      endDate: "2030-04-30",
    });
    const tooFar = await insertProject(t.db, {
      producerId: producer.id,
      title: "여유 있는 전시",
      deadline: "2030-03-15",
      startDate: "2030-04-01",
      endDate: "2030-04-30",
    });
    const past = await insertProject(t.db, {
      producerId: producer.id,
      title: "지난 전시",
      deadline: "2030-03-10",
      startDate: "2030-04-01",
      endDate: "2030-04-30",
    });
    const draft = await insertProject(t.db, {
      producerId: producer.id,
      title: "임시 전시",
      status: "draft",
      deadline: "2030-03-13",
      startDate: "2030-04-01",
      endDate: "2030-04-30",
    });
    for (const status of ["pending", "pending", "accepted"] as const) {
      const artist = await insertUser(t.db, { userType: "artist" });
      await insertApplication(t.db, { projectId: due.id, artistId: artist.id, status });
    }

    expect(await runner.runOnce(DEADLINE_REMINDER_JOB)).toBe(true);

    const notes = await notesOf(producer.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "project_update", relatedId: String(due.id), title: "지원 마감 임박" });
    expect(notes[0]!.message).toContain("2건");
    const mails = await mailsTo(t.db, producer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("[아트링크] '마감 임박 전시' 지원 마감 3일 전입니다");
    expect(mails[0]!.text).toContain("아직 답변을 기다리는 지원서가 2건 있습니다.");
    expect(mails[0]!.text).toContain("/api/mail/unsubscribe?token=");
    expect(kicks).toBe(1);
    const rows = await t.db.select().from(projects).where(eq(projects.producerId, producer.id));
    const sentAt = Object.fromEntries(rows.map((r) => [r.id, r.deadlineReminderSentAt]));
    expect(sentAt[due.id]).toEqual(clock);
    expect([sentAt[tooFar.id], sentAt[past.id], sentAt[draft.id]]).toEqual([null, null, null]);
    expect(await t.db.select().from(jobRuns).where(eq(jobRuns.name, DEADLINE_REMINDER_JOB))).toEqual([{ name: DEADLINE_REMINDER_JOB, lastRunAt: clock }]);

    // Ten minutes later nothing is sent twice; a day later the next project is due.
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect(await runner.runOnce(DEADLINE_REMINDER_JOB)).toBe(true);
    expect(await notesOf(producer.id)).toHaveLength(1);
    clock = new Date("2030-03-11T15:30:00Z");
    await runner.runOnce(DEADLINE_REMINDER_JOB);
    const after = await notesOf(producer.id);
    expect(after).toHaveLength(2);
    expect(after.map((n) => n.relatedId).sort()).toEqual([String(due.id), String(tooFar.id)].sort());
    expect(await mailsTo(t.db, producer.email)).toHaveLength(2);
  });

  it("when the owner turned deadline reminders off, then the notification is written but no mail is queued", async () => {
    clock = new Date("2031-01-01T03:00:00Z");
    const producer = await insertUser(t.db, { userType: "producer" });
    const { mailOptOuts } = await import("@shared/schema/index");
    await t.db.insert(mailOptOuts).values({ userId: producer.id, kind: "deadline_reminder" });
    await insertProject(t.db, { producerId: producer.id, deadline: "2031-01-03", startDate: "2031-02-01", endDate: "2031-02-28" });
    await runner.runOnce(DEADLINE_REMINDER_JOB);
    expect(await notesOf(producer.id)).toHaveLength(1);
    expect(await mailsTo(t.db, producer.email)).toHaveLength(0);
  });
});
