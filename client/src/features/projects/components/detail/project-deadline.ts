import { URGENT_DAYS } from "@shared/constants";
import { todayInKorea } from "@shared/dates";
import { isPast } from "@/lib/format";

export type DeadlineState = { kind: "none" } | { kind: "past" } | { kind: "open"; daysLeft: number; urgent: boolean };

const DAY = 86_400_000;

/** Where the application deadline stands today (Korean calendar day); a deadline lasts its whole day. */
export function deadlineState(deadline: string | null | undefined, today = todayInKorea()): DeadlineState {
  if (!deadline) return { kind: "none" };
  const day = deadline.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return isPast(deadline) ? { kind: "past" } : { kind: "none" };
  const daysLeft = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
  if (daysLeft < 0) return { kind: "past" };
  return { kind: "open", daysLeft, urgent: daysLeft <= URGENT_DAYS };
}

/** 'D-3', 'D-day' or '마감'. */
export function deadlineBadgeText(state: DeadlineState): string | null {
  if (state.kind === "none") return null;
  if (state.kind === "past") return "마감";
  return state.daysLeft === 0 ? "D-day" : `D-${state.daysLeft}`;
}

/** Spec: only a published project before its deadline takes applications. */
export function acceptsApplications(project: { status: string; deadline: string | null }): boolean {
  return project.status === "published" && deadlineState(project.deadline).kind !== "past";
}
