import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, recruitingSearch } from "@shared/schema/index";
import { migrationStatements } from "../../../server/db/migrate";
import { rowsOf } from "../../../server/db/paged-query";
import { closeCalls } from "../../../server/jobs/close-calls";
import { dayFromToday, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Decision 045: recruiting_search holds the date, deadline, title and tokens of exactly the projects with
// `recruiting` and not hidden, kept by triggers of migration 0032; the default list's relevance window reads it.
const t = await createTestApp();

/** Rows on either side that the other lacks or holds differently; [] when the table mirrors projects. */
async function outOfSync() {
  const result = await t.db.execute(sql`
    with want as (select id, created_at, deadline, lower(title) as title, search_tokens from projects where recruiting and hidden_at is null),
      have as (select project_id as id, created_at, deadline, title_lower as title, search_tokens from recruiting_search)
    select 'missing' as side, id from (select * from want except select * from have) m
    union all select 'extra' as side, id from (select * from have except select * from want) e
    order by 2`);
  return rowsOf<{ side: string; id: number }>(result);
}

const held = async (id: number) =>
  (await t.db.select({ id: recruitingSearch.projectId }).from(recruitingSearch).where(eq(recruitingSearch.projectId, id))).length === 1;
const search = (query: Record<string, string | number>) => t.request.get("/api/projects").query(query);
const idsOf = (res: { body: { items: Array<{ id: number }> } }) => res.body.items.map((p) => p.id);

describe("recruiting_search (decision 045)", () => {
  it("when projects are created, published, edited, hidden, closed and deleted, then the table holds exactly the recruiting ones as they are", async () => {
    const { user: owner, agent } = await signedIn(t, "producer");
    const open = await insertProject(t.db, { producerId: owner.id, title: "수중 무용 공연", deadline: dayFromToday(5), tags: ["무용"] });
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft", deadline: dayFromToday(5) });
    const running = await insertProject(t.db, { producerId: owner.id, status: "in_progress" });
    const hidden = await insertProject(t.db, { producerId: owner.id, hiddenAt: new Date(), hiddenBy: "operator" });
    const closing = await insertProject(t.db, { producerId: owner.id, deadline: dayFromToday(1) });
    expect([await held(open.id), await held(draft.id), await held(running.id), await held(hidden.id), await held(closing.id)]).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(await outOfSync()).toEqual([]);

    // The owner edits the title and the description through the API: the row follows (title and tokens).
    const edited = await agent.patch(`/api/projects/${open.id}`).send({ title: "수중 무용 공연 (연장)", description: "바닷가 야외 수조에서 열리는 공연" });
    expect(edited.status, edited.text).toBe(200);
    expect((await t.db.select().from(recruitingSearch).where(eq(recruitingSearch.projectId, open.id)))[0]?.titleLower).toBe("수중 무용 공연 (연장)");
    expect(await outOfSync()).toEqual([]);

    // Published, started, hidden by an operator and shown again, a new deadline.
    await t.db.update(projects).set({ status: "published" }).where(eq(projects.id, draft.id));
    await t.db.update(projects).set({ status: "in_progress" }).where(eq(projects.id, closing.id));
    await t.db.update(projects).set({ hiddenAt: new Date(), hiddenBy: "operator" }).where(eq(projects.id, open.id));
    expect([await held(draft.id), await held(closing.id), await held(open.id)]).toEqual([true, false, false]);
    await t.db.update(projects).set({ hiddenAt: null, hiddenBy: null }).where(eq(projects.id, open.id));
    await t.db
      .update(projects)
      .set({ deadline: dayFromToday(30) })
      .where(eq(projects.id, draft.id));
    expect(await outOfSync()).toEqual([]);

    // The close-calls job on a later day clears the flag, and the row goes with it.
    await closeCalls(t.db, new Date(Date.now() + 10 * 86_400_000));
    expect([await held(open.id), await held(draft.id)]).toEqual([false, true]);
    expect(await outOfSync()).toEqual([]);

    // A deleted project takes its row with it.
    await t.db.delete(projects).where(eq(projects.id, draft.id));
    expect(await held(draft.id)).toBe(false);
    expect(await outOfSync()).toEqual([]);
  });

  it("when a visitor searches the default list, then the matches come from recruiting_search: title matches first, then newest, without the closed, hidden or draft ones", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const titled = await insertProject(t.db, { producerId: owner.id, title: "쿠르릉 소리 채집", description: "도시의 소리", createdAt: at(50) });
    const newer = await insertProject(t.db, { producerId: owner.id, title: "야간 산책", description: "쿠르릉 울리는 밤", createdAt: at(10) });
    const older = await insertProject(t.db, { producerId: owner.id, title: "빗소리", description: "쿠르릉 천둥", createdAt: at(90), location: "부산" });
    const expired = await insertProject(t.db, { producerId: owner.id, title: "쿠르릉 지난 공고", deadline: dayFromToday(-1), createdAt: at(5) });
    await insertProject(t.db, { producerId: owner.id, title: "쿠르릉 숨김", hiddenAt: new Date(), hiddenBy: "operator", createdAt: at(5) });
    await insertProject(t.db, { producerId: owner.id, title: "쿠르릉 초안", status: "draft", createdAt: at(5) });

    // The expired one still has its flag (the job has not run): its deadline keeps it out, as in projects.
    expect(await held(expired.id)).toBe(true);
    const res = await search({ search: "쿠르릉" });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([titled.id, newer.id, older.id]);
    expect(res.body.total).toBe(3);
    // The token filters of the same window: a region is a required token.
    expect(idsOf(await search({ search: "쿠르릉", location: "부산" }))).toEqual([older.id]);

    // The same search filtered by producer reads projects: the same answer.
    expect(idsOf(await search({ search: "쿠르릉", producer: owner.id }))).toEqual(idsOf(res));

    // Proof that the default list reads the table: a row taken out of it (by hand) leaves that search only.
    await t.db.delete(recruitingSearch).where(eq(recruitingSearch.projectId, newer.id));
    expect(idsOf(await search({ search: "쿠르릉" }))).toEqual([titled.id, older.id]);
    expect(idsOf(await search({ search: "쿠르릉", producer: owner.id }))).toEqual([titled.id, newer.id, older.id]);
    // Any write of the row puts it back.
    await t.db.update(projects).set({ title: "야간 산책 (재공고)" }).where(eq(projects.id, newer.id));
    expect(idsOf(await search({ search: "쿠르릉" }))).toEqual([titled.id, newer.id, older.id]);
  });

  it("when the search holds capitals or LIKE's wildcards, then the title test is the same as ILIKE on projects: case aside, % and _ taken literally", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const titled = await insertProject(t.db, { producerId: owner.id, title: "Zorblax 100% 배분 공연", description: "수익 배분", createdAt: at(40) });
    const underscore = await insertProject(t.db, { producerId: owner.id, title: "zorblax_100 티저", description: "티저 촬영", createdAt: at(30) });
    const described = await insertProject(t.db, { producerId: owner.id, title: "수익 배분 공연", description: "ZORBLAX 100 배분", createdAt: at(10) });
    for (const q of ["zorblax 100%", "ZORBLAX 100%"]) {
      const narrow = idsOf(await search({ search: q }));
      expect(narrow, q).toEqual([titled.id, described.id, underscore.id]);
      expect(idsOf(await search({ search: q, producer: owner.id })), q).toEqual(narrow);
    }
    // "_" is not "any character": only the title that holds "x_1" is a title match.
    expect(idsOf(await search({ search: "zorblax_100" }))).toEqual([underscore.id, described.id, titled.id]);
    expect(idsOf(await search({ search: "zorblax_100", producer: owner.id }))).toEqual([underscore.id, described.id, titled.id]);
  });

  it("when migration 0032 runs over projects already there, then its backfill copies exactly the recruiting, shown ones", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const open = await insertProject(t.db, { producerId: owner.id, title: "Backfill 대상" });
    const hidden = await insertProject(t.db, { producerId: owner.id, hiddenAt: new Date(), hiddenBy: "operator" });
    const draft = await insertProject(t.db, { producerId: owner.id, status: "draft" });
    // As before the migration: an empty table (the triggers filled it here), then the migration's copy.
    await t.db.delete(recruitingSearch);
    const statements = migrationStatements("0032_recruiting_search.sql");
    await t.db.execute(sql.raw(statements.find((st) => st.includes("INSERT INTO") && st.includes('FROM "projects"'))!));
    expect([await held(open.id), await held(hidden.id), await held(draft.id)]).toEqual([true, false, false]);
    expect(await outOfSync()).toEqual([]);
  });

  it("when a visitor filters the default list by tags only, then the newest matches come from recruiting_search, and a sort by deadline still reads projects", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const a = await insertProject(t.db, { producerId: owner.id, tags: ["수중촬영"], createdAt: at(30), deadline: dayFromToday(3) });
    const b = await insertProject(t.db, { producerId: owner.id, tags: ["수중촬영"], createdAt: at(20), deadline: dayFromToday(9) });
    await insertProject(t.db, { producerId: owner.id, tags: ["수중촬영"], status: "completed", createdAt: at(10) });
    const filter = { tags: "수중촬영" };
    expect(idsOf(await search(filter))).toEqual([b.id, a.id]);
    expect((await search(filter)).body.total).toBe(2);

    await t.db.delete(recruitingSearch).where(eq(recruitingSearch.projectId, b.id));
    expect(idsOf(await search(filter))).toEqual([a.id]);
    expect(idsOf(await search({ ...filter, sortBy: "newest" }))).toEqual([a.id]);
    // Another order, or a producer asked for, reads projects.
    expect(idsOf(await search({ ...filter, sortBy: "deadline" }))).toEqual([a.id, b.id]);
    expect(idsOf(await search({ ...filter, producer: owner.id }))).toEqual([b.id, a.id]);
  });

  it("when the planner's statistics say a token is in nearly every open call, then the search walks projects; a rare token still reads the narrow table", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    // 4,000 open calls holding 흔함, five of them also 드묾 (in bulk: rows, not the API, are what is counted).
    await t.db.execute(sql`insert into projects (title, description, producer_id, status, deadline, search_tokens, created_at)
      select '흔함 ' || i, '설명', ${owner.id}, 'published', ${dayFromToday(20)},
        case when i <= 5 then array['흔함', '드묾'] else array['흔함'] end, now() - i * interval '1 minute'
      from generate_series(1, 4000) i`);
    await t.db.execute(sql`analyze recruiting_search`);
    const common = (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.title, "흔함 1")))[0]!.id;
    await t.db.delete(recruitingSearch).where(eq(recruitingSearch.projectId, common));
    // The common token: read from projects, so the row taken out of recruiting_search is still found (newest first).
    const res = await search({ search: "흔함", limit: 3 });
    expect(res.status).toBe(200);
    expect(idsOf(res)[0]).toBe(common);
    expect(res.body.totalCapped).toBe(true);
    // The rare one: read from recruiting_search, without the row taken out.
    const rare = await search({ search: "흔함 드묾" });
    expect(rare.body.total).toBe(4);
    expect(idsOf(rare)).not.toContain(common);
  });

  it("when a searched word is missing from the planner's statistics, then the search answers from the narrow table instead of failing", async () => {
    // Found by the bench on 27 Nov: with the index analyzed, a token absent from most_common_elems (any word
    // rarer than the listed ones: most searches) made the density's ln(0) fail the whole search with a 500.
    const owner = await insertUser(t.db, { userType: "producer" });
    await t.db.execute(sql`insert into projects (title, description, producer_id, status, deadline, search_tokens, created_at)
      select '잦음 ' || i, '설명', ${owner.id}, 'published', ${dayFromToday(20)},
        case when i = 1 then array['잦음', '외딴'] else array['잦음'] end, now() - i * interval '1 minute'
      from generate_series(1, 300) i`);
    await t.db.execute(sql`analyze recruiting_search`);
    const one = (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.title, "잦음 1")))[0]!.id;

    const none = await search({ search: "낱말없음" });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ items: [], total: 0, totalCapped: false });
    const both = await search({ search: "잦음 외딴" });
    expect(both.status).toBe(200);
    expect(idsOf(both)).toEqual([one]);
    const withTag = await search({ search: "잦음 낱말없음", tags: "없는태그" });
    expect(withTag.status).toBe(200);
    expect(withTag.body.total).toBe(0);
  });

  it("when a 200-character search holds a hundred and more listed tokens, then their product does not underflow into an error", async () => {
    // One word of 170 syllables asks for its 169 bigrams; each is in 2 of 300 open calls (listed, f = 0.0067):
    // the sum of their logarithms is below -708, where exp() is an underflow error rather than 0.
    const owner = await insertUser(t.db, { userType: "producer" });
    const word = Array.from({ length: 170 }, (_, i) => String.fromCharCode(0xb000 + i)).join("");
    const bigrams = Array.from({ length: 169 }, (_, i) => word.slice(i, i + 2));
    await t.db.execute(sql`insert into projects (title, description, producer_id, status, deadline, search_tokens, created_at)
      select '긴 검색 ' || i, '설명', ${owner.id}, 'published', ${dayFromToday(20)},
        case when i <= 2 then ${`{${bigrams.join(",")}}`}::text[] else array['긴검색'] end, now() - i * interval '1 minute'
      from generate_series(1, 300) i`);
    await t.db.execute(sql`analyze recruiting_search`);

    const res = await search({ search: word });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
  });
});
