import { describe, expect, it } from "vitest";
import { systemNoticeParts } from "@/features/messages/lib/system-notice";

// Issue 31: system messages ('계약서를 보냈습니다', sent by the app on a person's behalf) looked typed by the
// person and showed raw URLs.
describe("systemNoticeParts", () => {
  const origin = "https://artlink.example.kr";

  it("when a notice holds an address of the app, then the text loses it and a link button to its path takes its place", () => {
    expect(systemNoticeParts("'한강 야외 전시' 계약서에 서명했습니다. 제작자 서명을 부탁드립니다: https://artlink.example.kr/contracts/12", origin)).toEqual({
      text: "'한강 야외 전시' 계약서에 서명했습니다. 제작자 서명을 부탁드립니다.",
      links: [{ href: "/contracts/12", label: "계약서 보기", external: false }],
    });
  });

  it("when it holds no address, then it is the text alone", () => {
    expect(systemNoticeParts("'한강 야외 전시' 계약서를 거절했습니다. 사유: 일정", origin)).toEqual({
      text: "'한강 야외 전시' 계약서를 거절했습니다. 사유: 일정",
      links: [],
    });
  });

  it("when an address is elsewhere, then its button opens it as a plain link; unknown paths read 열기", () => {
    const parts = systemNoticeParts("확인: https://example.com/a?b=1 그리고 https://artlink.example.kr/projects/3 끝", origin);
    expect(parts.text).toBe("확인: 그리고 끝");
    expect(parts.links).toEqual([
      { href: "https://example.com/a?b=1", label: "링크 열기", external: true },
      { href: "/projects/3", label: "프로젝트 보기", external: false },
    ]);
  });

  it("when the address is not http(s), then it stays text (no javascript: link)", () => {
    expect(systemNoticeParts("javascript:alert(1)", origin)).toEqual({ text: "javascript:alert(1)", links: [] });
  });
});
