import { expect, linkFromOutbox, loginAs, shot, test } from "../support/fixtures";

test.describe("accounts", () => {
  test("an artist signs up, verifies through the outbox link, changes the password, logs out and in again", async ({ page }) => {
    const email = `e2e-artist-${Date.now()}@example.com`;
    const first = "password1";
    const second = "password2";

    await page.goto("/signup?role=artist");
    await page.getByLabel("성").fill("이");
    await page.getByLabel("이름", { exact: true }).fill("하늘");
    await page.getByLabel("이메일").fill(email);
    await page.getByLabel("비밀번호", { exact: true }).fill(first);
    await page.getByLabel("비밀번호 확인").fill(first);
    await page.getByRole("button", { name: "회원가입", exact: true }).click();
    await expect(page.getByText(/인증/).first()).toBeVisible();

    // Unverified login is refused with the verification dialog.
    await page.goto("/auth");
    await page.getByLabel("이메일").fill(email);
    await page.getByLabel("비밀번호", { exact: true }).fill(first);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    const link = await linkFromOutbox(email, "/verify-email?token=");
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByText("이메일 인증이 완료되었습니다", { exact: false }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 });

    await page.goto("/account-settings");
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("현재 비밀번호").fill(first);
    await dialog.getByLabel("새 비밀번호", { exact: true }).fill(second);
    await dialog.getByLabel("새 비밀번호 확인").fill(second);
    await dialog.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(page.getByText("비밀번호가 변경되었습니다").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "사용자 메뉴" }).click();
    await page.getByRole("menuitem", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "로그인" }).first()).toBeVisible();

    // The old password no longer works; the new one does.
    await page.goto("/auth");
    await page.getByLabel("이메일").fill(email);
    await page.getByLabel("비밀번호", { exact: true }).fill(first);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page.getByText("로그인 실패").first()).toBeVisible();
    await loginAs(page, email, second);
  });

  test("landing, login and sign-up pages at 1280 px and 375 px", async ({ page }) => {
    for (const [w, h] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const [path, name] of [
        ["/", "landing"],
        ["/auth", "login"],
        ["/signup", "signup"],
      ] as const) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await shot(page, `${name}-${w}`);
        // Nothing may overflow sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${w}px`).toBeLessThanOrEqual(1);
      }
    }
  });
});
