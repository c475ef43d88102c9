import { describe, expect, it } from "vitest";
import { registerSchema } from "@shared/validators/auth";
import { projectFields } from "@shared/validators/projects";
import { singleLineMessage } from "@shared/validators/text";

// Penetration test of main (issue 30): project titles could hold line breaks.
describe("one-line fields refuse line breaks", () => {
  const project = {
    title: "2026 봄 기획전",
    description: "전시 소개입니다. 함께할 작가를 찾습니다.",
    tags: ["전시"],
    location: "서울",
    deadline: "2099-01-01",
  };

  it.each(["제목\n두 줄", "제목\r\n두 줄", "제목\u2028두 줄"])(
    "when a project title holds a line break (%j), then it is refused with the Korean message",
    (title) => {
      const r = projectFields.safeParse({ ...project, title });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(singleLineMessage);
    },
  );

  it("when a title only ends with a newline, then trim removes it and it is accepted", () => {
    const r = projectFields.safeParse({ ...project, title: "2026 봄 기획전\n" });
    expect(r.success && r.data.title).toBe("2026 봄 기획전");
  });

  it("when a sign-up name holds a line break, then it is refused", () => {
    const r = registerSchema.safeParse({
      email: "a@example.com",
      password: "gallery-secret12",
      confirmPassword: "gallery-secret12",
      firstName: "하늘\n윤",
      lastName: "윤",
      userType: "artist",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(singleLineMessage);
  });
});
