// Lighthouse on the production build: starts dist/server/index.js itself on a free port with a fresh
// embedded (PGlite) database in a temporary DATA_DIR and the demo seed, runs Lighthouse's default mobile
// settings (simulated slow 4G, 4x CPU slowdown, Moto G Power screen) in Debian's chromium on /, /projects
// and the newest project's page, prints the four category scores and LCP/CLS/TBT per page, writes them to
// lighthouse-results.json (or the path given as the first argument), and stops the server.
// Targets (issue "Performance"): performance >= 95, accessibility, best practices and SEO 100, LCP <= 2.5 s,
// CLS <= 0.1. Reports only: the exit code is 0 unless a run fails. `npm run build` must have run.
// Usage: npm run lighthouse [-- out.json]   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const out = path.resolve(process.argv[2] ?? "lighthouse-results.json");
const serverEntry = path.resolve("dist/server/index.js");
if (!existsSync(serverEntry)) {
  console.error("dist/server/index.js is missing: run `npm run build` first");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, server, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "artlink-lighthouse-"));
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "lighthouse-run-only-secret-0123456789",
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let chrome;
const cleanup = async () => {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  await waitFor(`${base}/api/health`, server);
  const list = await (await fetch(`${base}/api/projects?pageSize=1`)).json();
  const projectId = list.items?.[0]?.id;
  if (!projectId) throw new Error("the demo seed has no listed project");
  const pages = [
    { name: "/", url: `${base}/` },
    { name: "/projects", url: `${base}/projects` },
    { name: "/projects/{id}", url: `${base}/projects/${projectId}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    // The product's users are in Korea; the server renders dates in their time zone (decision 021).
    envVars: { ...process.env, TZ: "Asia/Seoul" },
  });
  const results = [];
  for (const page of pages) {
    // Warm the server (first render of a route, PGlite's first query plans) so the audit measures the page.
    await fetch(page.url);
    const { lhr } = await lighthouse(page.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const audit = (k) => lhr.audits[k]?.numericValue;
    const failing = (k) => (lhr.categories[k]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
    results.push({
      page: page.name,
      url: page.url.replace(base, ""),
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      fcpMs: Math.round(audit("first-contentful-paint")),
      // A run that failed (runtimeError, e.g. no paint within the time limit on a loaded machine) has no metrics.
      cls: audit("cumulative-layout-shift") === undefined ? null : Number(audit("cumulative-layout-shift").toFixed(3)),
      runtimeError: lhr.runtimeError?.code ?? null,
      tbtMs: Math.round(audit("total-blocking-time")),
      consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) => `${i.source ?? ""}: ${i.description ?? ""}`),
      // Where the blocking time comes from: the longest main-thread tasks, each script's evaluation and
      // compile time, and the main thread's work by kind (all in simulated, 4x-slowed milliseconds).
      longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 8).map((i) => ({
        url: String(i.url ?? "").replace(base, ""),
        startMs: Math.round(i.startTime ?? 0),
        durationMs: Math.round(i.duration ?? 0),
      })),
      bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 6).map((i) => ({
        url: String(i.url ?? "").replace(base, ""),
        scriptingMs: Math.round(i.scripting ?? 0),
        parseCompileMs: Math.round(i.scriptParseCompile ?? 0),
      })),
      // What the largest paint was and where its time went (TTFB, load delay, load time, render delay).
      lcp: (() => {
        const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
        const node = tables[0]?.items?.[0]?.node;
        const phases = Object.fromEntries((tables[1]?.items ?? []).map((i) => [i.phase, Math.round(i.timing ?? 0)]));
        return { element: node?.snippet ?? node?.selector ?? null, phases };
      })(),
      // What moved (CLS): the elements behind the largest layout shifts.
      layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).slice(0, 5).map((i) => ({
        score: Number((i.score ?? 0).toFixed(3)),
        node: i.node?.snippet ?? i.node?.selector ?? "",
        cause: (i.subItems?.items ?? [])
          .map((c) => c.extra?.value ?? c.cause ?? "")
          .filter(Boolean)
          .join("; "),
      })),
      mainThread: Object.fromEntries((lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration ?? 0)])),
      failing: {
        accessibility: failing("accessibility"),
        bestPractices: failing("best-practices"),
        seo: failing("seo"),
      },
    });
  }
  console.table(
    results.map((r) => ({
      page: r.page,
      perf: r.performance,
      a11y: r.accessibility,
      "best pr.": r.bestPractices,
      seo: r.seo,
      "LCP ms": r.lcpMs,
      "FCP ms": r.fcpMs,
      CLS: r.cls,
      "TBT ms": r.tbtMs,
    })),
  );
  for (const r of results) {
    const f = Object.entries(r.failing).filter(([, ids]) => ids.length);
    if (f.length) console.log(`${r.page} failing audits: ${f.map(([k, ids]) => `${k}: ${ids.join(", ")}`).join("; ")}`);
  }
  console.log("targets: performance >= 95, accessibility/best practices/SEO 100, LCP <= 2500 ms, CLS <= 0.1");
  writeFileSync(
    out,
    JSON.stringify(
      { at: new Date().toISOString(), loadAverage: os.loadavg(), lighthouse: lhVersion(), settings: "default mobile (simulated throttling)", results },
      null,
      2,
    ) + "\n",
  );
  console.log(`written to ${path.relative(process.cwd(), out)}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}

function lhVersion() {
  return JSON.parse(readFileSync(path.resolve("node_modules/lighthouse/package.json"), "utf8")).version;
}
