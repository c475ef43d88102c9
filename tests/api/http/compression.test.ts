import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { preferredEncodings } from "../../../server/http/static-assets";
import { createLogger } from "../../../server/logger";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();

/** A minimal client build: index.html and one script with its precompressed siblings. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "artlink-dist-"));
  mkdirSync(path.join(dir, "assets"));
  const js = `export const text = ${JSON.stringify("아트링크 ".repeat(400))};\n`;
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), js);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync(js));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="ko"><head><title>아트링크</title></head><body>${"<p>본문</p>".repeat(300)}</body></html>`,
  );
  return { dir, js };
}

const build = fakeBuild();
const { app } = createApp({
  db: t.db,
  config: { appUrl: TEST_APP_URL, sessionSecret: "test-secret-test-secret", nodeEnv: "test", uploadDir: "/tmp/artlink-test-uploads" },
  logger: createLogger("silent"),
  checkAnswers: true,
  client: { distDir: build.dir },
  projectListCacheMs: 0,
});
const request = supertest(app);
/** The body as bytes (decoded by supertest, as a browser would), whatever its type. */
const raw = (req: supertest.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => cb(null, Buffer.concat(chunks)));
  });

describe("built assets are sent precompressed", () => {
  it("when the browser accepts brotli, then the .br file is sent with Content-Encoding br, the script's type, Vary and immutable caching", async () => {
    const res = await raw(request.get("/assets/app-abc123.js").set("Accept-Encoding", "gzip, deflate, br"));
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toContain("immutable");
    // supertest decodes the body as a browser would: what arrives is the original script.
    expect((res.body as Buffer).toString()).toBe(build.js);
  });

  it("when the browser accepts only gzip, then the .gz file is sent", async () => {
    const res = await raw(request.get("/assets/app-abc123.js").set("Accept-Encoding", "gzip"));
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
  });

  it("when the browser accepts no encoding, then the plain file is sent", async () => {
    const res = await raw(request.get("/assets/app-abc123.js").set("Accept-Encoding", "identity"));
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect((res.body as Buffer).toString()).toBe(build.js);
  });

  it("when brotli is refused with q=0, then gzip is chosen", () => {
    expect(preferredEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(preferredEncodings("*")).toEqual(["br", "gzip"]);
    expect(preferredEncodings(undefined)).toEqual([]);
  });
});

describe("HTML and JSON are compressed per response", () => {
  it("when a client route is requested with brotli accepted, then index.html comes compressed", async () => {
    const res = await raw(request.get("/projects").set("Accept-Encoding", "br"));
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect((res.body as Buffer).toString()).toContain("<title>아트링크</title>");
  });

  it("when a large JSON answer is requested with gzip accepted, then it is gzip-encoded; a small one is not", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    for (let i = 0; i < 10; i += 1) await insertProject(t.db, { producerId: producer.id, status: "published", description: "설명 ".repeat(100) });
    const big = await request.get("/api/projects").set("Accept-Encoding", "gzip");
    expect(big.status).toBe(200);
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(big.body.items.length).toBeGreaterThan(0);

    const small = await request.get("/api/health").set("Accept-Encoding", "gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("when visitors get the same micro-cached list with brotli, then every answer carries the same compressed bytes", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    for (let i = 0; i < 10; i += 1) await insertProject(t.db, { producerId: producer.id, status: "published", title: `캐시된 목록 ${i}` });
    const cached = supertest(
      createApp({
        db: t.db,
        config: { appUrl: TEST_APP_URL, sessionSecret: "test-secret-test-secret", nodeEnv: "test", uploadDir: "/tmp/artlink-test-uploads" },
        logger: createLogger("silent"),
        checkAnswers: true,
        projectListCacheMs: 60_000,
      }).app,
    );
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await raw(cached.get("/api/projects").query({ limit: 10 }).set("Accept-Encoding", "br")));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(Number(res.headers["content-length"])).toBe(Number(answers[0]!.headers["content-length"]));
      expect((res.body as Buffer).equals(answers[0]!.body as Buffer)).toBe(true);
    }
    expect(JSON.parse((answers[0]!.body as Buffer).toString()).items).toHaveLength(10);
  });

  it("when a large Korean JSON answer is requested without compression, then its Content-Length counts its UTF-8 bytes and HEAD sends the same length and no body", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    for (let i = 0; i < 5; i += 1) await insertProject(t.db, { producerId: producer.id, status: "published", description: "한글 설명 ".repeat(80) });
    const res = await raw(request.get("/api/projects").set("Accept-Encoding", "identity"));
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    const body = res.body as Buffer;
    expect(body.length).toBeGreaterThan(1024);
    expect(Number(res.headers["content-length"])).toBe(body.length);
    // Multi-byte text: the length in bytes, not in characters.
    expect(body.toString().length).toBeLessThan(body.length);
    expect(JSON.parse(body.toString()).items.length).toBeGreaterThan(0);

    const head = await raw(request.head("/api/projects").set("Accept-Encoding", "identity"));
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(body.length);
    expect((head.body as Buffer | undefined)?.length ?? 0).toBe(0);
  });
});
