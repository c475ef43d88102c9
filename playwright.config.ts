import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 5100);
const WALK = process.env.E2E_WALK === "1";
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/**
 * Browser journeys against the built server on a fresh embedded database with the demo seed.
 * `npm run build` must have run (npm run test:e2e does it).
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The route walk runs its desktop and its phone half side by side (each file stays in one worker, in
  // order); the journeys share demo accounts and run one at a time.
  workers: WALK ? 2 : 1,
  // Issue 12 wants 0 everywhere; until the suite has passed twice in a row on CI with 0, CI keeps one retry
  // (a journey that needed it shows as "flaky" in the report and is a bug to fix).
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    {
      name: "desktop",
      // The route walk (tests/e2e/walk: 202 route x viewer x size pages with axe) runs with E2E_WALK=1
      // (npm run test:e2e:walk). It completes (218 tests, about 22 minutes on the shared 2-core machine),
      // which does not fit CI's 10 minutes next to the journeys, so CI runs it only when asked.
      testIgnore: WALK ? [] : /walk\/.*\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The phone: the route walk (tests/e2e/walk) runs here too; the other journeys check 375 px inside
    // themselves where it matters, so the whole suite stays under 10 minutes on two cores.
    ...(!WALK ? [] : [{
      name: "mobile",
      testMatch: /walk\/.*\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 1,
      },
    }]),
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
      LOG_LEVEL: "warn",
    },
  },
});
