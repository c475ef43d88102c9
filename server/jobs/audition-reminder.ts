import { displayName } from "@shared/display";
import { todayInKorea } from "@shared/validators/projects";
import type { Tx } from "../db/client";
import { dueAuditionReminders, markAuditionsReminded, seoulTime } from "../features/production/service";
import { notify } from "../features/notifications/service";
import { findAccount } from "../features/people/service";
import { enqueueKindMail, type MailDeps } from "../mail/kind-mail";
import { auditionReminderMail } from "../mail/templates";
import type { Job } from "./runner";

export const AUDITION_REMINDER_JOB = "audition-reminder";
/** Reminders go out from 09:00 Asia/Seoul the day before the audition. */
export const AUDITION_REMINDER_HOUR = 9;

const seoulHour = (now: Date) => Number(new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Seoul", hour: "numeric", hourCycle: "h23" }).format(now));

/** 'YYYY-MM-DD' plus one day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * From 09:00 Seoul time, every live booking of an audition that starts tomorrow (Seoul day) is reminded
 * once: a notification and, unless turned off, a mail (reminder_sent_at). Before 09:00 it does nothing.
 */
export async function remindAuditions(tx: Tx, mail: MailDeps, now: Date): Promise<number> {
  if (seoulHour(now) < AUDITION_REMINDER_HOUR) return 0;
  const due = await dueAuditionReminders(tx, nextDay(todayInKorea(now)));
  let mailed = false;
  for (const b of due) {
    const start = new Date(b.startsAt);
    const when = seoulTime(start);
    const where = b.place ?? b.onlineUrl ?? "";
    await notify(tx, {
      userId: b.artistId,
      type: "application_status",
      title: "내일 오디션이 있습니다",
      message: `'${b.title}' 오디션이 내일(${when})입니다. 장소: ${where}`,
      relatedId: String(b.projectId),
    });
    const artist = await findAccount(tx, b.artistId);
    if (artist) {
      mailed ||= await enqueueKindMail(tx, mail, artist, "audition", (u) =>
        auditionReminderMail({ artistName: displayName(artist), projectTitle: b.title, when, where, link: `${mail.appUrl}/auditions` }, u),
      );
    }
  }
  await markAuditionsReminded(
    tx,
    due.map((b) => b.id),
    now,
  );
  if (mailed) mail.onMailQueued();
  return due.length;
}

export function auditionReminderJob(mail: MailDeps, intervalMs = 10 * 60_000): Job {
  return { name: AUDITION_REMINDER_JOB, intervalMs, run: (tx, now) => remindAuditions(tx, mail, now).then(() => undefined) };
}
