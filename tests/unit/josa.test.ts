import { describe, expect, it } from "vitest";
import { pickJosa, quoted, withJosa } from "@shared/josa";

describe("particles after names and places (issue 31)", () => {
  it("chooses 으로/로 by the final consonant, ㄹ taking 로", () => {
    expect(withJosa("강원", "으로/로")).toBe("강원으로");
    expect(withJosa("서울", "으로/로")).toBe("서울로");
    expect(withJosa("부산 해운대", "으로/로")).toBe("부산 해운대로");
  });
  it("reads through closing brackets and quotes to the last sounded letter", () => {
    expect(quoted("신인 배우 (30대 남성)", "이/가")).toBe("'신인 배우 (30대 남성)'이");
    expect(quoted("봄의 소리", "이/가")).toBe("'봄의 소리'가");
    expect(pickJosa("단편영화 「겨울」", "을/를")).toBe("을");
  });
  it("reads digits and Latin letters as Korean speakers say them", () => {
    expect(withJosa("프로젝트 3", "이/가")).toBe("프로젝트 3이");
    expect(withJosa("시즌 2", "이/가")).toBe("시즌 2가");
    expect(withJosa("Studio M", "와/과")).toBe("Studio M과");
    expect(withJosa("ABC", "와/과")).toBe("ABC와");
  });
  it("falls back to the first form when nothing is sounded", () => {
    expect(pickJosa("", "이/가")).toBe("이");
    expect(pickJosa("!!!", "을/를")).toBe("을");
  });
});

describe("the work clause of a contract (issue 31)", async () => {
  const { workDescriptionOf } = await import("@shared/contracts");
  it("keeps the work and drops the posting's application sections", () => {
    expect(workDescriptionOf("단편영화 '겨울' 주연 배우 촬영.\n3회차 촬영.\n\n[지원 방법]\n이메일로 프로필 제출\n[모집 요강]\n30대")).toBe(
      "단편영화 '겨울' 주연 배우 촬영.\n3회차 촬영.",
    );
    expect(workDescriptionOf("전시 참여 작가 모집\n■ 지원자격\n경력 3년")).toBe("전시 참여 작가 모집");
    expect(workDescriptionOf("[작업 내용]\n벽화 제작\n[지원방법]\n메일")).toBe("[작업 내용]\n벽화 제작");
    expect(workDescriptionOf("설명만 있는 공고")).toBe("설명만 있는 공고");
  });
});
