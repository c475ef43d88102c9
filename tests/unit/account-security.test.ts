import bcrypt from "bcrypt";
import { describe, expect, it } from "vitest";
import { deviceLabel } from "../../server/features/auth/device";
import { mailActionToken, readMailActionToken } from "../../server/features/auth/mail-actions";
import { BREACHED_LIST_SIZE, breachedPasswords, checkNewPassword, containsEmailLocalPart, isBreached } from "../../server/features/auth/passwords";
import { decryptSecret, encryptSecret } from "../../server/features/security/service";

describe("the breached-password list (issue 25)", () => {
  it("holds the 100,000 most common passwords of the shipped list, read once", async () => {
    const list = await breachedPasswords();
    expect(list.size).toBe(BREACHED_LIST_SIZE);
    expect(await breachedPasswords()).toBe(list);
    for (const common of ["123456", "password", "qwerty", "password123", "iloveyou", "PASSWORD"]) expect(await isBreached(common)).toBe(true);
    // The demo accounts' documented password is not among them.
    expect(await isBreached("demo1234")).toBe(false);
    expect(await isBreached("봄날의 전시회 2026")).toBe(false);
  });

  it("refuses a common password and one containing the e-mail's local part, with Korean messages on the field", async () => {
    await expect(checkNewPassword("password123", "minji@example.com", "newPassword")).rejects.toMatchObject({
      message: "너무 흔하게 쓰여 유출된 비밀번호 목록에 있는 비밀번호입니다. 다른 비밀번호를 입력해주세요.",
      extra: { fieldErrors: { newPassword: ["너무 흔하게 쓰여 유출된 비밀번호 목록에 있는 비밀번호입니다. 다른 비밀번호를 입력해주세요."] } },
    });
    await expect(checkNewPassword("Minji.Kim!2026", "minji.kim@example.com", "password")).rejects.toMatchObject({
      message: "비밀번호에 이메일 주소의 아이디 부분을 넣을 수 없습니다. 다른 비밀번호를 입력해주세요.",
    });
    await expect(checkNewPassword("캔버스와 물감 77", "minji@example.com", "password")).resolves.toBeUndefined();
    expect(containsEmailLocalPart("abcdef", "ab@example.com")).toBe(false);
    expect(containsEmailLocalPart("ab", "ab@example.com")).toBe(true);
  });
});

describe("passwords longer than bcrypt's 72 bytes", () => {
  it("count every character (pre-hashed), while short ones hash as before", async () => {
    const { hashPassword, verifyPassword } = await import("../../server/features/auth/passwords");
    const long = "가".repeat(100);
    const hash = await hashPassword(long);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(`${"가".repeat(99)}나`, hash)).toBe(false);
    // A hash made the old way (bcrypt of the password itself) still verifies.
    expect(await verifyPassword("short-pass", await bcrypt.hash("short-pass", 4))).toBe(true);
  });
});

describe("device labels", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36", "Chrome · Windows"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari · iOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
      "삼성 인터넷 · Android",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Whale/3.27", "네이버 웨일 · macOS"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox · Linux"],
    ["", "알 수 없는 브라우저 · 알 수 없는 기기"],
  ])("%s → %s", (ua, label) => expect(deviceLabel(ua)).toBe(label));
});

describe("one-click mail links", () => {
  it("read back only when signed with the secret and not expired", () => {
    const token = mailActionToken("secret-secret-1234", "u1", { kind: "remove-passkey", id: 7 }, 1_000);
    expect(readMailActionToken("secret-secret-1234", token, 2_000)).toEqual({ userId: "u1", action: { kind: "remove-passkey", id: 7 } });
    expect(readMailActionToken("another-secret-123", token, 2_000)).toBeNull();
    expect(readMailActionToken("secret-secret-1234", token, 1_000 + 8 * 24 * 3_600_000)).toBeNull();
    expect(readMailActionToken("secret-secret-1234", `${token}x`, 2_000)).toBeNull();
  });
});

describe("the secret box (TOTP secrets at rest)", () => {
  it("round-trips with the key and refuses another key or a changed box", () => {
    const box = encryptSecret("key-one-key-one-1", "JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(box).not.toContain("JBSWY3DP");
    expect(decryptSecret("key-one-key-one-1", box)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(() => decryptSecret("key-two-key-two-2", box)).toThrow();
    expect(() =>
      decryptSecret(
        "key-one-key-one-1",
        box.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toThrow();
  });
});
