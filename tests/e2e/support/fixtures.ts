import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_PRODUCER = "producer@artlink.kr";
export const DEMO_ARTIST = "artist@artlink.kr";

/** The newest link sent to `email`, read from the .eml files the server writes without SMTP. */
export async function linkFromOutbox(email: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse();
    } catch {
      files = [];
    }
    for (const f of files) {
      const raw = readFileSync(path.join(dir, f), "utf8");
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      // Quoted-printable soft line breaks and escapes must be undone before the link is read.
      const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const m = text.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`));
      if (m) return m[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail with ${pathPrefix} for ${email} in ${dir}`);
}

/**
 * A new account, verified through the mailed link (which signs it in on `request`) (the demo accounts' login limit,
 * 10 per e-mail in 15 minutes, is shared by every journey of a run). Returns its e-mail and id.
 */
export async function registerVerified(request: APIRequestContext, baseURL: string, userType: "artist" | "producer", prefix: string) {
  const email = `${prefix}.${userType}.${Date.now()}@example.com`;
  const reg = await request.post("/api/auth/register", {
    headers: { Origin: baseURL },
    data: { email, password: DEMO_PASSWORD, firstName: "한글", lastName: "김", userType },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const link = await linkFromOutbox(email, "/verify-email?token=");
  const token = new URL(link).searchParams.get("token")!;
  // The verified link signs the account in.
  const verified = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(verified.status(), await verified.text()).toBe(200);
  const { user } = (await verified.json()) as { user: { id: string } };
  return { email, id: user.id };
}

/** A fresh account signed up through the API and signed in by its verification link, in a browser context of its own. */
export async function newMember(
  browser: Browser,
  baseURL: string,
  prefix: string,
  who: { firstName: string; lastName: string; userType: "producer" | "artist" },
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const email = `${prefix}.${who.userType}.${Date.now()}@example.com`;
  const res = await page.request.post("/api/auth/register", { headers: { Origin: baseURL }, data: { email, password: DEMO_PASSWORD, ...who } });
  expect(res.status(), await res.text()).toBe(201);
  const link = await linkFromOutbox(email, "/verify-email?token=");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  return { context, page, email, id: me.id };
}

/** The date `offset` days from today in Korea, as YYYY-MM-DD (the project forms' dates). */
export const koreanDay = (offset: number) => new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** Waits for a toast with `text`. */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible({ timeout });
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Lets fonts, lazy images and the first queries settle before a screenshot. */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(600);
}

export async function shot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * Every page of every journey is also checked for Content-Security-Policy violations: the built SPA must
 * run under the server's strict policy (server/http/security-headers.ts) without a single one.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
