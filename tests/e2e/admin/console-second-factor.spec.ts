import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { DEMO_PASSWORD, axeOn, expect, expectToast, linkFromOutbox, shot, test } from "../support/fixtures";
import { E2E_SECOND_FACTOR_ADMIN_EMAIL } from "../../../playwright.config";

/**
 * The operator console's second factor (decisions 033, 034) for an operator whose authenticator app is
 * on: signed out, the console sends them to sign in; after the password the sign-in asks for the app's
 * code (a wrong one is refused in Korean and signs nobody in), the right one opens a session that
 * passed a second factor, so the console opens without its second-factor screen and an action (an
 * answer to an inquiry) goes through. At 1280 and 375 px, photographed, axe-checked.
 *
 * The console's own second-factor screen (re-authentication by code through POST /api/auth/reauth) is
 * shown to a session without a second factor of the last 12 hours; with the app on, only time makes one
 * (every sign-in asks for the code), which a browser run cannot wait for: the console journey shows the
 * screen to an operator before the app is on, and the API tests age sessions past the 12 hours.
 */
const SIZES = [
  { name: "1280", viewport: { width: 1280, height: 800 } },
  { name: "375", viewport: { width: 375, height: 812 } },
] as const;

/** The TOTP time step (30 s) of now: the server accepts each step's code once per account. */
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * The e2e server's second ADMIN_EMAILS account, made an operator with an authenticator app through the
 * API (sign-up, verification, sign-in, TOTP set-up and enabling), in a request context of its own that is
 * thrown away: the browser starts signed out. @returns the app's secret and the time step its enabling used.
 */
async function operatorWithAuthenticator(request: APIRequestContext, baseURL: string): Promise<{ secret: string; usedStep: number }> {
  const headers = { Origin: baseURL };
  const email = E2E_SECOND_FACTOR_ADMIN_EMAIL;
  const reg = await request.post("/api/auth/register", {
    headers,
    data: { email, password: DEMO_PASSWORD, firstName: "보안", lastName: "운", userType: "producer", agreeTerms: true, agreePrivacy: true, agreeAge14: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = new URL(await linkFromOutbox(email, "/verify-email?token=")).searchParams.get("token")!;
  expect((await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  const login = await request.post("/api/auth/login", { headers, data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  expect(((await login.json()) as { user: { staffRole: string | null } }).user.staffRole).toBe("admin");
  const setup = await request.post("/api/auth/2fa/totp/setup", { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const usedStep = stepNow();
  const enabled = await request.post("/api/auth/2fa/totp/enable", { headers, data: { code: await generate({ secret }) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  return { secret, usedStep: Math.max(usedStep, stepNow()) };
}

async function shots(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size.viewport);
    await shot(page, `admin-second-factor-${name}-${size.name}`);
  }
  await page.setViewportSize(SIZES[0].viewport);
}

test("an operator with an authenticator app confirms with its code, then the console opens and an answer goes through", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const setupContext = await browser.newContext();
  const { secret, usedStep } = await operatorWithAuthenticator(setupContext.request, baseURL!);
  await setupContext.close();

  // A visitor writes to support: what the operator will answer.
  const subject = `2단계 인증 후 답변 ${Date.now()}`;
  const sender = `second-factor.guest.${Date.now()}@example.com`;
  const guest = await browser.newContext();
  const sent = await guest.request.post("/api/contact", {
    headers: { Origin: baseURL!, "X-Forwarded-For": "198.18.250.1" },
    data: { name: "문의자", email: sender, category: "bug", subject, message: "업로드한 포트폴리오 이미지가 보이지 않습니다." },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await guest.close();

  const context = await browser.newContext({ viewport: SIZES[0].viewport });
  const page = await context.newPage();

  // Signed out, the console asks for a sign-in.
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { name: "로그인이 필요합니다" })).toBeVisible();
  await page.getByRole("link", { name: "로그인" }).last().click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel("이메일").fill(E2E_SECOND_FACTOR_ADMIN_EMAIL);
  await page.getByLabel("비밀번호", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "로그인", exact: true }).click();

  // The password was right: the sign-in asks for the authenticator app's code.
  const form = page.getByRole("form", { name: "2단계 인증" });
  await expect(form).toBeVisible();
  await expect(form).toContainText("인증 앱에 표시된 6자리 코드를 입력해주세요");
  await axeOn(page, "main");
  await shots(page, "code");

  // A wrong code (none of the three the server would take now) is refused in Korean; nobody is signed in.
  const valid = new Set(await Promise.all([-1, 0, 1].map((d) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + d * 30 }))));
  const wrong = ["000000", "111111", "222222", "333333"].find((c) => !valid.has(c))!;
  await form.getByLabel("인증 코드").fill(wrong);
  await form.getByRole("button", { name: "확인" }).click();
  await expect(form.getByRole("alert")).toHaveText("인증 코드가 올바르지 않거나 이미 사용되었습니다. 인증 앱의 새 코드를 입력해주세요.");
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await axeOn(page, "main");
  await shots(page, "wrong-code");

  // The right code, of a time step the enabling did not use (each step's code works once).
  while (stepNow() <= usedStep) await page.waitForTimeout(1_000);
  await form.getByLabel("인증 코드").fill(await generate({ secret }));
  await form.getByRole("button", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The session passed a second factor: the console opens at once, without its second-factor screen.
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { name: "운영자 콘솔", level: 1 })).toBeVisible();
  const inquiry = page.getByTestId("inquiry").filter({ hasText: subject });
  await expect(inquiry).toBeVisible();
  await expect(page.getByTestId("second-factor-screen")).toHaveCount(0);
  await axeOn(page, "main");
  await shots(page, "console");

  // And an action goes through.
  await inquiry.getByLabel(/답변/).fill("확인해보니 이미지 변환이 늦어지고 있었습니다. 지금은 정상으로 보입니다.");
  await inquiry.getByRole("button", { name: "답변 보내기" }).click();
  await expectToast(page, "답변을 메일로 보냈습니다.");
  expect(await linkFromOutbox(sender, "/contact")).toContain("/contact");
  await context.close();
});
