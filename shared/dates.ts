/** Today's date in Korea as 'YYYY-MM-DD' (the product's users live in UTC+9). */
export function todayInKorea(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as documents write it: "2025년 3월 1일" ('' for no date). */
export function koreanDate(d: string | null): string {
  if (!d) return "";
  const [y, m, day] = d.split("-").map(Number);
  return `${y}년 ${m}월 ${day}일`;
}
