import { URGENT_DAYS } from "@shared/constants";
import { deadlineState as koreanDeadlineState, todayInKorea, type DeadlineState } from "@shared/dates";
import { isPast } from "@/lib/format";

export type { DeadlineState } from "@shared/dates";

/** Where the application deadline stands today (Korean calendar day); a deadline lasts its whole day. */
export function deadlineState(deadline: string | null | undefined, today = todayInKorea()): DeadlineState {
  const state = koreanDeadlineState(deadline, URGENT_DAYS, today);
  // A deadline with a time of day (older rows) is compared as an instant.
  if (state.kind === "none" && deadline && isPast(deadline)) return { kind: "past" };
  return state;
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
