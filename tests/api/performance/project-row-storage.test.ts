import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/db/paged-query";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/** Values of projects stored out of line so far: one TOAST value per distinct chunk_id. */
async function outOfLineValues(): Promise<number> {
  const [toast] = rowsOf<{ name: string | null }>(
    await t.db.execute(sql`select reltoastrelid::regclass::text as name from pg_class where oid = 'projects'::regclass`),
  );
  expect(toast?.name).toBeTruthy();
  const [row] = rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(distinct chunk_id)::int as n from ${toast!.name}`)));
  return Number(row?.n ?? 0);
}

describe("a project's row keeps its text (migration 0030, decision 043)", () => {
  it("only the search tokens go out of line: title, description, requirements and conditions stay in the row", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    // As long as a real posting: ~200 tokens, so the inline token hashes alone are ~1.6 kB of the row.
    const description =
      "성수동 복합문화공간에서 열리는 이주와 기억을 주제로 한 설치 미술 전시에 참여할 작가를 찾습니다. " +
      "회화, 사진, 영상 작업을 하는 분 모두 환영하며 관객과 함께 도시의 변화에 대해 이야기하는 시간도 준비하고 있습니다. " +
      "작업실 제공, 재료비 지원, 전시 기간 중 아티스트 토크 2회 진행 예정입니다. 포트폴리오와 작업 계획서를 보내주세요.";
    const before = await outOfLineValues();
    const project = await insertProject(t.db, {
      producerId: producer.id,
      title: "이주와 기억: 성수 복합문화공간 설치 미술 프로젝트 참여 작가 모집",
      description,
      requirements: "설치 작업 경력 2년 이상, 전시 기간 중 주 2회 현장 참여 가능한 분",
      conditions: {
        meals: "provided",
        transport: "allowance",
        accommodation: "not_needed",
        paymentTiming: "전시 종료 후 14일 이내",
        schedule: "주말 포함 5회",
      },
      tags: ["설치", "회화", "사진"],
    });
    const [sizes] = rowsOf<{ hashes: number; tokens: number }>(
      await t.db.execute(
        sql`select pg_column_size(search_token_hashes)::int as hashes, pg_column_size(search_tokens)::int as tokens from projects where id = ${project.id}`,
      ),
    );
    // The case this is about: the hashes (STORAGE MAIN, always in the row) and the tokens make the row too
    // long for PostgreSQL's default target, so something has to go out.
    expect(sizes!.hashes).toBeGreaterThan(1_200);
    expect(sizes!.hashes + sizes!.tokens).toBeGreaterThan(2_032);
    // Under the default target the title, description, requirements and conditions went out too (six values).
    expect((await outOfLineValues()) - before).toBe(1);
  });
});
