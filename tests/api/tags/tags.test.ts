import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TAG_CREATE_PER_DAY, TAG_LISTED_AFTER_PEOPLE } from "@shared/constants";
import { projects, userTagLinks, userTags } from "@shared/schema/index";
import { findOrCreateTags, insertProject, projectPayload } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// This file's database: the 24 seeded tags of migration 0001 plus what is made here.
const t = await createTestApp();

const names = (body: Array<{ name: string }>) => body.map((x) => x.name);
const tagRows = (name: string) =>
  t.db
    .select()
    .from(userTags)
    .where(eq(sql`lower(${userTags.name})`, name.toLowerCase()));

describe("GET /api/tags", () => {
  it("when asked, then every tag comes with id, name, slug and usageCount, most used first, cacheable", async () => {
    const res = await t.request.get("/api/tags");

    expect(res.status).toBe(200);
    const all = await t.db.select().from(userTags);
    expect(res.body).toHaveLength(all.length);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      usageCount: expect.any(Number),
      isPopular: expect.any(Boolean),
    });
    const counts = res.body.map((x: { usageCount: number }) => x.usageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
  });
});

describe("GET /api/tags/popular", () => {
  it("when limit=20, then 20 tags come, the ones marked popular first", async () => {
    const res = await t.request.get("/api/tags/popular").query({ limit: 20 });

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    const popular = res.body.filter((x: { isPopular: boolean }) => x.isPopular);
    expect(res.body.slice(0, popular.length).every((x: { isPopular: boolean }) => x.isPopular)).toBe(true);
    expect(names(res.body)).toContain("회화");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("when limit is 5, then 5 come; when it is missing or nonsense, then the default 20", async () => {
    expect((await t.request.get("/api/tags/popular").query({ limit: 5 })).body).toHaveLength(5);
    expect((await t.request.get("/api/tags/popular")).body).toHaveLength(20);
    expect((await t.request.get("/api/tags/popular").query({ limit: "abc" })).body).toHaveLength(20);
  });
});

describe("GET /api/tags/projects, /api/tags/artists, /api/tags/producers", () => {
  it("when projects use tags, then /api/tags/projects counts only listed projects (no drafts, no cancelled), most used first", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    await insertProject(t.db, { producerId: producer.id, tags: ["프로젝트태그가", "프로젝트태그나"] });
    await insertProject(t.db, { producerId: producer.id, status: "completed", tags: ["프로젝트태그가"] });
    await insertProject(t.db, { producerId: producer.id, status: "draft", tags: ["프로젝트태그나", "초안전용태그"] });
    await insertProject(t.db, { producerId: producer.id, status: "cancelled", tags: ["프로젝트태그나", "취소전용태그"] });

    const res = await t.request.get("/api/tags/projects").query({ limit: 50 });

    expect(res.status).toBe(200);
    const got = Object.fromEntries(res.body.map((x: { name: string; usageCount: number }) => [x.name, x.usageCount]));
    expect(got).toMatchObject({ 프로젝트태그가: 2, 프로젝트태그나: 1 });
    expect(got).not.toHaveProperty("초안전용태그");
    expect(got).not.toHaveProperty("취소전용태그");
    expect(names(res.body).indexOf("프로젝트태그가")).toBeLessThan(names(res.body).indexOf("프로젝트태그나"));
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("when users have specialty tags, then /artists and /producers count the active users of that type only", async () => {
    const [artistTag, producerTag, sharedTag] = await findOrCreateTags(t.db, ["작가전용", "기획자전용", "공통분야"]);
    const a1 = await insertUser(t.db, { userType: "artist" });
    const a2 = await insertUser(t.db, { userType: "artist" });
    const gone = await insertUser(t.db, { userType: "artist", isDeleted: true });
    const p1 = await insertUser(t.db, { userType: "producer" });
    await t.db.insert(userTagLinks).values([
      { userId: a1.id, tagId: artistTag!.id },
      { userId: a2.id, tagId: artistTag!.id },
      { userId: gone.id, tagId: artistTag!.id },
      { userId: a1.id, tagId: sharedTag!.id },
      { userId: p1.id, tagId: producerTag!.id },
      { userId: p1.id, tagId: sharedTag!.id },
    ]);

    const artists = await t.request.get("/api/tags/artists");
    const producers = await t.request.get("/api/tags/producers");

    expect(artists.status).toBe(200);
    expect(artists.body).toEqual([
      { id: artistTag!.id, name: "작가전용", slug: expect.any(String), usageCount: 2 },
      { id: sharedTag!.id, name: "공통분야", slug: expect.any(String), usageCount: 1 },
    ]);
    expect(names(producers.body).sort()).toEqual(["공통분야", "기획자전용"].sort());
    expect(producers.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("GET /api/tags/search", () => {
  it("when q=설치, then the exact name comes first, then names starting with it, then names containing it", async () => {
    await findOrCreateTags(t.db, ["대형설치", "설치", "설치작업"]);

    const res = await t.request.get("/api/tags/search").query({ q: "설치" });

    expect(res.status).toBe(200);
    const got = names(res.body);
    expect(got[0]).toBe("설치");
    expect(got.slice(1, 3).sort()).toEqual(["설치미술", "설치작업"].sort());
    expect(got[3]).toBe("대형설치");
    expect(got).toHaveLength(4);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("when the search is Latin in another case, then it still matches, exact first", async () => {
    await findOrCreateTags(t.db, ["VR", "VR Art", "Live VR"]);
    const res = await t.request.get("/api/tags/search").query({ q: "vr" });
    expect(names(res.body)).toEqual(["VR", "VR Art", "Live VR"]);
  });

  it("when q holds % or _, then they are matched literally", async () => {
    await findOrCreateTags(t.db, ["100%작가", "100점작가"]);
    const res = await t.request.get("/api/tags/search").query({ q: "100%" });
    expect(names(res.body)).toEqual(["100%작가"]);
  });

  it("when q is empty or blank, then the answer is an empty list", async () => {
    for (const q of ["", "   "]) {
      const res = await t.request.get("/api/tags/search").query({ q });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await t.request.get("/api/tags/search")).body).toEqual([]);
  });

  it("when nothing matches, then the list is empty", async () => {
    const res = await t.request.get("/api/tags/search").query({ q: "없는태그이름" });
    expect(res.body).toEqual([]);
  });
});

describe("POST /api/tags/get-or-create", () => {
  it("when a guest asks, then 401 and nothing is written", async () => {
    const res = await t.request.post("/api/tags/get-or-create").send({ name: "게스트태그" });
    expect(res.status).toBe(401);
    expect(await tagRows("게스트태그")).toHaveLength(0);
  });

  it("when the name is new, then 201 with the new tag, written once with its creator", async () => {
    const { user, agent } = await signedIn(t, "artist");

    const res = await agent.post("/api/tags/get-or-create").send({ name: "  미디어 퍼포먼스 " });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), name: "미디어 퍼포먼스", slug: "미디어-퍼포먼스", usageCount: 0 });
    const rows = await tagRows("미디어 퍼포먼스");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.body.id, createdByUserId: user.id });
  });

  it("when the name exists in another case, then 200 with the existing tag and nothing new is written", async () => {
    const { agent } = await signedIn(t, "producer");
    const first = await agent.post("/api/tags/get-or-create").send({ name: "Sound Art" });
    expect(first.status).toBe(201);
    const before = (await t.db.select().from(userTags)).length;

    const again = await agent.post("/api/tags/get-or-create").send({ name: "sound ART" });
    const seeded = await agent.post("/api/tags/get-or-create").send({ name: "회화" });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, name: "Sound Art" });
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({ name: "회화", slug: "painting" });
    expect(await t.db.select().from(userTags)).toHaveLength(before);
  });

  it("when the name is blank or missing, then 400 with a Korean message", async () => {
    const { agent } = await signedIn(t, "artist");
    for (const body of [{ name: "   " }, {}, { name: "" }]) {
      const res = await agent.post("/api/tags/get-or-create").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("태그 이름을 입력해주세요");
    }
  });

  it("when the name has 51 characters, then 400; 50 characters are accepted", async () => {
    const { agent } = await signedIn(t, "artist");
    const long = await agent.post("/api/tags/get-or-create").send({ name: "가".repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("태그는 50자 이하로 입력해주세요");
    expect(await tagRows("가".repeat(51))).toHaveLength(0);

    const max = await agent.post("/api/tags/get-or-create").send({ name: "가".repeat(50) });
    expect(max.status).toBe(201);
  });
});

// Penetration test (issue 30): anyone signed in created unlimited global tags, which then appeared in public autocomplete.
describe("tag floods", () => {
  it(`when one person has created ${TAG_CREATE_PER_DAY} tags today, then the next new one is 429 in Korean and nothing is written; an existing tag still answers, and another person is not limited`, async () => {
    const { agent } = await signedIn(t, "artist");
    for (let i = 0; i < TAG_CREATE_PER_DAY; i++) {
      expect((await agent.post("/api/tags/get-or-create").send({ name: `홍수태그-${i}` })).status).toBe(201);
    }
    const over = await agent.post("/api/tags/get-or-create").send({ name: "홍수태그-넘침" });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: "RateLimited",
      message: `새 태그는 하루에 ${TAG_CREATE_PER_DAY}개까지 만들 수 있습니다. 이미 있는 태그를 골라 주세요.`,
    });
    expect(await tagRows("홍수태그-넘침")).toHaveLength(0);
    expect((await agent.post("/api/tags/get-or-create").send({ name: "회화" })).status).toBe(200);
    expect((await (await signedIn(t, "artist")).agent.post("/api/tags/get-or-create").send({ name: "홍수태그-넘침" })).status).toBe(201);
  });

  it("when a producer's new project would create tags over the day's limit, then 429 and no project, tag or link is written", async () => {
    const { user, agent } = await signedIn(t, "producer");
    for (let i = 0; i < TAG_CREATE_PER_DAY - 1; i++) {
      expect((await agent.post("/api/tags/get-or-create").send({ name: `프로젝트홍수-${i}` })).status).toBe(201);
    }
    const before = (await t.db.select().from(projects).where(eq(projects.producerId, user.id))).length;
    const res = await agent.post("/api/projects").send(projectPayload({ tags: ["새태그-하나", "새태그-둘"] }));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(`새 태그는 하루에 ${TAG_CREATE_PER_DAY}개까지 만들 수 있습니다. 이미 있는 태그를 골라 주세요.`);
    expect(await t.db.select().from(projects).where(eq(projects.producerId, user.id))).toHaveLength(before);
    expect(await tagRows("새태그-하나")).toHaveLength(0);
  });

  it(`when a tag was made up by one person, then it is on their project but no public list or suggestion shows it, until ${TAG_LISTED_AFTER_PEOPLE} people use it`, async () => {
    const shown = async (name: string) => {
      const lists = await Promise.all(
        ["/api/tags", "/api/tags/popular?limit=100", "/api/tags/projects?limit=100", `/api/tags/search?q=${encodeURIComponent(name)}`].map((u) =>
          t.request.get(u),
        ),
      );
      return lists.map((r) => names(r.body).includes(name));
    };
    const owners = [await signedIn(t, "producer"), await signedIn(t, "producer"), await signedIn(t, "producer")];
    const created = await owners[0]!.agent.post("/api/projects").send(projectPayload({ tags: ["스팸성태그"], status: "published" }));
    expect(created.status).toBe(201);
    expect(created.body.tags.map((x: { name: string }) => x.name)).toContain("스팸성태그");
    expect(await shown("스팸성태그")).toEqual([false, false, false, false]);

    // The same person using it again does not count twice; a second person does, the third lists it.
    expect((await owners[0]!.agent.post("/api/projects").send(projectPayload({ tags: ["스팸성태그"], status: "published" }))).status).toBe(201);
    expect((await owners[1]!.agent.post("/api/projects").send(projectPayload({ tags: ["스팸성태그"], status: "published" }))).status).toBe(201);
    expect(await shown("스팸성태그")).toEqual([false, false, false, false]);
    expect((await owners[2]!.agent.post("/api/projects").send(projectPayload({ tags: ["스팸성태그"], status: "published" }))).status).toBe(201);
    expect(await shown("스팸성태그")).toEqual([true, true, true, true]);
  });

  it("when an operator approves a made-up tag (is_verified), then it is listed although one person uses it", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/tags/get-or-create").send({ name: "승인될태그" });
    expect(res.status).toBe(201);
    expect(names((await t.request.get("/api/tags/search?q=승인될태그")).body)).toEqual([]);
    await t.db.update(userTags).set({ isVerified: true }).where(eq(userTags.id, res.body.id));
    expect(names((await t.request.get("/api/tags/search?q=승인될태그")).body)).toEqual(["승인될태그"]);
  });
});
