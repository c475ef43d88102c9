/**
 * Saved-search matching at scale (decision 023): publishing one project must find its matches among
 * 100,000 saved searches in under 100 ms. Seeds the saved searches with multi-row inserts, then runs
 * the app's own matching statement (matchPublishedProject, the one the publish transaction runs) for
 * sample published projects, each in a transaction that is rolled back, and EXPLAINs the median one.
 *
 * Part of `npm run bench` (on its scratch database), and on its own in a few seconds:
 * `BENCH_ONLY=saved-searches npm run bench` (a small scratch database `bench_saved_searches` with
 * users and projects enough to match against).
 */
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { anchorToken, filterTokens, projectSearchTokens } from "../shared/search-tokens";
import { createDatabase } from "../server/db/client";
import { migrationsFolder } from "../server/db/migrate";
import { findMatches, matchingSearches, projectDoc, recordMatches } from "../server/features/saved-searches/repository";

export const SAVED_SEARCH_COUNT = 100_000;
export const SAVED_SEARCH_TARGET_MS = 100;
const INSERT_ROWS = 1_000;

const REGIONS = [
  "서울",
  "경기",
  "부산",
  "온라인",
  "제주",
  "인천",
  "대구",
  "광주",
  "대전",
  "강원",
  "충북",
  "충남",
  "전북",
  "전남",
  "경북",
  "경남",
  "울산",
  "세종",
];
const REGION_WEIGHTS: Record<string, number> = { 서울: 30, 경기: 10, 부산: 8, 온라인: 8, 제주: 5, 인천: 5, 대구: 4, 광주: 4, 대전: 4 };
const TAGS = [
  "설치미술",
  "회화",
  "사진",
  "조각",
  "미디어아트",
  "무용",
  "연극",
  "뮤지컬",
  "영화",
  "영상",
  "음악",
  "국악",
  "재즈",
  "클래식",
  "퍼포먼스",
  "일러스트",
  "애니메이션",
  "공예",
  "드로잉",
];
const WORDS = [
  ...[
    "설치미술",
    "회화",
    "사진",
    "조각",
    "미디어아트",
    "무용",
    "현대무용",
    "연극",
    "뮤지컬",
    "영화",
    "다큐멘터리",
    "음악",
    "국악",
    "재즈",
    "클래식",
    "퍼포먼스",
  ],
  ...["기획전", "개인전", "그룹전", "공연", "단편영화", "뮤직비디오", "페스티벌", "레지던시", "워크숍", "쇼케이스", "아트페어", "창작극", "거리공연"],
  ...["작가", "퍼포머", "무용수", "배우", "연주자", "촬영감독", "큐레이터", "어시스턴트", "편집자", "미술감독", "작곡가", "안무가", "보컬"],
  ...["도시", "기억", "바다", "이주", "노동", "가족", "환경", "시간", "경계", "공존", "소리", "골목", "계절", "여행", "일상"],
  ...["성수", "홍대", "을지로", "문래", "연남", "부산", "제주", "전주", "강릉", "통영"],
  ...["ㅅㅈ", "ㅁㅇ", "ㄱㅎ", "ㅇㄱ", "video", "jazz", "art"],
];

/** A small deterministic generator, so every run seeds the same searches. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

function region(r: Rng) {
  const total = REGIONS.reduce((n, x) => n + (REGION_WEIGHTS[x] ?? 2), 0);
  let x = r.next() * total;
  for (const name of REGIONS) {
    x -= REGION_WEIGHTS[name] ?? 2;
    if (x < 0) return name;
  }
  return REGIONS[0]!;
}

/** A saved search's filter as users make them: a word, tags, a region, or a mix (never empty). */
function savedQuery(r: Rng): { search?: string; tags?: string[]; location?: string } {
  const kind = r.int(0, 9);
  const q: { search?: string; tags?: string[]; location?: string } = {};
  if (kind <= 3) q.search = r.pick(WORDS);
  else if (kind <= 6) q.tags = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(TAGS)))];
  else if (kind <= 8) {
    q.search = r.pick(WORDS);
    q.tags = [r.pick(TAGS)];
  } else q.search = `${r.pick(WORDS)} ${r.pick(WORDS)}`;
  if (r.chance(0.5) || (!q.search && !q.tags)) q.location = region(r);
  return q;
}

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;
const sqlArray = (xs: string[]) => (xs.length ? `ARRAY[${xs.map(sqlText).join(",")}]::text[]` : `'{}'::text[]`);

/** Seeds `count` saved searches spread over `userIds` with multi-row inserts; replaces any earlier ones. */
export async function seedSavedSearches(client: pg.ClientBase, userIds: string[], count = SAVED_SEARCH_COUNT): Promise<number> {
  const r = rng(16);
  const t0 = performance.now();
  await client.query("truncate saved_search_matches, saved_searches restart identity");
  for (let start = 0; start < count; start += INSERT_ROWS) {
    const rows: string[] = [];
    for (let i = start; i < Math.min(count, start + INSERT_ROWS); i += 1) {
      const q = savedQuery(r);
      const { required, anyOf } = filterTokens(q);
      const frequency = r.pick(["instant", "instant", "daily", "weekly"]);
      rows.push(
        `(${sqlText(userIds[i % userIds.length]!)}, ${sqlText(`검색 ${i + 1}`)}, 'projects', ${sqlText(JSON.stringify(q))}::jsonb, '${frequency}', ${sqlArray(required)}, ${sqlArray(anyOf)}, ${anchorToken(required) === null ? "null" : sqlText(anchorToken(required)!)})`,
      );
    }
    await client.query(
      `insert into saved_searches (user_id, name, scope, query, frequency, required_tokens, any_tokens, anchor_token) values ${rows.join(",")}`,
    );
  }
  // As autovacuum would after a bulk load (the GIN index has no pending list anyway).
  await client.query("vacuum analyze saved_searches");
  return (performance.now() - t0) / 1000;
}

export interface SavedSearchBench {
  savedSearches: number;
  projects: number;
  seedSeconds: number;
  p50: number;
  p95: number;
  max: number;
  /** The job's insert of the matches (not part of the publish). */
  recordP50: number;
  recordP95: number;
  avgMatches: number;
  maxMatches: number;
  explainMs: number;
  plan: string[];
  met: boolean;
}

/**
 * Times the app's matching statement for `projectIds` (published projects), each inside a transaction
 * that is rolled back so every run starts from the same state; EXPLAIN (ANALYZE) of the median one.
 */
export async function measureMatching(url: string, projectIds: number[], seedSeconds: number): Promise<SavedSearchBench> {
  const database = await createDatabase({ databaseUrl: url });
  const rollback = new Error("rollback");
  const timings: Array<{ id: number; ms: number; recordMs: number; matches: number }> = [];
  let plan: string[] = [];
  try {
    for (const round of [0, 1]) {
      for (const id of projectIds) {
        const doc = (await projectDoc(database.db, id))!;
        const t0 = performance.now();
        const found = await findMatches(database.db, doc);
        const ms = performance.now() - t0;
        // Recording them (the job's insert) is timed too, in a transaction rolled back afterwards.
        let recordMs = 0;
        await database.db
          .transaction(async (tx) => {
            const t1 = performance.now();
            await recordMatches(tx, doc, new Date());
            recordMs = performance.now() - t1;
            throw rollback;
          })
          .catch((err) => {
            if (err !== rollback) throw err;
          });
        // The first round warms the cache; the second is measured.
        if (round === 1) timings.push({ id, ms, recordMs, matches: found.length });
      }
    }
    const sorted = [...timings].sort((x, y) => x.ms - y.ms);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const query = new PgDialect().sqlToQuery(matchingSearches((await projectDoc(database.db, median.id))!));
    const res = await database.db.execute(sql.raw(`explain (analyze, buffers) ${inlineParams(query.sql, query.params)}`));
    plan = (res as unknown as { rows: Array<{ "QUERY PLAN": string }> }).rows.map((r) => r["QUERY PLAN"]);
  } finally {
    await database.close();
  }
  const sorted = [...timings].sort((x, y) => x.ms - y.ms);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const explainMs = Number(/([\d.]+) ms/.exec(plan.find((l) => l.startsWith("Execution Time")) ?? "")?.[1] ?? Number.NaN);
  const p95 = at(0.95).ms;
  const records = timings.map((t) => t.recordMs).sort((x, y) => x - y);
  return {
    savedSearches: SAVED_SEARCH_COUNT,
    projects: projectIds.length,
    seedSeconds,
    p50: at(0.5).ms,
    p95,
    max: sorted.at(-1)!.ms,
    recordP50: records[Math.floor(records.length / 2)] ?? Number.NaN,
    recordP95: records[Math.min(records.length - 1, Math.floor(0.95 * records.length))] ?? Number.NaN,
    avgMatches: timings.reduce((n, t) => n + t.matches, 0) / Math.max(1, timings.length),
    maxMatches: Math.max(...timings.map((t) => t.matches)),
    explainMs,
    plan,
    met: p95 < SAVED_SEARCH_TARGET_MS,
  };
}

/** The statement with its parameters written in (EXPLAIN takes no bind parameters here). */
function inlineParams(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (Array.isArray(v)) return sqlText(`{${v.map((x) => `"${String(x).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`);
    return typeof v === "number" ? String(v) : sqlText(String(v));
  });
}

/** Sample published projects of the scratch database, spread over its ids. */
export async function sampleProjects(client: pg.ClientBase, n = 50): Promise<number[]> {
  const res = await client.query<{ id: number }>(
    `select id from (select id, row_number() over (order by id) as k, count(*) over () as total from projects where status = 'published') x
     where k % greatest(1, total / $1) = 0 order by id limit $1`,
    [n],
  );
  return res.rows.map((r) => r.id);
}

export function report(b: SavedSearchBench, log: (msg: string) => void) {
  log(
    `  saved-search matching: ${b.savedSearches.toLocaleString("en")} saved searches, ${b.projects} published projects: ` +
      `p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms, max ${b.max.toFixed(1)} ms; ` +
      `${b.avgMatches.toFixed(0)} matches on average (max ${b.maxMatches}); recording them (alert job) p50 ${b.recordP50.toFixed(1)} p95 ${b.recordP95.toFixed(1)} ms; seed ${b.seedSeconds.toFixed(1)} s`,
  );
  log(`  EXPLAIN of the median project: ${b.explainMs.toFixed(2)} ms`);
  // The document's ~250 tokens are written in full in several conditions: cut them short.
  for (const l of b.plan) log(`    ${l.length > 160 ? `${l.slice(0, 157)}...` : l}`);
  log(
    `  ${b.met ? "met   " : "MISSED"} publish finds its matches among ${b.savedSearches.toLocaleString("en")} saved searches < ${SAVED_SEARCH_TARGET_MS} ms (p95): ${b.p95.toFixed(1)} ms`,
  );
}

/** The standalone run: a small scratch database with users and projects, then the 100,000 searches. */
export async function standalone(adminUrl: string, scratchUrl: string, log: (msg: string) => void): Promise<SavedSearchBench> {
  const name = new URL(scratchUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  log("  created; migrating");
  const database = await createDatabase({ databaseUrl: scratchUrl });
  try {
    await database.migrate(migrationsFolder);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: scratchUrl });
  await client.connect();
  try {
    const r = rng(7);
    const userIds = Array.from({ length: 5_000 }, (_, i) => `bench-user-${i}`);
    for (let start = 0; start < userIds.length; start += INSERT_ROWS) {
      const rows = userIds
        .slice(start, start + INSERT_ROWS)
        .map((id, i) => `(${sqlText(id)}, ${sqlText(`${id}@bench.local`)}, 'x', '${(start + i) % 5 === 0 ? "producer" : "artist"}', true)`);
      await client.query(`insert into users (id, email, password, user_type, email_verified) values ${rows.join(",")}`);
    }
    const producers = userIds.filter((_, i) => i % 5 === 0);
    const projects: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      const tags = [...new Set([r.pick(TAGS), r.pick(TAGS)])];
      const location = region(r);
      // As the main seed writes them: a title of four vocabulary words and a few sentences around them.
      const title = `${r.pick(WORDS)} ${r.pick(WORDS)} ${r.pick(WORDS)} ${r.pick(WORDS)} 모집`;
      const description = [
        `${r.pick(WORDS)}의 공간에서 열리는 ${r.pick(WORDS)} ${r.pick(WORDS)}에 함께할 ${r.pick(WORDS)}를 모집합니다.`,
        `이번 작업은 ${r.pick(WORDS)}와 ${r.pick(WORDS)}를 결합해 ${r.pick(WORDS)}라는 주제를 새롭게 풀어보려고 합니다.`,
        `작업 기간은 약 ${r.int(2, 12)}주이며, 포트폴리오를 함께 보내주세요. 리허설은 주말에 진행됩니다.`,
      ].join(" ");
      const tokens = projectSearchTokens({ title, description, tags, location });
      projects.push(`(${sqlText(title)}, ${sqlText(description)}, ${sqlText(location)}, 'published', ${sqlText(r.pick(producers))}, ${sqlArray(tokens)})`);
    }
    await client.query(`insert into projects (title, description, location, status, producer_id, search_tokens) values ${projects.join(",")}`);
    await client.query("analyze");
    log("  5,000 users and 500 published projects written; seeding the saved searches");
    const seedSeconds = await seedSavedSearches(client, userIds);
    log(`  ${SAVED_SEARCH_COUNT.toLocaleString("en")} saved searches in ${seedSeconds.toFixed(1)} s; measuring`);
    const ids = await sampleProjects(client);
    return await measureMatching(scratchUrl, ids, seedSeconds);
  } finally {
    await client.end();
  }
}
