/** Today's date in Korea as 'YYYY-MM-DD' (the product's users live in UTC+9). */
export function todayInKorea(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}
