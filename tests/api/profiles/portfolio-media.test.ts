import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { portfolios, uploads } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Issue 26: a portfolio holds video and audio next to images and PDFs (uploaded through POST /api/upload/media),
// and a YouTube or Vimeo work link that the profile plays in the privacy-enhanced embed.
const uploadDir = mkdtempSync(path.join(tmpdir(), "portfolio-media-test-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures", name);
const mp3 = Buffer.concat([Buffer.from("ID3"), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(4096)]);

describe("portfolio video and audio", () => {
  it("when an artist attaches an uploaded self-tape and an audio reel, then the items are a video and an audio file, shown on the profile, and the uploads are in use", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const video = await agent.post("/api/upload/media").attach("file", readFileSync(fixture("self-tape.webm")), "reel.webm");
    expect(video.status).toBe(201);
    const audio = await agent.post("/api/upload/media").attach("file", mp3, "song.mp3");
    expect(audio.status).toBe(201);

    const v = await agent.post("/api/portfolios").send({ title: "독백 셀프 테이프", imageUrl: video.body.url });
    expect(v.status).toBe(201);
    expect(v.body).toMatchObject({ imageUrl: video.body.url, fileType: "video", thumbnailUrl: null });
    const a = await agent.post("/api/portfolios").send({ title: "자작곡 데모", imageUrl: audio.body.url, featured: true });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ fileType: "audio", thumbnailUrl: null });

    const profile = await t.request.get(`/api/users/${user.id}`);
    expect(profile.status).toBe(200);
    const items = profile.body.portfolios as { title: string; fileType: string }[];
    expect(items.map((p) => [p.title, p.fileType]).sort()).toEqual([
      ["독백 셀프 테이프", "video"],
      ["자작곡 데모", "audio"],
    ]);
    const used = await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(used.every((u) => u.attachedAt !== null)).toBe(true);

    // The file is served with range requests, so the profile's player seeks.
    const range = await t.request.get(video.body.url).set("Range", "bytes=0-99");
    expect(range.status).toBe(206);
    expect(range.headers["content-range"]).toMatch(/^bytes 0-99\//);
  });

  it("when the work link is a YouTube or Vimeo address, then it is kept as given (the page parses it into the embed; the server never fetches it)", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/portfolios").send({ title: "단편영화 출연작", projectUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ projectUrl: "https://youtu.be/dQw4w9WgXcQ", imageUrl: null, fileType: null });
  });

  it("when the file is someone else's media upload, or a media address that is not an upload, then 400 and nothing is saved", async () => {
    const owner = await signedIn(t, "artist");
    const other = await signedIn(t, "artist");
    const video = await owner.agent.post("/api/upload/media").attach("file", readFileSync(fixture("self-tape.webm")), "reel.webm");
    expect(video.status).toBe(201);
    const stolen = await other.agent.post("/api/portfolios").send({ title: "남의 영상", imageUrl: video.body.url });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fieldErrors.imageUrl).toHaveLength(1);
    for (const imageUrl of ["https://example.com/reel.mp4", "/uploads/../reel.mp4", "/uploads/0123456789abcdef.avi"]) {
      const res = await other.agent.post("/api/portfolios").send({ title: "영상", imageUrl });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.imageUrl).toEqual(["업로드한 이미지, PDF, 영상 또는 음원 파일만 첨부할 수 있습니다"]);
    }
    expect(await t.db.select().from(portfolios).where(eq(portfolios.userId, other.user.id))).toHaveLength(0);
  });
});
