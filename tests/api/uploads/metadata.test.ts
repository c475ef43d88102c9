import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Penetration test of main (issue 30): the original of an uploaded JPEG was stored and served byte
// for byte, EXIF GPS included, and post cards linked to it.
const uploadDir = mkdtempSync(path.join(tmpdir(), "upload-meta-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const { agent } = await signedIn(t, "artist");

const CAMERA = "SecretCam-9000";
const GPS = { GPSLatitudeRef: "N", GPSLatitude: "37/1 33/1 5/1", GPSLongitudeRef: "E", GPSLongitude: "126/1 58/1 40/1" };

/** A 64x48 photo carrying camera and GPS EXIF, stored rotated (orientation 6: shown 48x64). */
async function photo(format: "jpeg" | "png" | "webp", orientation = 1): Promise<Buffer> {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } });
  const encoded = format === "jpeg" ? base.jpeg() : format === "png" ? base.png() : base.webp();
  return encoded
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: CAMERA, Model: "X" }, IFD3: GPS })
    .toBuffer();
}

async function served(url: string): Promise<Buffer> {
  const res = await t.request
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

async function expectClean(bytes: Buffer) {
  expect(bytes.includes(Buffer.from(CAMERA)), "camera model in the served bytes").toBe(false);
  const meta = await sharp(bytes).metadata();
  expect(meta.exif, "EXIF in the served file").toBeUndefined();
  expect(meta.xmp, "XMP in the served file").toBeUndefined();
  expect(meta.iptc, "IPTC in the served file").toBeUndefined();
}

describe("uploaded images keep no camera or GPS metadata", () => {
  it("when a JPEG with GPS EXIF is uploaded, then neither the served file nor its variant carries it, and it is still a JPEG", async () => {
    const original = await photo("jpeg");
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await agent.post("/api/upload").attach("file", original, "photo.jpg").expect(201);
    const bytes = await served(res.body.url);
    await expectClean(bytes);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    await expectClean(await served(res.body.thumbnailUrl));
  });

  it.each(["png", "webp"] as const)("when a %s with EXIF is uploaded, then the served file has none", async (format) => {
    const res = await agent
      .post("/api/upload")
      .attach("file", await photo(format), `photo.${format}`)
      .expect(201);
    await expectClean(await served(res.body.url));
  });

  it("when a photo is stored rotated (EXIF orientation 6), then the orientation is applied before the metadata goes", async () => {
    const rotated = await photo("jpeg", 6);
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const res = await agent.post("/api/upload").attach("file", rotated, "rotated.jpg").expect(201);
    const meta = await sharp(await served(res.body.url)).metadata();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it("when a community post carries a JPEG with GPS EXIF, then the image the post links to carries none", async () => {
    const res = await agent
      .post("/api/community/posts")
      .field("content", "촬영 현장 사진입니다")
      .attach("image", await photo("jpeg"), "site.jpg")
      .expect(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\//);
    await expectClean(await served(res.body.imageUrl));
  });
});
