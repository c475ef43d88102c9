import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 5100);
/** The browser's language and time zone in every context (the walk builds its own contexts with them). */
export const E2E_LOCALE = { locale: "ko-KR", timezoneId: "Asia/Seoul" };
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** The e2e server's ADMIN_EMAILS: the console journey signs this account up (it becomes admin when verified). */
export const E2E_ADMIN_EMAIL = "console.admin@example.com";
/** A second ADMIN_EMAILS account, of the console's second-factor journey (tests/e2e/admin/console-second-factor.spec.ts). */
export const E2E_SECOND_FACTOR_ADMIN_EMAIL = "console.totp@example.com";
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/**
 * The browser suite (decision 017): the journeys and the route walk, against the built server on a fresh
 * embedded database with the demo seed. `npm run build` must have run (npm run test:e2e does it).
 *
 * Three projects share the workers:
 * - `demo-story`: the journeys that act as the demo accounts and change what the others see of them
 *   (applications, invitations, notifications, the bell's count); one at a time, in file order.
 * - `journeys`: the journeys with accounts of their own (or none); side by side.
 * - `walk`: every route x viewer x size (tests/e2e/walk), and the spec strings that need a set-up; one
 *   test per page, spread over every free worker.
 * The global setup signs the demo accounts in once and prepares what the walk addresses.
 */
const DEMO_STORY = [
  "collaboration/dashboards.spec.ts",
  "messages/messages-journey.spec.ts",
  "saved-searches/saved-search-journey.spec.ts",
  "community/community-journey.spec.ts",
  "projects/create-and-find.spec.ts",
  "profiles/profile-journey.spec.ts",
].map((f) => `tests/e2e/${f}`);

/**
 * Chromium 156 starts two hidden WebUI renderers (the address bar's popups) for every new browser context,
 * which doubles what a context costs (measured: 20 contexts 14.4 s -> 7.3 s wall, 5.3 -> 3.2 s CPU); every
 * test opens one or more. They go with two features switched off. Chromium honours only the last
 * --disable-features, so the switch repeats Playwright's own list, read from the installed Playwright
 * (if that ever fails, Playwright's switches are left as they are).
 */
function withoutOmniboxWebUI(): { args: string[]; ignoreDefaultArgs: string[] } {
  try {
    const bundle = readFileSync(createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"), "utf8");
    const block = bundle.match(/disabledFeatures = \[([^\]]*)\]\.filter\(Boolean\)/)?.[1]?.replace(/\/\/.*$/gm, "");
    if (!block || !/^[\s",A-Za-z0-9]+$/.test(block)) return { args: [], ignoreDefaultArgs: [] };
    const own = `--disable-features=${[...block.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]).join(",")}`;
    return { ignoreDefaultArgs: [own], args: [`${own},WebUIOmniboxPopup,WebUIOmniboxAimPopup`] };
  } catch {
    return { args: [], ignoreDefaultArgs: [] };
  }
}
const features = withoutOmniboxWebUI();

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Measured on the 2-core CI machine (decision 017): 3 workers keep both cores busy while a worker waits
  // on the server or a timer; a 4th only adds contention.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Issue 12: no retries anywhere. A test that fails once is a bug to fix, not to retry.
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: E2E_LOCALE.locale,
    timezoneId: E2E_LOCALE.timezoneId,
    // A failed test keeps its trace: DOM snapshots of every action, network and console. Without the
    // screencast (the trace's film strip), which cost every passing journey its frames' encoding too.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage", ...features.args],
      ignoreDefaultArgs: features.ignoreDefaultArgs,
    },
  },
  projects: [
    // First in the queue: the longest chain of the run starts at once.
    {
      name: "demo-story",
      testMatch: DEMO_STORY,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "journeys",
      testIgnore: [...DEMO_STORY, "tests/e2e/walk/**"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The walk's sizes (desktop 1280x800, phone 375x812 with touch) are set per describe in walk.spec.ts,
    // so one worker runs either without restarting its browser.
    {
      name: "walk",
      testMatch: "tests/e2e/walk/**/*.spec.ts",
      fullyParallel: true,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node dist/server/index.js`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "true",
      ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_SECOND_FACTOR_ADMIN_EMAIL}`,
      LOG_LEVEL: "warn",
      // The footer's business strip (issue 31), so the journeys see it as a real deployment shows it.
      BUSINESS_NAME: "주식회사 아트링크",
      BUSINESS_REPRESENTATIVE: "김대표",
      BUSINESS_REGISTRATION_NUMBER: "123-45-67890",
      BUSINESS_MAIL_ORDER_NUMBER: "2026-서울마포-0001",
      BUSINESS_ADDRESS: "서울특별시 마포구 월드컵북로 1",
      BUSINESS_EMAIL: "help@artlink.example.kr",
      // 안전결제 through the in-process stand-in of Toss (issue 28): the escrow journey pays on its checkout page.
      TOSS_FAKE: "1",
    },
  },
});
