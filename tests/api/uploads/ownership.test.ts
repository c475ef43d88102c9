import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dayFromToday } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/**
 * Issue 30: an upload belongs to its uploader until a row uses it, and only the uploader may put it in a
 * row (profile picture, portfolio, project cover, activity evidence). Before, any member could save any
 * stored /uploads/ address, so one account could take over (and later delete) another's file.
 */
const t = await createTestApp();
const fixtures = path.resolve(import.meta.dirname, "../../fixtures");
const png = readFileSync(path.join(fixtures, "sample.png"));
const pdf = readFileSync(path.join(fixtures, "sample.pdf"));
const NOT_YOURS = "본인이 올린 파일만 사용할 수 있습니다. 파일을 다시 올려주세요.";

const owner = await signedIn(t, "artist");
const other = await signedIn(t, "artist");
const producer = await signedIn(t, "producer");
const ownersImage = (await owner.agent.post("/api/upload").attach("file", png, "mine.png").expect(201)).body as { url: string };
const ownersPdf = (await owner.agent.post("/api/upload").attach("file", pdf, "mine.pdf").expect(201)).body as { url: string };

const project = (imageUrl: string) => ({
  title: "설치미술 그룹전 참여 작가 모집",
  description: "성수동 전시 공간에서 열리는 그룹전에 함께할 설치미술 작가를 찾습니다.",
  status: "draft",
  imageUrl,
  startDate: dayFromToday(30),
  endDate: dayFromToday(60),
  tags: [],
});

describe("someone else's upload in a row", () => {
  it("when a member sets another member's upload as their profile picture, then 400 in Korean and the profile keeps its picture", async () => {
    const res = await other.agent.put(`/api/users/${other.user.id}`).send({ profileImageUrl: ownersImage.url });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_YOURS);
    expect(res.body.fieldErrors).toEqual({ profileImageUrl: [NOT_YOURS] });
    expect((await t.request.get(`/api/users/${other.user.id}`)).body.profileImageUrl).toBeNull();
  });

  it("when a member adds or edits a portfolio item with another member's upload, then 400 and no item changes", async () => {
    const add = await other.agent.post("/api/portfolios").send({ title: "남의 작품", imageUrl: ownersImage.url });
    expect(add.status).toBe(400);
    expect(add.body.fieldErrors).toEqual({ imageUrl: [NOT_YOURS] });
    const mine = await other.agent.post("/api/portfolios").send({ title: "내 작품" });
    expect(mine.status).toBe(201);
    const edit = await other.agent.put(`/api/portfolios/${mine.body.id}`).send({ imageUrl: ownersPdf.url });
    expect(edit.status).toBe(400);
    expect(edit.body.fieldErrors).toEqual({ imageUrl: [NOT_YOURS] });
  });

  it("when a producer uses another member's upload as a project cover, then 400 on create and on edit", async () => {
    const create = await producer.agent.post("/api/projects").send(project(ownersImage.url));
    expect(create.status).toBe(400);
    expect(create.body.fieldErrors).toEqual({ imageUrl: [NOT_YOURS] });
    const mine = await producer.agent.post("/api/projects").send({ ...project(""), imageUrl: undefined });
    expect(mine.status, mine.text).toBe(201);
    const edit = await producer.agent.patch(`/api/projects/${mine.body.id}`).send({ imageUrl: ownersImage.url });
    expect(edit.status).toBe(400);
    expect(edit.body.fieldErrors).toEqual({ imageUrl: [NOT_YOURS] });
  });

  it("when an artist names another member's upload as evidence, then 400 and no activity is added", async () => {
    const res = await other.agent
      .post("/api/activity/items")
      .send({ kind: "exhibition", title: "개인전", startDate: "2024-05-01", evidenceUrls: [ownersPdf.url] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ "evidenceUrls.0": [NOT_YOURS] });
    expect((await other.agent.get("/api/activity")).body.items).toEqual([]);
  });

  it("when the uploader uses their own file, then each row takes it", async () => {
    expect((await owner.agent.put(`/api/users/${owner.user.id}`).send({ profileImageUrl: ownersImage.url })).status).toBe(200);
    expect((await owner.agent.post("/api/portfolios").send({ title: "내 작품", imageUrl: ownersImage.url })).status).toBe(201);
    const item = await owner.agent
      .post("/api/activity/items")
      .send({ kind: "exhibition", title: "개인전", startDate: "2024-05-01", evidenceUrls: [ownersPdf.url] });
    expect(item.status, item.text).toBe(201);
    const cover = (await producer.agent.post("/api/upload?accept=image").attach("file", png, "cover.png").expect(201)).body as { url: string };
    const created = await producer.agent.post("/api/projects").send(project(cover.url));
    expect(created.status, created.text).toBe(201);
    expect(created.body.imageUrl).toBe(cover.url);
  });

  it("when the address names no stored upload, then 400 asking to upload again", async () => {
    const missing = "/uploads/0123456789abcdef0123456789abcdef.png";
    const res = await producer.agent.post("/api/projects").send(project(missing));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ imageUrl: ["업로드한 파일을 찾을 수 없습니다. 파일을 다시 올려주세요."] });
  });
});
