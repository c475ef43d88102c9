import { afterAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "@shared/schema/index";
import { AppError, RateLimitedError } from "../../../server/http/errors";
import { RateLimiter } from "../../../server/http/rate-limit";
import { createTestDatabase } from "../../setup/test-db";

const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

/** A clock at the start of an aligned window (a window opens at a key's first hit). */
function clock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const WINDOW = 60_000;
let seq = 0;
const fresh = (name: string) => `${name}-${(seq += 1)}`;
const hitOnce = async (limiter: RateLimiter, keys: Array<{ key: string; max: number; windowMs?: number }>) => {
  try {
    await limiter.hit(WINDOW, keys);
    return "ok";
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.code}` : `other ${String(e)}`;
  }
};

describe("RateLimiter (database store)", () => {
  it("when a key reaches its maximum, then the next hit throws 429 RateLimited with a Korean message, RateLimit headers and Retry-After", async () => {
    const c = clock();
    const limiter = new RateLimiter(db, c.now);
    const k = fresh("k");
    for (let i = 1; i <= 3; i += 1) {
      const state = await limiter.hit(WINDOW, [{ key: k, max: 3 }]);
      expect(state).toEqual({ limit: 3, remaining: 3 - i, resetSeconds: 60, limited: false });
    }
    c.advance(15_000);
    const err = await limiter.hit(WINDOW, [{ key: k, max: 3 }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    const e = err as RateLimitedError;
    expect(e.status).toBe(429);
    expect(e.message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    expect(e.headers).toEqual({ "RateLimit-Limit": "3", "RateLimit-Remaining": "0", "RateLimit-Reset": "45", "Retry-After": "45" });
  });

  it("when the window ends (injected clock), then the key is counted afresh; a hit late in a window does not extend it", async () => {
    const c = clock();
    const limiter = new RateLimiter(db, c.now);
    const k = fresh("k");
    await limiter.hit(WINDOW, [{ key: k, max: 2 }]);
    c.advance(WINDOW - 10);
    await limiter.hit(WINDOW, [{ key: k, max: 2 }]);
    expect(await hitOnce(limiter, [{ key: k, max: 2 }])).toBe("429 RateLimited");
    c.advance(10);
    expect(await hitOnce(limiter, [{ key: k, max: 2 }])).toBe("ok");
    expect(await hitOnce(limiter, [{ key: k, max: 2 }])).toBe("ok");
    expect(await hitOnce(limiter, [{ key: k, max: 2 }])).toBe("429 RateLimited");
  });

  it("when keys differ, then they are counted separately; when one of several keys is over, then the hit is refused", async () => {
    const limiter = new RateLimiter(db, clock().now);
    const [a, b, ip] = [fresh("a"), fresh("b"), fresh("ip")];
    await limiter.hit(WINDOW, [{ key: a, max: 1 }]);
    expect(await hitOnce(limiter, [{ key: b, max: 1 }])).toBe("ok");
    expect(await hitOnce(limiter, [{ key: a, max: 1 }])).toBe("429 RateLimited");

    const keys = (email: string) => [
      { key: ip, max: 100 },
      { key: email, max: 2 },
    ];
    const [e1, e2] = [fresh("email"), fresh("email")];
    expect(await hitOnce(limiter, keys(e1))).toBe("ok");
    expect(await hitOnce(limiter, keys(e1))).toBe("ok");
    expect(await hitOnce(limiter, keys(e1))).toBe("429 RateLimited");
    expect(await hitOnce(limiter, keys(e2))).toBe("ok");
  });

  it("when keys have their own windows, then each resets on its own (login: 5 min per IP, 1 hour per e-mail)", async () => {
    const c = clock();
    const limiter = new RateLimiter(db, c.now);
    const [ip, email] = [fresh("ip"), fresh("email")];
    const keys = [
      { key: ip, max: 2, windowMs: 5 * 60_000 },
      { key: email, max: 3, windowMs: 60 * 60_000 },
    ];
    expect(await hitOnce(limiter, keys)).toBe("ok");
    expect(await hitOnce(limiter, keys)).toBe("ok");
    expect(await hitOnce(limiter, keys)).toBe("429 RateLimited"); // the IP's third
    c.advance(5 * 60_000);
    expect(await hitOnce(limiter, keys)).toBe("429 RateLimited"); // the IP is fresh, the e-mail's fourth is not
    const e = (await limiter.hit(WINDOW, keys).catch((x: unknown) => x)) as RateLimitedError;
    expect(e.headers["RateLimit-Limit"]).toBe("3");
    expect(e.headers["Retry-After"]).toBe(String(55 * 60));
  });

  it("when two limiters (two processes) share the database, then they count the same hits", async () => {
    const c = clock();
    const one = new RateLimiter(db, c.now);
    const two = new RateLimiter(db, c.now);
    const k = fresh("shared");
    await one.hit(WINDOW, [{ key: k, max: 2 }]);
    await two.hit(WINDOW, [{ key: k, max: 2 }]);
    expect(await hitOnce(one, [{ key: k, max: 2 }])).toBe("429 RateLimited");
    expect(await hitOnce(two, [{ key: k, max: 2 }])).toBe("429 RateLimited");
  });

  it("when 50 hits arrive at once, then the atomic upsert counts every one", async () => {
    const limiter = new RateLimiter(db, clock().now);
    const k = fresh("burst");
    const results = await Promise.all(Array.from({ length: 50 }, () => hitOnce(limiter, [{ key: k, max: 40 }])));
    expect(results.filter((r) => r === "ok")).toHaveLength(40);
    expect(results.filter((r) => r === "429 RateLimited")).toHaveLength(10);
  });

  it("when a minute has passed, then the next hit sweeps the rows of ended windows and keeps the current ones", async () => {
    const c = clock(1_900_000_000_000);
    const limiter = new RateLimiter(db, c.now);
    const [old, current] = [fresh("old"), fresh("current")];
    await limiter.hit(WINDOW, [{ key: old, max: 5 }]);
    c.advance(WINDOW);
    await limiter.hit(WINDOW, [{ key: current, max: 5 }]);
    const keys = async () => (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(await keys()).not.toContain(old);
    expect(await keys()).toContain(current);
  });
});
