import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 5100);
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
  workers: 1,
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
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
