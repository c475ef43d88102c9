import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { LIVE_STREAMS_PER_USER } from "@shared/constants";
import { inject } from "vitest";
import { createApp } from "../../../server/app";
import { createDatabase, type Database } from "../../../server/db/client";
import { createEventHub } from "../../../server/events/hub";
import { createLogger } from "../../../server/logger";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { withDatabase } from "../../setup/global-setup";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_CONFIG, TEST_PASSWORD } from "../../setup/test-app";
import { pair } from "../messages/helpers";

const t = await createTestApp();
const DEADLINE_MS = 1000;

const servers: http.Server[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(app: http.RequestListener): Promise<number> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return (server.address() as AddressInfo).port;
}

async function cookieOf(email: string): Promise<string> {
  const res = await t.request.post("/api/auth/login").send({ email, password: TEST_PASSWORD, rememberMe: true });
  expect(res.status).toBe(200);
  return (res.headers["set-cookie"] as unknown as string[]).map((c) => c.split(";")[0]).join("; ");
}

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: () => string;
  /** Resolves with the data of the first `event` block, or rejects after `ms`. */
  next(event: string, ms?: number): Promise<{ id: string; data: unknown }>;
  close(): void;
}

function open(port: number, cookie: string | null, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/events", headers: { ...(cookie ? { cookie } : {}), ...headers } }, (res) => {
      let buf = "";
      const waiters: Array<() => void> = [];
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buf += chunk;
        for (const w of waiters.splice(0)) w();
      });
      const find = (event: string) => {
        for (const block of buf.split("\n\n")) {
          const lines = block.split("\n");
          if (lines.includes(`event: ${event}`)) {
            const id = lines.find((l) => l.startsWith("id: "))?.slice(4) ?? "";
            const data = lines.find((l) => l.startsWith("data: "))?.slice(6) ?? "null";
            return { id, data: JSON.parse(data) as unknown };
          }
        }
        return null;
      };
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: () => buf,
        next: (event, ms = DEADLINE_MS) =>
          new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no '${event}' event within ${ms} ms; got: ${buf}`)), ms);
            const check = () => {
              const found = find(event);
              if (found) {
                clearTimeout(timer);
                ok(found);
              } else waiters.push(check);
            };
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
  });
}

async function waitForSubscribers(hub: { size(): number }, n: number) {
  for (let i = 0; i < 50 && hub.size() < n; i++) await new Promise((r) => setTimeout(r, 20));
}

describe("GET /api/events", () => {
  it("when a guest connects, then 401", async () => {
    const port = await listen(t.app);
    const s = await open(port, null);
    expect(s.status).toBe(401);
    s.close();
  });

  it("when a producer invites the signed-in artist through the API, then every open tab of the artist hears the notification and the invitation within a second, with SSE headers", async () => {
    const port = await listen(t.app);
    const artist = await insertUser(t.db, { userType: "artist" });
    const producer = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: producer.user.id });
    const cookie = await cookieOf(artist.email);
    const tabs = [await open(port, cookie), await open(port, cookie)];
    expect(tabs[0]!.status).toBe(200);
    expect(tabs[0]!.headers["content-type"]).toContain("text/event-stream");
    expect(tabs[0]!.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(tabs[0]!.headers["x-accel-buffering"]).toBe("no");
    await waitForSubscribers(t.events, 2);

    const res = await producer.agent.post("/api/invitations").send({ projectId: project.id, artistId: artist.id, message: "함께해요" });
    expect(res.status).toBe(201);

    for (const tab of tabs) {
      const note = await tab.next("notification");
      expect(note.data).toMatchObject({ type: "notification", notificationType: "invitation" });
      expect(Number(note.id)).toBeGreaterThan(0);
      expect((await tab.next("invitation")).data).toEqual({ type: "invitation", invitationId: res.body.id });
      expect(tab.raw()).toContain("retry: 3000");
      tab.close();
    }
  });

  it("when a message is sent through the API and its receiver opens the thread, then the receiver hears the notification before the message, and the sender hears messages-read once", async () => {
    const port = await listen(t.app);
    const { producer, artist, artistAgent, producerAgent } = await pair(t);
    const before = t.events.size();
    const producerTab = await open(port, await cookieOf(producer.email));
    const artistTab = await open(port, await cookieOf(artist.email));
    await waitForSubscribers(t.events, before + 2);

    const sent = await artistAgent.post("/api/messages").send({ receiverId: producer.id, content: "일정 확인 부탁드립니다." });
    expect(sent.status).toBe(201);
    expect((await producerTab.next("notification")).data).toMatchObject({ type: "notification", notificationType: "message" });
    expect((await producerTab.next("message")).data).toEqual({ type: "message", messageId: sent.body.id, senderId: artist.id });
    expect(producerTab.raw().indexOf("event: notification")).toBeLessThan(producerTab.raw().indexOf("event: message"));

    const opened = await producerAgent.get(`/api/messages/${artist.id}`);
    expect(opened.body.items.at(-1)).toMatchObject({ id: sent.body.id, read: true });
    expect((await artistTab.next("messages-read")).data).toEqual({ type: "messages-read", byUserId: producer.id });
    // Nothing is unread any more: opening the thread again tells no one.
    expect((await producerAgent.get(`/api/messages/${artist.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(artistTab.raw().match(/event: messages-read/g)).toHaveLength(1);
    producerTab.close();
    artistTab.close();
  });

  it("when another user's event is published, then this user's stream stays silent", async () => {
    const port = await listen(t.app);
    const me = await insertUser(t.db, { userType: "artist" });
    const other = await insertUser(t.db, { userType: "artist" });
    const tab = await open(port, await cookieOf(me.email));
    await waitForSubscribers(t.events, 1);
    await t.db.execute(sql`select pg_notify('app_events', ${JSON.stringify({ userId: other.id, event: { type: "messages-read", byUserId: me.id } })})`);
    await t.db.execute(sql`select pg_notify('app_events', ${JSON.stringify({ userId: me.id, event: { type: "messages-read", byUserId: other.id } })})`);
    const got = await tab.next("messages-read");
    expect(got.data).toEqual({ type: "messages-read", byUserId: other.id });
    expect(tab.raw().match(/event: messages-read/g)).toHaveLength(1);
    tab.close();
  });

  // Penetration test (issue 30): live-event connections per user were unlimited (each holds a socket and a listener).
  it("when a user already holds 5 streams, then the 6th is refused with 429 and a Korean message; closing one lets a new one in", async () => {
    const port = await listen(t.app);
    const me = await insertUser(t.db, { userType: "artist" });
    const cookie = await cookieOf(me.email);
    const before = t.events.size();
    const tabs = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i++) tabs.push(await open(port, cookie));
    expect(tabs.map((tab) => tab.status)).toEqual(Array(LIVE_STREAMS_PER_USER).fill(200));
    await waitForSubscribers(t.events, before + LIVE_STREAMS_PER_USER);

    const refused = await open(port, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse(refused.raw())).toMatchObject({ code: "RateLimited", message: expect.stringContaining("5개까지") });
    refused.close();

    // Someone else is not affected by this user's streams.
    const other = await open(port, await cookieOf((await insertUser(t.db, { userType: "producer" })).email));
    expect(other.status).toBe(200);
    other.close();

    tabs.pop()!.close();
    for (let i = 0; i < 50 && t.events.countOf(me.id) >= LIVE_STREAMS_PER_USER; i++) await new Promise((r) => setTimeout(r, 20));
    const again = await open(port, cookie);
    expect(again.status).toBe(200);
    again.close();
    for (const tab of tabs) tab.close();
  });

  it("when a tab reconnects with Last-Event-ID, then the stream starts with a resync event", async () => {
    const port = await listen(t.app);
    const me = await insertUser(t.db, { userType: "producer" });
    const tab = await open(port, await cookieOf(me.email), { "Last-Event-ID": "41" });
    expect(await tab.next("resync")).toMatchObject({ data: {} });
    tab.close();
  });

  // PGlite lives inside one process, so a second server process on the same database exists only on PostgreSQL.
  it("when the change is made through a second app instance on the same database, then the stream of the first hears it within a second", async () => {
    // On PostgreSQL the second instance has its own connection pool and LISTEN connection, as a second
    // server process would; PGlite cannot be opened twice, so there it shares the embedded database.
    let second: Database = t.database;
    if (t.database.driver === "pg") {
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
      second = await createDatabase({ databaseUrl: withDatabase(inject("pgServerUrl"), result.rows[0]!.name) });
    }
    const secondHub = createEventHub(second);
    await secondHub.start();
    const { app: secondApp } = createApp({
      db: second.db,
      config: { ...TEST_CONFIG, uploadDir: "/tmp/artlink-test-uploads" },
      logger: createLogger("silent"),
      events: secondHub,
      checkAnswers: true,
    });
    try {
      const port = await listen(t.app);
      const artist = await insertUser(t.db, { userType: "artist" });
      const producer = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: producer.id });
      const tab = await open(port, await cookieOf(artist.email));
      await waitForSubscribers(t.events, 1);

      const supertest = (await import("supertest")).default;
      const agent = supertest.agent(secondApp);
      expect((await agent.post("/api/auth/login").send({ email: producer.email, password: TEST_PASSWORD })).status).toBe(200);
      const res = await agent.post("/api/invitations").send({ projectId: project.id, artistId: artist.id });
      expect(res.status).toBe(201);

      expect((await tab.next("invitation")).data).toEqual({ type: "invitation", invitationId: res.body.id });
      tab.close();
    } finally {
      await secondHub.stop();
      if (second !== t.database) await second.close();
    }
  });
});
