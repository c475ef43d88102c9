import { describe, expect, it } from "vitest";
import { backoffMs, MAX_ATTEMPTS } from "../../server/mail/sender";

describe("backoffMs", () => {
  it("when delivery failed n times, then the wait doubles from 5 seconds", () => {
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(3)).toBe(20_000);
    expect(backoffMs(4)).toBe(40_000);
    expect(backoffMs(8)).toBe(640_000);
  });

  it("when the doubling would exceed 30 minutes, then the wait is capped at 30 minutes", () => {
    expect(backoffMs(10)).toBe(30 * 60_000);
    expect(backoffMs(50)).toBe(30 * 60_000);
  });

  it("when attempts is 0 or negative, then it still waits 5 seconds", () => {
    expect(backoffMs(0)).toBe(5_000);
    expect(backoffMs(-3)).toBe(5_000);
  });

  it("when every allowed attempt is spent, then the waits never decrease", () => {
    for (let n = 1; n < MAX_ATTEMPTS + 5; n += 1) expect(backoffMs(n + 1)).toBeGreaterThanOrEqual(backoffMs(n));
  });
});
