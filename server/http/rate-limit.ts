import { RateLimitedError } from "./errors";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in process memory. One server process serves the app, so this is
 * enough; a multi-process deployment would move the counters to the database.
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  constructor(private now: () => number = Date.now) {}

  /** Counts one hit for each key; throws 429 when any key is over its limit. */
  hit(windowMs: number, limits: Array<{ key: string; max: number }>): void {
    const now = this.now();
    const over = limits.some(({ key, max }) => {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        this.windows.set(key, w);
      }
      w.count += 1;
      return w.count > max;
    });
    if (this.windows.size > 50_000) this.sweep(now);
    if (over) throw new RateLimitedError("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
