import { describe, expect, it } from "vitest";
import { walkBeatsBitmap } from "../../server/features/projects/repository";

// Decision 045: a search whose tokens match a large share of recruiting_search walks projects newest first instead.
describe("walkBeatsBitmap", () => {
  it("when a token is in a third or more of 31,754 open calls (1m), then the walk; below, the bitmap", () => {
    expect(walkBeatsBitmap(0.69, 31_754)).toBe(true); // ㅁㅇ
    expect(walkBeatsBitmap(0.53, 31_754)).toBe(true); // 전
    expect(walkBeatsBitmap(0.37, 31_754)).toBe(true); // 무용
    expect(walkBeatsBitmap(0.2, 31_754)).toBe(false); // 공연
    expect(walkBeatsBitmap(0.16, 31_754)).toBe(false); // 설치
  });

  it("when the table is small (100k: 3,212 rows), then the bitmap unless nearly every row matches", () => {
    expect(walkBeatsBitmap(0.69, 3_212)).toBe(false);
    expect(walkBeatsBitmap(1, 3_212)).toBe(true);
  });

  it("when the frequency is unknown (0: a rare token, or no statistics), then the bitmap", () => {
    expect(walkBeatsBitmap(0, 1_000_000)).toBe(false);
    expect(walkBeatsBitmap(0.5, 0)).toBe(false);
  });
});
