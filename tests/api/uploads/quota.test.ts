import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { UPLOAD_QUOTA_BYTES } from "@shared/constants";
import { communityPosts, uploads, users } from "@shared/schema/index";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";
import { discardUpload } from "../../../server/features/uploads/service";
import { createUploadStorage } from "../../../server/storage/index";

/** Issue 30: a storage quota per account (500 MB), shown in the account settings. */
const uploadDir = mkdtempSync(path.join(tmpdir(), "upload-quota-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const storage = createUploadStorage({ uploadDir });
const png = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/sample.png"));
const pdf = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/sample.pdf"));
const QUOTA_MESSAGE = "저장 공간 한도(500MB)를 넘었습니다. 쓰지 않는 포트폴리오나 게시글 이미지를 지워주세요.";
const sizeOnDisk = (url: string | null) => (url ? statSync(path.join(uploadDir, url.replace(/^\/uploads\//, ""))).size : 0);
const rowsOf = (ownerId: string) => t.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
/** Fills the account's storage up to `free` bytes below the quota with a record of earlier files. */
const fillUpTo = (ownerId: string, free: number) =>
  t.db
    .insert(uploads)
    .values({ ownerId, url: `/uploads/${ownerId.replace(/-/g, "")}.png`, bytes: UPLOAD_QUOTA_BYTES - free, contentType: "image/png", attachedAt: new Date() });

describe("GET /api/upload/usage", () => {
  it("when a guest asks, then 401", async () => {
    const res = await t.request.get("/api/upload/usage");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("로그인이 필요합니다.");
  });

  it("when a member uploads, then the usage counts every stored byte of the file and its variant, owned by the uploader and unused", async () => {
    const { user, agent } = await signedIn(t, "artist");
    expect((await agent.get("/api/upload/usage")).body).toEqual({ usedBytes: 0, limitBytes: UPLOAD_QUOTA_BYTES });
    const image = await agent.post("/api/upload").attach("file", png, "작품.png");
    const doc = await agent.post("/api/upload").attach("file", pdf, "도록.pdf");
    const expected = sizeOnDisk(image.body.url) + sizeOnDisk(image.body.thumbnailUrl) + sizeOnDisk(doc.body.url);
    expect((await agent.get("/api/upload/usage")).body).toEqual({ usedBytes: expected, limitBytes: UPLOAD_QUOTA_BYTES });
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => ({ url: r.url, contentType: r.contentType, attachedAt: r.attachedAt })).sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [
        { url: image.body.url, contentType: "image/png", attachedAt: null },
        { url: doc.body.url, contentType: "application/pdf", attachedAt: null },
      ].sort((a, b) => a.url.localeCompare(b.url)),
    );
    // Another member's usage is their own.
    const other = await signedIn(t, "producer");
    expect((await other.agent.get("/api/upload/usage")).body.usedBytes).toBe(0);
  });
});

describe("the storage quota", () => {
  it("when an upload would take the account past its quota, then 413 in Korean, no file and no record; another account still uploads", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await fillUpTo(user.id, 1000);
    const files = readdirSync(uploadDir).length;
    const res = await agent.post("/api/upload").attach("file", png, "작품.png");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "PayloadTooLarge", message: QUOTA_MESSAGE });
    expect(readdirSync(uploadDir)).toHaveLength(files);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const other = await signedIn(t, "artist");
    expect((await other.agent.post("/api/upload").attach("file", png, "작품.png")).status).toBe(201);
  });

  it("when an image post would pass the quota, then 413 and neither the post nor the file is written; a post without an image still is", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await fillUpTo(user.id, 1000);
    const files = readdirSync(uploadDir).length;
    const res = await agent.post("/api/community/posts").field("content", "이미지와 함께 쓰는 글입니다.").attach("image", png, "글.png");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(QUOTA_MESSAGE);
    expect(readdirSync(uploadDir)).toHaveLength(files);
    const posts = () => t.db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.authorId, user.id));
    expect((await posts())[0]!.n).toBe(0);
    expect((await agent.post("/api/community/posts").send({ content: "글만 쓰는 게시글입니다." })).status).toBe(201);
  });

  it("when two uploads arrive at once with room for one, then one is stored and the other answers 413", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const probe = await agent.post("/api/upload").attach("file", png, "잰.png");
    const one = probe.body.size + sizeOnDisk(probe.body.thumbnailUrl);
    await t.db.delete(uploads).where(eq(uploads.ownerId, user.id));
    await fillUpTo(user.id, one + Math.floor(one / 2));
    const answers = await Promise.all([1, 2].map((i) => agent.post("/api/upload").attach("file", png, `${i}.png`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 413]);
    expect((await agent.get("/api/upload/usage")).body.usedBytes).toBeLessThanOrEqual(UPLOAD_QUOTA_BYTES);
  });

  it("when an image post is written, then its image is recorded as used; when the post is deleted, then the file and its record go at once", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const post = await agent.post("/api/community/posts").field("content", "새 작품을 소개합니다.").attach("image", png, "작품.png");
    expect(post.status, post.text).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ url: post.body.imageUrl, contentType: "image/png" });
    expect(row!.attachedAt).not.toBeNull();
    expect((await agent.get("/api/upload/usage")).body.usedBytes).toBe(row!.bytes);

    expect((await agent.delete(`/api/community/posts/${post.body.id}`)).status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(existsSync(path.join(uploadDir, post.body.imageUrl.replace(/^\/uploads\//, "")))).toBe(false);
    expect((await agent.get("/api/upload/usage")).body.usedBytes).toBe(0);
  });

  it("when a post's image is removed but the author uses the same file as their picture, then the file stays", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const post = await agent.post("/api/community/posts").field("content", "프로필로도 쓰는 사진입니다.").attach("image", png, "나.png");
    expect((await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: post.body.imageUrl })).status).toBe(200);
    expect((await agent.patch(`/api/community/posts/${post.body.id}`).send({ imageUrl: null })).status).toBe(200);
    expect((await t.request.get(post.body.imageUrl)).status).toBe(200);
    expect((await rowsOf(user.id))[0]?.attachedAt).not.toBeNull();
  });

  it("when an unused file is discarded while the author is making it their picture in a transaction not yet committed, then the file stays", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const post = await agent.post("/api/community/posts").field("content", "곧 프로필 사진이 될 작품입니다.").attach("image", png, "나.png");
    const url: string = post.body.imageUrl;
    // The post has let the file go (its clean-up comes next) ...
    await t.db.update(communityPosts).set({ imageUrl: null }).where(eq(communityPosts.id, post.body.id));
    await t.db.update(uploads).set({ attachedAt: null }).where(eq(uploads.url, url));
    let discarded: Promise<void> | undefined;
    await t.db.transaction(async (tx) => {
      // ... while naming it elsewhere locks the upload's row, marks it used and names it in a new row.
      await tx.update(uploads).set({ attachedAt: new Date() }).where(eq(uploads.url, url));
      await tx.update(users).set({ profileImageUrl: url }).where(eq(users.id, user.id));
      // The clean-up starts now, waits for that lock, and must see the picture once it has it.
      discarded = discardUpload({ db: t.db, storage }, url, new Date());
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await discarded;
    expect(existsSync(path.join(uploadDir, url.replace(/^\/uploads\//, "")))).toBe(true);
    expect((await rowsOf(user.id)).map((r) => r.url)).toContain(url);
  });
});
