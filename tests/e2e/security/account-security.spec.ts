import { readFileSync } from "node:fs";
import { generate } from "otplib";
import { DEMO_PASSWORD, expect, expectToast, newMember, shot, test, axeOn } from "../support/fixtures";

/*
 * Account security (issue 25), at 1280 and 375 px: see '로그인된 기기' and end another session; turn the
 * authenticator app on by reading the key the page shows (what scanning the QR code gives an app); ask
 * for "my data" and download the ZIP; sign out and back in with a code.
 */

const step = () => Math.floor(Date.now() / 30_000);
/** A code of a time step after `after` (each step's code is accepted once): waits for the next step when needed. */
async function codeAfter(secret: string, after: number): Promise<{ code: string; at: number }> {
  while (step() <= after) await new Promise((r) => setTimeout(r, 500));
  return { code: await generate({ secret }), at: step() };
}

for (const size of [
  { name: "1280", viewport: { width: 1280, height: 800 } },
  { name: "375", viewport: { width: 375, height: 812 } },
]) {
  test(`account security at ${size.name} px: sessions, TOTP by its key, my data, sign-in with a code`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const member = await newMember(browser, baseURL!, `security${size.name}`, { firstName: "보안", lastName: "김", userType: "artist" }, size.viewport);
    const page = member.page;

    // Another browser signed in as the same account.
    const other = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" });
    const signIn = await other.request.post("/api/auth/login", { headers: { Origin: baseURL! }, data: { email: member.email, password: DEMO_PASSWORD } });
    expect(signIn.status(), await signIn.text()).toBe(200);

    await page.goto("/account-settings");
    const sessions = page.getByRole("list", { name: "로그인된 기기 목록" });
    await expect(page.getByRole("heading", { name: "로그인된 기기" })).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByText("현재 기기")).toBeVisible();
    await expect(sessions.getByText("Firefox", { exact: false })).toBeVisible();
    await page.getByRole("heading", { name: "로그인된 기기" }).scrollIntoViewIfNeeded();
    await shot(page, `security-sessions-${size.name}`);
    await sessions.getByRole("button", { name: /Firefox.*로그아웃시키기/ }).click();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect((await other.request.get("/api/auth/user")).status()).toBe(401);
    await other.close();

    // The authenticator app: the key shown next to the QR code is what the app reads from it.
    await page.getByRole("button", { name: "2단계 인증 켜기" }).click();
    const connect = page.getByRole("form", { name: "인증 앱 연결" });
    await expect(connect.getByRole("img", { name: "인증 앱에 등록할 QR 코드" })).toBeVisible();
    const secret = (await connect.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await shot(page, `security-totp-scan-${size.name}`);
    await axeOn(page, "main");
    const first = await codeAfter(secret, 0);
    await connect.getByLabel("인증 코드").fill(first.code);
    await connect.getByRole("button", { name: "켜기" }).click();
    const codes = page.getByRole("list", { name: "복구 코드 목록" });
    await expect(codes.getByRole("listitem")).toHaveCount(10);
    await shot(page, `security-totp-on-${size.name}`);

    // My data: asked, prepared in the background, downloaded.
    const myData = page.locator("#my-data");
    await myData.getByRole("button", { name: "내 데이터 요청하기" }).click();
    await expectToast(page, "내 데이터를 준비하고 있습니다");
    const link = myData.getByRole("link", { name: "내려받기" });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await myData.scrollIntoViewIfNeeded();
    await shot(page, `security-my-data-${size.name}`);
    await axeOn(page, "#my-data");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const file = `test-results/security-my-data-${size.name}.zip`;
    await download.saveAs(file);
    const zip = readFileSync(file);
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    expect(zip.includes(Buffer.from("account.json"))).toBe(true);

    // Signed out, then in again: the password, then a code of a later time step.
    const out = await page.request.post("/api/auth/logout", { headers: { Origin: baseURL! } });
    expect(out.status()).toBe(200);
    await page.goto("/auth");
    const login = page.getByRole("form", { name: "로그인" });
    await login.getByLabel("이메일").fill(member.email);
    await login.getByLabel("비밀번호", { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole("button", { name: "로그인" }).click();
    const second = page.getByRole("form", { name: "2단계 인증" });
    await expect(second.getByLabel("인증 코드")).toBeVisible();
    // The other ways in belong to the first step: a passkey or a provider here would start a second sign-in.
    await expect(page.getByRole("button", { name: "패스키로 로그인" })).toHaveCount(0);
    await shot(page, `security-second-factor-${size.name}`);
    await axeOn(page, "main");
    const next = await codeAfter(secret, first.at);
    await second.getByLabel("인증 코드").fill(next.code);
    await second.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await member.context.close();
  });
}
