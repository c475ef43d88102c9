import { describe, expect, it } from "vitest";
import { msg } from "@shared/validators/auth";
import { identityMsg, renamePasskeySchema, setPasswordFormSchema, setPasswordSchema } from "@shared/validators/identities";

/** The messages of a failed parse, keyed by field path (null when it parses). */
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

describe("setPasswordFormSchema (the '비밀번호 설정' dialog)", () => {
  const form = (newPassword: string, confirmPassword: string) => ({ newPassword, confirmPassword });
  it.each([
    // both filled first, then the two equal, then the length, then at most 128 characters (issue 25)
    [form("", "abcdef"), { newPassword: [msg.fillAll] }],
    [form("abcdef", ""), { newPassword: [msg.fillAll] }],
    [form("abc", "xyz"), { confirmPassword: [msg.newConfirmMismatch] }],
    [form("abc", "abc"), { newPassword: [msg.newPasswordMin] }],
    [form("가".repeat(129), "가".repeat(129)), { newPassword: [msg.passwordMax] }],
    [form("firstpass1", "firstpass1"), null],
    [form("가".repeat(128), "가".repeat(128)), null],
  ])("reports only the first failure: %j", (value, expected) => {
    expect(errorsOf(setPasswordFormSchema, value)).toEqual(expected);
  });
});

describe("setPasswordSchema (POST /api/auth/set-password)", () => {
  it("wants a new password of 6 to 128 characters and nothing about a current one", () => {
    expect(errorsOf(setPasswordSchema, {})).toEqual({ newPassword: [msg.fillAll] });
    expect(errorsOf(setPasswordSchema, { newPassword: "12345" })).toEqual({ newPassword: [msg.newPasswordMin] });
    expect(errorsOf(setPasswordSchema, { newPassword: "a".repeat(129) })).toEqual({ newPassword: [msg.passwordMax] });
    expect(setPasswordSchema.parse({ newPassword: "a".repeat(128), currentPassword: "ignored" })).toEqual({ newPassword: "a".repeat(128) });
  });
});

describe("renamePasskeySchema", () => {
  it("trims the name and wants 1 to 50 characters", () => {
    expect(renamePasskeySchema.parse({ name: "  내 휴대폰 " })).toEqual({ name: "내 휴대폰" });
    expect(errorsOf(renamePasskeySchema, { name: "  " })).toEqual({ name: [identityMsg.passkeyName] });
    expect(errorsOf(renamePasskeySchema, {})).toEqual({ name: [identityMsg.passkeyName] });
    expect(errorsOf(renamePasskeySchema, { name: "키".repeat(51) })).toEqual({ name: [identityMsg.passkeyNameMax] });
    expect(renamePasskeySchema.parse({ name: "키".repeat(50) }).name).toHaveLength(50);
  });
});
