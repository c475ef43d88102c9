import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEARCH_SET } from "../../../bench/search-set";
import { dayFromToday, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

// The bench's 30 queries (bench/search-set.ts) on an analyzed database: the search reads the planner's token
// statistics once per word set (decision 045), and a word missing from them once failed every such search
// with a 500 (ln(0)). Analyzed here, as autovacuum does on its own: every query answers 200, and the default
// list (relevance, from recruiting_search) holds the same projects as the deadline order (read from projects).
const t = await createTestApp();

const TITLES = [
  "성수 복합문화공간 설치미술 기획전 참여 작가 모집",
  "단편영화 촬영감독 및 조명 디자이너 구인",
  "뮤직비디오 K-pop 댄서 오디션",
  "제주 레지던시 참여 작가 모집 (회화, 설치)",
  "거리공연 배우와 보컬 모집",
  "3D 아티스트와 함께하는 미디어아트 전시",
  "무용수 및 안무가 모집: 현대무용 공연",
  "작곡가 모집: 연극 음악",
  "갤러리 개관전 사진 작가 모집",
  "이주와 기억을 주제로 한 전시 참여 작가",
  "MV 제작 스태프 모집",
  "춤과 빛의 공연 기획",
];
const TAGS = [["회화", "설치"], ["사진"], ["무용"], ["회화"], [], ["설치"]];
const PLACES = ["서울", "부산", "제주", "서울"];

describe("the search set on an analyzed database", () => {
  it("when the statistics are there, then every query of the set answers 200 with the same projects as the deadline order", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    for (let i = 0; i < 48; i += 1) {
      await insertProject(t.db, {
        producerId: owner.id,
        title: `${TITLES[i % TITLES.length]} ${i}`,
        description: `${TITLES[(i + 5) % TITLES.length]}. 함께할 분을 찾습니다.`,
        tags: TAGS[i % TAGS.length],
        location: PLACES[i % PLACES.length],
        deadline: dayFromToday(5 + (i % 20)),
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
    await t.db.execute(sql`analyze recruiting_search`);
    await t.db.execute(sql`analyze projects`);

    let matched = 0;
    for (const q of SEARCH_SET) {
      const query = { ...q.params, limit: 50 };
      const byRelevance = await t.request.get("/api/projects").query(query);
      expect(byRelevance.status, `${q.key} ${JSON.stringify(q.params)}`).toBe(200);
      const byDeadline = await t.request.get("/api/projects").query({ ...query, sortBy: "deadline" });
      expect(byDeadline.status).toBe(200);
      const ids = (res: typeof byRelevance) => res.body.items.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b);
      expect(ids(byRelevance), q.key).toEqual(ids(byDeadline));
      expect(byRelevance.body.total, q.key).toBe(byDeadline.body.total);
      if (byRelevance.body.total > 0) matched += 1;
    }
    // The comparison means something: every query of the set but 존재하지않는단어 finds projects here.
    expect(matched).toBeGreaterThanOrEqual(25);
  });
});
