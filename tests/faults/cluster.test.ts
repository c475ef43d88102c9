import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/constants";
import { notifications } from "@shared/schema/index";
import { dayFromToday, insertApplication, insertProject } from "../factories/projects";
import { insertUser } from "../factories/users";
import { TEST_PASSWORD } from "../setup/test-app";
import { createFaultDatabase, login, openStream, type ServerProcess, sleep, startServer } from "./helpers";

/**
 * `npm start` with WEB_CONCURRENCY=2 on PostgreSQL: one primary and two node:cluster workers sharing the
 * port (the primary hands each new connection to the next worker). The same guarantees as two separate
 * processes (two-processes.test.ts), checked across the workers of one server: every request below opens
 * its own connection (Connection: close), and the access log's pid says which worker answered it.
 */
let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let server: ServerProcess;
let artist: { id: string; email: string };
let producer: { id: string; email: string };
let projectId: number;

/** The pids of the workers that logged an answer to a request whose URL starts with `url`. */
function workersThatAnswered(url: string): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().split("\n")) {
    // An event stream the client closes logs "request aborted".
    if (!/"msg":"request (completed|aborted)"/.test(line)) continue;
    try {
      const entry = JSON.parse(line) as { pid: number; req?: { url?: string } };
      if (entry.req?.url?.startsWith(url)) pids.add(entry.pid);
    } catch {
      // not a log line
    }
  }
  return pids;
}

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  const db = fault.database!.db;
  artist = await insertUser(db, { userType: "artist" });
  producer = await insertUser(db, { userType: "producer" });
  // Due for the deadline reminder from the first job pass, which each worker runs 5 s after it starts.
  projectId = (await insertProject(db, { producerId: producer.id, title: "클러스터 마감 알림", deadline: dayFromToday(2), startDate: dayFromToday(10) })).id;
  await insertApplication(db, { projectId, artistId: artist.id });
  server = await startServer({ DATABASE_URL: fault.url, WEB_CONCURRENCY: "2", LOG_LEVEL: "debug" });
  // Both workers listening (each logs the port it serves).
  for (let i = 0; i < 600 && (server.output().match(/"port":\d+/g)?.length ?? 0) < 2; i++) await sleep(100);
});

afterAll(async () => {
  // SIGTERM to the primary: it passes it on, each worker drains and exits 0, then the primary exits 0.
  expect(await server?.stop()).toBe(0);
  expect(server.output()).toMatch(/stopping the workers/);
  await fault?.drop();
});

describe("npm start with two workers (node:cluster) on one database", () => {
  it("when it starts, then a primary and two workers run, the primary having migrated once", () => {
    const out = server.output();
    expect(out).toMatch(/"workers":2/);
    expect(out.match(/"port":\d+/g)?.length).toBe(2);
    expect(out.match(/database ready/g)?.length).toBe(1);
  });

  it("when a user signs in, then the session is valid on both workers, and signing out through one ends it on both", async () => {
    const { cookie } = await login(server.url, artist.email);
    for (let i = 0; i < 4; i++) {
      const res = await supertest(server.url).get("/api/auth/user").set("Cookie", cookie).set("Connection", "close");
      expect(res.status, `request ${i + 1}`).toBe(200);
      expect(res.body.id).toBe(artist.id);
    }
    expect(workersThatAnswered("/api/auth/user").size).toBe(2);
    expect((await supertest(server.url).post("/api/auth/logout").set("Cookie", cookie)).status).toBeLessThan(300);
    for (let i = 0; i < 2; i++) expect((await supertest(server.url).get("/api/auth/user").set("Cookie", cookie).set("Connection", "close")).status).toBe(401);
  });

  it("when logins for one e-mail land on both workers, then the limit counts them together and the next one is refused with 429 on either", async () => {
    const target = await insertUser(fault.database!.db);
    const { max } = RATE_LIMITS.login.perEmail;
    for (let i = 0; i < max; i++) {
      const res = await supertest(server.url)
        .post("/api/auth/login")
        .set("Connection", "close")
        .set("X-Forwarded-For", `203.0.113.${i + 1}`)
        .send({ email: target.email, password: "wrong-password" });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expect(workersThatAnswered("/api/auth/login").size).toBe(2);
    for (let i = 0; i < 2; i++) {
      const res = await supertest(server.url)
        .post("/api/auth/login")
        .set("Connection", "close")
        .set("X-Forwarded-For", "203.0.113.200")
        .send({ email: target.email, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
    }
  });

  it("when a message is sent, then the receiver's event streams on both workers hear it", async () => {
    const sender = await login(server.url, artist.email);
    const receiver = await login(server.url, producer.email);
    // Two streams, two connections: one on each worker.
    const streams = [await openStream(server.url, receiver.cookie), await openStream(server.url, receiver.cookie)];
    try {
      await Promise.all(streams.map((s) => s.waitFor(/retry: \d+/)));
      const sent = await sender.agent.post("/api/messages").send({ receiverId: producer.id, content: "다른 워커로 가는 메시지입니다" });
      expect(sent.status).toBe(201);
      for (const s of streams) expect(await s.waitFor(/event: message\ndata: .*\n/)).toContain(`"messageId":${sent.body.id}`);
    } finally {
      for (const s of streams) s.close();
    }
    // The streams' own log lines come when they close.
    for (let i = 0; i < 50 && workersThatAnswered("/api/events").size < 2; i++) await sleep(100);
    expect(workersThatAnswered("/api/events").size).toBe(2);
  });

  it("when both workers run the deadline reminder job, then the owner gets one notification", async () => {
    await server.waitForOutput(/"job":"deadline-reminder","ran":true/, 60_000);
    // Both workers' first passes are 5 s after their start; give the second one time to have tried too.
    for (let i = 0; i < 100 && (server.output().match(/"job":"deadline-reminder","ran":(true|false)/g)?.length ?? 0) < 2; i++) await sleep(100);
    const rows = await fault
      .database!.db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, producer.id), eq(notifications.relatedId, String(projectId))));
    expect(rows.map((r) => r.title)).toEqual(["지원 마감 임박"]);
  });
});
