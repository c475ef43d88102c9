/**
 * Performance benchmark of the project search API on PostgreSQL (`npm run bench`).
 *
 * Creates a scratch database, seeds 20,000 users and 100,000 projects, captures the SQL the service
 * sends for the searches and EXPLAINs it, starts the real app in a child process on 127.0.0.1 (so the
 * load generator does not share its event loop), loads it with autocannon (50 connections; GET
 * /api/health as the machine's baseline), then replays the captured SQL from a bare pg pool for the
 * database's own rate. CPU time per request of the app, PostgreSQL and autocannon is reported where
 * /proc allows. Env: BENCH_DATABASE_URL (admin connection, must be local), BENCH_KEEP=1 keeps the
 * scratch database.
 */
import { fork, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { projectListQuerySchema } from "@shared/validators/projects";
import { createDatabase, type Database } from "../server/db/client";
import { migrationsFolder } from "../server/db/migrate";
import * as projectService from "../server/features/projects/service";
import { capturingDb, dbLoop, type LoopResult, type Statement } from "./db-loop";
import { runLoad, type LoadResult } from "./load";
import { seed } from "./seed";

const started = performance.now();
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const KEEP = process.env.BENCH_KEEP === "1";
const SCRATCH = "bench_projects";
const USERS = 20_000;
const PROJECTS = 100_000;
const CONNECTIONS = 50;
/** The app's pool size (server/db/client.ts), used for the bare loop too. */
const POOL_SIZE = 10;
const LOAD_SECONDS = 15;
// The app's default micro-cache for visitors' searches (server/features/projects/routes.ts).
const SERVED_CACHE_MS = 5_000;
const WARMUP_SECONDS = 3;
const BASELINE_SECONDS = 5;
const DB_SECONDS = 10;
const TARGET_P95_MS = 50;
const INDEX = "projects_search_tokens_idx";

const SEARCH = { search: "설치", tags: "회화", location: "서울" };
const SHORT = { search: "무용" };

const log = (msg = "") => console.log(msg);
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : "-");
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function localUrl(raw: string, database?: string) {
  const url = new URL(raw);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at this machine (127.0.0.1), not ${url.hostname}`);
  }
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: localUrl(ADMIN_URL) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startServer(databaseUrl: string, listCacheMs = 0): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), {
    env: { ...process.env, BENCH_APP_DATABASE_URL: databaseUrl, BENCH_LIST_CACHE_MS: String(listCacheMs), NODE_ENV: "production" },
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the app did not start within 30 s")), 30_000);
    child.once("message", (m) => {
      clearTimeout(timer);
      resolve({ child, port: (m as { port: number }).port });
    });
    child.once("exit", (code) => reject(new Error(`the app exited early (code ${code})`)));
  });
}

/** CPU time (user + system, ms) the app process has used so far. */
function appCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const cpu = (m as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off("message", onMessage);
      resolve((cpu.user + cpu.system) / 1000);
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

/**
 * CPU time (ms) used so far by the PostgreSQL processes of this machine, read from /proc; undefined
 * where that is not possible (another OS, a server in a container). Backends that exit in between are
 * missed, so it is measured over runs whose pool connections stay open.
 */
function postgresCpuMs(): number | undefined {
  try {
    let ticks = 0;
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue;
      }
      const close = stat.lastIndexOf(")");
      if (stat.slice(stat.indexOf("(") + 1, close) !== "postgres") continue;
      const fields = stat.slice(close + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
    return ticks ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function qs(params: Record<string, string>) {
  return new URLSearchParams(params).toString();
}

/** Runs the search through the real service on a recording drizzle: its total and the exact SQL sent. */
async function captureSearch(databaseUrl: string, params: Record<string, string>) {
  const capture = capturingDb(databaseUrl);
  try {
    const result = await projectService.list(capture.db, projectListQuerySchema.parse(params));
    return { total: result.total, items: result.items.length, statements: capture.statements };
  } finally {
    await capture.close();
  }
}

async function scalarRow<T>(databaseUrl: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T;
  } finally {
    await client.end();
  }
}

let explainClient: pg.Client | undefined;

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement, with its own parameters, on one kept connection. */
async function explain(databaseUrl: string, st: Statement) {
  if (!explainClient) {
    explainClient = new pg.Client({ connectionString: databaseUrl });
    await explainClient.connect();
  }
  const res = await explainClient.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${st.sql}`, st.params);
  return res.rows.map((r) => r["QUERY PLAN"]);
}

function printLoad(r: LoadResult) {
  const codes = Object.entries(r.statusCodes).map(([k, v]) => `${k}:${v}`).join(" ");
  log(
    `  ${r.requests} responses, ${r.rps.toFixed(0)} req/s (2xx) | p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}` +
      ` | errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx} [${codes}]`,
  );
  log(`  (autocannon histogram: p50 ${r.autocannon.p50} ms, p97.5 ${r.autocannon.p97_5} ms, p99 ${r.autocannon.p99} ms)`);
}

async function main() {
  const scratchUrl = localUrl(ADMIN_URL, SCRATCH);
  log(`project search benchmark: ${PROJECTS} projects, ${USERS} users, ${CONNECTIONS} connections, PostgreSQL at ${new URL(scratchUrl).host}`);
  log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} (figures assume an otherwise idle machine)`);

  await admin(`drop database if exists "${SCRATCH}" with (force)`);
  await admin(`create database "${SCRATCH}"`);
  let database: Database | undefined;
  let server: ChildProcess | undefined;
  try {
    database = await createDatabase({ databaseUrl: scratchUrl });
    await database.migrate(migrationsFolder);
    const version = ((await database.db.execute(sql`select current_setting('server_version') as v`)) as unknown as { rows: Array<{ v: string }> }).rows[0]!.v;
    log(`\n[1/6] seeding (${SCRATCH}, PostgreSQL ${version})`);
    const t0 = performance.now();
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    let seeded: Awaited<ReturnType<typeof seed>>;
    try {
      seeded = await seed(client, { users: USERS, projects: PROJECTS }, log);
      const ta = performance.now();
      await client.query("vacuum analyze");
      log(`  vacuum analyze: ${((performance.now() - ta) / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    log(
      `  ${seeded.users} users (${seeded.producers} producers), ${seeded.projects} projects, ${seeded.projectTags} project_tags,` +
        ` ${seeded.applications} applications in ${seedSeconds.toFixed(1)} s`,
    );
    await database.close();
    database = undefined;

    log(`\n[2/6] capturing the search SQL through the service`);
    const search = await captureSearch(scratchUrl, SEARCH);
    const short = await captureSearch(scratchUrl, SHORT);
    log(`  a) ${decodeURIComponent(qs(SEARCH))} -> total ${search.total} (page of ${search.items}), ${search.statements.length} statements per request`);
    log(`  b) ${decodeURIComponent(qs(SHORT))} -> total ${short.total} (page of ${short.items}), ${short.statements.length} statements per request`);
    const searchStatements = search.statements.filter((s) => s.sql.includes('"search_tokens"'));
    log(`  search SQL:\n${searchStatements.map((s) => `    ${s.sql}\n      params ${JSON.stringify(s.params)}`).join("\n")}`);

    log(`\n[3/6] EXPLAIN (ANALYZE, BUFFERS)`);
    const plans: Array<{ label: string; search: boolean; usesIndex: boolean }> = [];
    for (const [label, captured] of [
      ["a)", search],
      ["b)", short],
    ] as const) {
      for (const [i, st] of captured.statements.entries()) {
        const isSearch = st.sql.includes('"search_tokens"');
        // Explained twice: the first run pays the connection's catalog loading; the second is the steady state.
        await explain(scratchUrl, st);
        const plan = await explain(scratchUrl, st);
        const usesIndex = plan.some((l) => l.includes(INDEX));
        const timing = ["Planning Time", "Execution Time"].map((k) => plan.find((l) => l.startsWith(k)) ?? `${k}: ?`).join(", ");
        plans.push({ label, search: isSearch, usesIndex });
        log(`  -- ${label} statement ${i + 1} (${isSearch ? "search page and total" : "card tags and counts"}): ${timing}${isSearch ? `, index used: ${usesIndex ? "yes" : "no"}` : ""}`);
        if (label === "a)" && isSearch) for (const l of plan) log(`     ${l}`);
      }
    }
    const indexUsed = plans.filter((p) => p.search).every((p) => p.usesIndex);
    await explainClient?.end();
    explainClient = undefined;
    log(`  index used (${INDEX}): ${indexUsed ? "yes" : "no"}`);

    log(`\n[4/6] starting the app (child process, 127.0.0.1)`);
    const app = await startServer(scratchUrl);
    server = app.child;
    const base = `http://127.0.0.1:${app.port}`;
    log(`  listening on ${base}`);

    const ids = seeded.visibleIds;
    const scenarios: Array<{ name: string; url: string; seconds: number; requests?: Parameters<typeof runLoad>[1]["requests"] }> = [
      { name: `a) GET /api/projects?${decodeURIComponent(qs(SEARCH))}`, url: `${base}/api/projects?${qs(SEARCH)}`, seconds: LOAD_SECONDS },
      { name: `b) GET /api/projects?${decodeURIComponent(qs(SHORT))}`, url: `${base}/api/projects?${qs(SHORT)}`, seconds: LOAD_SECONDS },
      {
        name: "c) GET /api/projects/{random id}",
        url: `${base}/api/projects/${ids[0]}`,
        seconds: LOAD_SECONDS,
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/api/projects/${ids[Math.floor(Math.random() * ids.length)]}` }) }],
      },
      // The machine's ceiling for this app: the same middleware and one `select 1`.
      { name: "baseline: GET /api/health", url: `${base}/api/health`, seconds: BASELINE_SECONDS },
    ];

    log(`\n[5/6] load: ${CONNECTIONS} connections (after a ${WARMUP_SECONDS} s warm-up)`);
    await runLoad("warm-up", { url: scenarios[0]!.url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const loads: LoadResult[] = [];
    const cpu: Array<{ app: number; db: number | undefined; loader: number }> = [];
    for (const s of scenarios) {
      log(`  ${s.name} (${s.seconds} s)`);
      const load = os.loadavg()[0]!;
      const app0 = await appCpuMs(server);
      const db0 = postgresCpuMs();
      const self0 = process.cpuUsage();
      const r = await runLoad(s.name, { url: s.url, connections: CONNECTIONS, duration: s.seconds, requests: s.requests });
      const self = process.cpuUsage(self0);
      const db1 = postgresCpuMs();
      const n = Math.max(1, r.requests);
      const c = {
        app: ((await appCpuMs(server)) - app0) / n,
        db: db0 !== undefined && db1 !== undefined ? (db1 - db0) / n : undefined,
        loader: (self.user + self.system) / 1000 / n,
      };
      cpu.push(c);
      printLoad(r);
      log(
        `  CPU per request: app ${ms(c.app)}, PostgreSQL ${c.db === undefined ? "n/a" : ms(c.db)}, autocannon ${ms(c.loader)};` +
          ` load average before: ${load.toFixed(1)} on ${os.cpus().length} CPUs`,
      );
      loads.push(r);
    }
    await stopServer(server);
    server = undefined;

    // As served: the same searches with the visitors' 5 s micro-cache the app runs with by default.
    const served = await startServer(scratchUrl, SERVED_CACHE_MS);
    server = served.child;
    const servedBase = `http://127.0.0.1:${served.port}`;
    for (const s of scenarios.slice(0, 2)) {
      const name = `${s.name.slice(0, 2)} as served (visitor cache ${SERVED_CACHE_MS / 1000} s)`;
      log(`  ${name} (${s.seconds} s)`);
      const app0 = await appCpuMs(server);
      const db0 = postgresCpuMs();
      const self0 = process.cpuUsage();
      const r = await runLoad(name, { url: s.url.replace(base, servedBase), connections: CONNECTIONS, duration: s.seconds });
      const self = process.cpuUsage(self0);
      const db1 = postgresCpuMs();
      const n = Math.max(1, r.requests);
      cpu.push({ app: ((await appCpuMs(server)) - app0) / n, db: db0 !== undefined && db1 !== undefined ? (db1 - db0) / n : undefined, loader: (self.user + self.system) / 1000 / n });
      printLoad(r);
      loads.push(r);
    }
    await stopServer(server);
    server = undefined;
    const hot = await scalarRow<{ upd: string; hot: string }>(scratchUrl, "select n_tup_upd as upd, n_tup_hot_upd as hot from pg_stat_user_tables where relname = 'projects'");
    log(`  projects rows updated (view counts): ${hot.upd}, of which HOT (no index writes): ${hot.hot}`);

    log(`\n[6/6] bare database: the same statements from ${CONNECTIONS} concurrent loops over a pg Pool of ${POOL_SIZE}, ${DB_SECONDS} s`);
    const dbRuns: Array<{ label: string; app: LoadResult; db: LoopResult; statements: number }> = [];
    for (const [label, captured, app] of [
      ["a) search+tag+location", search, loads[0]!],
      ["b) 2-syllable search", short, loads[1]!],
    ] as const) {
      const seconds = label.startsWith("a)") ? DB_SECONDS : Math.ceil(DB_SECONDS / 2);
      const db = await dbLoop(scratchUrl, captured.statements, { workers: CONNECTIONS, poolSize: POOL_SIZE, seconds, cpu: postgresCpuMs });
      dbRuns.push({ label, app, db, statements: captured.statements.length });
      log(
        `  ${label}: ${db.roundsPerSec.toFixed(0)} request-equivalents/s (${captured.statements.length} statements each, ${db.queriesPerSec.toFixed(0)} queries/s),` +
          ` p50 ${ms(db.p50)} p95 ${ms(db.p95)}, PostgreSQL CPU ${db.cpuMs === undefined ? "n/a" : ms(db.cpuMs / Math.max(1, db.rounds))} per round; app/db = ${(app.rps / db.roundsPerSec).toFixed(2)}`,
      );
    }

    const [a] = loads;
    const aServed = loads[loads.length - 2]!;
    const pass = a!.p95 < TARGET_P95_MS && a!.errors === 0 && a!.non2xx === 0;
    const passServed = aServed.p95 < TARGET_P95_MS && aServed.errors === 0 && aServed.non2xx === 0;
    log(`\nsummary (${PROJECTS} projects, ${USERS} users, ${CONNECTIONS} connections; CPU = CPU time per request of each process)`);
    const rows = [
      ["scenario", "req/s", "p50", "p95", "p99", "errors", "non-2xx", "CPU app", "CPU db", "CPU autocannon"],
      ...loads.map((r, i) => [
        r.name,
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        String(r.errors),
        String(r.non2xx),
        ms(cpu[i]!.app),
        cpu[i]!.db === undefined ? "n/a" : ms(cpu[i]!.db!),
        ms(cpu[i]!.loader),
      ]),
      ...dbRuns.map((d) => [
        `db only, ${d.label} (${d.statements} stmts)`,
        d.db.roundsPerSec.toFixed(0),
        ms(d.db.p50),
        ms(d.db.p95),
        "-",
        "-",
        "-",
        "-",
        d.db.cpuMs === undefined ? "n/a" : ms(d.db.cpuMs / Math.max(1, d.db.rounds)),
        "-",
      ]),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")}`);
    for (const d of dbRuns) log(`  app/db ratio ${d.label}: ${(d.app.rps / d.db.roundsPerSec).toFixed(2)}`);
    log(`  index used (${INDEX}): ${indexUsed ? "yes" : "no"}`);
    log(`  target p95 < ${TARGET_P95_MS} ms for a), every request hitting the database: ${pass ? "met" : "MISSED"} (${ms(a!.p95)})`);
    log(`  target p95 < ${TARGET_P95_MS} ms for a), as served with the visitor cache: ${passServed ? "met" : "MISSED"} (${ms(aServed.p95)})`);
    log(`  seeding ${seedSeconds.toFixed(1)} s, total ${elapsed()}`);
  } finally {
    if (server) await stopServer(server);
    if (database) await database.close();
    if (KEEP) log(`scratch database kept: ${scratchUrl}`);
    else await admin(`drop database if exists "${SCRATCH}" with (force)`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
