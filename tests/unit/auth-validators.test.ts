import { describe, expect, it } from "vitest";
import {
  changePasswordFormSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  msg,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupFormSchema,
  tokenSchema,
} from "@shared/validators/auth";

/** The messages of a failed parse, keyed by field path. */
function errorsOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const out: Record<string, string[]> = {};
  for (const i of r.error!.issues) (out[i.path.join(".") || "_"] ??= []).push(i.message);
  return out;
}

const register = {
  email: "a@example.com",
  password: "secret",
  firstName: "지민",
  lastName: "김",
  userType: "artist",
  agreeTerms: true,
  agreePrivacy: true,
  agreeAge14: true,
} as const;

describe("registerSchema", () => {
  it("when everything is valid, then it parses, trimming and lower-casing the e-mail", () => {
    const r = registerSchema.parse({ ...register, email: "  Mixed@Example.COM ", firstName: " 지민 " });
    expect(r.email).toBe("mixed@example.com");
    expect(r.firstName).toBe("지민");
  });

  it.each([
    [{ email: "no-at-sign" }, "email", "유효한 이메일 주소를 입력해주세요"],
    [{ email: 42 }, "email", msg.email],
    [{ email: `${"a".repeat(250)}@example.com` }, "email", msg.email],
    [{ password: "12345" }, "password", "비밀번호는 최소 6자 이상이어야 합니다"],
    [{ password: undefined }, "password", msg.passwordMin],
    [{ firstName: undefined }, "firstName", "이름을 입력해주세요"],
    [{ firstName: "  " }, "firstName", msg.firstName],
    [{ lastName: undefined }, "lastName", "성을 입력해주세요"],
    [{ lastName: "" }, "lastName", msg.lastName],
    [{ userType: undefined }, "userType", "사용자 타입을 선택해주세요"],
    [{ userType: "" }, "userType", "사용자 타입을 선택해주세요"],
    [{ userType: "admin" }, "userType", "유효하지 않은 사용자 타입입니다"],
    [{ userType: "Artist" }, "userType", msg.userTypeInvalid],
  ])("when given %o, then %s reports '%s' only", (over, field, message) => {
    expect(errorsOf(registerSchema, { ...register, ...over })).toEqual({ [field]: [message] });
  });

  it("when the password is exactly 6 characters, then it is accepted", () => {
    expect(registerSchema.safeParse({ ...register, password: "123456" }).success).toBe(true);
  });
});

describe("signupFormSchema", () => {
  it("when the confirmation differs, then confirmPassword reports the mismatch", () => {
    expect(errorsOf(signupFormSchema, { ...register, confirmPassword: "other1" })).toEqual({ confirmPassword: ["비밀번호가 일치하지 않습니다"] });
    expect(errorsOf(signupFormSchema, { ...register, confirmPassword: "secret" })).toBeNull();
  });
});

describe("loginSchema", () => {
  it("when rememberMe is omitted, then it defaults to true", () => {
    expect(loginSchema.parse({ email: "a@example.com", password: "x" }).rememberMe).toBe(true);
    expect(loginSchema.parse({ email: "a@example.com", password: "x", rememberMe: false }).rememberMe).toBe(false);
  });

  it("when the password is empty or the e-mail invalid, then each reports its message", () => {
    expect(errorsOf(loginSchema, { email: "a@example.com", password: "" })).toEqual({ password: ["비밀번호를 입력해주세요"] });
    expect(errorsOf(loginSchema, { email: "a@example.com" })).toEqual({ password: [msg.passwordRequired] });
    expect(errorsOf(loginSchema, { email: "x", password: "p" })).toEqual({ email: [msg.email] });
  });
});

describe("emailOnlySchema, tokenSchema and resetPasswordSchema", () => {
  it("when values are missing or wrong, then each reports its message", () => {
    expect(errorsOf(emailOnlySchema, {})).toEqual({ email: [msg.email] });
    expect(emailOnlySchema.parse({ email: " A@B.CO " }).email).toBe("a@b.co");
    expect(errorsOf(tokenSchema, {})).toEqual({ token: ["유효하지 않은 링크입니다"] });
    expect(errorsOf(tokenSchema, { token: "" })).toEqual({ token: [msg.tokenRequired] });
    expect(errorsOf(tokenSchema, { token: "x".repeat(256) })).not.toBeNull();
    expect(errorsOf(resetPasswordSchema, { token: "t", newPassword: "12345" })).toEqual({ newPassword: [msg.passwordMin] });
    expect(errorsOf(resetPasswordSchema, { newPassword: "123456" })).toEqual({ token: [msg.tokenRequired] });
    expect(errorsOf(resetPasswordSchema, { token: "t", newPassword: "123456" })).toBeNull();
  });
});

describe("resetPasswordFormSchema", () => {
  it("when the fields are short or differ, then it reports them", () => {
    expect(errorsOf(resetPasswordFormSchema, { newPassword: "123", confirmPassword: "123" })).toEqual({
      newPassword: [msg.passwordMin],
      confirmPassword: [msg.passwordMin],
    });
    expect(errorsOf(resetPasswordFormSchema, { newPassword: "1234567", confirmPassword: "7654321" })).toEqual({
      confirmPassword: [msg.passwordMismatch],
    });
    expect(errorsOf(resetPasswordFormSchema, { newPassword: "1234567", confirmPassword: "1234567" })).toBeNull();
  });
});

describe("changePasswordSchema (API)", () => {
  it("when fields are empty, too short or unchanged, then it reports the spec's messages", () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: "", newPassword: "abcdef" })).toEqual({ currentPassword: ["모든 항목을 입력해주세요."] });
    expect(errorsOf(changePasswordSchema, { currentPassword: "old-pw" })).toEqual({ newPassword: [msg.fillAll] });
    expect(errorsOf(changePasswordSchema, { currentPassword: "old-pw", newPassword: "abc" })?.newPassword).toEqual([
      "새 비밀번호는 최소 6자 이상이어야 합니다.",
    ]);
    expect(errorsOf(changePasswordSchema, { currentPassword: "same-pw", newPassword: "same-pw" })).toEqual({
      newPassword: ["현재 비밀번호와 새 비밀번호가 같습니다."],
    });
    expect(errorsOf(changePasswordSchema, { currentPassword: "old-pw", newPassword: "new-pw" })).toBeNull();
  });
});

describe("changePasswordFormSchema (dialog)", () => {
  const form = (currentPassword: string, newPassword: string, confirmPassword: string) => ({ currentPassword, newPassword, confirmPassword });

  it.each([
    // all filled is checked first, even when everything else is wrong too
    [form("", "abc", "xyz"), { currentPassword: [msg.fillAll] }],
    [form("old-pw", "", ""), { currentPassword: [msg.fillAll] }],
    [form("old-pw", "new-pw", ""), { currentPassword: [msg.fillAll] }],
    // then new equals confirm, before the length check
    [form("old-pw", "abc", "xyz"), { confirmPassword: ["새 비밀번호와 확인 비밀번호가 일치하지 않습니다."] }],
    // then the length, before the same-as-current check
    [form("abc", "abc", "abc"), { newPassword: ["새 비밀번호는 최소 6자 이상이어야 합니다."] }],
    // finally new differs from current
    [form("same-pw", "same-pw", "same-pw"), { newPassword: ["현재 비밀번호와 새 비밀번호가 같습니다."] }],
  ])("when given %o, then only the first failure in the spec's order is reported", (value, expected) => {
    const errors = errorsOf(changePasswordFormSchema, value);
    expect(errors).toEqual(expected);
    expect(Object.values(errors!).flat()).toHaveLength(1);
  });

  it("when all four rules hold, then it parses", () => {
    expect(errorsOf(changePasswordFormSchema, form("old-pw", "new-pw", "new-pw"))).toBeNull();
  });
});

describe("deleteAccountSchema", () => {
  it("when the phrase is exact and a reason given, then it parses and trims the reason", () => {
    expect(deleteAccountSchema.parse({ confirmText: "삭제하겠습니다", reason: "  이유  " })).toEqual({ confirmText: "삭제하겠습니다", reason: "이유" });
  });

  it.each([["삭제 하겠습니다"], ["삭제하겠습니다 "], ["삭제"], [""], [undefined]])(
    "when the confirmation text is %o, then it reports the mismatch",
    (confirmText) => {
      expect(errorsOf(deleteAccountSchema, { confirmText, reason: "이유" })).toEqual({ confirmText: ["확인 문구가 일치하지 않습니다. 정확히 입력해주세요."] });
    },
  );

  it.each([[""], ["   "], [undefined]])("when the reason is %o, then it asks for a reason", (reason) => {
    expect(errorsOf(deleteAccountSchema, { confirmText: "삭제하겠습니다", reason })).toEqual({ reason: ["탈퇴 사유를 입력해주세요."] });
  });
});
