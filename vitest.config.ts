import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/env.ts"],
    pool: "forks",
    // Each test file builds its own app and database (createTestApp), so nothing a file needs lives in a
    // module another file could have changed: the files of one worker share the loaded modules instead of
    // importing the whole server again for each (measured: PGlite 569 s -> 226 s, PostgreSQL 753 s -> 106 s
    // for the whole suite on this 2-core machine; half the time was imports).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on the two-core machines CI and
    // developers have, leaving a core idle. Test files never share a database (each has its own PGlite
    // copy or PostgreSQL database), so they run side by side safely. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
