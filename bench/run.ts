/**
 * `npm run bench`: the hot API requests on PostgreSQL, at BENCH_SIZE=100k (default: 100,000 projects,
 * 20,000 users) or 1m (1,000,000 projects, 200,000 users).
 *
 * 1. Seeds a scratch database `bench_<size>` in bulk (bench/seed.ts); with BENCH_KEEP=1 it is kept and
 *    reused by the next run of the same size and seed version.
 * 2. Starts the real app in a child process on 127.0.0.1 with the visitors' micro-cache off, signs a
 *    member in once through the API, captures the SQL the app sends for each scenario (one request at a
 *    time) and EXPLAINs the list statements.
 * 3. Loads GET /api/health (the machine's baseline) and every scenario with autocannon (50 connections,
 *    15 s after a short warm-up); right after each, replays the captured SQL from a bare pg pool of the
 *    app's size at the same concurrency: app/db = app req/s / bare-pg request-equivalents/s.
 * 4. Restarts the app as served (default cache) for the scenarios marked "both".
 * 5. Prints a table and writes bench/results.json (one entry per size, so sizes can be compared).
 *
 * Scenarios live in bench/scenarios.ts. Env: BENCH_SIZE, BENCH_KEEP=1, BENCH_DATABASE_URL (admin
 * connection, must be local), BENCH_SECONDS (load seconds per scenario, default 15),
 * BENCH_SAVED_SEARCHES=0 (leave the saved-search matching out), BENCH_ONLY=saved-searches (only the saved-search matching of bench/saved-searches.ts, on a small
 * scratch database of its own, in seconds).
 */
import { fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type autocannon from "autocannon";
import pg from "pg";
import { createDatabase } from "../server/db/client";
import { migrationsFolder } from "../server/db/migrate";
import { closeCalls } from "../server/jobs/close-calls";
import { dbLoop, POOL_SIZE, type LoopResult, type Statement } from "./db-loop";
import { runLoad, type LoadResult } from "./load";
import type { ProfileSummary } from "./profile";
import { HEALTH, randomOf, scenarios as mainScenarios, searchSetScenarios, type BenchContext, type Scenario, type Writer } from "./scenarios";
import {
  measureMatching,
  report as reportSavedSearches,
  sampleProjects,
  seedSavedSearches,
  standalone as savedSearchesOnly,
  SAVED_SEARCH_TARGET_MS,
  type SavedSearchBench,
} from "./saved-searches";
import { generate as totpCode } from "otplib";
import { EXTRAS_VERSION, MEMBER_SQL, OPERATOR, SEED_VERSION, SIZES, seed, seedExtras, seedSpecialties, type SizeName } from "./seed";

const started = performance.now();
/**
 * BENCH_SET=search: the Korean search set (bench/search-set.ts, 30 queries) instead of the hot requests;
 * its figures are kept apart in results.json (runs["<size>/search"]) and compared across sizes there.
 */
const SEARCH_SET = process.env.BENCH_SET === "search";
const allScenarios = SEARCH_SET ? searchSetScenarios : mainScenarios;
/** BENCH_SCENARIOS=a,b,m: only these scenarios (and the health baseline); results.json keeps the others' last figures. */
const ONLY = process.env.BENCH_SCENARIOS?.split(",")
  .map((k) => k.trim())
  .filter(Boolean);
const scenarios = ONLY?.length ? allScenarios.filter((s) => ONLY.includes(s.key)) : allScenarios;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SIZE = (process.env.BENCH_SIZE ?? "100k") as SizeName;
if (!(SIZE in SIZES)) throw new Error(`BENCH_SIZE must be one of ${Object.keys(SIZES).join(", ")}, not ${SIZE}`);
const COUNTS = SIZES[SIZE];
const KEEP = process.env.BENCH_KEEP === "1";
const SCRATCH = `bench_${SIZE}`;
/** The entry of results.json this run writes: one per size, and one per size for the search set. */
const runKey = (size: SizeName) => (SEARCH_SET ? `${size}/search` : size);
const CONNECTIONS = 50;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 2;
const RESULTS = fileURLToPath(new URL("./results.json", import.meta.url));
const MEMBER_PASSWORD = "benchmark-password";
/**
 * BENCH_CPU_PROF=1 (or a folder): a V8 CPU profile of the app per scenario (bench/profiles/ by default;
 * open one in Chrome's DevTools) and its ten functions with the most self time printed after the scenario.
 */
const PROFILE_DIR = process.env.BENCH_CPU_PROF
  ? process.env.BENCH_CPU_PROF === "1"
    ? fileURLToPath(new URL("./profiles", import.meta.url))
    : path.resolve(process.env.BENCH_CPU_PROF)
  : undefined;
/** Workers of the cluster comparison (one vs all): BENCH_WORKERS, default one per core; 1 leaves it out. */
const CLUSTER_WORKERS = Number(process.env.BENCH_WORKERS ?? os.cpus().length);
/** Rounds of the app's GET /api/health against the bare Express + pg reference, taken in turn. */
const REFERENCE_ROUNDS = 3;
/** Scenarios whose target is a ratio of GET /api/health: health is loaded again right before and after each. */
const HEALTH_IN_TURN = ["e", "f"];
/**
 * Artists the "writers" scenarios rotate through: 30 writes a minute each, so 800 allow 400 per second
 * (200 allowed 100, and the 1m run of 24 Nov sent 335 messages a second: 8,809 of its answers were 429).
 */
const WRITERS = 800;

const log = (msg = "") => console.log(msg);
const ms = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? `${v.toFixed(1)}` : "-");
const seconds = () => (performance.now() - started) / 1000;

function localUrl(raw: string, database?: string) {
  const url = new URL(raw);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at this machine (127.0.0.1), not ${url.hostname}`);
  }
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// --- the scratch database ---------------------------------------------------------------------

interface Marker {
  size: SizeName;
  version: number;
  /** EXTRAS_VERSION of the messaging and community data, once written. */
  extras?: number;
  users: number;
  projects: number;
  seedSeconds: number;
}

/** The marker a finished seed leaves as the database's comment; undefined if absent or unfinished. */
async function readMarker(adminUrl: string): Promise<Marker | undefined> {
  return withClient(adminUrl, async (c) => {
    const res = await c.query<{ comment: string | null }>("select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1", [
      SCRATCH,
    ]);
    try {
      return res.rows[0]?.comment ? (JSON.parse(res.rows[0].comment) as Marker) : undefined;
    } catch {
      return undefined;
    }
  });
}

/**
 * What the close-calls job (server/jobs/close-calls.ts) does within 10 minutes in production (decision 041),
 * for a kept database: the calls whose deadline has passed since its seed (which closes its own, see
 * seed.ts) stop being "recruiting". The bench's server runs no jobs: without this every published project
 * stayed in the recruiting indexes (search a at 1m read 3,069 index entries and rows for 143 matches).
 */
async function closeCallsNow(url: string): Promise<number> {
  const database = await createDatabase({ databaseUrl: url });
  try {
    return await closeCalls(database.db, new Date());
  } finally {
    await database.close();
  }
}

/** A seeded scratch database of this size: reused when kept and matching, else built from scratch. */
async function prepareDatabase(): Promise<{ url: string; seedSeconds: number; reused: boolean; counts: Record<string, number> }> {
  const adminUrl = localUrl(ADMIN_URL);
  const url = localUrl(ADMIN_URL, SCRATCH);
  const marker = await readMarker(adminUrl);
  if (KEEP && marker && marker.size === SIZE && marker.version === SEED_VERSION) {
    log(`  reusing ${SCRATCH} (seeded in ${marker.seedSeconds.toFixed(0)} s, seed version ${marker.version})`);
    if (marker.extras !== EXTRAS_VERSION) {
      // A kept projects' seed without (or with older) messaging and community data gains it here: only the
      // parts newer than its version when it has the rest (the whole extras took ~25 minutes at 1m).
      const t0 = performance.now();
      await withClient(url, async (c) => {
        if (marker.extras === 2 && EXTRAS_VERSION === 3) {
          log(`  artists' specialties: ${await seedSpecialties(c)} rows`);
        } else {
          await c.query("truncate messages, notifications, community_posts, community_post_tags, reports, contact_inquiries, user_tag_links cascade");
          await seedExtras(c, COUNTS, log);
        }
        await c.query("vacuum analyze");
      });
      marker.extras = EXTRAS_VERSION;
      marker.seedSeconds += (performance.now() - t0) / 1000;
      await withClient(adminUrl, (c) => c.query(`comment on database "${SCRATCH}" is '${JSON.stringify(marker)}'`));
    }
    // Migrations added since the seed (an index, say) apply to the kept data as they would in production.
    const database = await createDatabase({ databaseUrl: url });
    try {
      await database.migrate(migrationsFolder);
    } finally {
      await database.close();
    }
    // The calls whose deadline passed since the last run close, as the job would have closed them.
    const closed = await closeCallsNow(url);
    if (closed) log(`  close-calls: ${closed} projects no longer recruiting`);
    await withClient(url, (c) => c.query(closed ? "vacuum analyze" : "analyze"));
    // Earlier runs counted views and signed members in; start each run from the same state.
    await withClient(url, (c) => c.query("truncate project_views, sessions, rate_limit_hits"));
    const counts = await withClient(url, async (c) => {
      const r = await c.query(
        `select (select count(*) from users)::int as users, (select count(*) from projects)::int as projects,
                (select count(*) from project_tags)::int as "projectTags", (select count(*) from project_roles)::int as "projectRoles",
                (select count(*) from applications)::int as applications,
                (select count(*) from reviews)::int as reviews, (select count(*) from messages)::int as messages,
                (select count(*) from notifications)::int as notifications, (select count(*) from community_posts)::int as "communityPosts",
                (select count(*) from reports)::int as reports, (select count(*) from contact_inquiries)::int as inquiries`,
      );
      return r.rows[0] as Record<string, number>;
    });
    return { url, seedSeconds: marker.seedSeconds, reused: true, counts };
  }
  await withClient(adminUrl, async (c) => {
    await c.query(`drop database if exists "${SCRATCH}" with (force)`);
    await c.query(`create database "${SCRATCH}"`);
  });
  const t0 = performance.now();
  const database = await createDatabase({ databaseUrl: url });
  try {
    await database.migrate(migrationsFolder);
  } finally {
    await database.close();
  }
  const seeded = await withClient(url, async (c) => {
    const out = await seed(c, COUNTS, log);
    const extras = await seedExtras(c, COUNTS, log);
    const ta = performance.now();
    await c.query("vacuum analyze");
    log(`  vacuum analyze: ${((performance.now() - ta) / 1000).toFixed(1)} s`);
    return { ...out, ...extras };
  });
  const seedSeconds = (performance.now() - t0) / 1000;
  const m: Marker = { size: SIZE, version: SEED_VERSION, extras: EXTRAS_VERSION, users: COUNTS.users, projects: COUNTS.projects, seedSeconds };
  await withClient(adminUrl, (c) => c.query(`comment on database "${SCRATCH}" is '${JSON.stringify(m)}'`));
  const counts = {
    users: seeded.users,
    projects: seeded.projects,
    projectTags: seeded.projectTags,
    projectRoles: seeded.projectRoles,
    applications: seeded.applications,
    reviews: seeded.reviews,
    messages: seeded.messages,
    notifications: seeded.notifications,
    communityPosts: seeded.communityPosts,
    reports: seeded.reports,
    inquiries: seeded.inquiries,
  };
  return { url, seedSeconds, reused: false, counts };
}

// --- the app process --------------------------------------------------------------------------

interface AppProcess {
  child: ChildProcess;
  base: string;
}

function startApp(databaseUrl: string, listCacheMs?: number, opts: { workers?: number; script?: string } = {}): Promise<AppProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_APP_DATABASE_URL: databaseUrl, NODE_ENV: "production", BENCH_WORKERS: String(opts.workers ?? 1) };
  if (listCacheMs === undefined) delete env.BENCH_LIST_CACHE_MS;
  else env.BENCH_LIST_CACHE_MS = String(listCacheMs);
  const child = fork(fileURLToPath(new URL(opts.script ?? "./server.ts", import.meta.url)), {
    env,
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Keeps Dates and other parameter types intact when captured statements come back.
    serialization: "advanced",
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the app did not start within 120 s")), 120_000);
    child.once("message", (m) => {
      clearTimeout(timer);
      resolve({ child, base: `http://127.0.0.1:${(m as { port: number }).port}` });
    });
    child.once("exit", (code) => reject(new Error(`the app exited early (code ${code})`)));
  });
}

function ask<T>(child: ChildProcess, message: string | Record<string, string>, pick: (m: Record<string, unknown>) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const v = pick(m as Record<string, unknown>);
      if (v === undefined) return;
      child.off("message", onMessage);
      resolve(v);
    };
    child.on("message", onMessage);
    child.send(message);
  });
}

const appCpuMs = (child: ChildProcess) =>
  ask(child, "cpu", (m) => (m.cpu ? ((m.cpu as NodeJS.CpuUsage).user + (m.cpu as NodeJS.CpuUsage).system) / 1000 : undefined));

function stopApp(child: ChildProcess): Promise<void> {
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

/**
 * CPU time (ms) used so far by this machine's PostgreSQL processes, from /proc; undefined where that
 * is not possible. Backends that exit in between are missed, so it is read over runs whose pool
 * connections stay open.
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

// --- requests ---------------------------------------------------------------------------------

/** Headers of a member's requests: the session cookie, and HTTPS as a proxy on loopback would say (the cookie is Secure). */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
    body: JSON.stringify({ email, password: MEMBER_PASSWORD }),
  });
  if (!res.ok) throw new Error(`member login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("member login set no cookie");
  return { cookie, "x-forwarded-proto": "https" };
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
/** The TOTP time step the operator last signed in with: the app accepts each step once (decision 034). */
let operatorStep = -1;

/**
 * Headers of the operator's requests (OPERATOR, seeded by bench/seed.ts): signed in as a person does,
 * the password and then a code of its authenticator app (otplib, from the seeded secret), so the session
 * carries the second factor the console requires (decision 033). Waits for a fresh time step when this
 * run already used the current one.
 */
async function signInOperator(base: string): Promise<Record<string, string>> {
  const step = () => Math.floor(Date.now() / 30_000);
  if (step() <= operatorStep) await new Promise((r) => setTimeout(r, (operatorStep + 1) * 30_000 - Date.now() + 50));
  const headers = { "content-type": "application/json", "x-forwarded-proto": "https" };
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: OPERATOR.email, password: MEMBER_PASSWORD }) });
  const answer = (await login.json()) as { secondFactorRequired?: boolean };
  if (!login.ok || !answer.secondFactorRequired) throw new Error(`operator login did not ask for the second factor: ${login.status} ${JSON.stringify(answer)}`);
  operatorStep = step();
  const code = await totpCode({ secret: OPERATOR.totpSecret });
  const res = await fetch(`${base}/api/auth/login/second-factor`, {
    method: "POST",
    headers: { ...headers, cookie: cookieOf(login) },
    body: JSON.stringify({ code }),
  });
  if (!res.ok) throw new Error(`operator second factor failed: ${res.status} ${await res.text()}`);
  const cookie = cookieOf(res);
  if (!cookie) throw new Error("operator sign-in set no cookie");
  return { cookie, "x-forwarded-proto": "https" };
}

/** The signed-in sessions the scenarios send as: the member's, and the operator's when a scenario needs it. */
interface SignedIn {
  member: Record<string, string>;
  operator: Record<string, string>;
}

async function signInAll(base: string, memberEmail: string, needed: Array<Pick<Scenario, "as">>): Promise<SignedIn> {
  return {
    member: needed.some((s) => s.as === "member") ? await signIn(base, memberEmail) : {},
    operator: needed.some((s) => s.as === "operator") ? await signInOperator(base) : {},
  };
}

/** A signed-in artist of the "writers" scenarios: its cookie and the producers it may message. */
interface SignedWriter extends Writer {
  headers: Record<string, string>;
}

function headersOf(s: Scenario, signed: SignedIn, writer?: SignedWriter): Record<string, string> {
  const who = s.as === "member" ? signed.member : s.as === "operator" ? signed.operator : s.as === "writers" ? (writer?.headers ?? {}) : {};
  return { ...who, ...(s.body ? { "content-type": "application/json" } : {}), ...s.headers };
}

/**
 * Signs the writers in, clearing the scratch database's rate-limit counters every 20 logins (the login
 * limit is 25 per address per 5 minutes; the bench is one address).
 */
async function signInWriters(
  base: string,
  url: string,
  writers: Array<{ id: string; email: string; counterparts: string[]; applied: number[] | null }>,
): Promise<SignedWriter[]> {
  const out: SignedWriter[] = [];
  // Four at a time (bcrypt keeps both cores busy); 20 logins between two clearings, as before.
  for (let i = 0; i < writers.length; i += 4) {
    if (i % 20 === 0) await withClient(url, (c) => c.query("truncate rate_limit_hits"));
    const batch = writers.slice(i, i + 4);
    out.push(
      ...(await Promise.all(
        batch.map(async (w) => ({ id: w.id, counterparts: w.counterparts, applied: new Set(w.applied ?? []), headers: await signIn(base, w.email) })),
      )),
    );
  }
  await withClient(url, (c) => c.query("truncate rate_limit_hits"));
  return out;
}

/**
 * One request through fetch while the app records its statements. A read is sent once before, uncaptured:
 * what a process keeps between requests (prepared statements, the search's word-set densities, kept ten
 * minutes) is then warm, as it is during the load, and the bare-pg replay runs only what
 * every request runs.
 */
async function capture(app: AppProcess, s: Scenario, ctx: BenchContext, member: SignedIn, writers: SignedWriter[]): Promise<Statement[]> {
  const writer = s.as === "writers" ? randomOf(writers) : undefined;
  const url = `${app.base}${s.path(ctx, writer)}`;
  const send = () =>
    fetch(url, { method: s.method ?? "GET", headers: headersOf(s, member, writer), body: s.body ? JSON.stringify(s.body(ctx, writer)) : undefined });
  if ((s.method ?? "GET") === "GET") await (await send()).arrayBuffer();
  await ask(app.child, "capture-start", (m) => m.capturing as true | undefined);
  const res = await send();
  const text = await res.text();
  const statements = await ask(app.child, "capture-stop", (m) => m.statements as Statement[] | undefined);
  if (!res.ok) throw new Error(`${s.key}) ${url} answered ${res.status} while capturing: ${text.slice(0, 200)}`);
  return statements;
}

interface ExplainResult {
  statements: Array<{ sql: string; executionMs: number; planningMs: number }>;
  mainIndex: number;
  mainMs: number;
  totalMs: number;
  plan: string[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, twice (the second run is the steady state). */
async function explain(url: string, statements: Statement[]): Promise<ExplainResult> {
  return withClient(url, async (c) => {
    const out: ExplainResult = { statements: [], mainIndex: 0, mainMs: 0, totalMs: 0, plan: [] };
    const plans: string[][] = [];
    // Transaction control (a write's begin/commit) has no plan.
    for (const st of statements.filter((x) => /^\s*(select|with|insert|update|delete)\b/i.test(x.sql))) {
      await c.query(`explain (analyze, buffers) ${st.sql}`, st.params);
      const plan = (await c.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${st.sql}`, st.params)).rows.map((r) => r["QUERY PLAN"]);
      const time = (k: string) => Number(/([\d.]+) ms/.exec(plan.find((l) => l.startsWith(k)) ?? "")?.[1] ?? Number.NaN);
      out.statements.push({ sql: st.sql, executionMs: time("Execution Time"), planningMs: time("Planning Time") });
      plans.push(plan);
    }
    out.statements.forEach((st, i) => {
      out.totalMs += st.executionMs;
      if (st.executionMs > out.statements[out.mainIndex]!.executionMs) out.mainIndex = i;
    });
    out.mainMs = out.statements[out.mainIndex]?.executionMs ?? Number.NaN;
    out.plan = plans[out.mainIndex] ?? [];
    return out;
  });
}

interface Measured {
  key: string;
  name: string;
  mode: "uncached" | "served";
  as: Scenario["as"];
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  statusCodes?: Record<string, number>;
  cpuAppMs: number;
  cpuDbMs?: number;
  statementsPerRequest?: number;
  db?: { rps: number; p50: number; p95: number; p99: number; cpuDbMs?: number };
  ratio?: number;
  /** BENCH_CPU_PROF: the ten functions with the most self time over the load. */
  profile?: ProfileSummary;
  /** e and f: GET /api/health loaded right before and right after this scenario (its target's baseline). */
  healthInTurn?: { before: number; after: number };
}

async function load(
  app: AppProcess,
  s: Scenario,
  ctx: BenchContext,
  member: SignedIn,
  duration: number,
  writers: SignedWriter[] = [],
  profileAs?: string,
): Promise<{ r: LoadResult; cpuAppMs: number; cpuDbMs?: number; profile?: ProfileSummary }> {
  const method = s.method ?? "GET";
  const headers = headersOf(s, member);
  let turn = 0;
  const requests: autocannon.Request[] = [
    {
      method,
      setupRequest: (req) => {
        // Writers take turns, so each stays under its per-user write limit.
        const writer = s.as === "writers" ? writers[(turn += 1) % writers.length] : undefined;
        return {
          ...req,
          path: s.path(ctx, writer),
          headers: writer ? { ...req.headers, ...headersOf(s, member, writer) } : req.headers,
          body: s.body ? JSON.stringify(s.body(ctx, writer)) : undefined,
        };
      },
    },
  ];
  const url = `${app.base}${s.path(ctx, writers[0])}`;
  await runLoad("warm-up", { url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests, headers });
  const profiling = PROFILE_DIR && profileAs !== undefined;
  if (profiling) await ask(app.child, "profile-start", (m) => m.profiling as true | undefined);
  const app0 = await appCpuMs(app.child);
  const db0 = postgresCpuMs();
  const r = await runLoad(s.name, { url, connections: CONNECTIONS, duration, requests, headers });
  const db1 = postgresCpuMs();
  const n = Math.max(1, r.requests);
  const cpuAppMs = ((await appCpuMs(app.child)) - app0) / n;
  const profile = profiling
    ? await ask(app.child, { profileStop: path.join(PROFILE_DIR, `${SIZE}-${profileAs}.cpuprofile`) }, (m) => m.profile as ProfileSummary | undefined)
    : undefined;
  return { r, cpuAppMs, cpuDbMs: db0 !== undefined && db1 !== undefined ? (db1 - db0) / n : undefined, profile };
}

/**
 * The top-10 self-time table of a scenario's profile: each function's share of the sampled busy time, and
 * that share of the process's CPU time per request (the profile's own times are wall-clock: on a shared
 * machine they include the time the process waited for a core).
 */
function printProfile(p: ProfileSummary, cpuAppMs: number) {
  log(`     CPU profile ${p.file}: ${p.busyMs.toFixed(0)} ms sampled busy; app CPU ${(cpuAppMs * 1000).toFixed(0)} µs per request`);
  for (const row of p.top) log(`       ${(row.share * 100).toFixed(1).padStart(5)}% ${(row.share * cpuAppMs * 1000).toFixed(1).padStart(6)} µs/req  ${row.fn}`);
}

function measured(s: Scenario, mode: Measured["mode"], x: { r: LoadResult; cpuAppMs: number; cpuDbMs?: number; profile?: ProfileSummary }): Measured {
  return {
    profile: x.profile ? { ...x.profile, file: path.relative(process.cwd(), x.profile.file) } : undefined,
    key: s.key,
    name: s.name,
    mode,
    as: s.as,
    rps: x.r.rps,
    p50: x.r.p50,
    p95: x.r.p95,
    p99: x.r.p99,
    requests: x.r.requests,
    errors: x.r.errors,
    non2xx: x.r.non2xx,
    statusCodes: x.r.statusCodes,
    cpuAppMs: x.cpuAppMs,
    cpuDbMs: x.cpuDbMs,
  };
}

// --- the reference and the cluster ---------------------------------------------------------------

interface ReferenceResult {
  rounds: Array<{ app: number; reference: number; appCpuMs: number; referenceCpuMs: number }>;
  /** The app's GET /api/health requests over the reference's, all rounds together (equal durations). */
  ratio: number;
  appCpuMs: number;
  referenceCpuMs: number;
}

/**
 * The app's GET /api/health against bare Express 5 + a pg pool answering SELECT 1 (bench/reference-server.ts),
 * loaded in turn, REFERENCE_ROUNDS times, so both see the same machine: on a shared machine only the
 * ratio of back-to-back runs means something. CPU per request is each process's own.
 */
async function referenceRatio(app: AppProcess, url: string): Promise<ReferenceResult> {
  const ref = await startApp(url, undefined, { script: "./reference-server.ts" });
  const seconds = Math.max(3, Math.round(LOAD_SECONDS / REFERENCE_ROUNDS));
  const rounds: ReferenceResult["rounds"] = [];
  const one = async (p: AppProcess) => {
    const c0 = await appCpuMs(p.child);
    const r = await runLoad("health", { url: `${p.base}/api/health`, connections: CONNECTIONS, duration: seconds });
    return { rps: r.rps, cpuMs: ((await appCpuMs(p.child)) - c0) / Math.max(1, r.requests), requests: r.requests };
  };
  try {
    for (const p of [app, ref]) await runLoad("warm-up", { url: `${p.base}/api/health`, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    let appRequests = 0;
    let refRequests = 0;
    for (let i = 0; i < REFERENCE_ROUNDS; i += 1) {
      // Alternate which goes first, so neither always meets the other's leftovers.
      let a: Awaited<ReturnType<typeof one>>;
      let r: Awaited<ReturnType<typeof one>>;
      if (i % 2 === 0) {
        a = await one(app);
        r = await one(ref);
      } else {
        r = await one(ref);
        a = await one(app);
      }
      rounds.push({ app: a.rps, reference: r.rps, appCpuMs: a.cpuMs, referenceCpuMs: r.cpuMs });
      appRequests += a.rps;
      refRequests += r.rps;
      log(
        `  round ${i + 1}: app ${a.rps.toFixed(0)} req/s (CPU ${a.cpuMs.toFixed(3)} ms/req), reference ${r.rps.toFixed(0)} req/s (CPU ${r.cpuMs.toFixed(3)} ms/req): ${(a.rps / r.rps).toFixed(2)}`,
      );
    }
    const mean = (k: "appCpuMs" | "referenceCpuMs") => rounds.reduce((n, x) => n + x[k], 0) / rounds.length;
    return { rounds, ratio: appRequests / refRequests, appCpuMs: mean("appCpuMs"), referenceCpuMs: mean("referenceCpuMs") };
  } finally {
    await stopApp(ref.child);
  }
}

interface ClusterRow {
  key: string;
  name: string;
  one: { rps: number; p95: number; cpuAppMs: number };
  all: { rps: number; p95: number; cpuAppMs: number };
  ratio: number;
}

/**
 * One worker against CLUSTER_WORKERS workers (node:cluster, one port), both started at once and loaded
 * in turn per scenario, uncached: what `npm start` gains from WEB_CONCURRENCY on this machine.
 */
async function clusterComparison(url: string, ctx: BenchContext, memberEmail: string): Promise<ClusterRow[]> {
  const picked = [HEALTH, ...allScenarios.filter((s) => ["a", "e"].includes(s.key))];
  const single = await startApp(url, 0);
  let many: AppProcess | undefined;
  try {
    many = await startApp(url, 0, { workers: CLUSTER_WORKERS });
    const members = [await signInAll(single.base, memberEmail, picked), await signInAll(many.base, memberEmail, picked)];
    const rows: ClusterRow[] = [];
    for (const s of picked) {
      const a = await load(single, s, ctx, members[0]!, LOAD_SECONDS);
      const b = await load(many, s, ctx, members[1]!, LOAD_SECONDS);
      const row = {
        key: s === HEALTH ? "health" : s.key,
        name: s.name,
        one: { rps: a.r.rps, p95: a.r.p95, cpuAppMs: a.cpuAppMs },
        all: { rps: b.r.rps, p95: b.r.p95, cpuAppMs: b.cpuAppMs },
        ratio: b.r.rps / a.r.rps,
      };
      rows.push(row);
      log(
        `  ${row.key}) ${s.name}: 1 worker ${row.one.rps.toFixed(0)} req/s (p95 ${ms(row.one.p95)} ms), ${CLUSTER_WORKERS} workers ${row.all.rps.toFixed(0)} req/s (p95 ${ms(row.all.p95)} ms): ${row.ratio.toFixed(2)} x (${seconds().toFixed(0)} s)`,
      );
    }
    return rows;
  } finally {
    await stopApp(single.child);
    if (many) await stopApp(many.child);
  }
}

// --- main -------------------------------------------------------------------------------------

async function main() {
  const date = new Date().toISOString();
  log(
    `benchmark BENCH_SIZE=${SIZE}: ${COUNTS.projects} projects, ${COUNTS.users} users; ${CONNECTIONS} connections, ${LOAD_SECONDS} s per scenario; pools of ${POOL_SIZE} (DATABASE_POOL_SIZE)`,
  );
  log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (shared: compare ratios within one run)`,
  );

  log(`\n[1/5] database ${SCRATCH}`);
  const db = await prepareDatabase();
  log(
    `  ${Object.entries(db.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}; seed ${db.seedSeconds.toFixed(1)} s${db.reused ? " (earlier run)" : ""}`,
  );
  const { ctx, memberEmail, writerRows } = await withClient(db.url, async (c) => {
    const member = (await c.query<{ id: string; email: string }>(MEMBER_SQL)).rows[0]!;
    const threadWith = (
      await c.query<{ other: string }>(
        `select case when sender_id = $1 then receiver_id else sender_id end as other from messages
         where sender_id = $1 or receiver_id = $1 group by 1 order by count(*) desc limit 1`,
        [member.id],
      )
    ).rows[0]!.other;
    // Artists other than the member with the producers of the projects they applied to (whom they may message).
    const writerRows = (
      await c.query<{ id: string; email: string; counterparts: string[]; applied: number[] }>(
        `select w.id, w.email, array_agg(distinct p.producer_id) filter (where a.status <> 'withdrawn') as counterparts,
           (select array_agg(x.project_id) from applications x where x.artist_id = w.id) as applied
         from (select id, email from users where user_type = 'artist' and id <> $1 order by id limit $2 * 2) w
         join applications a on a.artist_id = w.id join projects p on p.id = a.project_id
         group by w.id, w.email having count(*) filter (where a.status <> 'withdrawn') > 0 order by w.id limit $2`,
        [member.id, WRITERS],
      )
    ).rows;
    return {
      memberEmail: member.email,
      writerRows,
      ctx: {
        visibleIds: (await c.query<{ id: number }>("select id from projects where status <> 'draft' order by id")).rows.map((r) => r.id),
        openIds: (
          await c.query<{ id: number }>(
            "select id from projects p where status = 'published' and deadline >= current_date + 1 and not exists (select 1 from project_roles r where r.project_id = p.id) order by id",
          )
        ).rows.map((r) => r.id),
        member: { id: member.id },
        threadWith,
        casting: await prepareCasting(c, member.id),
      } satisfies BenchContext,
    };
  });
  log(`  member ${memberEmail}; ${writerRows.length} writers; ${ctx.openIds.length} projects open to applications`);

  // BENCH_SAVED_SEARCHES=0 leaves out the saved-search matching (it seeds 100,000 saved searches first).
  const savedSearches =
    process.env.BENCH_SAVED_SEARCHES === "0" || SEARCH_SET
      ? undefined
      : await (async () => {
          log(`\n[1b] saved-search matching (${SAVED_SEARCH_TARGET_MS} ms target)`);
          const result = await withClient(db.url, async (c) => {
            const userIds = (await c.query<{ id: string }>("select id from users order by id")).rows.map((r) => r.id);
            const seedSeconds = await seedSavedSearches(c, userIds);
            return measureMatching(db.url, await sampleProjects(c), seedSeconds);
          });
          reportSavedSearches(result, log);
          return result;
        })();

  const results: Measured[] = [];
  const explains: Record<string, ExplainResult> = {};
  let health: Measured | undefined;
  let reference: ReferenceResult | undefined;
  let cluster: ClusterRow[] | undefined;
  let app: AppProcess | undefined;
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  try {
    log(`\n[2/5] app uncached (visitors' micro-cache off): capture and EXPLAIN`);
    app = await startApp(db.url, 0);
    const member = await signInAll(app.base, memberEmail, [{ as: "member" }, ...scenarios]);
    const writers = scenarios.some((s) => s.as === "writers") ? await signInWriters(app.base, db.url, writerRows) : [];
    log(
      `  ${app.base}; member ${memberEmail} signed in once (cookie reused)${member.operator.cookie ? `; operator ${OPERATOR.email} signed in with a TOTP code` : ""}; ${writers.length} writers signed in`,
    );
    const captured = new Map<string, Statement[][]>();
    for (const s of [HEALTH, ...scenarios]) {
      const samples: Statement[][] = [];
      for (let i = 0; i < (s.samples ?? 1); i += 1) samples.push(await capture(app, s, ctx, member, writers));
      captured.set(s.key, samples);
      const perRequest = samples.reduce((n, x) => n + x.length, 0) / samples.length;
      log(`  ${s.key}) ${s.name}: ${perRequest.toFixed(1)} statements per request${samples.length > 1 ? ` (${samples.length} samples)` : ""}`);
      // BENCH_SHOW_SQL=1 prints the first sample's statements (what the app sent, in order).
      if (process.env.BENCH_SHOW_SQL === "1") for (const st of samples[0]!) log(`     sql: ${st.sql} -- ${JSON.stringify(st.params)}`);
      if (s.explain) {
        const e = await explain(db.url, samples[0]!);
        explains[s.key] = e;
        log(
          `     EXPLAIN: ${e.statements.map((x, i) => `#${i + 1} ${x.executionMs.toFixed(2)} ms`).join(", ")}; main #${e.mainIndex + 1}, total ${e.totalMs.toFixed(2)} ms`,
        );
        log(`     main: ${e.statements[e.mainIndex]!.sql.slice(0, 400)}`);
        for (const l of e.plan) log(`       ${l}`);
      }
    }

    log(`\n[3a] GET /api/health against bare Express 5 + pg SELECT 1 (bench/reference-server.ts), ${REFERENCE_ROUNDS} rounds in turn`);
    reference = await referenceRatio(app, db.url);
    log(`  app / reference: ${reference.ratio.toFixed(2)} (target >= 0.7)`);

    log(`\n[3/5] load uncached, then the bare-pg replay of the same SQL (${CONNECTIONS} loops over a pool of ${POOL_SIZE})`);
    const replay = async (s: Scenario, m: Measured) => {
      const samples = captured.get(s.key)!;
      m.statementsPerRequest = samples.reduce((n, x) => n + x.length, 0) / samples.length;
      const d: LoopResult = await dbLoop(db.url, samples, { workers: CONNECTIONS, poolSize: POOL_SIZE, seconds: LOAD_SECONDS, cpu: postgresCpuMs });
      m.db = { rps: d.roundsPerSec, p50: d.p50, p95: d.p95, p99: d.p99, cpuDbMs: d.cpuMs === undefined ? undefined : d.cpuMs / Math.max(1, d.rounds) };
      m.ratio = m.rps / d.roundsPerSec;
    };
    // The project page's targets (e, f >= 0.5 x health) compare with GET /api/health loaded right before and
    // right after each, not only with the run's first baseline: on a shared machine the health rate drifts
    // by a third between minutes, and a ratio means something only between loads taken in turn.
    const healthNow = async () => (await load(app!, HEALTH, ctx, member, LOAD_SECONDS)).r.rps;
    let healthBefore: number | undefined;
    for (const s of [HEALTH, ...scenarios]) {
      // Each write scenario starts with every writer's minute fresh.
      if (s.as === "writers") await withClient(db.url, (c) => c.query("truncate rate_limit_hits"));
      const inTurn = HEALTH_IN_TURN.includes(s.key);
      if (inTurn) healthBefore ??= await healthNow();
      const m = measured(s, "uncached", await load(app, s, ctx, member, LOAD_SECONDS, writers, `uncached-${s.key}`));
      if (inTurn) {
        m.healthInTurn = { before: healthBefore!, after: await healthNow() };
        healthBefore = m.healthInTurn.after;
      } else healthBefore = undefined;
      if (s.replay === false) m.statementsPerRequest = captured.get(s.key)!.reduce((n, x) => n + x.length, 0) / captured.get(s.key)!.length;
      else await replay(s, m);
      log(
        `  ${s.key}) ${s.name}: ${m.rps.toFixed(0)} req/s, p50 ${ms(m.p50)} p95 ${ms(m.p95)} p99 ${ms(m.p99)} ms` +
          `${m.errors || m.non2xx ? ` (errors ${m.errors}, non-2xx ${m.non2xx}: ${JSON.stringify(m.statusCodes)})` : ""}` +
          (m.db ? ` | bare pg ${m.db.rps.toFixed(0)}/s p95 ${ms(m.db.p95)} ms | app/db ${m.ratio!.toFixed(2)}` : "") +
          ` (${seconds().toFixed(0)} s)`,
      );
      if (m.healthInTurn) log(`     GET /api/health right before ${m.healthInTurn.before.toFixed(0)}, right after ${m.healthInTurn.after.toFixed(0)} req/s`);
      if (m.profile) printProfile(m.profile, m.cpuAppMs);
      if (s === HEALTH) health = m;
      else results.push(m);
    }
    await stopApp(app.child);
    app = undefined;

    const served = scenarios.filter((s) => s.cache === "both");
    log(`\n[4/5] load as served (default visitors' cache): ${served.map((s) => s.key).join(", ")}`);
    app = await startApp(db.url);
    const member2 = await signInAll(app.base, memberEmail, served);
    for (const s of served) {
      const m = measured(s, "served", await load(app, s, ctx, member2, LOAD_SECONDS, [], `served-${s.key}`));
      results.push(m);
      log(`  ${s.key}) ${s.name}: ${m.rps.toFixed(0)} req/s, p50 ${ms(m.p50)} p95 ${ms(m.p95)} p99 ${ms(m.p99)} ms (${seconds().toFixed(0)} s)`);
      if (m.profile) printProfile(m.profile, m.cpuAppMs);
    }
    await stopApp(app.child);
    app = undefined;

    if (CLUSTER_WORKERS > 1 && !SEARCH_SET) {
      log(`\n[4b] one worker against ${CLUSTER_WORKERS} (node:cluster, uncached), started together and loaded in turn`);
      cluster = await clusterComparison(db.url, ctx, memberEmail);
    }
  } finally {
    if (app) await stopApp(app.child);
  }

  log(`\n[5/5] results`);
  const uncached = (key: string) => results.find((r) => r.key === key && r.mode === "uncached");
  const a = uncached("a");
  const b = uncached("b");
  const targets: Array<{ name: string; met: boolean | null; value: string }> = [];
  const target = (name: string, met: boolean | null, value: string) => targets.push({ name, met, value });
  if (savedSearches)
    target(`publish matches 100,000 saved searches < ${SAVED_SEARCH_TARGET_MS} ms (p95)`, savedSearches.met, `${savedSearches.p95.toFixed(1)} ms`);
  if (reference)
    target(
      "GET /api/health >= 0.7 x bare Express 5 + pg SELECT 1 (in turn)",
      reference.ratio >= 0.7,
      `${reference.ratio.toFixed(2)} (CPU ${reference.appCpuMs.toFixed(3)} vs ${reference.referenceCpuMs.toFixed(3)} ms/req)`,
    );
  for (const row of cluster?.filter((r) => ["a", "e"].includes(r.key)) ?? [])
    target(`${row.key}) ${row.name}: ${CLUSTER_WORKERS} workers >= 1.4 x one worker`, row.ratio >= 1.4, row.ratio.toFixed(2));
  if (a?.ratio !== undefined) target("a) selective search app/db >= 0.7 (uncached)", a.ratio >= 0.7, a.ratio.toFixed(2));
  if (a && b) target("b) common term req/s >= 0.5 x a) (uncached)", b.rps >= 0.5 * a.rps, (b.rps / a.rps).toFixed(2));
  // The search set: every query's main statement under 5 ms at 100k and under 10 ms at 1m (warm EXPLAIN).
  const executionTarget = SIZE === "1m" ? 10 : 5;
  if (SEARCH_SET)
    for (const s of scenarios) {
      const e = explains[s.key];
      if (e)
        target(
          `${s.key}) ${s.name}: one execution < ${executionTarget} ms`,
          e.mainMs < executionTarget,
          `${e.mainMs.toFixed(2)} ms (all ${e.totalMs.toFixed(2)} ms)`,
        );
    }
  if (explains.b && !SEARCH_SET)
    target(
      "b) common term, one execution < 5 ms (EXPLAIN, main statement)",
      explains.b.mainMs < 5,
      `${explains.b.mainMs.toFixed(2)} ms (all statements ${explains.b.totalMs.toFixed(2)} ms)`,
    );
  for (const key of HEALTH_IN_TURN) {
    const x = uncached(key);
    if (!x || !health) continue;
    const t = x.healthInTurn;
    const baseline = t ? (t.before + t.after) / 2 : health.rps;
    target(
      `${key}) ${x.name} req/s >= 0.5 x GET /api/health (loaded right before and after it)`,
      x.rps >= 0.5 * baseline,
      `${(x.rps / baseline).toFixed(2)}${t ? ` (health ${t.before.toFixed(0)} before, ${t.after.toFixed(0)} after; ${(x.rps / health.rps).toFixed(2)} x the run's first)` : ""}`,
    );
  }
  for (const s of scenarios.filter((x) => !["a", "b", ...HEALTH_IN_TURN].includes(x.key))) {
    const x = uncached(s.key);
    if (!x) continue;
    if (s.replay === false)
      target(
        `${s.key}) ${s.name} p95 < 100 ms at ${CONNECTIONS} connections`,
        x.p95 < 100 && x.errors + x.non2xx === 0,
        `${x.p95.toFixed(1)} ms${x.non2xx ? `, ${x.non2xx} non-2xx` : ""}`,
      );
    else if (x.ratio !== undefined) target(`${s.key}) ${s.name} app/db >= 0.5`, x.ratio >= 0.5, x.ratio.toFixed(2));
  }
  // Issue 27: the applicants view of a role with 2,000 applications, p95 under 100 ms at 50 connections.
  const applicantsView = uncached("p");
  if (applicantsView)
    target(
      `p) applicants view p95 < 100 ms at ${CONNECTIONS} connections`,
      applicantsView.p95 < 100 && applicantsView.errors + applicantsView.non2xx === 0,
      `${applicantsView.p95.toFixed(1)} ms, ${Math.round(applicantsView.rps)} req/s`,
    );
  // Across sizes: this run against the other size's latest entry in results.json. The two runs may come from
  // different machines (each session's differs: GET /api/health 1,700 to 5,000 req/s) or one busier than the
  // other, so each rate is taken as a share of its own run's GET /api/health; the raw ratio is printed beside.
  // That is a proxy (a DB-bound scenario does not scale with the machine as health does): both sizes run on
  // one machine, one after the other, remain the measure to quote.
  type StoredRun = { scenarios: Measured[]; date: string; baseline?: Measured };
  const previous = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, "utf8")) as { runs?: Record<string, StoredRun> }) : {};
  const runs = previous.runs ?? {};
  const small: StoredRun | undefined = SIZE === "100k" ? { scenarios: results, date, baseline: health } : runs[runKey("100k")];
  const large: StoredRun | undefined = SIZE === "1m" ? { scenarios: results, date, baseline: health } : runs[runKey("1m")];
  for (const s of scenarios.filter((x) => x.search)) {
    const r100 = small?.scenarios.find((r) => r.key === s.key && r.mode === "uncached");
    const r1m = large?.scenarios.find((r) => r.key === s.key && r.mode === "uncached");
    const [h100, h1m] = [small?.baseline?.rps, large?.baseline?.rps];
    if (r100 && r1m && h100 && h1m) {
      const ratio = r1m.rps / h1m / (r100.rps / h100);
      target(
        `${s.key}) req/s at 1m >= 0.5 x at 100k (separate runs, each as a share of its own GET /api/health)`,
        ratio >= 0.5,
        `${ratio.toFixed(2)} (raw ${(r1m.rps / r100.rps).toFixed(2)}; health ${h1m.toFixed(0)} req/s at 1m, ${h100.toFixed(0)} at 100k)`,
      );
    } else target(`${s.key}) req/s at 1m >= 0.5 x at 100k`, null, "needs both sizes, with their health baselines, in results.json");
  }

  const rows = [
    ["", "scenario", "mode", "req/s", "p50", "p95", "p99", "err", "stmts", "bare pg/s", "pg p95", "app/db", "CPU app", "CPU pg", "EXPLAIN main/all"],
    ...[health!, ...results].map((m) => [
      m === health ? "-" : m.key,
      m.name + (m.as === "member" ? "" : ""),
      m.mode,
      m.rps.toFixed(0),
      ms(m.p50),
      ms(m.p95),
      ms(m.p99),
      String(m.errors + m.non2xx),
      m.statementsPerRequest?.toFixed(1) ?? "",
      m.db ? m.db.rps.toFixed(0) : "",
      m.db ? ms(m.db.p95) : "",
      m.ratio?.toFixed(2) ?? "",
      ms(m.cpuAppMs),
      ms(m.cpuDbMs),
      m.mode === "uncached" && explains[m.key] ? `${explains[m.key]!.mainMs.toFixed(2)}/${explains[m.key]!.totalMs.toFixed(2)}` : "",
    ]),
  ];
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(ch) ? 2 : 1), 0);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => width(r[i]!))));
  const pad = (s: string, w: number, left: boolean) => (left ? s + " ".repeat(w - width(s)) : " ".repeat(w - width(s)) + s);
  log(`  BENCH_SIZE=${SIZE}; latencies and CPU in ms (CPU per request of the app process and of PostgreSQL)`);
  for (const r of rows) log(`  ${r.map((c, i) => pad(c, widths[i]!, i <= 2)).join("  ")}`);
  log(`\n  targets (PostgreSQL, uncached, ratios within this run; the machine is shared, so absolute figures are noisy):`);
  for (const t of targets) log(`  ${t.met === null ? "n/a   " : t.met ? "met   " : "MISSED"} ${t.name}: ${t.value}`);
  const benchSeconds = seconds() - (db.reused ? 0 : db.seedSeconds);
  log(
    `\n  seed ${db.seedSeconds.toFixed(1)} s${db.reused ? " (earlier run, reused)" : ""}, bench ${benchSeconds.toFixed(0)} s, total ${seconds().toFixed(0)} s`,
  );

  runs[runKey(SIZE)] = {
    size: SIZE,
    counts: db.counts,
    date,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
    connections: CONNECTIONS,
    loadSeconds: LOAD_SECONDS,
    seedSeconds: db.seedSeconds,
    seedReused: db.reused,
    benchSeconds,
    baseline: health,
    reference,
    cluster,
    // A partial run (BENCH_SCENARIOS) keeps the other scenarios' figures of the last full run.
    scenarios: ONLY?.length ? [...(runs[runKey(SIZE)]?.scenarios ?? []).filter((r) => !ONLY.includes(r.key)), ...results] : results,
    savedSearches: savedSearches ? { ...savedSearches, plan: undefined } : undefined,
    explain: Object.fromEntries(Object.entries(explains).map(([k, e]) => [k, { mainMs: e.mainMs, totalMs: e.totalMs, statements: e.statements }])),
    targets,
  } as unknown as (typeof runs)[string];
  writeFileSync(RESULTS, `${JSON.stringify({ runs }, null, 2)}\n`);
  log(`  written: bench/results.json`);
}

/** BENCH_ONLY=saved-searches: the matching measurement alone, on its own small scratch database. */
async function savedSearchesMain() {
  const scratch = "bench_saved_searches";
  log(`saved-search matching only: ${scratch} on ${new URL(localUrl(ADMIN_URL)).host}`);
  const result: SavedSearchBench = await savedSearchesOnly(localUrl(ADMIN_URL), localUrl(ADMIN_URL, scratch), log);
  reportSavedSearches(result, log);
  if (!KEEP) await withClient(localUrl(ADMIN_URL), (c) => c.query(`drop database if exists "${scratch}" with (force)`));
}

if (process.env.BENCH_ONLY === "saved-searches") {
  savedSearchesMain().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
} else
  main()
    .then(async () => {
      if (!KEEP) await withClient(localUrl(ADMIN_URL), (c) => c.query(`drop database if exists "${SCRATCH}" with (force)`));
      else log(`scratch database kept: ${localUrl(ADMIN_URL, SCRATCH)}`);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });

/** The applicants view's bench data (issue 27): one role with CASTING_APPLICANTS applications. */
const CASTING_APPLICANTS = 2_000;

/**
 * Picks the first project with a role, puts the member on its team and tops the role up to
 * CASTING_APPLICANTS applications from other artists, a third of them triaged (idempotent: a reused
 * database keeps what an earlier run added).
 */
async function prepareCasting(c: pg.ClientBase, memberId: string): Promise<{ projectId: number; roleId: number }> {
  const role = (await c.query<{ id: number; projectId: number }>(`select id, project_id as "projectId" from project_roles order by id limit 1`)).rows[0];
  if (!role) throw new Error("the seed has no project with roles (SEED_VERSION 3 or later needed)");
  await c.query("insert into project_team (project_id, user_id) values ($1, $2) on conflict do nothing", [role.projectId, memberId]);
  await c.query(
    `insert into applications (project_id, artist_id, role_id, status, cover_letter, media)
     select $1, u.id, $2, 'pending', '함께하고 싶습니다.', case when random() < 0.5 then '[{"kind":"video","url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"}]'::jsonb else '[]'::jsonb end
     from users u where u.user_type = 'artist' and u.id <> $3
       and not exists (select 1 from applications a where a.artist_id = u.id and a.project_id = $1 and a.role_id = $2)
     order by u.id
     limit greatest(0, $4 - (select count(*) from applications where role_id = $2))`,
    [role.projectId, role.id, memberId, CASTING_APPLICANTS],
  );
  await c.query(
    `insert into application_triage (application_id, project_id, label, rating)
     select a.id, a.project_id, (array['shortlist', 'maybe', 'no'])[1 + a.id % 3], 1 + a.id % 5
     from applications a where a.role_id = $1 and a.id % 3 = 0
     on conflict do nothing`,
    [role.id],
  );
  // What autovacuum does within a minute in production (a table that grew from nothing by more than 50 rows
  // + 10 %): without it the triage, created after the seed's analyze, was planned as empty and scanned in
  // full once per application (p at 100k: 52 req/s, 139 ms a statement instead of 3 ms). The applications'
  // statistics stay as they are: 2,000 new rows among 140,000 would not trigger autoanalyze either.
  await c.query("analyze application_triage");
  return { projectId: role.projectId, roleId: role.id };
}
