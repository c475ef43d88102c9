/** Today's date in Korea as 'YYYY-MM-DD' (the product's users live in UTC+9). */
export function todayInKorea(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

export type DeadlineState = { kind: "none" } | { kind: "past" } | { kind: "open"; daysLeft: number; urgent: boolean };

const DAY_MS = 86_400_000;

/**
 * Where an application deadline stands on a Korean calendar day: a deadline lasts its whole day, and
 * the count never depends on the device's time zone, so the server's render and the browser's agree
 * (a card counted with the device's local date broke hydration, React error #418, issue 30).
 * `urgentDays`: 'open' deadlines this close are urgent. Values other than 'YYYY-MM-DD...' are 'none'.
 */
export function deadlineState(deadline: string | null | undefined, urgentDays: number, today = todayInKorea()): DeadlineState {
  if (!deadline) return { kind: "none" };
  const day = deadline.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { kind: "none" };
  const daysLeft = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (daysLeft < 0) return { kind: "past" };
  return { kind: "open", daysLeft, urgent: daysLeft <= urgentDays };
}

/** 'YYYY-MM-DD' as documents write it: "2025년 3월 1일" ('' for no date). */
export function koreanDate(d: string | null): string {
  if (!d) return "";
  const [y, m, day] = d.split("-").map(Number);
  return `${y}년 ${m}월 ${day}일`;
}
