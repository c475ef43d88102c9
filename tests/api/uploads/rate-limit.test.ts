import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { WRITE_RATE } from "@shared/constants";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/** Issue 30 (penetration test): one new account uploaded 40 files of 5 MB in seconds, every one answered 201. */
const uploadDir = mkdtempSync(path.join(tmpdir(), "upload-rate-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
let clock = Date.parse("2030-05-01T00:00:00Z");
const t = await createTestApp({ uploadDir, limiterNow: () => clock });

const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c0ffee" } })
  .png()
  .toBuffer();

describe("upload rate per account", () => {
  it("when one account uploads 31 files within a minute, then the 31st answers 429 in Korean and stores nothing; a minute later it may upload again", async () => {
    const { agent } = await signedIn(t, "artist");
    for (let i = 0; i < 30; i++) {
      const res = await agent.post("/api/upload").attach("file", tiny, `작품-${i}.png`);
      expect(res.status, `upload ${i + 1}: ${res.text}`).toBe(201);
    }
    const files = readdirSync(uploadDir).length;
    const refused = await agent.post("/api/upload").attach("file", tiny, "작품-31.png");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "RateLimited", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(readdirSync(uploadDir)).toHaveLength(files);

    // Another account is not held back by the first one's limit.
    const other = await signedIn(t, "producer");
    expect((await other.agent.post("/api/upload").attach("file", tiny, "표지.png")).status).toBe(201);

    clock += 61_000;
    expect((await agent.post("/api/upload").attach("file", tiny, "작품-32.png")).status).toBe(201);
    expect(WRITE_RATE.upload).toEqual({ windowMs: 60_000, max: 30 });
  });

  it("when image posts are written, then they count against the same upload limit as plain uploads", async () => {
    const { agent } = await signedIn(t, "artist");
    for (let i = 0; i < 30; i++) expect((await agent.post("/api/upload").attach("file", tiny, `a-${i}.png`)).status).toBe(201);
    const post = await agent.post("/api/community/posts").field("content", "이미지와 함께 쓰는 글입니다.").attach("image", tiny, "글.png");
    expect(post.status).toBe(429);
    expect(post.body.message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    // A post without an image is not an upload.
    const text = await agent.post("/api/community/posts").send({ content: "글만 쓰는 게시글입니다." });
    expect(text.status, text.text).toBe(201);
  });
});
