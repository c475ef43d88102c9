import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityPosts, uploads } from "@shared/schema/index";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { insertUser } from "../factories/users";
import { TEST_CONFIG, TEST_PASSWORD } from "../setup/test-app";
import { createFaultDatabase, sessionCookieOf, sleep } from "./helpers";

/** An upload cut off midway (the client went away): no file, no partial file, no row. */
let fault: Awaited<ReturnType<typeof createFaultDatabase>>;
let server: Server;
let base: string;
let cookie: string;
let userId: string;
const uploadDir = mkdtempSync(path.join(tmpdir(), "artlink-faults-uploads-"));
const png = readFileSync(path.join(import.meta.dirname, "../fixtures/sample.png"));

beforeAll(async () => {
  fault = await createFaultDatabase({ migrated: true });
  const user = await insertUser(fault.database!.db);
  userId = user.id;
  const { app } = createApp({ db: fault.database!.db, config: { ...TEST_CONFIG, uploadDir }, logger: createLogger("silent") });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const res = await supertest(base).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  cookie = sessionCookieOf(res);
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await fault?.drop();
  rmSync(uploadDir, { recursive: true, force: true });
});

/**
 * Sends the headers and the first part of a multipart body announcing 3 MB (an image part whose bytes
 * stop after 1 MB), then drops the connection.
 */
async function abortedMultipart(pathname: string, fields: Record<string, string>, fileField: string) {
  const boundary = "----aborted-boundary";
  const head = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.alloc(1024 * 1024, 7),
  ]);
  const { port } = new URL(base);
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise((r) => socket.once("connect", r));
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n`,
  );
  await new Promise<void>((r) => socket.write(head, () => r()));
  await sleep(200);
  socket.destroy();
}

const postCount = async () => Number((await fault.database!.db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.authorId, userId)))[0]!.n);

describe("an upload aborted midway", () => {
  it("when the client drops an upload or an image post midway, then no file and no post is left, and the next upload works", async () => {
    await abortedMultipart("/api/upload", {}, "file");
    await abortedMultipart("/api/community/posts", { content: "중간에 끊긴 이미지 글" }, "image");
    // A complete upload afterwards: the aborted ones were handled before it, and it stores its two parts only.
    const ok = await supertest(base).post("/api/upload").set("Cookie", cookie).attach("file", png, "sample.png");
    expect(ok.status).toBe(201);
    const names = readdirSync(uploadDir).filter((n) => !n.startsWith("."));
    expect(names.sort()).toEqual([path.basename(ok.body.url), path.basename(ok.body.thumbnailUrl)].sort());
    expect(await postCount()).toBe(0);
    // One record, the complete upload's (issue 30): an aborted one charges the account nothing.
    expect((await fault.database!.db.select({ url: uploads.url }).from(uploads)).map((r) => r.url)).toEqual([ok.body.url]);
  });
});
