import { DEMO_ARTIST, DEMO_PASSWORD, expect, linkFromOutbox, loginAs, passwordMeterSettled, shot, test } from "../support/fixtures";

test.describe("accounts", () => {
  test("an artist signs up, verifies through the outbox link, changes the password, logs out and in again", async ({ page }) => {
    const email = `e2e-artist-${Date.now()}@example.com`;
    // Not among the commonly breached passwords the server refuses (issue 25).
    const first = "하늘색 캔버스 41";
    const second = "하늘색 캔버스 42";

    await page.goto("/signup?role=artist");
    await page.getByLabel("성").fill("이");
    await page.getByLabel("이름", { exact: true }).fill("하늘");
    await page.getByLabel("이메일").fill(email);
    await page.getByLabel("비밀번호", { exact: true }).fill(first);
    await page.getByLabel("비밀번호 확인").fill(first);
    await passwordMeterSettled(page);
    // The three consents (issue 31), all at once.
    await page.getByRole("checkbox", { name: "전체 동의" }).check();
    for (const name of ["이용약관", "개인정보", "만 14세"]) await expect(page.getByRole("checkbox", { name: new RegExp(name) })).toBeChecked();
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
    // Verifying never signs the browser in (issue 25): the sign-in page follows.
    await expect(page).toHaveURL(/\/auth/, { timeout: 10_000 });
    await loginAs(page, email, first);

    await page.goto("/account-settings");
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("현재 비밀번호").fill(first);
    await dialog.getByLabel("새 비밀번호", { exact: true }).fill(second);
    await dialog.getByLabel("새 비밀번호 확인").fill(second);
    await passwordMeterSettled(dialog);
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

  test("a password sign-in sent while the passkey autofill's request is still on its way stays signed in", async ({ page, baseURL }) => {
    // /auth asks for the passkey autofill's options as it opens, and the server's answer starts a session.
    // Here the server has answered, but the browser gets the answer late: after the sign-in's own answer
    // (or after a second). That late session cookie used to replace the one just signed in.
    let loginAnswered = () => {};
    const afterLogin = new Promise<void>((r) => (loginAnswered = r));
    let optionsAnswered = () => {};
    const optionsDelivered = new Promise<void>((r) => (optionsAnswered = r));
    page.on("response", (r) => {
      if (r.url().endsWith("/api/auth/login")) loginAnswered();
      if (r.url().endsWith("/api/auth/passkeys/login/options")) optionsAnswered();
    });
    await page.route("**/api/auth/passkeys/login/options", async (route) => {
      const asked = route.request();
      const res = await fetch(asked.url(), {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseURL! },
        body: asked.postData() ?? "{}",
      });
      const body = await res.text();
      await Promise.race([afterLogin, new Promise((r) => setTimeout(r, 1000))]);
      await route.fulfill({ status: res.status, headers: { "content-type": "application/json", "set-cookie": res.headers.getSetCookie().join("\n") }, body });
    });
    const optionsAsked = page.waitForRequest("**/api/auth/passkeys/login/options");
    await page.goto("/auth");
    await optionsAsked;
    await page.getByLabel("이메일").fill(DEMO_ARTIST);
    await page.getByLabel("비밀번호", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await optionsDelivered;
    // A fresh load is still signed in.
    await page.reload();
    await expect(page.getByRole("button", { name: "사용자 메뉴" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);
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
