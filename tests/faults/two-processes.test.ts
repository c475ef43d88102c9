import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@shared/constants";
import { mailOutbox, notifications } from "@shared/schema/index";
import { createDatabase } from "../../server/db/client";
import { migrationsFolder } from "../../server/db/migrate";
import { dayFromToday, insertApplication, insertProject } from "../factories/projects";
import { insertUser } from "../factories/users";
import { firstAddress, type Inbox, startSmtp } from "../setup/smtp";
import { TEST_PASSWORD } from "../setup/test-app";
import { createFaultDatabase, login, openStream, type ServerProcess, sleep, startServer } from "./helpers";

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: nothing a user relies on
 * may live in one process's memory (README "Running more than one instance").
 */
let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let inbox: Inbox;
let one: ServerProcess;
let two: ServerProcess;
let artist: { id: string; email: string };
let producer: { id: string; email: string };
let projectId: number;

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  const db = fault.database!.db;
  artist = await insertUser(db, { userType: "artist" });
  producer = await insertUser(db, { userType: "producer" });
  // Due for the deadline reminder (three days or fewer before the deadline) from the first job pass.
  projectId = (await insertProject(db, { producerId: producer.id, title: "두 프로세스 마감 알림", deadline: dayFromToday(2), startDate: dayFromToday(10) })).id;
  // An application connects the two, so they may message each other.
  await insertApplication(db, { projectId, artistId: artist.id });
  inbox = await startSmtp();
  // Both at once: each runs the (already applied) migrations and starts its jobs and mail sender.
  const env = { DATABASE_URL: fault.url, SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, LOG_LEVEL: "debug" };
  [one, two] = await Promise.all([startServer(env), startServer(env)]);
});

afterAll(async () => {
  expect(await one?.stop()).toBe(0);
  expect(await two?.stop()).toBe(0);
  await inbox?.close();
  await fault?.drop();
});

describe("two server processes on one database", () => {
  it("when a user signs in through one process, then the session is valid on the other, and signing out on the other ends it on both", async () => {
    const { cookie } = await login(one.url, artist.email);
    const onTwo = await supertest(two.url).get("/api/auth/user").set("Cookie", cookie);
    expect(onTwo.status).toBe(200);
    expect(onTwo.body.id).toBe(artist.id);
    expect((await supertest(two.url).post("/api/auth/logout").set("Cookie", cookie)).status).toBeLessThan(300);
    expect((await supertest(one.url).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("when a message is sent through one process, then the receiver's event stream on the other process hears it", async () => {
    const sender = await login(one.url, artist.email);
    const receiver = await login(two.url, producer.email);
    const stream = await openStream(two.url, receiver.cookie);
    try {
      await stream.waitFor(/retry: \d+/);
      const sent = await sender.agent.post("/api/messages").send({ receiverId: producer.id, content: "다른 프로세스로 가는 메시지입니다" });
      expect(sent.status).toBe(201);
      const event = await stream.waitFor(/event: message\ndata: .*\n/);
      expect(event).toContain(`"messageId":${sent.body.id}`);
    } finally {
      stream.close();
    }
  });

  it("when logins for one e-mail alternate between the processes, then the limit counts them together and the next one is refused with 429", async () => {
    const target = await insertUser(fault.database!.db);
    const { max } = RATE_LIMITS.login.perEmail;
    for (let i = 0; i < max; i++) {
      const res = await supertest(i % 2 ? two.url : one.url)
        .post("/api/auth/login")
        // A fresh address each time: only the per-e-mail count can refuse.
        .set("X-Forwarded-For", `203.0.113.${i + 1}`)
        .send({ email: target.email, password: "wrong-password" });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const base of [one.url, two.url]) {
      const res = await supertest(base).post("/api/auth/login").set("X-Forwarded-For", "203.0.113.200").send({ email: target.email, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/요청이 너무 많습니다/);
      expect(res.headers["retry-after"]).toBeDefined();
    }
  });

  it("when both processes run the deadline reminder job, then the owner gets one notification and one mail", async () => {
    // Each process runs its first pass 5 s after start; wait until both have (ran or skipped the lock).
    const tick = /"job":"deadline-reminder","ran":(true|false)/;
    await Promise.all([one.waitForOutput(tick, 60_000), two.waitForOutput(tick, 60_000)]);
    const db = fault.database!.db;
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, producer.id), eq(notifications.relatedId, String(projectId))));
    expect(rows.map((r) => r.title)).toEqual(["지원 마감 임박"]);
    // The mail is queued once, and one sender claims it: once the row says sent, a second sender could
    // only have sent it alongside (claimed at the same time), so its copy would be in by then too.
    const queued = () => db.select().from(mailOutbox).where(eq(mailOutbox.to, producer.email));
    for (let i = 0; i < 300 && (await queued()).some((m) => m.status !== "sent"); i++) await sleep(100);
    expect((await queued()).map((m) => m.status)).toEqual(["sent"]);
    await sleep(1_000);
    expect(inbox.received.filter((m) => firstAddress(m.to) === producer.email)).toHaveLength(1);
  });
});

describe("migrations from processes starting together", () => {
  it("when three processes migrate an empty database at once, then all succeed and the schema is applied once", async () => {
    const empty = await createFaultDatabase();
    try {
      const dbs = await Promise.all([1, 2, 3].map(() => createDatabase({ databaseUrl: empty.url })));
      try {
        await Promise.all(dbs.map((d) => d.migrate(migrationsFolder)));
        const applied = await dbs[0]!.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
        const files = (await import("node:fs")).readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql"));
        expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(files.length);
      } finally {
        await Promise.all(dbs.map((d) => d.close()));
      }
    } finally {
      await empty.drop();
    }
  });
});
