import http from "node:http";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { FILE_MAX_BYTES } from "@shared/constants";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const uploadDir = mkdtempSync(path.join(tmpdir(), "upload-test-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const { agent } = await signedIn(t, "artist");

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");
const fixture = (name: string) => path.join(fixtures, name);
const onDisk = (url: string) => path.join(uploadDir, url.replace(/^\/uploads\//, ""));

describe("POST /api/upload", () => {
  it("when a guest uploads, then 401 and nothing is stored", async () => {
    const before = readdirSync(uploadDir).length;
    // Streamed from disk: the 401 is decided before the body is read, and the server reads the rest
    // of it before answering, so the client sees the answer rather than a closed socket (EPIPE).
    const res = await t.request.post("/api/upload").attach("file", fixture("sample.png"));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("로그인이 필요합니다.");
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("when a guest sends a large file, then the server reads the body before its 401, so the client gets the answer and not EPIPE", async () => {
    // 4 MB streamed from disk right after another request, as the matrix's cells follow each other:
    // answered before the body, the connection was closed under the still-writing client (write EPIPE
    // in 9 of 10 tries before the fix).
    const big = path.join(uploadDir, "..", `${path.basename(uploadDir)}-big.png`);
    writeFileSync(big, Buffer.alloc(4 * 1024 * 1024, 7));
    afterAll(() => rmSync(big, { force: true }));
    for (let i = 0; i < 5; i++) {
      expect((await t.request.post("/api/upload").attach("file", fixture("sample.png"))).status).toBe(401);
      const res = await t.request.post("/api/upload").attach("file", big);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("로그인이 필요합니다.");
    }
  });

  it("when a guest sends more than the upload limit, then the server does not wait for the whole body: it answers 401 or closes the connection", async () => {
    const server = t.app.listen(0);
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as { port: number };
    const outcome = await new Promise<{ status?: number; error?: string; written: number }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/upload",
          agent: false,
          headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(1024 ** 3) },
        },
        (r) => {
          r.resume();
          resolve({ status: r.statusCode, written: req.socket?.bytesWritten ?? 0 });
          req.destroy();
        },
      );
      // Past DRAIN_MAX_BYTES the server answers and closes; a client still writing may meet the close first.
      req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code, written: req.socket?.bytesWritten ?? 0 }));
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const pump = () => {
        while (!req.destroyed && req.write(chunk));
        if (!req.destroyed) req.once("drain", pump);
      };
      pump();
      setTimeout(() => reject(new Error("the server held the connection for 15 s")), 15_000).unref();
    });
    server.close();
    if (outcome.status !== undefined) expect(outcome.status).toBe(401);
    else expect(["EPIPE", "ECONNRESET"]).toContain(outcome.error);
    expect(outcome.written).toBeLessThan(100 * 1024 * 1024);
  });

  it("when a real PNG is uploaded, then 201 with fileUrl, url and a 480-wide WebP thumbnail, all stored under random names", async () => {
    const res = await agent.post("/api/upload").attach("file", fixture("sample.png"), { filename: "내 작품.png", contentType: "image/png" });

    expect(res.status).toBe(201);
    expect(res.body.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(res.body.url).toBe(res.body.fileUrl);
    expect(res.body.thumbnailUrl).toBe(res.body.fileUrl.replace(/\.png$/, ".w480.webp"));
    // Issue 30: the stored image is re-encoded without metadata (never the original bytes); `size` is what is stored.
    const stored = readFileSync(onDisk(res.body.fileUrl));
    expect(res.body).toMatchObject({ contentType: "image/png", size: stored.length });
    const original = await sharp(fixture("sample.png")).metadata();
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: original.width, height: original.height });
    const thumb = await sharp(onDisk(res.body.thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 480 });
  });

  it("when an image made in the test is uploaded, then a smaller image is not enlarged in its variant", async () => {
    const small = await sharp({ create: { width: 100, height: 50, channels: 4, background: "#00ff0080" } })
      .png()
      .toBuffer();
    const res = await agent.post("/api/upload?accept=image").attach("file", small, "small.png");
    expect(res.status).toBe(201);
    expect(await sharp(onDisk(res.body.thumbnailUrl)).metadata()).toMatchObject({ format: "webp", width: 100 });
  });

  it("when a WebP is uploaded with a misleading name, then its type is taken from the bytes", async () => {
    const res = await agent.post("/api/upload").attach("file", fixture("sample.webp"), { filename: "photo.jpg", contentType: "image/jpeg" });
    expect(res.status).toBe(201);
    expect(res.body.fileUrl).toMatch(/\.webp$/);
    expect(res.body.contentType).toBe("image/webp");
    expect(existsSync(onDisk(res.body.thumbnailUrl))).toBe(true);
  });

  it("when the stored file is fetched, then it is served with its type, nosniff and a long max-age", async () => {
    const up = await agent.post("/api/upload").attach("file", fixture("sample.png"));

    const res = await t.request.get(up.body.url);
    const thumb = await t.request.get(up.body.thumbnailUrl);

    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(Buffer.compare(res.body as Buffer, readFileSync(onDisk(up.body.url)))).toBe(0);
    expect(thumb.status).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
  });

  it("when a file that is not stored is fetched, then 404 (not 500)", async () => {
    const res = await t.request.get("/uploads/0123456789abcdef0123456789abcdef.png");
    expect(res.status).toBe(404);
  });

  it("when the path is malformed or leaves the upload folder, then a 4xx answer (not 500)", async () => {
    for (const url of ["/uploads/%E0%A4%A.png", "/uploads/..%2f..%2fetc%2fpasswd", "/uploads/.hidden"]) {
      const res = await t.request.get(url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
  });

  it("when a text file is named .png, then 415 and nothing is stored", async () => {
    const before = readdirSync(uploadDir).length;
    const res = await agent.post("/api/upload").attach("file", fixture("fake.png"), { filename: "fake.png", contentType: "image/png" });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지 또는 PDF만 올릴 수 있습니다.");
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("when bytes start like a PNG but do not decode, then 415 and nothing is stored", async () => {
    const before = readdirSync(uploadDir).length;
    const broken = Buffer.concat([readFileSync(fixture("sample.png")).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await agent.post("/api/upload").attach("file", broken, "broken.png");
    expect(res.status).toBe(415);
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("when a PDF is uploaded with ?accept=image, then 415", async () => {
    const before = readdirSync(uploadDir).length;
    const res = await agent.post("/api/upload?accept=image").attach("file", fixture("sample.pdf"));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WebP 이미지만 올릴 수 있습니다.");
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("when a PDF is uploaded without accept, then 201 with no thumbnail, served as application/pdf", async () => {
    const res = await agent.post("/api/upload").attach("file", fixture("sample.pdf"));

    expect(res.status).toBe(201);
    expect(res.body.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(res.body.thumbnailUrl).toBeNull();
    expect(existsSync(onDisk(res.body.fileUrl))).toBe(true);
    const served = await t.request.get(res.body.fileUrl);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("when the file is over 10 MB, then 413 with a Korean message and nothing is stored", async () => {
    const before = readdirSync(uploadDir).length;
    const big = Buffer.concat([readFileSync(fixture("sample.png")), Buffer.alloc(FILE_MAX_BYTES)]);
    const res = await agent.post("/api/upload").attach("file", big, "big.png");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("파일 크기는 10MB 이하여야 합니다.");
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it("when no file is sent, then 400 with a Korean message", async () => {
    const empty = await agent.post("/api/upload").field("note", "파일 없음");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("업로드할 파일을 선택해주세요.");
    const noBody = await agent.post("/api/upload");
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe("업로드할 파일을 선택해주세요.");
  });

  it("when the file is sent under another field name, then 400", async () => {
    const res = await agent.post("/api/upload").attach("image", fixture("sample.png"));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
  });
});
