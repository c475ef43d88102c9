import { describe, expect, it } from "vitest";
import { documentTokens, queryTokens, sanitizeSearchText } from "@shared/search-tokens";

/** How the database matches: the document holds every query token (text[] @> text[]). */
const matches = (query: string, ...doc: string[]) => {
  const tokens = new Set(documentTokens(...doc));
  const q = queryTokens(query);
  return q.length > 0 && q.every((t) => tokens.has(t));
};

describe("documentTokens / queryTokens", () => {
  it("when the query is '설치', then its tokens are contained in the tokens of '설치미술전'", () => {
    const doc = documentTokens("설치미술전");
    expect(queryTokens("설치")).toEqual(["설치"]);
    for (const token of queryTokens("설치")) expect(doc).toContain(token);
  });

  it("when a Hangul document is tokenised, then it holds every syllable, every adjacent pair and their initial consonants", () => {
    expect(new Set(documentTokens("설치미술"))).toEqual(new Set(["설", "치", "미", "술", "설치", "치미", "미술", "ㅅ", "ㅊ", "ㅁ", "ㅅㅊ", "ㅊㅁ", "ㅁㅅ"]));
  });

  it("when the query is the initial consonants 'ㅅㅊㅁㅅ', then it matches '설치미술' and not '사진전시'", () => {
    expect(queryTokens("ㅅㅊㅁㅅ")).toEqual(["ㅅㅊ", "ㅊㅁ", "ㅁㅅ"]);
    expect(matches("ㅅㅊㅁㅅ", "설치미술")).toBe(true);
    expect(matches("ㅅㅊㅁㅅ", "사진전시")).toBe(false);
  });

  it("when a substring of a Korean word is searched, then it matches; a word not in the text does not", () => {
    expect(matches("미술", "현대 설치미술전 참여 작가 모집")).toBe(true);
    expect(matches("미술전", "설치미술전")).toBe(true);
    expect(matches("사진", "설치미술전")).toBe(false);
    expect(matches("술", "설치미술전")).toBe(true);
  });

  it("when Latin text differs only in case, then it still matches", () => {
    expect(matches("PHOTO", "Photography workshop")).toBe(true);
    expect(matches("photo", "PHOTOGRAPHY")).toBe(true);
    expect(matches("Graph", "photography")).toBe(true);
    expect(queryTokens("PHOTO")).toEqual(queryTokens("photo"));
    expect(matches("video", "photography")).toBe(false);
  });

  it("when short Latin words or digits are searched, then they match by their 1- and 2-character tokens", () => {
    expect(matches("3d", "3D 프린팅")).toBe(true);
    expect(matches("a", "Art")).toBe(true);
    expect(matches("프린팅", "3D프린팅")).toBe(true);
  });

  it("when a query has several words, then every word must occur", () => {
    expect(matches("설치 서울", "설치미술전", "서울")).toBe(true);
    expect(matches("설치 부산", "설치미술전", "서울")).toBe(false);
  });

  it("when the text is decomposed (NFD), then it tokenises like the composed form", () => {
    expect(queryTokens("설치".normalize("NFD"))).toEqual(["설치"]);
    expect(matches("설치".normalize("NFD"), "설치미술전")).toBe(true);
  });

  it("when the text holds only punctuation or nothing, then there are no tokens", () => {
    expect(queryTokens("!!! ---")).toEqual([]);
    expect(documentTokens(null, undefined, "")).toEqual([]);
  });
});

describe("sanitizeSearchText", () => {
  it("when the text holds < > \" ' &, then they are removed", () => {
    expect(sanitizeSearchText(`<script>"설치" & 'art'</script>`)).toBe("script설치  art/script");
  });

  it("when the text is longer than 200 characters, then it is cut to 200", () => {
    expect(sanitizeSearchText("가".repeat(250))).toHaveLength(200);
    expect(sanitizeSearchText("a".repeat(200))).toHaveLength(200);
    expect(sanitizeSearchText("<".repeat(10) + "b".repeat(200))).toBe("b".repeat(200));
  });
});
