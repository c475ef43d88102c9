import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler, Response } from "express";
import { inArray, like, lte, or, sql } from "drizzle-orm";
import { rateLimitHits } from "@shared/schema/index";
import type { Db } from "../db/client";
import { RateLimitedError } from "./errors";

export interface LimitRule {
  key: string;
  max: number;
  /** This key's own window; the call's window otherwise. */
  windowMs?: number;
}

/** What the RateLimit-* headers tell: the rule closest to refusing. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until that rule's window ends. */
  resetSeconds: number;
  /** Whether a rule is over its maximum. */
  limited: boolean;
}

const SWEEP_EVERY_MS = 60_000;
const tooMany = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

/** The response of the request being served, so a limit hit deep in a service can still set its headers. */
const currentResponse = new AsyncLocalStorage<Response>();
export const rateLimitHeadersContext: RequestHandler = (_req, res, next) => currentResponse.run(res, next);
/** Runs `fn` (a rate-limited operation's handling) with `res` as the response its limit hits set headers on. */
export const withRateLimitHeaders = <T>(res: Response, fn: () => T): T => currentResponse.run(res, fn);

/** RateLimit-Limit/-Remaining/-Reset (IETF draft "RateLimit header fields for HTTP"), plus Retry-After when refused. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const h: Record<string, string> = {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
  };
  if (state.limited) h["Retry-After"] = String(state.resetSeconds);
  return h;
}

/**
 * Fixed-window counters in the database (table rate_limit_hits), so every server process on one
 * database shares them: one upsert per call counts a hit for every key and returns the counts. A
 * key's window opens at its first hit (never at a clock boundary a burst could straddle).
 */
export class RateLimiter {
  private lastSweep: number;
  constructor(
    private db: Db,
    private now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /**
   * Counts one hit for each key; throws 429 RateLimited (with RateLimit headers and Retry-After)
   * when any key is over its limit. Sets the headers on the current response either way.
   */
  async hit(windowMs: number, limits: LimitRule[], opts: { message?: string } = {}): Promise<RateLimitState> {
    const now = this.now();
    const rules = dedupe(limits.map((l) => ({ key: l.key, max: l.max, windowMs: l.windowMs ?? windowMs })));
    const values = rules.map((r) => ({ key: r.key, windowStart: new Date(now), count: 1, expiresAt: new Date(now + r.windowMs) }));
    // A key whose window has ended starts a new one at this hit; otherwise its count goes up by one.
    const ended = sql`${rateLimitHits.expiresAt} <= excluded.window_start`;
    const rows = await this.db
      .insert(rateLimitHits)
      .values(values)
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
          windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimitHits.windowStart} end`,
          expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
        },
      })
      .returning({ key: rateLimitHits.key, count: rateLimitHits.count, expiresAt: rateLimitHits.expiresAt });
    const rowOf = new Map(rows.map((r) => [r.key, r]));

    let state: RateLimitState | undefined;
    for (const rule of rules) {
      const row = rowOf.get(rule.key);
      const count = row?.count ?? 1;
      const end = row ? new Date(row.expiresAt).getTime() : now + rule.windowMs;
      state = pick(state, {
        limit: rule.max,
        remaining: Math.max(0, rule.max - count),
        resetSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
        limited: count > rule.max,
      });
    }
    if (now - this.lastSweep >= SWEEP_EVERY_MS) await this.sweep(now);

    const result = state ?? { limit: 0, remaining: 0, resetSeconds: 0, limited: false };
    const headers = rateLimitHeaders(result);
    const res = currentResponse.getStore();
    if (res && !res.headersSent) res.set(headers);
    if (result.limited) throw new RateLimitedError(opts.message ?? tooMany, headers);
    return result;
  }

  /** Ends the windows of these keys and of every key starting with one of `prefixes` (a completed password reset clears the sign-in counts of its e-mail). */
  async forget(keys: string[], prefixes: string[] = []): Promise<void> {
    const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
    const conds = [...(keys.length ? [inArray(rateLimitHits.key, keys)] : []), ...prefixes.map((p) => like(rateLimitHits.key, `${escape(p)}%`))];
    if (conds.length) await this.db.delete(rateLimitHits).where(or(...conds));
  }

  /** Deletes the rows of windows that have ended (one indexed DELETE). */
  async sweep(now = this.now()): Promise<number> {
    this.lastSweep = now;
    const gone = await this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.expiresAt, new Date(now)))
      .returning({ key: rateLimitHits.key });
    return gone.length;
  }
}

/** One row per key in one upsert (PostgreSQL refuses to update a row twice in one statement). */
function dedupe(rules: Array<Required<LimitRule>>): Array<Required<LimitRule>> {
  const seen = new Map<string, Required<LimitRule>>();
  for (const r of rules) {
    const prev = seen.get(r.key);
    if (!prev || r.max < prev.max) seen.set(r.key, r);
  }
  return [...seen.values()];
}

/** The refusing rule wins (the one refusing longest); otherwise the one with the fewest hits left. */
function pick(a: RateLimitState | undefined, b: RateLimitState): RateLimitState {
  if (!a) return b;
  if (a.limited !== b.limited) return a.limited ? a : b;
  if (a.limited) return b.resetSeconds > a.resetSeconds ? b : a;
  return b.remaining < a.remaining ? b : a;
}
