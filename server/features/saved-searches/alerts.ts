import { quoted } from "@shared/josa";
import { displayName } from "@shared/display";
import { INSTANT_ALERT_GAP_MS, SAVED_SEARCH_DIGEST_ITEMS } from "@shared/constants";
import { savedSearchPath, type SavedQuery } from "@shared/validators/saved-searches";
import type { Tx } from "../../db/client";
import type { Job } from "../../jobs/runner";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { savedSearchAlertMail, savedSearchBundleMail, savedSearchDigestMail } from "../../mail/templates";
import { notify } from "../notifications/service";
import { findAccount } from "../people/service";
import * as repo from "./repository";

export const SAVED_SEARCH_ALERTS_JOB = "saved-search-alerts";
export const SAVED_SEARCH_DIGESTS_JOB = "saved-search-digests";
/** Matches one alert pass sends at most; the next pass (20 s later) takes the rest. */
const ALERT_BATCH = 500;
const DAY = 86_400_000;

type Search = repo.SavedSearchRow;
const nounOf = (s: Search) => (s.scope === "projects" ? "프로젝트" : s.scope === "artists" ? "아티스트" : "제작자");

/**
 * The latest digest time at or before `now`: 09:00 in Asia/Seoul (00:00 UTC of the Korean date), and
 * for weekly digests the Monday of that week.
 */
export function digestSlot(frequency: "daily" | "weekly", now: Date): Date {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  let slot = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate());
  if (now.getTime() < slot) slot -= DAY;
  if (frequency === "weekly") slot -= ((new Date(slot).getUTCDay() + 6) % 7) * DAY;
  return new Date(slot);
}

/** Matches queued documents (published projects, newly listed people) against the saved searches. */
export async function matchQueued(tx: Tx, now: Date): Promise<number> {
  const queued = await repo.takeQueued(tx, ALERT_BATCH);
  let matched = 0;
  for (const q of queued) {
    const doc = q.projectId !== null ? await repo.projectDoc(tx, q.projectId) : await repo.personDoc(tx, q.personId!);
    if (doc) matched += await repo.recordMatches(tx, doc, now);
  }
  await repo.dropQueued(
    tx,
    queued.map((q) => q.id),
  );
  return matched;
}

/**
 * Instant alerts: each unsent match of an instant search whose project is still published (or person
 * still listed) gets a notification and a mail (unless that mail kind is off) and is marked sent, in
 * the job's transaction. Matches of projects taken back to draft wait until they are published again.
 * At most one alert per person per hour (issue 30: a producer publishing in a loop mailed every
 * subscriber each time): matches arriving meanwhile wait, and go out together in one notification and
 * one mail once the hour is over.
 */
export async function sendInstantAlerts(tx: Tx, mail: MailDeps, now: Date): Promise<number> {
  await matchQueued(tx, now);
  const rows = await repo.unsentInstant(tx, ALERT_BATCH, new Date(now.getTime() - INSTANT_ALERT_GAP_MS));
  if (!rows.length) return 0;
  const titles = await repo.publishedProjects(
    tx,
    rows.flatMap((r) => (r.projectId ? [r.projectId] : [])),
  );
  const people = await repo.listedPeople(
    tx,
    rows.flatMap((r) => (r.personId ? [r.personId] : [])),
  );
  const byUser = new Map<string, Array<{ matchId: number; search: Search; title: string; path: string }>>();
  for (const r of rows) {
    const s = r.search;
    const item = r.projectId
      ? titles.has(r.projectId) && { title: titles.get(r.projectId)!, path: `/projects/${r.projectId}` }
      : r.personId && people.has(r.personId) && { title: displayName(people.get(r.personId)!), path: `/${s.scope}/${r.personId}` };
    if (!item) continue;
    byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), { matchId: r.matchId, search: s, ...item }]);
  }
  const sent: number[] = [];
  let mailed = false;
  for (const [userId, items] of byUser) {
    const first = items[0]!;
    const single = items.length === 1;
    await notify(tx, {
      userId,
      type: "saved_search",
      title: single ? `저장한 검색 '${first.search.name}'` : "저장한 검색 알림",
      message: single
        ? `조건에 맞는 새 ${nounOf(first.search)} ${quoted(first.title, "이/가")} 등록되었습니다.`
        : `저장한 검색 조건에 맞는 새 항목 ${items.length}건이 등록되었습니다.`,
      relatedId: single ? first.path : null,
    });
    const account = await findAccount(tx, userId);
    if (account) {
      const queued = await enqueueKindMail(tx, mail, account, "saved_search", (unsubscribe) =>
        single
          ? savedSearchAlertMail(
              {
                name: displayName(account),
                searchName: first.search.name,
                itemTitle: first.title,
                itemLink: `${mail.appUrl}${first.path}`,
                listLink: `${mail.appUrl}${savedSearchPath(first.search.scope, first.search.query as SavedQuery)}`,
                noun: nounOf(first.search),
              },
              unsubscribe,
            )
          : savedSearchBundleMail(
              {
                name: displayName(account),
                items: items.slice(0, SAVED_SEARCH_DIGEST_ITEMS).map((i) => ({ searchName: i.search.name, title: i.title, link: `${mail.appUrl}${i.path}` })),
                more: Math.max(0, items.length - SAVED_SEARCH_DIGEST_ITEMS),
                listLink: `${mail.appUrl}/account-settings`,
              },
              unsubscribe,
            ),
      );
      mailed ||= queued;
    }
    sent.push(...items.map((i) => i.matchId));
  }
  await repo.markSent(tx, sent, now);
  if (mailed) mail.onMailQueued();
  return sent.length;
}

/**
 * Daily (09:00 Asia/Seoul) and weekly (Monday 09:00) digests: for each search due, one mail listing
 * its matches not sent before (each project once, ever), and the search's digest time moves on.
 * A period with nothing new sends nothing.
 */
export async function sendDigests(tx: Tx, mail: MailDeps, now: Date): Promise<number> {
  await matchQueued(tx, now);
  let mails = 0;
  for (const frequency of ["daily", "weekly"] as const) {
    for (const s of await repo.dueDigests(tx, frequency, digestSlot(frequency, now))) {
      const matches = await repo.unsentOf(tx, s.id);
      const titles = await repo.publishedProjects(
        tx,
        matches.flatMap((m) => (m.projectId ? [m.projectId] : [])),
      );
      const people = await repo.listedPeople(
        tx,
        matches.flatMap((m) => (m.personId ? [m.personId] : [])),
      );
      const items = matches.flatMap((m) =>
        m.projectId && titles.has(m.projectId)
          ? [{ id: m.id, title: titles.get(m.projectId)!, link: `${mail.appUrl}/projects/${m.projectId}` }]
          : m.personId && people.has(m.personId)
            ? [{ id: m.id, title: displayName(people.get(m.personId)!), link: `${mail.appUrl}/${s.scope}/${m.personId}` }]
            : [],
      );
      await repo.markDigested(tx, s.id, now);
      if (!items.length) continue;
      const account = await findAccount(tx, s.userId);
      if (account) {
        const queued = await enqueueKindMail(tx, mail, account, "saved_search", (unsubscribe) =>
          savedSearchDigestMail(
            {
              name: displayName(account),
              searchName: s.name,
              period: frequency,
              items: items.slice(0, SAVED_SEARCH_DIGEST_ITEMS),
              more: Math.max(0, items.length - SAVED_SEARCH_DIGEST_ITEMS),
              listLink: `${mail.appUrl}${savedSearchPath(s.scope, s.query as SavedQuery)}`,
              noun: nounOf(s),
            },
            unsubscribe,
          ),
        );
        if (queued) mails += 1;
      }
      // Sent, or not wanted (mail turned off): either way these matches are never listed again.
      await repo.markSent(
        tx,
        items.map((i) => i.id),
        now,
      );
    }
  }
  if (mails) mail.onMailQueued();
  return mails;
}

export function savedSearchAlertsJob(mail: MailDeps, intervalMs = 20_000): Job {
  return { name: SAVED_SEARCH_ALERTS_JOB, intervalMs, run: (tx, now) => sendInstantAlerts(tx, mail, now).then(() => undefined) };
}

export function savedSearchDigestsJob(mail: MailDeps, intervalMs = 10 * 60_000): Job {
  return { name: SAVED_SEARCH_DIGESTS_JOB, intervalMs, run: (tx, now) => sendDigests(tx, mail, now).then(() => undefined) };
}
