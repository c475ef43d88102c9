import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPost } from "../factories/community";
import { insertProject } from "../factories/projects";
import { insertUser } from "../factories/users";
import { TEST_PASSWORD } from "../setup/test-app";
import { createFaultDatabase, type ServerProcess, sessionCookieOf, sleep, startServer } from "./helpers";

/**
 * 200 concurrent connections of mixed reads and writes against one server process on PostgreSQL for
 * SOAK_SECONDS (default 60): no 5xx, no dropped connection, and memory that levels off (the process
 * runs with a 256 MB heap, and its resident size after the warm-up grows less than half again).
 */
const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const CONNECTIONS = 200;
const MEMBERS = 40;

let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let server: ServerProcess;
const cookies: string[] = [];
const postIds: number[] = [];
const projectIds: number[] = [];

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  const db = fault.database!.db;
  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await insertUser(db, { userType: i % 2 ? "artist" : "producer" }));
  for (let i = 0; i < 20; i++) projectIds.push((await insertProject(db, { producerId: members[0]!.id, title: `부하 시험 프로젝트 ${i}`, tags: ["회화"] })).id);
  for (let i = 0; i < 10; i++) postIds.push((await insertPost(db, members[1]!.id, { content: `부하 시험 게시글 ${i}` })).id);
  // A capped heap: memory that keeps growing under the load would end the process (and fail the run)
  // instead of hiding in a big default heap.
  server = await startServer({ DATABASE_URL: fault.url, NODE_OPTIONS: "--max-old-space-size=256" });
  const signedIn = await Promise.all(
    members.map((m, i) =>
      supertest(server.url)
        .post("/api/auth/login")
        .set("X-Forwarded-For", `192.0.2.${i + 1}`)
        .send({ email: m.email, password: TEST_PASSWORD }),
    ),
  );
  for (const res of signedIn) {
    expect(res.status).toBe(200);
    cookies.push(sessionCookieOf(res));
  }
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await fault?.drop();
});

describe(`${CONNECTIONS} concurrent connections for ${SECONDS} s`, () => {
  it(
    "when reads and writes run from 200 connections at once, then no answer is a 5xx, no connection drops and memory levels off",
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      const statuses = new Map<string, number>();
      const failures: string[] = [];
      let stopped = false;
      const note = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

      const request = async (worker: number, n: number) => {
        const cookie = cookies[worker % MEMBERS]!;
        const post = postIds[n % postIds.length]!;
        const project = projectIds[n % projectIds.length]!;
        const json = { "Content-Type": "application/json", Cookie: cookie };
        const plan: Array<[string, string, RequestInit]> = [
          ["list", `/api/projects?page=${(n % 3) + 1}`, {}],
          ["search", `/api/projects?search=${encodeURIComponent(n % 2 ? "회화" : "프로젝트")}`, { headers: { Cookie: cookie } }],
          ["project", `/api/projects/${project}`, { headers: { Cookie: cookie } }],
          ["posts", `/api/community/posts`, { headers: { Cookie: cookie } }],
          ["post", `/api/community/posts/${post}`, { headers: { Cookie: cookie } }],
          ["me", `/api/auth/user`, { headers: { Cookie: cookie } }],
          ["notifications", `/api/notifications`, { headers: { Cookie: cookie } }],
          [
            "comment",
            `/api/community/posts/${post}/comments`,
            { method: "POST", headers: json, body: JSON.stringify({ content: `부하 댓글 ${worker}-${n}` }) },
          ],
          ["like", `/api/community/posts/${post}/like`, { method: "POST", headers: json }],
          ["comments", `/api/community/posts/${post}/comments`, { headers: { Cookie: cookie } }],
        ];
        const [kind, url, init] = plan[(worker + n) % plan.length]!;
        try {
          const res = await fetch(`${server.url}${url}`, init);
          await res.arrayBuffer();
          note(`${kind} ${res.status}`);
          if (res.status >= 500) failures.push(`${kind} ${url}: ${res.status}`);
        } catch (err) {
          failures.push(`${kind} ${url}: ${String((err as Error).cause ?? err)}`);
        }
      };

      const workers = Array.from({ length: CONNECTIONS }, async (_, w) => {
        for (let n = 0; !stopped; n++) await request(w, n);
      });
      const rss: number[] = [];
      const started = Date.now();
      while (Date.now() - started < SECONDS * 1000) {
        await sleep(Math.min(2_000, SECONDS * 100));
        rss.push(await server.rssKb());
      }
      stopped = true;
      await Promise.all(workers);

      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      console.log(`soak: ${total} requests in ${SECONDS} s; ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; RSS kB ${rss.join(" ")}`);
      expect(failures.slice(0, 20)).toEqual([]);
      expect(total).toBeGreaterThan(CONNECTIONS);
      // Limited writes may be refused (429); everything else answered 2xx.
      for (const [key, n] of statuses) {
        const status = Number(key.split(" ")[1]);
        expect(status === 429 || (status >= 200 && status < 300), `${key} x${n}`).toBe(true);
      }
      // Flat memory: after the first quarter (warm-up: pools, caches, JIT) the resident size grows less than half again.
      const warm = Math.max(...rss.slice(0, Math.max(1, Math.floor(rss.length / 4))));
      const end = rss[rss.length - 1]!;
      expect(end, `RSS ${rss.join(" ")} kB`).toBeLessThan(warm * 1.5);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
