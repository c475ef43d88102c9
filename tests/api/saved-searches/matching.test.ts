import { describe, expect, it } from "vitest";
import { SAVED_SEARCH_COVERED } from "@shared/schema/index";
import { filterTokens } from "@shared/search-tokens";
import { findMatches, projectDoc } from "../../../server/features/saved-searches/repository";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/*
 * The matching statement has three disjoint branches (decision 023): short searches found by their
 * anchor (covering index, the first required tokens and the tag markers checked one by one), searches
 * too long for that index, and tag-only searches. Each shape must match exactly what the list's own
 * filter (filterTokens) would show, on either side of every bound.
 */
describe("saved-search matching shapes", () => {
  it("when searches of every shape meet one published project, then exactly those whose every required token and one tag the project holds match", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const longText = "현대무용 공연 출연자 모집 겨울 정기 공연에 함께할 무용수를 찾습니다 서울 성수동 창고 극장에서 열리는 야외 퍼포먼스입니다 공연에";
    const project = await insertProject(t.db, {
      producerId: producer.id,
      title: "현대무용 공연 출연자 모집",
      description: "겨울 정기 공연에 함께할 무용수를 찾습니다. 서울 성수동 창고 극장에서 열리는 야외 퍼포먼스입니다.",
      location: "서울",
      tags: ["현대무용", "퍼포먼스"],
    });
    const { agent } = await signedIn(t, "artist");
    const save = async (name: string, query: Record<string, string>) =>
      (await agent.post("/api/saved-searches").send({ name, scope: "projects", frequency: "instant", query }).expect(201)).body.id as number;

    const cases: Array<{ name: string; query: Record<string, string>; hit: boolean }> = [
      { name: "한 낱말", query: { search: "무용" }, hit: true },
      { name: "여러 낱말 (9개 넘는 토큰)", query: { search: "현대무용 정기공연 무용수를" }, hit: false },
      { name: "여러 낱말 맞음", query: { search: "현대무용 공연 출연자 무용수를 찾습니다" }, hit: true },
      { name: "아주 긴 검색 맞음", query: { search: longText }, hit: true },
      { name: "아주 긴 검색 하나 틀림", query: { search: `${longText} 발레` }, hit: false },
      { name: "태그 다섯 개 중 하나", query: { tags: "발레,연극,국악,재즈,퍼포먼스" }, hit: true },
      { name: "태그 다섯 개 모두 아님", query: { tags: "발레,연극,국악,재즈,사진" }, hit: false },
      { name: "낱말과 다섯 번째 태그", query: { search: "무용", tags: "발레,연극,국악,재즈,현대무용" }, hit: true },
      { name: "태그와 지역", query: { tags: "현대무용", location: "서울" }, hit: true },
      { name: "태그와 다른 지역", query: { tags: "현대무용", location: "부산" }, hit: false },
      { name: "초성", query: { search: "ㅎㄷㅁㅇ" }, hit: true },
    ];
    const ids = new Map<number, boolean>();
    for (const c of cases) ids.set(await save(c.name, c.query), c.hit);

    // The shapes on both sides of the bounds are really there.
    const tokenCounts = cases.map((c) => filterTokens({ search: c.query.search, location: c.query.location, tags: c.query.tags?.split(",") }).required.length);
    expect(Math.max(...tokenCounts)).toBeGreaterThan(SAVED_SEARCH_COVERED.required);
    expect(tokenCounts.some((n) => n > 8 && n <= SAVED_SEARCH_COVERED.required)).toBe(true);

    const found = new Set(await findMatches(t.db, (await projectDoc(t.db, project.id))!));
    const got = [...ids.keys()].filter((id) => found.has(id));
    const want = [...ids.entries()].filter(([, hit]) => hit).map(([id]) => id);
    expect(got.sort()).toEqual(want.sort());
  });
});
