import type { Page } from "@playwright/test";
import { expect, linkFromOutbox, shot, test } from "../support/fixtures";

/** A new verified artist, signed in (registered through the API, verified by the outbox link opened through the API, then signed in). */
async function newSignedInArtist(page: Page) {
  const email = `e2e-passkey-${Date.now()}@example.com`;
  const res = await page.request.post("/api/auth/register", {
    data: {
      email,
      password: "gallery-pass-472",
      firstName: "하늘",
      lastName: "이",
      userType: "artist",
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    },
  });
  expect(res.status()).toBe(201);
  const token = new URL(await linkFromOutbox(email, "/verify-email?token=")).searchParams.get("token")!;
  expect((await page.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  // Verifying never signs in (issue 25): the new account signs in with its password.
  const login = await page.request.post("/api/auth/login", { data: { email, password: "gallery-pass-472", rememberMe: true } });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}

/**
 * The e2e server has no provider configured (the buttons stay hidden for every other journey), so
 * here the answers that list providers are rewritten as if Kakao, Naver and Google were switched on.
 */
async function showAllProviders(page: Page) {
  const all = ["kakao", "naver", "google"];
  await page.route("**/api/auth/providers", (route) => route.fulfill({ json: { providers: all } }));
  await page.route("**/api/auth/sign-in-methods", async (route) => {
    const res = await route.fetch();
    route.fulfill({ response: res, json: { ...(await res.json()), providers: all } });
  });
}

test.describe("sign-in providers and passkeys", () => {
  test("the provider buttons on /auth, /signup and account settings at 1280 px and 375 px", async ({ page }) => {
    await showAllProviders(page);
    for (const [w, h] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto("/auth");
      for (const label of ["카카오로 시작하기", "Naver로 시작하기", "Google로 시작하기"]) {
        await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", /\/api\/auth\/oauth\/(kakao|naver|google)\/start/);
      }
      await expect(page.getByRole("button", { name: "패스키로 로그인" })).toBeVisible();
      await shot(page, `identities-auth-${w}`);
      await page.goto("/signup");
      await expect(page.getByRole("link", { name: "카카오로 시작하기" })).toBeVisible();
      await shot(page, `identities-signup-${w}`);
      // The completion page of a first provider sign-in (its pending identity stubbed here).
      await page.route("**/api/auth/oauth/pending", (route) =>
        route.fulfill({ json: { provider: "kakao", email: "gildong@example.com", emailVerified: true, firstName: "길동", lastName: "홍" } }),
      );
      await page.goto("/auth/complete");
      await expect(page.getByText("카카오 계정으로 아트링크를 시작합니다", { exact: false })).toBeVisible();
      await expect(page.getByLabel("이메일")).toHaveValue("gildong@example.com");
      await page.getByRole("button", { name: "가입 완료" }).click();
      await expect(page.getByText("사용자 타입을 선택해주세요")).toBeVisible();
      // Each of the three consents is asked for (issue 31).
      await expect(page.getByText("이용약관에 동의해주세요.")).toBeVisible();
      await expect(page.getByText("개인정보 수집·이용에 동의해주세요.")).toBeVisible();
      await shot(page, `identities-complete-${w}`);
    }
    // A provider sign-in that came back refused says why.
    await page.goto("/auth?oauthError=email-taken&provider=kakao");
    await expect(page.getByRole("alert").filter({ hasText: "이미 가입된 이메일입니다" })).toBeVisible();
  });

  test("registers a passkey with Chromium's virtual authenticator, signs in with it after logging out, and removes it", async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await showAllProviders(page);
    await newSignedInArtist(page);

    await page.goto("/account-settings");
    await expect(page.getByText("등록된 패스키가 없습니다")).toBeVisible();
    await page.getByRole("button", { name: "패스키 추가" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("패스키 이름").fill("내 노트북");
    await dialog.getByRole("button", { name: "등록" }).click();
    await expect(page.getByText("패스키를 등록했습니다").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "등록된 패스키" }).getByText("내 노트북")).toBeVisible();
    await expect(page.getByRole("button", { name: "연결하기" })).toHaveCount(3);

    // Renamed: a blank name is refused in the dialog, a new one shows in the list.
    await page.getByRole("button", { name: "내 노트북 이름 변경" }).click();
    const rename = page.getByRole("dialog", { name: "패스키 이름 변경" });
    await expect(rename.getByRole("textbox", { name: "패스키 이름" })).toHaveValue("내 노트북");
    await rename.getByRole("textbox", { name: "패스키 이름" }).fill("   ");
    await rename.getByRole("button", { name: "저장" }).click();
    await expect(rename.getByRole("alert")).toHaveText("패스키 이름을 입력해주세요.");
    await rename.getByRole("textbox", { name: "패스키 이름" }).fill("회사 노트북");
    await rename.getByRole("button", { name: "저장" }).click();
    await expect(page.getByText("패스키 이름을 변경했습니다").first()).toBeVisible();
    await expect(rename).toBeHidden();
    await expect(page.getByRole("list", { name: "등록된 패스키" }).getByText("회사 노트북")).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "identities-settings-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, "identities-settings-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    const logOut = async () => {
      await page.getByRole("button", { name: "사용자 메뉴" }).click();
      await page.getByRole("menuitem", { name: "로그아웃" }).click();
      await expect(page).toHaveURL(/\/$/);
    };
    // Log out, then back in with the passkey alone: first through the e-mail field's autofill
    // (conditional UI; the virtual authenticator picks the passkey at once, as a person would there).
    await logOut();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 });

    // Then with the button, in a browser without passkey autofill.
    await logOut();
    await page.addInitScript(() => {
      window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto("/auth");
    await page.getByRole("button", { name: "패스키로 로그인" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 });

    await page.goto("/account-settings");
    await expect(page.getByRole("list", { name: "등록된 패스키" }).getByText(/최근 사용/)).toBeVisible();
    await page.getByRole("button", { name: "회사 노트북 삭제" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("패스키를 삭제했습니다").first()).toBeVisible();
    await expect(page.getByText("등록된 패스키가 없습니다")).toBeVisible();
  });
});
