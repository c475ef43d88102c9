/** Korean formatting helpers for dates, relative times, budgets and names. */
import { displayName, type NamedUser } from "@shared/display";

export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a date; a bare 'YYYY-MM-DD' is read as local midnight (not UTC) so that a date column
 * never shows as the previous day west of Greenwich. Invalid input gives null.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * Korean relative time with the suffix 전 (past) or 후 (future):
 * 방금 전, 5분 전, 3시간 전, 2일 전, 3일 후, 2개월 전, 1년 후.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < MINUTE) return "방금 전";
  const suffix = diff < 0 ? "전" : "후";
  if (abs < HOUR) return `${Math.floor(abs / MINUTE)}분 ${suffix}`;
  if (abs < DAY) return `${Math.floor(abs / HOUR)}시간 ${suffix}`;
  if (abs < MONTH) return `${Math.floor(abs / DAY)}일 ${suffix}`;
  if (abs < YEAR) return `${Math.floor(abs / MONTH)}개월 ${suffix}`;
  return `${Math.floor(abs / YEAR)}년 ${suffix}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A date's calendar fields as read in Korea (UTC+9, no daylight saving); a bare 'YYYY-MM-DD' as written. */
function koreanFields(value: DateInput): { y: number; m: number; day: number; h: number; min: number } | null {
  if (typeof value === "string") {
    const only = DATE_ONLY.exec(value);
    if (only) return { y: Number(only[1]), m: Number(only[2]), day: Number(only[3]), h: 0, min: 0 };
  }
  const d = toDate(value);
  if (!d) return null;
  const k = new Date(d.getTime() + 9 * HOUR);
  return { y: k.getUTCFullYear(), m: k.getUTCMonth() + 1, day: k.getUTCDate(), h: k.getUTCHours(), min: k.getUTCMinutes() };
}

/**
 * 'long': 2025년 7월 23일; 'dot': 2025.07.23; 'datetime': 2025.07.23 14:05. Times read in Korea's zone, not
 * the device's, so the server's render and the browser's agree (a page created at 00:30 in Seoul read the
 * day before in the browser of a visitor abroad: React hydration error #418).
 * Empty or invalid input gives the fallback (default '').
 */
export function formatDate(value: DateInput, style: "long" | "dot" | "datetime" = "long", fallback = ""): string {
  const f = koreanFields(value);
  if (!f) return fallback;
  if (style === "dot") return `${f.y}.${pad(f.m)}.${pad(f.day)}`;
  if (style === "datetime") return `${f.y}.${pad(f.m)}.${pad(f.day)} ${pad(f.h)}:${pad(f.min)}`;
  return `${f.y}년 ${f.m}월 ${f.day}일`;
}

/** Budgets are stored as display text ('100~500만원', '300만원'); shown as is, empty as 미정. */
export function formatBudget(budget: string | null | undefined): string {
  const text = budget?.trim();
  return text ? text : "미정";
}

/**
 * True when the deadline lies between now and `days` days ahead (spec: a deadline within 7 days is
 * urgent and shown red). Past deadlines and missing dates are not "within".
 */
export function isWithinDays(deadline: DateInput, days: number, now: Date = new Date()): boolean {
  const d = toDate(deadline);
  if (!d) return false;
  // A date-only deadline lasts until the end of that day.
  const end = typeof deadline === "string" && DATE_ONLY.test(deadline) ? d.getTime() + DAY - 1 : d.getTime();
  const diff = end - now.getTime();
  return diff >= 0 && diff <= days * DAY;
}

/** True when the deadline (end of that day for a date-only value) is already over. */
export function isPast(deadline: DateInput, now: Date = new Date()): boolean {
  const d = toDate(deadline);
  if (!d) return false;
  const end = typeof deadline === "string" && DATE_ONLY.test(deadline) ? d.getTime() + DAY - 1 : d.getTime();
  return end < now.getTime();
}

/**
 * Korean order, family name then given name without a space (김민수); else the e-mail; a fixed
 * label for withdrawn accounts. One implementation shared with the server (mail templates).
 */
export { displayName, type NamedUser } from "@shared/display";

/** First character for an avatar fallback. */
export function initials(user: NamedUser | null | undefined): string {
  if (!user) return "?";
  const name = displayName(user);
  return name ? name.charAt(0).toUpperCase() : "?";
}

/** Badge text with a cap: capCount(120, 99) -> '99+'. */
export function capCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
