import { describe, expect, it } from "vitest";
import { AppError } from "../../server/http/errors";
import { RateLimiter } from "../../server/http/rate-limit";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const WINDOW = 60_000;
const hitOnce = (limiter: RateLimiter, keys: Array<{ key: string; max: number }>) => {
  try {
    limiter.hit(WINDOW, keys);
    return "ok";
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.code}` : "other";
  }
};

describe("RateLimiter", () => {
  it("when a key reaches its maximum, then the next hit throws 429 RateLimited with a Korean message", () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    for (let i = 0; i < 3; i += 1) expect(hitOnce(limiter, [{ key: "k", max: 3 }])).toBe("ok");
    expect(hitOnce(limiter, [{ key: "k", max: 3 }])).toBe("429 RateLimited");
    try {
      limiter.hit(WINDOW, [{ key: "k", max: 3 }]);
    } catch (e) {
      expect((e as Error).message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    }
  });

  it("when the window has passed, then the count starts again", () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    for (let i = 0; i < 2; i += 1) limiter.hit(WINDOW, [{ key: "k", max: 2 }]);
    expect(hitOnce(limiter, [{ key: "k", max: 2 }])).toBe("429 RateLimited");

    c.advance(WINDOW - 1);
    expect(hitOnce(limiter, [{ key: "k", max: 2 }])).toBe("429 RateLimited");

    c.advance(1);
    expect(hitOnce(limiter, [{ key: "k", max: 2 }])).toBe("ok");
    expect(hitOnce(limiter, [{ key: "k", max: 2 }])).toBe("ok");
    expect(hitOnce(limiter, [{ key: "k", max: 2 }])).toBe("429 RateLimited");
  });

  it("when the window is fixed, then hits late in it do not extend it", () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    limiter.hit(WINDOW, [{ key: "k", max: 2 }]);
    c.advance(WINDOW - 10);
    limiter.hit(WINDOW, [{ key: "k", max: 2 }]);
    c.advance(10);
    expect(hitOnce(limiter, [{ key: "k", max: 2 }])).toBe("ok");
  });

  it("when keys differ, then they are counted separately", () => {
    const limiter = new RateLimiter(clock().now);
    limiter.hit(WINDOW, [{ key: "a", max: 1 }]);
    expect(hitOnce(limiter, [{ key: "b", max: 1 }])).toBe("ok");
    expect(hitOnce(limiter, [{ key: "a", max: 1 }])).toBe("429 RateLimited");
  });

  it("when one of several keys is over its limit, then the hit is refused", () => {
    const limiter = new RateLimiter(clock().now);
    const keys = (email: string) => [
      { key: "ip:1", max: 100 },
      { key: `email:${email}`, max: 2 },
    ];
    expect(hitOnce(limiter, keys("a"))).toBe("ok");
    expect(hitOnce(limiter, keys("a"))).toBe("ok");
    expect(hitOnce(limiter, keys("a"))).toBe("429 RateLimited");
    expect(hitOnce(limiter, keys("b"))).toBe("ok");
  });
});
