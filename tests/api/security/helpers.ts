import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Router } from "express";
import { afterAll } from "vitest";
import { REMEMBER_ME_MAX_AGE_MS } from "@shared/constants";
import { sessionCookieName } from "../../../server/http/session";
import { insertUser } from "../../factories/users";
import { TEST_CONFIG, TEST_PASSWORD, type TestApp } from "../../setup/test-app";

export type UserRow = Awaited<ReturnType<typeof insertUser>>;
/** Someone making requests: a user and the Cookie header of one of their sessions (none for a guest). */
export interface Actor {
  user?: UserRow;
  cookie?: string;
}

/** The Cookie header a browser would send for session `sid` (express-session's signed `s:` value). */
function cookieFor(sid: string): string {
  const mac = createHmac("sha256", TEST_CONFIG.sessionSecret).update(sid).digest("base64").replace(/=+$/, "");
  return `${sessionCookieName(TEST_CONFIG.nodeEnv)}=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

/**
 * A session for `user` written straight into the session store, as a login would leave it. Used where a
 * cell needs a throw-away session (login, logout, password change, account deletion end or replace it),
 * so the file does not depend on the login rate limit. Without `user` it is a visitor's session; `extra`
 * adds what a flow leaves in the session (a provider sign-in waiting for its completion step).
 */
export async function mintSession(t: TestApp, user: UserRow | undefined, extra: Record<string, unknown> = {}): Promise<string> {
  const sid = randomBytes(24).toString("base64url");
  const expires = new Date(Date.now() + REMEMBER_ME_MAX_AGE_MS);
  const sess = {
    cookie: { originalMaxAge: REMEMBER_ME_MAX_AGE_MS, expires, secure: false, httpOnly: true, path: "/", sameSite: "lax" },
    ...(user ? { userId: user.id, userType: user.userType, signedInAt: Date.now() } : {}),
    ...extra,
  };
  await new Promise<void>((resolve, reject) => t.sessionStore.set(sid, sess as never, (err) => (err ? reject(err as Error) : resolve())));
  return cookieFor(sid);
}

/** A user signed in through the real login endpoint; the Cookie header of that session. */
export async function loggedIn(t: TestApp, user: UserRow): Promise<Actor> {
  const res = await t.request.post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD, rememberMe: true });
  if (res.status !== 200) throw new Error(`login failed for ${user.email}: ${res.status} ${res.text}`);
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const cookie = setCookie.map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${sessionCookieName(TEST_CONFIG.nodeEnv)}=`));
  if (!cookie) throw new Error("login set no session cookie");
  return { user, cookie };
}

/**
 * A withdrawn account as decision 004 describes it: the user signs in on two devices, deletes the
 * account through the API on the first, and the second device's session is what the matrix uses.
 */
export async function withdrawnActor(t: TestApp, userType: "artist" | "producer" = "artist"): Promise<Actor> {
  const user = await insertUser(t.db, { userType });
  const first = await mintSession(t, user);
  const second = await mintSession(t, user);
  const res = await t.request
    .delete("/api/auth/delete-account")
    .set("Cookie", first)
    .send({ confirmText: "삭제하겠습니다", reason: "권한 매트릭스 테스트", password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`account deletion failed: ${res.status} ${res.text}`);
  return { user, cookie: second };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends one request as `actor` (no Origin header: the origin check has its own tests). */
export function send(t: TestApp, actor: Actor, method: Method, path: string, body?: unknown, attach?: { field: string; file: string }) {
  let req = t.request[method.toLowerCase() as "get"](path);
  if (actor.cookie) req = req.set("Cookie", actor.cookie);
  if (attach) return req.attach(attach.field, attach.file);
  return body === undefined ? req : req.send(body as object);
}

/** Tables whose rows a refused request must leave alone: all but sessions and rate-limit counters. */
async function watchedTables(t: TestApp): Promise<string[]> {
  const rows = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: Array<{ table_name: string }> }).rows).map((r) => r.table_name);
  return list.filter((n) => n !== "sessions" && !/rate_limit|__drizzle/.test(n));
}

let tablesCache: { db: unknown; names: string[] } | undefined;

/** One fingerprint per table (the sum of its rows' hashes and their count) in a single statement. */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  if (tablesCache?.db !== t.db) tablesCache = { db: t.db, names: await watchedTables(t) };
  const parts = tablesCache.names.map(
    // Order-independent: a sum of the rows' hashes and their count (no sort, no long string): the md5 of the
    // sorted rows took most of the matrix's 121 s on PostgreSQL.
    (n) => sql`(select coalesce(sum(hashtext(x::text)::bigint), 0) || ':' || count(*) from ${sql.identifier(n)} x) as ${sql.identifier(n)}`,
  );
  const res = await t.db.execute(sql`select ${sql.join(parts, sql`, `)}`);
  const rows = Array.isArray(res) ? res : (res as { rows: unknown[] }).rows;
  return rows[0] as Record<string, string>;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((k) => before[k] !== after[k]);
}

/**
 * Every route the app serves under /api, read from the Express 5 router stack (Layer.rawPath of each
 * mounted router, Route.path and Route.methods of each route), as "METHOD /api/path".
 */
export function servedRoutes(app: { router: Router }): Array<{ method: string; path: string }> {
  const out: Array<{ method: string; path: string }> = [];
  const walk = (stack: unknown[], prefix: string) => {
    for (const raw of stack) {
      const layer = raw as { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] }; rawPath?: unknown };
      if (layer.route) {
        const full = join(prefix, layer.route.path);
        for (const [m, on] of Object.entries(layer.route.methods)) if (on && m !== "_all") out.push({ method: m.toUpperCase(), path: full });
      } else if (layer.handle?.stack && typeof layer.rawPath === "string") {
        walk(layer.handle.stack, join(prefix, layer.rawPath));
      }
    }
  };
  walk(app.router.stack as unknown[], "");
  return out.filter((r) => r.path.startsWith("/api/"));
}

function join(prefix: string, path: string): string {
  const p = `${prefix}/${path}`.replace(/\/+/g, "/");
  return p.length > 1 ? p.replace(/\/$/, "") : p;
}

/** The app on a real port for the file (streams need one); closed after the file. Call at the top level. */
export async function listen(t: TestApp): Promise<number> {
  const server = http.createServer(t.app);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  return new Promise<number>((r) => server.listen(0, "127.0.0.1", () => r((server.address() as AddressInfo).port)));
}

/**
 * GET of an event stream on `port` as `actor`: the status and, for a refusal, the JSON body; an accepted
 * stream is closed as soon as its headers arrive. (supertest would wait for a stream's end.)
 */
export function openStream(port: number, actor: Actor, path: string): Promise<{ status: number; text: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: actor.cookie ? { cookie: actor.cookie } : {} }, (res) => {
      const status = res.statusCode ?? 0;
      if (status === 200) {
        req.destroy();
        return resolve({ status, text: "", body: {} });
      }
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // not JSON: the caller's checks will say so
        }
        resolve({ status, text, body });
      });
    });
    req.on("error", reject);
  });
}
