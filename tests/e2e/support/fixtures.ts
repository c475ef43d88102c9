import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoStateFile, linkFromOutbox, readDemoState, type DemoKind } from "./demo";

export { DEMO_ARTIST, DEMO_PASSWORD, DEMO_PRODUCER, linkFromOutbox, type DemoKind } from "./demo";

/**
 * A new account, verified through the mailed link (which signs it in on `request`). Returns its e-mail and id.
 * The whole run comes from one address, which may sign up 20 accounts an hour (shared/constants.ts
 * RATE_LIMITS): a journey makes its own accounts only where the demo ones would not do.
 */
/** Signs `email` in through the API with the demo password (the context keeps the session cookie). */
async function signInByApi(request: APIRequestContext, baseURL: string, email: string, address: string): Promise<{ id: string }> {
  // From the newcomer's own address, like its sign-up: every journey's API sign-ins from the browser's one
  // address passed the 25 sign-ins per 5 minutes an address may make (RATE_LIMITS.login; a CI run lost five
  // journeys to 429 that way once the auditions journey added its members).
  const res = await request.post("/api/auth/login", {
    headers: { Origin: baseURL, "X-Forwarded-For": address },
    data: { email, password: DEMO_PASSWORD, rememberMe: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user;
}

let signUps = 0;
/**
 * The address a fixture's sign-up comes from: each new member signs up from an address of its own, as real
 * newcomers do, so the whole run does not spend the 20 sign-ups an hour one address may make (RATE_LIMITS;
 * the e2e server trusts X-Forwarded-For from loopback, TRUST_PROXY's default). The journeys that sign up
 * through the page still come from the browser's own address. 198.18.0.0/15 is reserved for tests (RFC 2544).
 */
function newcomerAddress(): string {
  signUps += 1;
  return `198.18.${Number(process.env.TEST_WORKER_INDEX ?? 0) % 256}.${signUps % 256}`;
}

export async function registerVerified(request: APIRequestContext, baseURL: string, userType: "artist" | "producer", prefix: string) {
  const email = `${prefix}.${userType}.${Date.now()}@example.com`;
  const address = newcomerAddress();
  const reg = await request.post("/api/auth/register", {
    headers: { Origin: baseURL, "X-Forwarded-For": address },
    data: { email, password: DEMO_PASSWORD, firstName: "한글", lastName: "김", userType, agreeTerms: true, agreePrivacy: true, agreeAge14: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const link = await linkFromOutbox(email, "/verify-email?token=");
  const token = new URL(link).searchParams.get("token")!;
  const verified = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(verified.status(), await verified.text()).toBe(200);
  // Verifying never signs in (issue 25): the account signs in with its password.
  const user = await signInByApi(request, baseURL, email, address);
  return { email, id: user.id };
}

/**
 * A fresh account signed up through the API and signed in by its verification link (opened through the
 * API: the verify page's own journey is auth/account-journey), in a browser context of its own. The page
 * is blank; the journey opens what it needs.
 */
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
  const address = newcomerAddress();
  const res = await page.request.post("/api/auth/register", {
    headers: { Origin: baseURL, "X-Forwarded-For": address },
    data: { email, password: DEMO_PASSWORD, ...who, agreeTerms: true, agreePrivacy: true, agreeAge14: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = new URL(await linkFromOutbox(email, "/verify-email?token=")).searchParams.get("token")!;
  const verified = await page.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(verified.status(), await verified.text()).toBe(200);
  // Verifying never signs in (issue 25): the account signs in with its password.
  await signInByApi(page.request, baseURL, email, address);
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  expect(me.id, "signed in after verifying").toBeTruthy();
  return { context, page, email, id: me.id };
}

/** The date `offset` days from today in Korea, as YYYY-MM-DD (the project forms' dates). */
export const koreanDay = (offset: number) => new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Through the API: `producer` publishes a sculpture project (한강 야외 조각 전시), `artist` applies and the
 * producer accepts, for journeys whose subject starts after that (contracts, the activity record).
 */
/** The working conditions a published project needs (issue 26: publishing without them is 400). */
export const CONDITIONS = {
  meals: "provided",
  transport: "allowance",
  accommodation: "not_needed",
  paymentTiming: "작업 종료 후 14일 이내",
  schedule: "주 2회 오후 작업",
} as const;

export async function projectWithAcceptedArtist(producer: Page, artist: Page, baseURL: string) {
  const origin = { Origin: baseURL };
  const created = await producer.request.post("/api/projects", {
    headers: origin,
    data: {
      title: "한강 야외 조각 전시",
      description: "한강공원에서 열리는 야외 조각 전시에 참여할 작가를 찾습니다. 신작 2점 출품과 작가와의 대화 1회.",
      budget: "300만원",
      location: "서울",
      // It starts today, so the journeys may complete it: a project completes only from its start date on (issue 31).
      startDate: koreanDay(0),
      endDate: koreanDay(60),
      deadline: koreanDay(0),
      status: "published",
      conditions: CONDITIONS,
      tags: ["조각"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: number }).id;
  const applied = await artist.request.post("/api/applications", {
    headers: origin,
    data: {
      projectId,
      coverLetter: "야외 조각 작업을 10년째 하고 있습니다. 한강공원의 바람과 빛을 담은 금속 조각으로 이 전시에 꼭 참여하고 싶습니다. 잘 부탁드립니다.",
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await producer.request.patch(`/api/applications/${applicationId}/status`, { headers: origin, data: { status: "accepted" } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { projectId, applicationId };
}

/**
 * Waits until the password strength meter in `scope` has its estimate: its hints can take a second line
 * when they arrive, and a click aimed below the meter a moment before would land on what moved.
 */
export async function passwordMeterSettled(scope: Page | Locator) {
  await expect(scope.getByTestId("password-strength")).not.toHaveAttribute("aria-busy", "true");
}

/** Waits for a toast with `text`. */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible({ timeout });
}

/**
 * A new browser context signed in as a demo account. The global setup signed each demo account in once
 * for the whole run; every journey that acts as one shares that session instead of signing in again
 * (the login form has journeys of its own: auth/account-journey, input/keyboard).
 */
export async function demoContext(browser: Browser, kind: DemoKind, options: BrowserContextOptions = {}) {
  return browser.newContext({ ...options, storageState: demoStateFile(kind) });
}

/** Signs `page`'s context in as a demo account (the run's session); the next page load is signed in. */
export async function useDemoSession(page: Page, kind: DemoKind) {
  await page.context().addCookies(readDemoState(kind).cookies);
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Before a screenshot: the web fonts loaded, every eagerly loaded image decoded, and a frame painted.
 * (Screenshots are taken with animations: "disabled", so a dialog or a toast is caught at its end state.)
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => !img.complete && img.loading !== "lazy");
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * The app's own top element under #root. Not "#root > *": for an eagerly loaded image (a project page's
 * cover) React's server render puts a <link rel="preload" as="image"> first in #root, and React never
 * attaches to that link, so waiting for it to be hydrated waited forever.
 */
const ROOT_CONTENT = "#root > :not(link, style, script)";

/**
 * Until the page's script has taken over, a server-rendered page (a visitor's / and /projects) is plain
 * HTML: keys go to the browser's own form handling. Resolves once React has attached itself to the
 * element (see hydrationWait below).
 */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

export async function shot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: "disabled" });
}

/**
 * Every page of every journey is also checked for Content-Security-Policy violations: the built SPA must
 * run under the server's strict policy (server/http/security-headers.ts) without a single one.
 */
export const test = base.extend<{ cspGuard: void; hydrationWait: void }>({
  /**
   * A visitor's public pages come server-rendered (decision 021): for a moment they are plain HTML, where a
   * click on a button does nothing and Enter submits a form natively. A person waits for the page; a test
   * acts within milliseconds, so on a loaded machine it could act before React had taken over (a CI run
   * lost an IME test that way). page.goto and page.reload therefore return once the page is hydrated,
   * unless the test asked for { waitUntil: "commit" } to act on the bare HTML on purpose.
   */
  hydrationWait: [
    async ({ page }, use) => {
      const settled = async <T>(navigation: Promise<T>, waitUntil?: string) => {
        const response = await navigation;
        if (waitUntil !== "commit") await hydrated(page, ROOT_CONTENT);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => settled(goto(url, options), options?.waitUntil);
      page.reload = (options) => settled(reload(options), options?.waitUntil);
      await use();
    },
    { auto: true },
  ],
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

/**
 * axe-core on one part of a journey's page; serious and critical findings fail. `skipFrames` leaves out
 * embedded players' frames (YouTube, Vimeo), which are theirs.
 */
export async function axeOn(page: Page, selector: string, opts: { skipFrames?: boolean } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).include(selector).exclude("[data-sonner-toaster]");
  if (opts.skipFrames) builder = builder.exclude("iframe");
  const result = await builder.analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${selector}`,
  ).toEqual([]);
}
