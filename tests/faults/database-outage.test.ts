import http from "node:http";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish } from "../../server/events/publish";
import { DB_UNAVAILABLE_MESSAGE } from "../../server/http/error-handler";
import { insertProject } from "../factories/projects";
import { insertUser } from "../factories/users";
import { TEST_PASSWORD } from "../setup/test-app";
import { createFaultDatabase, type ServerProcess, sessionCookieOf, sleep, startPgProxy, startServer } from "./helpers";

/**
 * PostgreSQL restarted under load. The server process reaches the database through a TCP proxy the test
 * cuts (every connection dropped, new ones refused, as while PostgreSQL restarts) and restores.
 */
let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let proxy: Awaited<ReturnType<typeof startPgProxy>>;
let server: ServerProcess;
let cookie: string;
let userId: string;

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  const user = await insertUser(fault.database!.db, { userType: "producer" });
  userId = user.id;
  for (let i = 0; i < 5; i++) await insertProject(fault.database!.db, { producerId: user.id, title: `장애 시험 프로젝트 ${i}` });
  proxy = await startPgProxy();
  server = await startServer({ DATABASE_URL: proxy.url(new URL(fault.url).pathname.slice(1)) });
  const res = await supertest(server.url).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  cookie = sessionCookieOf(res);
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await proxy?.close();
  await fault?.drop();
});

interface Outcome {
  status: number | "network-error";
  body?: { code?: string; message?: string };
  error?: string;
}

/** Workers repeating a mix of a member's reads, a public search and a member's write until stopped. */
function load(base: string, workers: number) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let n = 0;
  const one = async (): Promise<Outcome> => {
    n += 1;
    const kind = n % 4;
    try {
      const res =
        kind === 0
          ? await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } })
          : kind === 1
            ? await fetch(`${base}/api/projects?search=${encodeURIComponent(`장애 ${n}`)}`)
            : kind === 2
              ? await fetch(`${base}/api/notifications`, { headers: { Cookie: cookie } })
              : await fetch(`${base}/api/notifications/mark-all-read`, { method: "PATCH", headers: { Cookie: cookie } });
      const text = await res.text();
      let body: Outcome["body"];
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: res.status, body };
    } catch (err) {
      return { status: "network-error", error: String((err as Error).cause ?? err) };
    }
  };
  const running = Array.from({ length: workers }, async () => {
    while (!stopped) outcomes.push(await one());
  });
  return {
    outcomes,
    /** Outcomes from index `from` on. */
    since: (from: number) => outcomes.slice(from),
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

describe("PostgreSQL restarted under load", () => {
  it("when the database goes away, then requests answer 503 in Korean and the process lives; once it is back, requests succeed within 5 s", async () => {
    const traffic = load(server.url, 20);
    try {
      await sleep(1_000);
      const before = traffic.outcomes.length;
      expect(traffic.since(0).filter((o) => o.status !== 200)).toEqual([]);

      await proxy.cut();
      const cutAt = traffic.outcomes.length;
      await sleep(3_000);
      const during = traffic.since(cutAt);
      expect(during.length).toBeGreaterThan(0);
      // Served from a cache (200) or refused as unavailable (503): never a 500, never a dropped connection.
      const unexpected = during.filter((o) => !(o.status === 200 || o.status === 503));
      expect(unexpected).toEqual([]);
      const unavailable = during.filter((o) => o.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const o of unavailable) expect(o.body).toEqual({ code: "Unavailable", message: DB_UNAVAILABLE_MESSAGE });
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
      expect(before).toBeGreaterThan(0);

      await proxy.restore();
      const restoredAt = Date.now();
      let recovered = false;
      while (Date.now() - restoredAt < 5_000) {
        const res = await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } });
        if (res.status === 200) {
          recovered = true;
          break;
        }
        await sleep(100);
      }
      expect(recovered, "a member request succeeded within 5 s of the database coming back").toBe(true);
      const afterAt = traffic.outcomes.length;
      await sleep(1_000);
      const after = traffic.since(afterAt);
      expect(after.filter((o) => o.status !== 200)).toEqual([]);
    } finally {
      await traffic.stop();
    }
    expect(server.child.exitCode).toBeNull();
  });

  it("when the database is back, then live events flow again: the LISTEN connection reconnected", async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    let text = "";
    const stream = http.get(`${server.url}/api/events`, { headers: { Cookie: cookie } }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("error", () => undefined);
    });
    stream.on("error", () => undefined);
    try {
      // Published straight on the database; the listener reconnects with a backoff (0.5 s, 1 s, 2 s ...).
      for (let i = 0; i < 60 && !text.includes("event: invitation"); i++) {
        await publish(fault.database!.db, userId, { type: "invitation", invitationId: 4242 });
        await sleep(500);
      }
      expect(text).toContain('"invitationId":4242');
    } finally {
      stream.destroy();
    }
  });
});
