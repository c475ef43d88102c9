/** Seeded randomness and date helpers for the demo seed: the same seed gives the same data on every run. */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A version-4-shaped UUID drawn from the sequence, so user ids repeat across runs. */
  uuid(): string;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = "4";
      hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
      const s = hex.join("");
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates relative to one fixed "now", so the whole seed agrees on what today is. */
export interface Clock {
  now: Date;
  /** The local calendar date `offset` days from today as 'YYYY-MM-DD'. */
  day(offset: number): string;
  /** A timestamp `days` (fractional allowed) before now. */
  ago(days: number): Date;
  /** Days from `d` until now (positive when `d` is in the past). */
  daysAgo(d: Date): number;
  /** Midday of a 'YYYY-MM-DD' date as a timestamp. */
  at(date: string, hour?: number): Date;
}

export function createClock(now = new Date()): Clock {
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    now,
    day(offset) {
      const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    },
    ago: (days) => new Date(now.getTime() - days * DAY_MS),
    daysAgo: (d) => (now.getTime() - d.getTime()) / DAY_MS,
    at(date, hour = 12) {
      const [y, m, d] = date.split("-").map(Number);
      return new Date(y!, m! - 1, d!, hour);
    },
  };
}

/** The earlier of two timestamps. */
export function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** A timestamp between `from` and `to`; `to` when the range is empty, so the result never passes `to` (often "now"). */
export function between(rng: Rng, from: Date, to: Date): Date {
  const a = from.getTime();
  const b = to.getTime();
  const r = rng.next();
  return b <= a ? new Date(b) : new Date(a + r * (b - a));
}
