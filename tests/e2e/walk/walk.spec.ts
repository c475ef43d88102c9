import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, expect, linkFromOutbox, test } from "../support/fixtures";
import { loadIds, sessionFor } from "./session";
import { checkLayout, checkShell, runAxe, signIn, sizeOf, walkShot, writeAxeReport, type Ids, type Viewer, type ViewerKind } from "./checks";
import { mainHeading, routesFor } from "./routes";
import { SPEC_STRINGS } from "./spec-strings";

/**
 * The route walk: every route of both spec documents, as each kind of viewer, at the size of the
 * Playwright project (desktop 1280x800, mobile 375x812 with touch). On each: the shell for that viewer,
 * the main content, the spec's Korean strings for that route, a screenshot, no sideways scroll or
 * overflowing text, and axe-core without a serious or critical violation.
 */

let ids: Ids;
let withdrawnContext: BrowserContext | null = null;

/** An artist account created through the API, verified through the mailed link, then deleted from its own session. */
async function createWithdrawn(browser: Browser, baseURL: string, info: TestInfo): Promise<{ context: BrowserContext; id: string }> {
  const { viewport, isMobile, hasTouch, locale, timezoneId } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale, timezoneId });
  const tag = info.project.name;
  const email = `walk.withdrawn.${tag}.${Date.now()}@example.com`;
  const reg = await context.request.post("/api/auth/register", {
    headers: { Origin: baseURL },
    data: { email, password: DEMO_PASSWORD, firstName: "탈퇴", lastName: "김", userType: "artist" },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const link = await linkFromOutbox(email, "/verify-email?token=");
  const token = new URL(link).searchParams.get("token")!;
  expect((await context.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).ok()).toBeTruthy();
  const me = await signIn(context.request, baseURL, email, DEMO_PASSWORD);
  const del = await context.request.delete("/api/auth/delete-account", {
    headers: { Origin: baseURL },
    data: { confirmText: "삭제하겠습니다", reason: "경로 점검용 계정" },
  });
  expect(del.status(), await del.text()).toBeLessThan(300);
  return { context, id: me.id };
}

// Walk tests share nothing but the ids (kept next to the database the server made for this run, so a
// worker restarted after a failure does not ask again) and the withdrawn account of the "withdrawn" group.
test.use({ trace: "off", screenshot: "off" });

async function viewerPage(kind: ViewerKind, page: Page, browser: Browser, baseURL: string): Promise<{ page: Page; viewer: Viewer }> {
  if (kind === "visitor") return { page, viewer: { kind, id: null, userType: null } };
  if (kind === "withdrawn") {
    const p = await withdrawnContext!.newPage();
    return { page: p, viewer: { kind, id: null, userType: null } };
  }
  const session = await sessionFor(kind, browser, baseURL);
  const state = JSON.parse(readFileSync(session.file, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await page.context().addCookies(state.cookies);
  return { page, viewer: { kind, id: session.id, userType: kind } };
}

for (const kind of ["visitor", "artist", "producer", "withdrawn"] as const) {
 test.describe(`as ${kind}`, () => {
  test.beforeAll(async ({ browser, baseURL }, info) => {
    info.setTimeout(120_000);
    const found = await loadIds(browser, baseURL!);
    if (kind === "withdrawn") {
      const withdrawn = await createWithdrawn(browser, baseURL!, info);
      withdrawnContext = withdrawn.context;
      ids = { ...found, withdrawnId: withdrawn.id };
    } else {
      ids = { ...found, withdrawnId: "00000000-0000-4000-8000-000000000001" };
    }
  });
  test.afterAll(async () => {
    await withdrawnContext?.close();
    withdrawnContext = null;
  });
  for (const route of routesFor(kind)) {
    test(`${route.name} as ${kind}`, async ({ page: basePage, browser, baseURL }) => {
      const { page, viewer } = await viewerPage(kind, basePage, browser, baseURL!);
      const path = route.path(ids, viewer);
      test.skip(!path, "the demo seed has no such project");
      const size = sizeOf(page);
      await page.goto(path!);
      const redirect = route.redirect?.(viewer);
      if (redirect) await expect(page, `${route.name} redirects`).toHaveURL(redirect);
      if (route.loginPrompt && viewer.id === null) {
        const prompt = page.getByRole("dialog");
        await expect(prompt, `${route.name}: login prompt for a visitor`).toBeVisible();
        await expect(prompt.getByRole("link", { name: /로그인/ }).first()).toHaveAttribute("href", /\/auth/);
        const promptAxe = await runAxe(page, `${route.name}-login-prompt`, kind);
        expect.soft(promptAxe.map((f) => `${f.rule} (${f.impact}): ${f.targets.join(", ")}`), `${route.name}: axe on the login prompt`).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(prompt).toBeHidden();
      }
      await route.open?.(page, viewer);
      const main = route.main ? route.main(page, viewer) : mainHeading(page);
      await expect.soft(main, `${route.name}: main content`).toBeVisible();

      for (const entry of SPEC_STRINGS.filter((e) => !e.setup && e.route === route.name && (!e.viewers || e.viewers.includes(kind)))) {
        for (const text of entry.texts) {
          await expect.soft(page.getByText(text, { exact: false }).first(), `spec string on ${route.name} for ${kind}: "${text}"`).toBeAttached();
        }
      }

      if (!route.open) await checkShell(page, viewer);
      await walkShot(page, route.name, kind);
      const layout = (await checkLayout(page)).filter((l) => size === "mobile" || !l.startsWith("page scrolls"));
      expect.soft(layout, `${route.name}: layout`).toEqual([]);
      const axe = await runAxe(page, route.name, kind);
      writeAxeReport(`${route.name}--${kind}--${size}`, axe);
      expect.soft(axe.map((f) => `${f.rule} (${f.impact}): ${f.targets.join(", ")}`), `${route.name}: axe serious/critical`).toEqual([]);
      if (kind === "withdrawn") await page.close();
    });
  }
 });
}
