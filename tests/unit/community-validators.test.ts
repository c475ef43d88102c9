import { describe, expect, it } from "vitest";
import { postSearchTokens, queryTokens, tagToken } from "@shared/search-tokens";
import { commentCreateSchema, postCreateSchema, postListQuerySchema, postUpdateSchema, reportSchema } from "@shared/validators/community";

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe("postCreateSchema", () => {
  it("when content is blank, then 내용을 입력해주세요", () => {
    expect(messages(postCreateSchema.safeParse({ content: "  " }))).toEqual(["내용을 입력해주세요"]);
    expect(messages(postCreateSchema.safeParse({}))).toEqual(["내용을 입력해주세요"]);
  });

  it("when the type is absent, then general; an unknown type gives the Korean message", () => {
    expect(postCreateSchema.parse({ content: "글" })).toEqual({ content: "글", postType: "general", tags: [] });
    expect(messages(postCreateSchema.safeParse({ content: "글", postType: "etc" }))).toEqual(["올바른 게시글 유형을 선택해주세요"]);
  });

  it("when tags repeat (ignoring case) or are blank, then they are dropped before the limit of 5 applies", () => {
    expect(postCreateSchema.parse({ content: "글", tags: [" Art ", "art", "", "회화"] }).tags).toEqual(["art", "회화"]);
    expect(postCreateSchema.parse({ content: "글", tags: ["a", "b", "c", "d", "e", "E", " "] }).tags).toHaveLength(5);
    expect(messages(postCreateSchema.safeParse({ content: "글", tags: ["a", "b", "c", "d", "e", "f"] }))).toEqual(["태그는 최대 5개까지 추가할 수 있습니다"]);
  });
});

describe("postUpdateSchema", () => {
  it("when only some fields are sent, then no defaults are filled in", () => {
    expect(postUpdateSchema.parse({ postType: "info" })).toEqual({ postType: "info" });
  });
});

describe("postListQuerySchema", () => {
  it("when empty, then newest, 10 from 0, every type", () => {
    expect(postListQuerySchema.parse({})).toEqual({ postType: undefined, sortBy: "newest", search: "", tags: [], following: false, limit: 10, offset: 0 });
  });

  it("when 'all', a comma tag list and following=true are sent, then they are normalised", () => {
    const q = postListQuerySchema.parse({ postType: "all", tags: "회화, 사진", following: "true", search: "<무용>" });
    expect(q).toMatchObject({ postType: undefined, tags: ["회화", "사진"], following: true, search: "무용" });
  });
});

describe("comment and report schemas", () => {
  it("when blank, then the Korean messages", () => {
    expect(messages(commentCreateSchema.safeParse({ content: " " }))).toEqual(["댓글 내용을 입력해주세요"]);
    expect(commentCreateSchema.parse({ content: "답글", parentId: 3 })).toEqual({ content: "답글", parentId: 3 });
    expect(commentCreateSchema.parse({ content: "댓글" }).parentId).toBeNull();
    expect(messages(reportSchema.safeParse({ reason: "" }))).toEqual(["신고 사유를 입력해주세요"]);
  });
});

describe("postSearchTokens", () => {
  it("when a post has tags, then its tokens answer a text search and the tag filter's markers", () => {
    const tokens = postSearchTokens({ content: "무용 공연 후기", tags: ["현대무용"] });
    for (const q of queryTokens("공연")) expect(tokens).toContain(q);
    for (const q of queryTokens("현대")) expect(tokens).toContain(q);
    expect(tokens).toContain(tagToken("현대무용"));
  });
});
