import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { portfolios, portfolioTags, userTags } from "@shared/schema/index";
import { insertPortfolio } from "../../factories/profiles";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const uploadDir = mkdtempSync(path.join(tmpdir(), "portfolio-test-"));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const t = await createTestApp({ uploadDir });
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures", name);

const usageOf = async (names: string[]) =>
  Object.fromEntries(
    (await t.db.select({ name: userTags.name, n: userTags.usageCount }).from(userTags).where(inArray(userTags.name, names))).map((r) => [r.name, r.n]),
  );

describe("portfolio files through POST /api/upload", () => {
  it("when a PDF is uploaded and attached, then the item is a PDF with no thumbnail (none is faked)", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const up = await agent.post("/api/upload").attach("file", fixture("sample.pdf"), "도록.pdf");
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ contentType: "application/pdf", thumbnailUrl: null });
    const files = readdirSync(uploadDir).filter((f) => f.startsWith(up.body.fileUrl.slice(9, 41)));
    expect(files).toEqual([up.body.fileUrl.slice(9)]);

    const res = await agent.post("/api/portfolios").send({ title: "전시 도록", imageUrl: up.body.fileUrl });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: user.id,
      title: "전시 도록",
      imageUrl: up.body.fileUrl,
      fileType: "pdf",
      thumbnailUrl: null,
      userRole: "artist",
      featured: false,
      tags: [],
    });
  });

  it("when a PNG is uploaded and attached, then the item is an image with its WebP variant", async () => {
    const { agent } = await signedIn(t, "producer");
    const up = await agent.post("/api/upload").attach("file", fixture("sample.png"));
    expect(up.status).toBe(201);
    expect(existsSync(path.join(uploadDir, up.body.thumbnailUrl.slice(9)))).toBe(true);

    const res = await agent.post("/api/portfolios").send({ title: "기획전 전경", imageUrl: up.body.fileUrl, featured: true, category: "installation" });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileType: "image", thumbnailUrl: up.body.thumbnailUrl, featured: true, category: "installation", userRole: "producer" });
  });

  it("when a text file renamed .png is uploaded, then 415 and nothing is stored", async () => {
    const { agent } = await signedIn(t, "artist");
    const before = readdirSync(uploadDir).length;
    const res = await agent.post("/api/upload").attach("file", fixture("fake.png"), { filename: "fake.png", contentType: "image/png" });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/지원하지 않는 파일 형식/);
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });
});

describe("POST /api/portfolios", () => {
  it("when tags are given, then they are found or created, linked and counted", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/portfolios")
      .send({ title: "연작", tags: ["포트폴리오태그", " 포트폴리오태그 ", "새태그하나"], projectUrl: "https://www.behance.net/someone" });
    expect(res.status).toBe(201);
    expect(res.body.tags).toEqual(["새태그하나", "포트폴리오태그"]);
    expect(res.body.projectUrl).toBe("https://www.behance.net/someone");
    expect(await usageOf(["포트폴리오태그", "새태그하나"])).toEqual({ 포트폴리오태그: 1, 새태그하나: 1 });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["title is missing", { title: "" }, "title", "작품명을 입력해주세요"],
    ["project URL is not a URL", { title: "작품", projectUrl: "not a url" }, "projectUrl", "올바른 URL을 입력해주세요"],
    ["project URL is not http", { title: "작품", projectUrl: "ftp://example.com/a" }, "projectUrl", "올바른 URL을 입력해주세요"],
    [
      "file is not one of our uploads",
      { title: "작품", imageUrl: "https://example.com/a.png" },
      "imageUrl",
      "업로드한 이미지, PDF, 영상 또는 음원 파일만 첨부할 수 있습니다",
    ],
    [
      "file is a path trick",
      { title: "작품", imageUrl: "/uploads/../package.json" },
      "imageUrl",
      "업로드한 이미지, PDF, 영상 또는 음원 파일만 첨부할 수 있습니다",
    ],
    [
      "upload does not exist",
      { title: "작품", imageUrl: "/uploads/ffffffffffffffffffffffffffffffff.png" },
      "imageUrl",
      "업로드한 파일을 찾을 수 없습니다. 파일을 다시 올려주세요.",
    ],
    ["too many tags", { title: "작품", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, "tags", "태그는 최대 10개까지 입력할 수 있습니다"],
  ];
  for (const [name, body, field, message] of cases) {
    it(`when the ${name}, then 400 '${message}' and nothing is saved`, async () => {
      const { user, agent } = await signedIn(t, "artist");
      const res = await agent.post("/api/portfolios").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toContain(message);
      expect(await t.db.select().from(portfolios).where(eq(portfolios.userId, user.id))).toEqual([]);
    });
  }

  it("when a guest adds one, then 401", async () => {
    expect((await t.request.post("/api/portfolios").send({ title: "작품" })).status).toBe(401);
  });

  it("when a user already has 50 items, then the 51st is refused with 409", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await t.db.insert(portfolios).values(Array.from({ length: 50 }, (_, i) => ({ userId: user.id, title: `작품 ${i}` })));
    const res = await agent.post("/api/portfolios").send({ title: "하나 더" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("포트폴리오는 최대 50개까지 등록할 수 있습니다.");
  });
});

describe("PUT and DELETE /api/portfolios/{id}", () => {
  it("when the owner edits fields and tags, then the fields sent change, tag usage moves, and delete gives usage back", async () => {
    const { agent } = await signedIn(t, "artist");
    const created = await agent.post("/api/portfolios").send({ title: "처음", description: "설명", tags: ["편집전태그"] });

    const res = await agent.put(`/api/portfolios/${created.body.id}`).send({ title: "바뀐 제목", tags: ["편집후태그"], featured: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "바뀐 제목", description: "설명", tags: ["편집후태그"], featured: true });
    expect(await usageOf(["편집전태그", "편집후태그"])).toEqual({ 편집전태그: 0, 편집후태그: 1 });

    const kept = await agent.put(`/api/portfolios/${created.body.id}`).send({ description: null });
    expect(kept.body).toMatchObject({ description: null, tags: ["편집후태그"] });

    const del = await agent.delete(`/api/portfolios/${created.body.id}`);
    expect(del.status).toBe(200);
    expect(await t.db.select().from(portfolios).where(eq(portfolios.id, created.body.id))).toEqual([]);
    expect(await t.db.select().from(portfolioTags).where(eq(portfolioTags.portfolioId, created.body.id))).toEqual([]);
    expect(await usageOf(["편집후태그"])).toEqual({ 편집후태그: 0 });
  });

  it("when a stored file from older data is sent back unchanged, then the edit is not refused", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const row = await insertPortfolio(t.db, { userId: user.id, imageUrl: "/uploads/demo/cover-3.webp" });
    const res = await agent.put(`/api/portfolios/${row.id}`).send({ title: "새 제목", imageUrl: "/uploads/demo/cover-3.webp" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "새 제목", thumbnailUrl: "/uploads/demo/cover-3.w480.webp" });
  });

  it("when the edit breaks a rule, then 400 and nothing changes", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const row = await insertPortfolio(t.db, { userId: user.id, title: "원래" });
    const res = await agent.put(`/api/portfolios/${row.id}`).send({ title: "", projectUrl: "bad url" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["projectUrl", "title"]);
    expect((await t.db.select().from(portfolios).where(eq(portfolios.id, row.id)))[0]!.title).toBe("원래");
  });

  it("when another member or a guest edits or deletes, then 403 or 401; unknown ids 404", async () => {
    const { user } = await signedIn(t, "artist");
    const { agent: other } = await signedIn(t, "artist");
    const row = await insertPortfolio(t.db, { userId: user.id, title: "원래" });
    expect((await t.request.put(`/api/portfolios/${row.id}`).send({ title: "x" })).status).toBe(401);
    expect((await t.request.delete(`/api/portfolios/${row.id}`)).status).toBe(401);
    expect((await other.put(`/api/portfolios/${row.id}`).send({ title: "x" })).status).toBe(403);
    expect((await other.delete(`/api/portfolios/${row.id}`)).status).toBe(403);
    const missing = await other.put("/api/portfolios/99999999").send({ title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("포트폴리오를 찾을 수 없습니다");
    expect((await t.db.select().from(portfolios).where(eq(portfolios.id, row.id)))[0]!.title).toBe("원래");
  });
});
