import { spawn, type ChildProcess } from "node:child_process";
import { OAuth2Server } from "oauth2-mock-server";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { expect, shot, test } from "../support/fixtures";

/*
 * An account made through a provider, end to end: the suite's server has no provider configured (its
 * sign-in buttons stay hidden for every other journey), so this file starts its own server with Google
 * pointed at a real local OpenID Connect provider (oauth2-mock-server), signs up through it, and sets
 * the account's first password from settings.
 */

const PORT = Number(process.env.E2E_PORT ?? 5100) + 10_000;
const BASE = `http://localhost:${PORT}`;
const person = { sub: `e2e-google-${Date.now()}`, email: `e2e-google-${Date.now()}@example.com`, email_verified: true, name: "홍길동" };

let provider: OAuth2Server;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "localhost");
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, person));

  server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: BASE,
      DATA_DIR: `${E2E_DATA_DIR}-provider`,
      DATABASE_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      GOOGLE_CLIENT_ID: "artlink-e2e",
      GOOGLE_CLIENT_SECRET: "artlink-e2e-secret",
      GOOGLE_ISSUER: provider.issuer.url!,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the provider e2e server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await provider?.stop();
});

test("signs up through Google, sets a first password in settings without a current one, then signs in with it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE}/auth`);
  await page.getByRole("link", { name: "Google로 시작하기" }).click();

  // The provider signs the person in at once and sends them back to choose a role.
  await expect(page).toHaveURL(/\/auth\/complete$/);
  await expect(page.getByLabel("이메일")).toHaveValue(person.email);
  await page.getByRole("button", { name: "아티스트" }).click();
  await page.getByRole("checkbox", { name: "전체 동의" }).check();
  await page.getByRole("button", { name: "가입 완료" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });

  await page.goto(`${BASE}/account-settings`);
  await expect(page.getByText("소셜 계정으로 가입해 비밀번호가 없습니다", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "비밀번호 변경" })).toHaveCount(0);
  await page.getByRole("button", { name: "비밀번호 설정" }).click();

  const dialog = page.getByRole("dialog", { name: "비밀번호 설정" });
  await expect(dialog.getByLabel("현재 비밀번호")).toHaveCount(0);
  await dialog.getByLabel("새 비밀번호", { exact: true }).fill("firstpass1");
  await dialog.getByLabel("새 비밀번호 확인").fill("firstpass2");
  await dialog.getByRole("button", { name: "비밀번호 설정" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("새 비밀번호와 확인 비밀번호가 일치하지 않습니다.");
  await dialog.getByLabel("새 비밀번호 확인").fill("firstpass1");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "identities-set-password-375");
  await dialog.getByRole("button", { name: "비밀번호 설정" }).click();
  await expect(page.getByText("비밀번호를 설정했습니다").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // From now on the ordinary change (with the current password) is offered.
  await expect(page.getByRole("button", { name: "비밀번호 변경" })).toBeVisible();
  await expect(page.getByRole("button", { name: "비밀번호 설정" })).toHaveCount(0);
  await shot(page, "identities-settings-after-password-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Log out, then in with the e-mail and the new password.
  await page.getByRole("button", { name: "사용자 메뉴" }).click();
  await page.getByRole("menuitem", { name: "로그아웃" }).click();
  await page.goto(`${BASE}/auth`);
  await page.getByLabel("이메일").fill(person.email);
  await page.getByLabel("비밀번호", { exact: true }).fill("firstpass1");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
