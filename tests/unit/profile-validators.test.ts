import { describe, expect, it } from "vitest";
import { maskEmail } from "@shared/display";
import { userSearchTokens } from "@shared/search-tokens";
import {
  awardSchema,
  careerDateIssues,
  experienceSchema,
  isUploadUrl,
  normalizeWebUrl,
  peopleListQuerySchema,
  presentFieldsOf,
  profileFields,
  userTagsSchema,
} from "@shared/validators/profiles";

const today = "2026-05-10";
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("maskEmail", () => {
  it("when the local part is longer than two characters, then two stay", () => {
    expect(maskEmail("jimin@example.com")).toBe("ji***@example.com");
  });
  it("when it is one or two characters, then one stays", () => {
    expect(maskEmail("ab@example.com")).toBe("a***@example.com");
    expect(maskEmail("a@example.com")).toBe("a***@example.com");
  });
  it("when there is no @, then nothing of it is shown", () => {
    expect(maskEmail("broken")).toBe("***");
  });
});

describe("userSearchTokens", () => {
  it("when a user has a name, bio, tags and location, then all are searchable and filter markers are there", () => {
    const tokens = userSearchTokens({ firstName: "하늘", lastName: "남궁", bio: "설치미술가", location: "부산", tags: ["현대무용"] });
    for (const tok of ["남궁", "궁하", "하늘", "설치", "ㅅㅊ", "무용", "#현대무용", "@부산"]) expect(tokens).toContain(tok);
  });
  it("when the bio is the placeholder, then it adds nothing", () => {
    expect(userSearchTokens({ bio: "나중에 작성 예정", tags: [] })).toEqual([]);
  });
});

describe("profile fields", () => {
  const parse = (body: Record<string, unknown>) => presentFieldsOf(profileFields, body).safeParse(body);
  it("when only some fields are sent, then only those come out", () => {
    expect(parse({ yearsOfExperience: "4" })).toEqual({ success: true, data: { yearsOfExperience: 4 } });
  });
  it("when the bio is the placeholder or blank, then it is empty (null)", () => {
    expect(parse({ bio: "나중에 작성 예정" }).data).toEqual({ bio: null });
    expect(parse({ bio: "  " }).data).toEqual({ bio: null });
  });
  it("when the bio is 9 or 1001 characters, then the spec's messages", () => {
    expect(messages(parse({ bio: "가".repeat(9) }))).toEqual(["소개는 최소 10자 이상 작성해주세요."]);
    expect(messages(parse({ bio: "가".repeat(1001) }))).toEqual(["소개는 1000자 이하로 작성해주세요."]);
    expect(parse({ bio: "가".repeat(10) }).success).toBe(true);
    expect(parse({ bio: "가".repeat(1000) }).success).toBe(true);
  });
  it("when the first name is blank, then '이름을 입력해주세요'", () => {
    expect(messages(parse({ firstName: " " }))).toEqual(["이름을 입력해주세요"]);
  });
});

describe("normalizeWebUrl and isUploadUrl", () => {
  it("when a bare domain is typed, then https:// is put in front; other schemes are refused", () => {
    expect(normalizeWebUrl("example.com/me")).toBe("https://example.com/me");
    expect(normalizeWebUrl("http://example.com")).toBe("http://example.com");
    expect(normalizeWebUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeWebUrl("mailto:a@b.com")).toBeNull();
    expect(normalizeWebUrl("two words.com")).toBeNull();
  });
  it("when an upload address is checked, then variants, traversal and foreign hosts are refused", () => {
    expect(isUploadUrl("/uploads/0123456789abcdef0123456789abcdef.png", "image")).toBe(true);
    expect(isUploadUrl("/uploads/demo/cover-3.webp", "image")).toBe(true);
    expect(isUploadUrl("/uploads/a.pdf", "image")).toBe(false);
    expect(isUploadUrl("/uploads/a.pdf", "imageOrPdf")).toBe(true);
    expect(isUploadUrl("/uploads/../secret.png", "image")).toBe(false);
    expect(isUploadUrl("https://x.com/uploads/a.png", "image")).toBe(false);
  });
});

describe("career rules", () => {
  it("when dates are at the limits, then they pass", () => {
    expect(careerDateIssues({ startDate: "1900-01-01", endDate: today, isCurrent: false }, today)).toEqual([]);
  });
  it("when ongoing, then the end date is not checked", () => {
    expect(careerDateIssues({ startDate: "2020-01-01", endDate: "2019-01-01", isCurrent: true }, today)).toEqual([]);
  });
  it("when the experience form breaks the rules, then each has its message", () => {
    const s = experienceSchema(today);
    expect(messages(s.safeParse({ title: "전시", startDate: "2026-05-11" }))).toEqual(["시작일은 오늘 이후일 수 없습니다"]);
    expect(messages(s.safeParse({ title: "전시", startDate: "2020-05-11", endDate: "2020-05-10" }))).toEqual(["종료일은 시작일보다 빠를 수 없습니다"]);
  });
  it("when the award year is this year or 1900, then it passes; outside, then the range message", () => {
    const s = awardSchema(today);
    expect(s.safeParse({ title: "상", year: 2026 }).success).toBe(true);
    expect(s.safeParse({ title: "상", year: 1900 }).success).toBe(true);
    expect(messages(s.safeParse({ title: "상", year: 2027 }))).toEqual(["수상 연도는 1900년부터 2026년까지 입력할 수 있습니다"]);
  });
});

describe("tags and directory query", () => {
  it("when tag ids repeat, then they count once", () => {
    expect(userTagsSchema.parse({ tagIds: [3, 3, 4] })).toEqual({ tagIds: [3, 4] });
  });
  it("when the directory query is empty, then newest, 16, offset 0", () => {
    expect(peopleListQuerySchema.parse({})).toEqual({ search: "", tags: [], sortBy: "newest", limit: 16, offset: 0 });
  });
});
