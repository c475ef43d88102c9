import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAVED_SEARCHES_MAX } from "@shared/constants";
import { savedSearches } from "@shared/schema/index";
import { createTestApp } from "../../setup/test-app";
import { signedIn } from "../../setup/signed-in";

const t = await createTestApp();

const body = (over: Record<string, unknown> = {}) => ({
  name: "서울 무용",
  scope: "projects",
  frequency: "instant",
  query: { search: "무용", tags: "현대무용,발레", location: "서울", sortBy: "deadline", limit: "20" },
  ...over,
});

describe("POST /api/saved-searches", () => {
  it("when an artist saves the /projects filters, then 201 with the filter as the list parsed it, its path and the stored tokens", async () => {
    const { agent, user } = await signedIn(t, "artist");
    const res = await agent.post("/api/saved-searches").send(body()).expect(201);
    expect(res.body).toMatchObject({
      name: "서울 무용",
      scope: "projects",
      frequency: "instant",
      paused: false,
      query: { search: "무용", tags: ["현대무용", "발레"], location: "서울", sortBy: "deadline" },
    });
    expect(res.body.path).toBe(`/projects?${new URLSearchParams({ search: "무용", tags: "현대무용,발레", location: "서울", sortBy: "deadline" })}`);
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id));
    expect(row!.requiredTokens.sort()).toEqual(["@서울", "무용"].sort());
    expect(row!.anyTokens).toEqual(["#현대무용", "#발레"]);
  });

  it("when a producer saves the artist directory's filters, then they are parsed by the directory's schema", async () => {
    const { agent } = await signedIn(t, "producer");
    const res = await agent
      .post("/api/saved-searches")
      .send({ name: "부산 사진가", scope: "artists", frequency: "weekly", query: { search: "사진", location: "부산", sortBy: "rating" } })
      .expect(201);
    expect(res.body).toMatchObject({ scope: "artists", frequency: "weekly", query: { search: "사진", location: "부산", sortBy: "rating" } });
    expect(res.body.path).toMatch(/^\/artists\?search=/);
  });

  it("when the filter, name or frequency is invalid, then 400 with the Korean message of the list's own schema", async () => {
    const { agent } = await signedIn(t, "artist");
    const badSort = await agent
      .post("/api/saved-searches")
      .send(body({ query: { search: "무용", sortBy: "popular" } }))
      .expect(400);
    expect(badSort.body.message).toBe("정렬 기준이 올바르지 않습니다");
    expect(badSort.body.fieldErrors["query.sortBy"]).toEqual(["정렬 기준이 올바르지 않습니다"]);
    const draft = await agent
      .post("/api/saved-searches")
      .send(body({ query: { search: "무용", status: "draft" } }))
      .expect(400);
    expect(draft.body.message).toBe("임시저장 또는 취소된 프로젝트는 검색할 수 없습니다");
    const tooMany = await agent
      .post("/api/saved-searches")
      .send(body({ query: { tags: "a,b,c,d,e,f,g,h,i,j,k" } }))
      .expect(400);
    expect(tooMany.body.message).toMatch(/^태그는 최대 \d+개까지 선택할 수 있습니다$/);
    const empty = await agent
      .post("/api/saved-searches")
      .send(body({ query: { sortBy: "deadline" } }))
      .expect(400);
    expect(empty.body.message).toBe("검색어, 태그 또는 지역을 하나 이상 정한 뒤 저장해주세요");
    expect(
      (
        await agent
          .post("/api/saved-searches")
          .send(body({ name: "  " }))
          .expect(400)
      ).body.fieldErrors.name,
    ).toEqual(["검색 이름을 입력해주세요"]);
    expect(
      (
        await agent
          .post("/api/saved-searches")
          .send(body({ name: "가".repeat(51) }))
          .expect(400)
      ).body.message,
    ).toBe("검색 이름은 50자 이하로 입력해주세요");
    expect(
      (
        await agent
          .post("/api/saved-searches")
          .send(body({ frequency: "hourly" }))
          .expect(400)
      ).body.message,
    ).toBe("알림 주기를 선택해주세요");
    expect(
      (
        await agent
          .post("/api/saved-searches")
          .send(body({ scope: "posts" }))
          .expect(400)
      ).body.message,
    ).toBe("저장할 목록이 올바르지 않습니다");
    expect(
      (
        await agent
          .post("/api/saved-searches")
          .send(body({ query: "search=무용" }))
          .expect(400)
      ).body.message,
    ).toBe("검색 조건이 올바르지 않습니다");
    expect((await agent.get("/api/saved-searches").expect(200)).body).toEqual([]);
  });

  it(`when a user already has ${SAVED_SEARCHES_MAX} saved searches, then the next is a 409 in Korean`, async () => {
    const { agent } = await signedIn(t, "artist");
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1)
      await agent
        .post("/api/saved-searches")
        .send(body({ name: `검색 ${i}` }))
        .expect(201);
    const res = await agent
      .post("/api/saved-searches")
      .send(body({ name: "하나 더" }))
      .expect(409);
    expect(res.body.message).toBe(`검색은 최대 ${SAVED_SEARCHES_MAX}개까지 저장할 수 있습니다. 사용하지 않는 검색을 삭제한 뒤 다시 시도해주세요.`);
    expect((await agent.get("/api/saved-searches").expect(200)).body).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it("when signed out, then 401", async () => {
    await t.request.post("/api/saved-searches").send(body()).expect(401);
    await t.request.get("/api/saved-searches").expect(401);
  });
});

describe("GET, PATCH and DELETE /api/saved-searches", () => {
  it("when the owner lists, renames, pauses, changes the frequency and deletes, then each answer says so", async () => {
    const { agent } = await signedIn(t, "artist");
    const first = (
      await agent
        .post("/api/saved-searches")
        .send(body({ name: "첫째" }))
        .expect(201)
    ).body;
    const second = (
      await agent
        .post("/api/saved-searches")
        .send(body({ name: "둘째", frequency: "daily" }))
        .expect(201)
    ).body;
    const list = (await agent.get("/api/saved-searches").expect(200)).body;
    expect(list.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);

    const renamed = await agent.patch(`/api/saved-searches/${first.id}`).send({ name: "새 이름", paused: true, frequency: "weekly" }).expect(200);
    expect(renamed.body).toMatchObject({ id: first.id, name: "새 이름", paused: true, frequency: "weekly" });
    expect((await agent.patch(`/api/saved-searches/${first.id}`).send({ paused: false }).expect(200)).body.paused).toBe(false);
    expect((await agent.patch(`/api/saved-searches/${first.id}`).send({}).expect(400)).body.message).toBe("검색 조건이 올바르지 않습니다");
    expect((await agent.patch(`/api/saved-searches/${first.id}`).send({ frequency: "monthly" }).expect(400)).body.message).toBe("알림 주기를 선택해주세요");

    await agent.delete(`/api/saved-searches/${first.id}`).expect(204);
    expect((await agent.get("/api/saved-searches").expect(200)).body.map((s: { id: number }) => s.id)).toEqual([second.id]);
    expect((await agent.delete(`/api/saved-searches/${first.id}`).expect(404)).body.message).toBe("저장한 검색을 찾을 수 없습니다");
  });

  it("when another user touches someone's saved search, then 404 and nothing changes; a bad id is a 404 too", async () => {
    const owner = await signedIn(t, "artist");
    const other = await signedIn(t, "producer");
    const mine = (await owner.agent.post("/api/saved-searches").send(body()).expect(201)).body;
    expect((await other.agent.patch(`/api/saved-searches/${mine.id}`).send({ name: "탈취" }).expect(404)).body.message).toBe("저장한 검색을 찾을 수 없습니다");
    await other.agent.delete(`/api/saved-searches/${mine.id}`).expect(404);
    expect((await other.agent.get("/api/saved-searches").expect(200)).body).toEqual([]);
    expect((await owner.agent.get("/api/saved-searches").expect(200)).body[0].name).toBe("서울 무용");
    await owner.agent.patch("/api/saved-searches/abc").send({ name: "x" }).expect(404);
    await t.request.delete(`/api/saved-searches/${mine.id}`).expect(401);
  });
});
