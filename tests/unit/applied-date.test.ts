import { describe, expect, it } from "vitest";
import { formatAppliedDate } from "@/features/dashboard/lib/dashboard-lists";

const now = new Date("2026-11-26T03:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("formatAppliedDate", () => {
  // Walk-through (issue 31): a one-minute-old application read '1일 전 지원'.
  it.each([
    [ago(10_000), "방금 전"],
    [ago(MIN), "1분 전"],
    [ago(59 * MIN), "59분 전"],
    [ago(3 * HOUR), "3시간 전"],
    [ago(DAY - MIN), "23시간 전"],
    [ago(DAY), "1일 전"],
    [ago(6 * DAY), "6일 전"],
    [ago(7 * DAY), "1주 전"],
    [ago(29 * DAY), "4주 전"],
    [ago(30 * DAY), "2026.10.27"],
  ])("when applied at %s, then it reads %s", (at, expected) => {
    expect(formatAppliedDate(at, now)).toBe(expected);
  });

  it("when the date is a little ahead of the device's clock, then it reads 방금 전, not a future time", () => {
    expect(formatAppliedDate(new Date(now.getTime() + 30_000).toISOString(), now)).toBe("방금 전");
  });

  it("when the date is missing or invalid, then it is empty", () => {
    expect(formatAppliedDate(null, now)).toBe("");
    expect(formatAppliedDate("not a date", now)).toBe("");
  });
});
