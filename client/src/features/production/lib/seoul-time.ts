/** Seoul keeps +09:00 all year: times are shown by shifting, independent of the browser's zone. */
const shift = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000);

/** '14:00' in Asia/Seoul. */
export function seoulClock(iso: string): string {
  const k = shift(iso);
  return `${String(k.getUTCHours()).padStart(2, "0")}:${String(k.getUTCMinutes()).padStart(2, "0")}`;
}

/** '2030년 7월 2일 (화)' for a Seoul day 'YYYY-MM-DD'. */
export function seoulDayLabel(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 (${"일월화수목금토"[d.getUTCDay()]})`;
}

/** '2030년 7월 2일 (화) 14:00' in Asia/Seoul. */
export function seoulDateTime(iso: string): string {
  return `${seoulDayLabel(shift(iso).toISOString().slice(0, 10))} ${seoulClock(iso)}`;
}
