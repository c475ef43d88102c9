import { type ChildProcess, spawn } from "node:child_process";
import { sessionCookieOf } from "../setup/cookies";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import supertest from "supertest";
import { expect } from "vitest";
import { createDatabase, type Database } from "../../server/db/client";
import { migrationsFolder } from "../../server/db/migrate";
import { withDatabase } from "../setup/global-setup";
import { TEST_PASSWORD } from "../setup/test-app";

/** The PostgreSQL server the fault suite creates its databases on (vitest.faults.config.ts sets a default). */
export const pgServerUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** An empty database of its own on the test server; `migrated` runs the migrations on it first. */
export async function createFaultDatabase(opts: { migrated?: boolean } = {}): Promise<{ url: string; database?: Database; drop(): Promise<void> }> {
  const name = `faults_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgServerUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(pgServerUrl(), name);
  let database: Database | undefined;
  if (opts.migrated) {
    database = await createDatabase({ databaseUrl: url });
    await database.migrate(migrationsFolder);
  }
  return {
    url,
    database,
    drop: async () => {
      await database?.close().catch(() => undefined);
      const a = new pg.Client({ connectionString: pgServerUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (pino JSON lines and anything else). */
  output(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  /** Resolves when a line of the output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** VmRSS of the process in kB (Linux /proc). */
  rssKb(): Promise<number>;
  stop(): Promise<number | null>;
}

/**
 * The real server (server/index.ts through tsx) as its own process: its own port, DATA_DIR and the given
 * environment; resolves once GET /api/health answers 200. LOG_LEVEL must stay info or lower: the port
 * the process bound is read from its "running" log line.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "artlink-faults-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: "Asia/Seoul",
      NODE_ENV: "test",
      // A free port chosen by the system when the process binds (no race with other files' servers).
      PORT: "0",
      APP_URL: "http://127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "faults-secret-faults-secret",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      // One process, as these tests describe (SIGTERM's refusal of new connections, a process's own
      // output); with DATABASE_URL the server would run a worker per core. cluster.test.ts sets 2.
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiters) w();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      // Kept for a failed run: what the process said before it ended.
      mkdirSync(path.join(repoRoot, "test-results/faults"), { recursive: true });
      writeFileSync(path.join(repoRoot, `test-results/faults/server-${child.pid}-exit-${code}.log`), out);
      resolve(code);
    }),
  );

  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(out)) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no output matching ${pattern} within ${timeoutMs} ms; output:\n${out.slice(-3000)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  await waitForOutput(/"port":\d+/, 180_000).catch((err) => {
    child.kill("SIGKILL");
    throw err;
  });
  const port = Number(/"port":(\d+)/.exec(out)![1]);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out.slice(-3000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${out.slice(-3000)}`);
    }
    await sleep(200);
  }

  return {
    url,
    port,
    child,
    output: () => out,
    exited,
    waitForOutput,
    rssKb: async () => {
      const { readFile } = await import("node:fs/promises");
      const status = await readFile(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (every connection dropped, new ones refused:
 * what clients see while the server restarts) and restore on the same port.
 */
export async function startPgProxy(
  target = pgServerUrl(),
): Promise<{ port: number; url(database: string): string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const t = new URL(target);
  const targetPort = Number(t.port || 5432);
  const targetHost = t.hostname;
  const sockets = new Set<Socket>();
  let port = 0;
  let server: Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = createConnection(targetPort, targetHost);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once("error", reject);
      // The first time a free port from the system, then the same one again after a cut.
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = null;
    const closed = s ? new Promise<void>((r) => s.close(() => r())) : Promise.resolve();
    for (const sock of sockets) sock.destroy();
    sockets.clear();
    await closed;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    url: (database: string) => {
      const u = new URL(target);
      u.host = `127.0.0.1:${port}`;
      u.pathname = `/${database}`;
      return u.toString();
    },
    cut,
    restore: listen,
    close: cut,
  };
}

export { sessionCookieOf };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const login = async (base: string, email: string) => {
  const agent = supertest.agent(base);
  const res = await agent.post("/api/auth/login").send({ email, password: TEST_PASSWORD, rememberMe: true });
  expect(res.status).toBe(200);
  return { agent, cookie: sessionCookieOf(res) };
};

/** Opens GET /api/events on `base` with `cookie`; resolves once the stream is open. */
export function openStream(base: string, cookie: string) {
  let text = "";
  const listeners = new Set<() => void>();
  return new Promise<{ waitFor(re: RegExp): Promise<string>; close(): void }>((resolve, reject) => {
    const req = http.get(`${base}/api/events`, { headers: { Cookie: cookie, Accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        for (const l of listeners) l();
      });
      res.on("error", () => undefined);
      resolve({
        waitFor: (re) =>
          new Promise((done) => {
            const check = () => {
              const m = re.exec(text);
              if (m) {
                listeners.delete(check);
                done(m[0]);
              }
            };
            listeners.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on("error", () => undefined);
  });
}
