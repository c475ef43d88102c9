import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProject } from "../factories/projects";
import { insertUser } from "../factories/users";
import { TEST_PASSWORD } from "../setup/test-app";
import { createFaultDatabase, type ServerProcess, sessionCookieOf, startServer } from "./helpers";

/** SIGTERM under load: in-flight requests finish, new connections are refused, the process exits 0. */
let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  const user = await insertUser(fault.database!.db, { userType: "producer" });
  for (let i = 0; i < 5; i++) await insertProject(fault.database!.db, { producerId: user.id, title: `종료 시험 프로젝트 ${i}` });
  server = await startServer({ DATABASE_URL: fault.url });
  const res = await supertest(server.url).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  cookie = sessionCookieOf(res);
});

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop();
  await fault?.drop();
});

const png = readFileSync(path.join(import.meta.dirname, "../fixtures/sample.png"));

/** A multipart upload whose body is sent in two halves: `between` runs once the first half is out. */
function halfSentUpload(base: string) {
  const boundary = "----faults-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sample.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  let req!: http.ClientRequest;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = http.request(
      `${base}/api/upload?accept=image`,
      {
        method: "POST",
        agent: false,
        headers: { Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(body.length) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("error", reject);
  });
  const firstHalfSent = new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  return { firstHalfSent, finish: () => req.end(body.subarray(half)), answered };
}

describe("SIGTERM under load", () => {
  it("when SIGTERM arrives with requests in flight, then they all complete, new connections are refused and the process exits 0", async () => {
    const upload = halfSentUpload(server.url);
    await upload.firstHalfSent;
    // Requests under way when the signal comes (each on its own connection).
    const reads = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server.url}/api/${i % 2 ? "projects" : "notifications"}`, { headers: { Cookie: cookie, Connection: "close" } }).then(
        async (res) => ({ status: res.status, ok: (await res.text()).length > 0 }),
        // Not accepted by the time the listener closed: refused, or reset by the kernel from the backlog
        // (before the server read a byte of it, so a client may retry it safely).
        (err: Error) => ({ status: "refused" as const, ok: /ECONNREFUSED|ECONNRESET/.test(String(err.cause ?? err)), error: String(err.cause ?? err) }),
      ),
    );
    server.child.kill("SIGTERM");
    await server.waitForOutput(/shutting down/);

    // The listener closes: a new connection is not served while the upload is still in flight.
    const late = await fetch(`${server.url}/api/health`).then(
      (res) => `answered ${res.status}`,
      (err: Error) => String(err.cause ?? err),
    );
    expect(late).toMatch(/ECONNREFUSED|ECONNRESET/);

    upload.finish();
    const answer = await upload.answered;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const results = await Promise.all(reads);
    // Accepted before the signal: answered in full; sent after it: refused, never a 5xx or a cut answer.
    for (const r of results) {
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (r.status !== "refused") expect(r.status).toBe(200);
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);
  });
});
