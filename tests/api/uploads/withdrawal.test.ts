import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signedIn } from "../../setup/signed-in";
import { createTestApp, TEST_PASSWORD } from "../../setup/test-app";

/**
 * Issue 30: a withdrawn account's avatar and portfolio files stayed public. The privacy page says personal
 * data is destroyed without delay (지체 없이 파기) on withdrawal, so the files go with the account.
 */
const uploadDir = mkdtempSync(path.join(tmpdir(), "upload-withdrawal-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const fixtures = path.resolve(import.meta.dirname, "../../fixtures");
const png = readFileSync(path.join(fixtures, "sample.png"));
const pdf = readFileSync(path.join(fixtures, "sample.pdf"));
const onDisk = (url: string) => path.join(uploadDir, url.replace(/^\/uploads\//, ""));

describe("files of a withdrawn account", () => {
  it("when an artist withdraws, then their avatar, portfolio, post image and evidence files are no longer served and are gone from the storage", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const avatar = await agent.post("/api/upload?variant=avatar").attach("file", png, "me.png");
    expect(avatar.status).toBe(201);
    expect((await agent.put(`/api/users/${user.id}`).send({ profileImageUrl: avatar.body.url })).status).toBe(200);
    const work = await agent.post("/api/upload").attach("file", png, "work.png");
    expect((await agent.post("/api/portfolios").send({ title: "설치 작품", imageUrl: work.body.url })).status).toBe(201);
    const doc = await agent.post("/api/upload").attach("file", pdf, "도록.pdf");
    expect((await agent.post("/api/portfolios").send({ title: "도록", imageUrl: doc.body.url })).status).toBe(201);
    const evidence = await agent.post("/api/upload").attach("file", pdf, "증빙.pdf");
    const item = await agent
      .post("/api/activity/items")
      .send({ kind: "exhibition", title: "개인전", startDate: "2024-05-01", evidenceUrls: [evidence.body.url] });
    expect(item.status, item.text).toBe(201);
    const post = await agent.post("/api/community/posts").field("content", "전시 준비 중인 작품입니다.").attach("image", png, "post.png");
    expect(post.status, post.text).toBe(201);
    const unused = await agent.post("/api/upload").attach("file", png, "draft.png");

    const urls = [
      avatar.body.url,
      avatar.body.thumbnailUrl,
      work.body.url,
      work.body.thumbnailUrl,
      doc.body.url,
      evidence.body.url,
      post.body.imageUrl,
      unused.body.url,
    ];
    for (const url of urls) expect((await t.request.get(url)).status, url).toBe(url === evidence.body.url ? 404 : 200);
    // Evidence is private (issue 31): its owner reads it through their activity.
    const ownEvidence = evidence.body.url.replace("/uploads/", "/api/activity/evidence/");
    expect((await agent.get(ownEvidence)).status).toBe(200);

    const bye = await agent
      .delete("/api/auth/delete-account")
      .send({ confirmText: "삭제하겠습니다", reason: "더 이상 사용하지 않아요", password: TEST_PASSWORD });
    expect(bye.status).toBe(200);

    for (const url of urls) {
      expect((await t.request.get(url)).status, url).toBe(404);
      expect(existsSync(onDisk(url)), url).toBe(false);
    }
    // The post stays (decision 004) without its image.
    const kept = await t.request.get(`/api/community/posts/${post.body.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ imageUrl: null, thumbnailUrl: null, author: { isDeleted: true } });
  });

  it("when a producer withdraws, then their project covers are deleted and the projects show none", async () => {
    const { agent } = await signedIn(t, "producer");
    const cover = await agent.post("/api/upload?accept=image").attach("file", png, "cover.png");
    const project = await agent
      .post("/api/projects")
      .send({ title: "여름 설치미술 전시", description: "야외 설치 작품을 함께 만들 작가를 찾습니다.", status: "draft", imageUrl: cover.body.url, tags: [] });
    expect(project.status, project.text).toBe(201);
    expect((await t.request.get(cover.body.url)).status).toBe(200);

    expect((await agent.delete("/api/auth/delete-account").send({ confirmText: "삭제하겠습니다", reason: "폐업", password: TEST_PASSWORD })).status).toBe(200);

    expect((await t.request.get(cover.body.url)).status).toBe(404);
    expect(existsSync(onDisk(cover.body.url))).toBe(false);
  });

  it("when another member withdraws, then my own files stay", async () => {
    const me = await signedIn(t, "artist");
    const mine = await me.agent.post("/api/upload?variant=avatar").attach("file", png, "me.png");
    expect((await me.agent.put(`/api/users/${me.user.id}`).send({ profileImageUrl: mine.body.url })).status).toBe(200);
    const other = await signedIn(t, "artist");
    expect((await other.agent.delete("/api/auth/delete-account").send({ confirmText: "삭제하겠습니다", reason: "이유", password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect((await t.request.get(mine.body.url)).status).toBe(200);
  });
});
