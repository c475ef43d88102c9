import { and, count, eq, gte, isNull, lte } from "drizzle-orm";
import { displayName } from "@shared/display";
import { applications, projects } from "@shared/schema/index";
import { todayInKorea } from "@shared/validators/projects";
import type { Tx } from "../db/client";
import { notify } from "../features/notifications/service";
import { findAccount } from "../features/people/service";
import { enqueueKindMail, type MailDeps } from "../mail/kind-mail";
import { deadlineReminderMail } from "../mail/templates";
import type { Job } from "./runner";

export const DEADLINE_REMINDER_DAYS = 3;
export const DEADLINE_REMINDER_JOB = "deadline-reminder";

/** 'YYYY-MM-DD' plus `days`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Three days (or fewer, not past) before a published project's deadline, in Asia/Seoul, its owner is
 * notified and mailed with the count of pending applications, once (deadline_reminder_sent_at).
 */
export async function remindDeadlines(tx: Tx, mail: MailDeps, now: Date): Promise<number> {
  const today = todayInKorea(now);
  const due = await tx
    .select({ id: projects.id, title: projects.title, deadline: projects.deadline, producerId: projects.producerId })
    .from(projects)
    .where(
      and(
        eq(projects.status, "published"),
        isNull(projects.deadlineReminderSentAt),
        gte(projects.deadline, today),
        lte(projects.deadline, addDays(today, DEADLINE_REMINDER_DAYS)),
      ),
    )
    .for("update", { skipLocked: true });
  let mailed = false;
  for (const p of due) {
    const [pending] = await tx
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.projectId, p.id), eq(applications.status, "pending")));
    const pendingCount = Number(pending?.n ?? 0);
    await notify(tx, {
      userId: p.producerId,
      type: "project_update",
      title: "지원 마감 임박",
      message:
        pendingCount > 0
          ? `'${p.title}' 프로젝트의 지원 마감일(${p.deadline})이 다가옵니다. 답변을 기다리는 지원서가 ${pendingCount}건 있습니다.`
          : `'${p.title}' 프로젝트의 지원 마감일(${p.deadline})이 다가옵니다.`,
      relatedId: String(p.id),
    });
    const owner = await findAccount(tx, p.producerId);
    if (owner) {
      const queued = await enqueueKindMail(tx, mail, owner, "deadline_reminder", (unsubscribe) =>
        deadlineReminderMail(
          { name: displayName(owner), projectTitle: p.title, deadline: p.deadline!, pendingCount, link: `${mail.appUrl}/dashboard?tab=applications` },
          unsubscribe,
        ),
      );
      mailed ||= queued;
    }
    await tx.update(projects).set({ deadlineReminderSentAt: now }).where(eq(projects.id, p.id));
  }
  if (mailed) mail.onMailQueued();
  return due.length;
}

export function deadlineReminderJob(mail: MailDeps, intervalMs = 10 * 60_000): Job {
  return { name: DEADLINE_REMINDER_JOB, intervalMs, run: (tx, now) => remindDeadlines(tx, mail, now).then(() => undefined) };
}
