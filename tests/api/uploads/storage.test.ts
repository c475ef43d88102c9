import sharp from "sharp";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "../../../server/storage/local";
import { S3Storage } from "../../../server/storage/s3";
import type { UploadStorage } from "../../../server/storage/storage";
import { startS3 } from "../../setup/s3";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");
const png = readFileSync(path.join(fixtures, "sample.png"));

const localDir = mkdtempSync(path.join(tmpdir(), "storage-local-"));
const s3 = await startS3();
const s3Storage = new S3Storage(s3.config);
afterAll(async () => {
  s3Storage.destroy();
  await s3.stop();
  rmSync(localDir, { recursive: true, force: true });
});

const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

const storages: Array<[string, UploadStorage]> = [
  ["local disk", new LocalDiskStorage(localDir)],
  ["S3 (s3rver over HTTP)", s3Storage],
];

describe.each(storages)("the upload storage contract: %s", (_label, storage) => {
  it("when a file is put, then it exists, reads back byte for byte, and is gone after delete", async () => {
    const name = `contract-${storage.kind}-${Date.now()}.png`;
    expect(await storage.exists(name)).toBe(false);
    await storage.put(name, png, "image/png");
    expect(await storage.exists(name)).toBe(true);
    const file = await storage.get(name);
    expect(file).not.toBeNull();
    expect((await readAll(file!.body)).equals(png)).toBe(true);
    expect(file!.size).toBe(png.length);
    await storage.delete(name);
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.get(name)).toBeNull();
  });

  it("when names have a folder (demo covers), then they work; when a file is missing, then delete is quiet", async () => {
    await storage.put("demo/cover-x.webp", Buffer.from("RIFFxxxxWEBP"), "image/webp");
    expect(await storage.exists("demo/cover-x.webp")).toBe(true);
    await storage.delete("demo/cover-x.webp");
    await expect(storage.delete("never-there.png")).resolves.toBeUndefined();
  });

  it("when a byte range is asked (from-to, from-on, the last n), then only those bytes come, with the part's bounds and the file's size", async () => {
    const name = `range-${storage.kind}-${Date.now()}.webm`;
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await storage.put(name, bytes, "video/webm");
    const part = await storage.get(name, { start: 10, end: 19 });
    expect((await readAll(part!.body)).equals(bytes.subarray(10, 20))).toBe(true);
    expect(part).toMatchObject({ size: 10, range: { start: 10, end: 19, total: 1000 } });
    const tail = await storage.get(name, { start: 990 });
    expect((await readAll(tail!.body)).equals(bytes.subarray(990))).toBe(true);
    expect(tail!.range).toEqual({ start: 990, end: 999, total: 1000 });
    const last = await storage.get(name, { suffix: 5 });
    expect((await readAll(last!.body)).equals(bytes.subarray(995))).toBe(true);
    expect(last!.range).toEqual({ start: 995, end: 999, total: 1000 });
    // An end past the file is cut to it; a start past it holds no byte.
    expect((await storage.get(name, { start: 998, end: 5000 }))!.range).toEqual({ start: 998, end: 999, total: 1000 });
    await expect(storage.get(name, { start: 1000 })).rejects.toMatchObject({ name: "RangeNotSatisfiableError", total: 1000 });
    expect(await storage.get(`missing-${name}`, { start: 0, end: 1 })).toBeNull();
    await storage.delete(name);
  });

  it("when a name tries to leave the store (.., absolute, backslash), then it is refused and never exists", async () => {
    for (const bad of ["../etc/passwd", "/etc/passwd", "a/../../b", "a\\b", ".hidden", ""]) {
      expect(await storage.exists(bad)).toBe(false);
      await expect(storage.put(bad, png, "image/png")).rejects.toThrow(/unsafe upload name/);
    }
  });
});

describe("the app on S3 storage", async () => {
  const t = await createTestApp({ storage: s3Storage });
  const { agent, user } = await signedIn(t, "artist");

  it("when an image is uploaded, then both files are in the bucket and /uploads serves them with the upload headers", async () => {
    const res = await agent.post("/api/upload").attach("file", png, { filename: "작품.png", contentType: "image/png" });
    expect(res.status, res.text).toBe(201);
    const name = res.body.fileUrl.replace("/uploads/", "");
    expect(await s3Storage.exists(name)).toBe(true);
    expect(await s3Storage.exists(res.body.thumbnailUrl.replace("/uploads/", ""))).toBe(true);
    // Nothing touched the local upload folder.
    expect(readdirSync(localDir).filter((f) => f.includes(name))).toHaveLength(0);

    const served = await t.request
      .get(res.body.fileUrl)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    // What the bucket holds is what is served (re-encoded without metadata, issue 30).
    const inBucket = await s3Storage.get(res.body.fileUrl.replace("/uploads/", ""));
    expect((served.body as Buffer).equals(await readAll(inBucket!.body))).toBe(true);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: "png" });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.headers["content-disposition"]).toContain("inline");
    expect(served.headers["cache-control"]).toContain("immutable");
  });

  it("when a video is asked for with a Range header, then 206 with those bytes, as from disk; a range past the end is 416; several ranges or an If-Range get the whole file", async () => {
    const tape = readFileSync(path.join(fixtures, "self-tape.webm"));
    const up = await agent.post("/api/upload/media").attach("file", tape, "tape.webm");
    expect(up.status, up.text).toBe(201);
    const get = (headers: Record<string, string>) =>
      t.request
        .get(up.body.url)
        .set(headers)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => cb(null, Buffer.concat(chunks)));
        });

    const part = await get({ Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${tape.length}`);
    expect(part.headers["content-length"]).toBe("100");
    expect(part.headers["accept-ranges"]).toBe("bytes");
    expect(part.headers["content-type"]).toBe("video/webm");
    expect((part.body as Buffer).equals(tape.subarray(100, 200))).toBe(true);

    const open = await get({ Range: "bytes=1000-" });
    expect(open.status).toBe(206);
    expect((open.body as Buffer).equals(tape.subarray(1000))).toBe(true);
    const last = await get({ Range: "bytes=-16" });
    expect(last.status).toBe(206);
    expect(last.headers["content-range"]).toBe(`bytes ${tape.length - 16}-${tape.length - 1}/${tape.length}`);
    expect((last.body as Buffer).equals(tape.subarray(-16))).toBe(true);

    const past = await t.request.get(up.body.url).set("Range", `bytes=${tape.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${tape.length}`);
    expect(past.body.message).toMatch(/[가-힣]/);

    const wholeFile: Array<Record<string, string>> = [
      { Range: "bytes=0-1,5-6" },
      { Range: "items=0-1" },
      { Range: "bytes=9-3" },
      { Range: "bytes=0-9", "If-Range": '"stale"' },
      {},
    ];
    for (const headers of wholeFile) {
      const whole = await get(headers);
      expect(whole.status).toBe(200);
      expect((whole.body as Buffer).equals(tape)).toBe(true);
    }
  });

  it("when an address names no object or tries to escape, then 404 in Korean", async () => {
    const missing = await t.request.get("/uploads/0123456789abcdef0123456789abcdef.png");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/[가-힣]/);
    expect((await t.request.get("/uploads/..%2f..%2fetc%2fpasswd")).status).toBe(404);
  });

  it("when a profile names an upload that is not in the bucket, then 400; one that is, then saved", async () => {
    const bad = await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp" });
    expect(bad.status).toBe(400);
    const up = await agent.post("/api/upload?variant=avatar").attach("file", png, { filename: "me.png", contentType: "image/png" });
    expect(up.status).toBe(201);
    const ok = await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: up.body.url });
    expect(ok.status, ok.text).toBe(200);
  });
});
