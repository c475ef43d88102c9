/**
 * Sorting, filtering and date rules of the dashboard lists (spec: Dashboard). Pure functions, so the
 * tabs stay thin and the rules can be unit tested.
 */
import type { DashboardApplication, DashboardInvitation } from "@shared/api-types";
import { URGENT_DAYS } from "@shared/constants";
import { displayName, formatDate, formatRelativeTime, isWithinDays, toDate, type DateInput } from "@/lib/format";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Relative application dates: under a day 방금 전, 5분 전, 3시간 전 (issue 31: a minute-old application
 * read '1일 전', the spec's rounding); then 1일 전 up to 6일 전, 2주 전 under 30 days, else 2025.07.23.
 */
export function formatAppliedDate(value: DateInput, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return "";
  const ms = now.getTime() - d.getTime();
  if (ms < DAY) return formatRelativeTime(d, new Date(Math.max(now.getTime(), d.getTime())));
  const days = Math.floor(ms / DAY);
  if (days < 7) return `${days}일 전`;
  if (days < 30) return `${Math.floor(days / 7)}주 전`;
  return formatDate(d, "dot");
}

const time = (v: DateInput) => toDate(v)?.getTime() ?? 0;
const ACTIVE_PROJECT = new Set(["published", "in_progress"]);
export const ACCEPTED_APPLICATION = new Set(["accepted", "invited_accepted"]);

/** Applicant management and sent invitations share the same four orders. */
export const LIST_SORTS = ["latest", "name", "most", "pending"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const listSortLabel: Record<ListSort, string> = {
  latest: "최신순",
  name: "이름순",
  most: "지원 많은 순",
  pending: "대기 중 우선",
};

export const APPLICATION_FILTERS = ["all", "active", "completed", "pending", "accepted", "rejected"] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
export const applicationFilterLabel: Record<ApplicationFilter, string> = {
  all: "전체",
  active: "진행 중인 프로젝트",
  completed: "완료된 프로젝트",
  pending: "검토 중",
  accepted: "승인됨",
  rejected: "거절됨",
};

function matchesApplication(a: DashboardApplication, filter: ApplicationFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "active":
      return ACTIVE_PROJECT.has(a.project.status);
    case "completed":
      return a.project.status === "completed";
    case "pending":
      return a.status === "pending";
    case "accepted":
      return ACCEPTED_APPLICATION.has(a.status);
    case "rejected":
      return a.status === "rejected";
  }
}

/** Counts per key, for the "most" order (projects with the most applications or invitations first). */
function countBy<T>(items: T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function sortList<T>(
  items: T[],
  sort: ListSort,
  get: { date: (t: T) => DateInput; name: (t: T) => string; project: (t: T) => number; pending: (t: T) => boolean },
): T[] {
  const byDate = (a: T, b: T) => time(get.date(b)) - time(get.date(a));
  const list = [...items];
  if (sort === "latest") return list.sort(byDate);
  if (sort === "name") return list.sort((a, b) => get.name(a).localeCompare(get.name(b), "ko") || byDate(a, b));
  if (sort === "pending") return list.sort((a, b) => Number(get.pending(b)) - Number(get.pending(a)) || byDate(a, b));
  const counts = countBy(items, get.project);
  return list.sort((a, b) => (counts.get(get.project(b)) ?? 0) - (counts.get(get.project(a)) ?? 0) || get.project(a) - get.project(b) || byDate(a, b));
}

/** Applicant management: filter, then sort ('name' is the artist's name; 'most' groups busy projects first). */
export function applicantList(items: DashboardApplication[], filter: ApplicationFilter, sort: ListSort): DashboardApplication[] {
  return sortList(
    items.filter((a) => matchesApplication(a, filter)),
    sort,
    { date: (a) => a.appliedAt, name: (a) => displayName(a.artist), project: (a) => a.projectId, pending: (a) => a.status === "pending" },
  );
}

export const SENT_INVITATION_FILTERS = ["all", "active", "completed", "pending", "accepted", "declined"] as const;
export type SentInvitationFilter = (typeof SENT_INVITATION_FILTERS)[number];
export const sentInvitationFilterLabel: Record<SentInvitationFilter, string> = {
  all: "전체",
  active: "진행 중인 프로젝트",
  completed: "완료된 프로젝트",
  pending: "대기 중",
  accepted: "수락됨",
  declined: "거절됨",
};

export const PERIOD_FILTERS = ["all", "week", "month", "urgent"] as const;
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];
export const periodFilterLabel: Record<PeriodFilter, string> = {
  all: "전체 기간",
  week: "최근 7일",
  month: "이번 달",
  urgent: "마감 임박",
};

/** Spec: urgent = the project's deadline lies within 7 days. */
export function isUrgent(deadline: DateInput, now: Date = new Date()): boolean {
  return isWithinDays(deadline, URGENT_DAYS, now);
}

function matchesPeriod(inv: DashboardInvitation, period: PeriodFilter, now: Date): boolean {
  if (period === "all") return true;
  if (period === "urgent") return isUrgent(inv.project.deadline, now);
  const sent = toDate(inv.createdAt);
  if (!sent) return false;
  if (period === "week") return now.getTime() - sent.getTime() <= 7 * DAY;
  return sent.getFullYear() === now.getFullYear() && sent.getMonth() === now.getMonth();
}

function matchesSentInvitation(inv: DashboardInvitation, filter: SentInvitationFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "active":
      return ACTIVE_PROJECT.has(inv.project.status);
    case "completed":
      return inv.project.status === "completed";
    case "pending":
      return inv.status === "pending";
    case "accepted":
      return inv.status === "accepted";
    case "declined":
      return inv.status === "rejected";
  }
}

/** Sent invitations: cancelled ones never show; filter, period, then sort ('name' is the artist's name). */
export function sentInvitationList(
  items: DashboardInvitation[],
  filter: SentInvitationFilter,
  period: PeriodFilter,
  sort: ListSort,
  now: Date = new Date(),
): DashboardInvitation[] {
  return sortList(
    items.filter((i) => i.status !== "cancelled" && matchesSentInvitation(i, filter) && matchesPeriod(i, period, now)),
    sort,
    { date: (i) => i.createdAt, name: (i) => displayName(i.artist), project: (i) => i.projectId, pending: (i) => i.status === "pending" },
  );
}

export const RECEIVED_INVITATION_FILTERS = ["all", "pending", "accepted", "declined"] as const;
export type ReceivedInvitationFilter = (typeof RECEIVED_INVITATION_FILTERS)[number];
export const receivedInvitationFilterLabel: Record<ReceivedInvitationFilter, string> = {
  all: "전체",
  pending: "대기 중",
  accepted: "수락함",
  declined: "거절함",
};

export function receivedInvitationList(items: DashboardInvitation[], filter: ReceivedInvitationFilter): DashboardInvitation[] {
  // A cancelled invitation no longer asks anything of the artist.
  const visible = items.filter((i) => i.status !== "cancelled");
  if (filter === "all") return visible;
  const status = filter === "declined" ? "rejected" : filter;
  return visible.filter((i) => i.status === status);
}

export const PARTICIPATION_FILTERS = ["all", "in_progress", "completed"] as const;
export type ParticipationFilter = (typeof PARTICIPATION_FILTERS)[number];
export const participationFilterLabel: Record<ParticipationFilter, string> = {
  all: "전체",
  in_progress: "진행 중",
  completed: "완료",
};
export const PARTICIPATION_SORTS = ["latest", "name", "status"] as const;
export type ParticipationSort = (typeof PARTICIPATION_SORTS)[number];
export const participationSortLabel: Record<ParticipationSort, string> = {
  latest: "최신순",
  name: "이름순",
  status: "상태순",
};

const STATUS_ORDER: Record<string, number> = { in_progress: 0, published: 1, completed: 2, draft: 3, cancelled: 4 };

/**
 * Participating projects: the artist's accepted applications (invitations accepted included).
 * 'name' is the project title; 'status' puts running projects first.
 */
export function participationList(items: DashboardApplication[], filter: ParticipationFilter, sort: ParticipationSort): DashboardApplication[] {
  const list = items.filter((a) => ACCEPTED_APPLICATION.has(a.status) && (filter === "all" || a.project.status === filter));
  const byDate = (a: DashboardApplication, b: DashboardApplication) => time(b.updatedAt) - time(a.updatedAt);
  if (sort === "name") return list.sort((a, b) => a.project.title.localeCompare(b.project.title, "ko") || byDate(a, b));
  if (sort === "status") return list.sort((a, b) => (STATUS_ORDER[a.project.status] ?? 9) - (STATUS_ORDER[b.project.status] ?? 9) || byDate(a, b));
  return list.sort(byDate);
}
