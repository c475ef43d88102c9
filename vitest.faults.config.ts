import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

/**
 * `npm run test:faults`: the fault suite (tests/faults). It needs a real PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432/test, or TEST_DATABASE_URL / DATABASE_URL), starts real server
 * processes, cuts their database connection and sends them signals, so it is kept out of `npm test`.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    // The migrated template database the in-process fault tests (enospc.test.ts) copy, as in `npm test`.
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/env.ts"],
    pool: "forks",
    // The soak (about 70 s) runs beside the other files, which together take about as long: the suite
    // stays near a minute and a half. Each file uses its own database and free ports.
    maxWorkers: 2,
    testTimeout: 120_000,
    // Generous: on a busy machine a server process can take long to start (tsx compiles it first).
    hookTimeout: 240_000,
  },
});
