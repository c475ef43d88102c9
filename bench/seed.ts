import bcrypt from "bcrypt";
import { josa } from "es-hangul";
import type pg from "pg";
import { parseBudget } from "@shared/budget";
import { ROLE_CATEGORIES } from "@shared/casting";
import { BUDGET_PRESETS } from "@shared/constants";
import { todayInKorea } from "@shared/validators/projects";
import { documentTokens, postSearchTokens, projectSearchTokens } from "@shared/search-tokens";
import { migrationStatements } from "../server/db/migrate";
import { encryptSecret } from "../server/features/security/service";
import { createRng, type Rng } from "../server/seed/random";

/**
 * Bulk data for the benchmark: Korean users and projects built from word pools, written in batches of
 * 2,000 rows inside one transaction. Each batch is one `insert ... select from unnest($1::text[], ...)`
 * (one array parameter per column): several times faster than a 1,000-row VALUES list with 17,000
 * parameters. Secondary indexes of the bulk-loaded tables are dropped first and re-created from their
 * own definitions afterwards (one GIN build is far cheaper than 100,000 incremental updates), so the
 * resulting schema is exactly the migrated one.
 */

export interface SeedCounts {
  users: number;
  projects: number;
  /** Messages between artists and the producers of the projects they applied to. */
  messages: number;
  communityPosts: number;
  notifications: number;
}

/** BENCH_SIZE: the data sizes the benchmark knows (the issue's 100k default and 1m). */
export const SIZES = {
  /** A smoke check of the runner itself (a minute with BENCH_SECONDS=2), not a benchmark. */
  "10k": { users: 2_000, projects: 10_000, messages: 30_000, communityPosts: 10_000, notifications: 20_000 },
  "100k": { users: 20_000, projects: 100_000, messages: 300_000, communityPosts: 100_000, notifications: 200_000 },
  "1m": { users: 200_000, projects: 1_000_000, messages: 3_000_000, communityPosts: 1_000_000, notifications: 2_000_000 },
} as const satisfies Record<string, SeedCounts>;
export type SizeName = keyof typeof SIZES;

/** The statement triggers of migration 0034 that keep projects.role_summary and tag_list (decision 049). */
const FACTS_TRIGGERS = ["insert", "update", "delete"].flatMap((op) => [
  ["project_roles", `project_roles_facts_on_${op}`],
  ["project_tags", `project_tags_facts_on_${op}`],
]);
/** Migration 0034's last statement: fills both columns of every project with roles or tags. */
function factsFill(): string {
  const statements = migrationStatements("0034_project_facts_in_row.sql");
  return statements.at(-1)!;
}

/** Bumped whenever the generated data changes, so a kept scratch database of an older seed is rebuilt. */
export const SEED_VERSION = 5;
/**
 * Version of the messaging and community data (seedExtras), written on top of a finished version-2 seed:
 * a kept database of the projects' seed gains these tables without rebuilding its projects.
 * 2: the operator console's data (issue 24): the operator account, reports and support inquiries.
 * 3: the artists' specialties (user_tag_links), which every applicant item and artist card shows.
 */
export const EXTRAS_VERSION = 3;
const BATCH = 2_000;

export interface SeedResult {
  users: number;
  producers: number;
  projects: number;
  projectTags: number;
  /** Casting roles (issue 26): 0-4 on two projects in five. */
  projectRoles: number;
  applications: number;
  reviews: number;
  /** Ids of projects a visitor may open (everything but drafts), for the detail scenario. */
  visibleIds: number[];
  ms: Record<string, number>;
}

/** Picks by weight: [[item, weight], ...]. */
function weighted<T>(r: Rng, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let x = r.next() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}

// --- word pools -------------------------------------------------------------------------------

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황", "안", "송", "류", "홍"];
const GIVEN_FIRST = ["지", "민", "서", "하", "도", "수", "예", "윤", "채", "은", "현", "준", "유", "소", "시", "태", "다", "주", "연", "승"];
const GIVEN_SECOND = ["민", "현", "우", "진", "아", "윤", "준", "희", "원", "빈", "린", "은", "호", "경", "율", "솔", "온", "결", "담", "별"];

/** Genre words and the existing tag most people would attach to them (null: no direct tag). */
const GENRES: ReadonlyArray<readonly [string, string | null]> = [
  ["설치미술", "설치미술"],
  ["회화", "회화"],
  ["사진", "사진"],
  ["조각", "조각"],
  ["미디어아트", "미디어아트"],
  ["무용", "무용"],
  ["현대무용", "무용"],
  ["연극", "연극"],
  ["뮤지컬", "뮤지컬"],
  ["영화", "영화"],
  ["다큐멘터리", "영상"],
  ["음악", "음악"],
  ["국악", "국악"],
  ["재즈", "재즈"],
  ["클래식", "클래식"],
  ["퍼포먼스", "퍼포먼스"],
  ["일러스트", "일러스트"],
  ["애니메이션", "애니메이션"],
  ["공예", "공예"],
  ["드로잉", "드로잉"],
];
const PLACES = [
  "성수",
  "홍대",
  "을지로",
  "문래",
  "연남",
  "합정",
  "이태원",
  "북촌",
  "부산",
  "해운대",
  "제주",
  "전주",
  "대구",
  "광주",
  "인천",
  "강릉",
  "통영",
  "수원",
  "대전",
  "춘천",
];
const KINDS = [
  "기획전",
  "개인전",
  "그룹전",
  "공연",
  "단편영화",
  "뮤직비디오",
  "페스티벌",
  "레지던시",
  "워크숍",
  "쇼케이스",
  "아트페어",
  "창작극",
  "낭독공연",
  "거리공연",
  "팝업 전시",
];
const ROLES = [
  "작가",
  "퍼포머",
  "무용수",
  "배우",
  "연주자",
  "촬영감독",
  "조명 디자이너",
  "음향 감독",
  "큐레이터",
  "어시스턴트",
  "편집자",
  "미술감독",
  "작곡가",
  "안무가",
  "보컬",
];
const THEMES = ["도시", "기억", "바다", "이주", "노동", "가족", "환경", "시간", "몸", "빛", "경계", "공존", "소리", "골목", "밤", "계절", "여행", "일상"];
/** Latin words Korean postings use (the search set's Latin and mixed queries match these). */
const LATIN = ["MV", "K-pop", "3D", "VR", "AI", "LED", "DJ", "OST", "B-boy", "AR"];
const SPACES = ["갤러리", "복합문화공간", "소극장", "야외 광장", "폐공장", "카페", "서점", "공원", "미술관 로비", "루프탑"];
const CONDITIONS = [
  "포트폴리오를 함께 보내주세요",
  "경력은 무관하며 신진 작가를 환영합니다",
  "리허설은 주말에 진행됩니다",
  "재료비와 교통비를 별도로 지원합니다",
  "결과물은 온라인으로도 공개됩니다",
  "촬영본은 참여자에게 제공됩니다",
  "팀 단위 지원도 가능합니다",
  "사전 미팅 후 최종 확정합니다",
];
const BIO_BITS = [
  "독립 기획자로 활동하고 있습니다",
  "공간과 사람을 잇는 작업을 합니다",
  "현장 경험이 풍부합니다",
  "장르를 넘나드는 협업을 좋아합니다",
  "지역 예술 생태계에 관심이 많습니다",
];

/** Location names weighted roughly by where arts projects happen. */
function locationWeights(names: string[]): Array<readonly [string, number]> {
  const w: Record<string, number> = { 서울: 30, 경기: 10, 부산: 8, 온라인: 8, 제주: 5, 인천: 5, 대구: 4, 광주: 4, 대전: 4 };
  return names.map((n) => [n, w[n] ?? 2] as const);
}

function title(r: Rng, genre: string, place: string, kind: string, role: string, theme: string) {
  switch (r.int(0, 4)) {
    case 0:
      return `${place} ${genre} ${kind} ${role} 모집`;
    case 1:
      return `[${place}] ${josa(theme, "을/를")} 주제로 한 ${genre} ${kind}`;
    case 2:
      return `${genre} ${kind} 함께할 ${josa(role, "을/를")} 찾습니다`;
    case 3:
      return `${theme}에 관한 ${genre} 프로젝트 - ${role} 구인`;
    default:
      return `${place}에서 열리는 ${kind}: ${josa(genre, "와/과")} ${theme}`;
  }
}

function description(r: Rng, genre: string, genre2: string, place: string, kind: string, role: string, theme: string) {
  const parts = [
    `${place}의 ${r.pick(SPACES)}에서 열리는 ${genre} ${kind}에 함께할 ${josa(role, "을/를")} 모집합니다.`,
    `이번 작업은 ${josa(genre, "와/과")} ${josa(genre2, "을/를")} 결합해 ${josa(theme, "이라/라")}는 주제를 새롭게 풀어보려고 합니다.`,
    `작업 기간은 약 ${r.int(2, 12)}주이며, ${r.pick(CONDITIONS)}.`,
  ];
  if (r.chance(0.5)) parts.push(`관객과 함께 ${r.pick(THEMES)}에 대해 이야기하는 시간도 준비하고 있습니다.`);
  if (r.chance(0.3)) parts.push(`${r.pick(CONDITIONS)}.`);
  if (r.chance(0.15)) parts.push(`${r.pick(LATIN)} 작업 경험이 있으면 좋습니다.`);
  return parts.join(" ");
}

function isoDate(ms: number) {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY = 86_400_000;
/** Projects are posted over this span, oldest first (ids in posting order). */
const PROJECT_SPAN_MS = 730 * DAY;

// --- writing ----------------------------------------------------------------------------------

/** search_tokens travel as one string per row, split in SQL; no token holds this control character. */
const SEP = "\x1f";

/**
 * Writes `total` rows in batches of `size`, generating the next batch while the database stores the
 * previous one.
 */
async function chunked<T>(items: T[][], size: number, write: (cols: T[][]) => Promise<unknown>) {
  const n = items[0]?.length ?? 0;
  for (let start = 0; start < n; start += size) await write(items.map((col) => col.slice(start, start + size)));
}

async function batched<T>(total: number, size: number, make: (i: number) => T, write: (rows: T[]) => Promise<unknown>) {
  let pending: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < total; start += size) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(total, start + size); i += 1) rows.push(make(i));
    await pending;
    pending = write(rows);
  }
  await pending;
}

/** `insert into table (cols) select * from unnest($1::type[], ...)`, one array per column. */
function unnestInsert(client: pg.ClientBase, table: string, columns: Array<[name: string, type: string]>) {
  const names = columns.map(([n]) => `"${n}"`).join(", ");
  const arrays = columns.map(([, t], i) => `$${i + 1}::${t === "text[]" ? "text" : t}[]`).join(", ");
  const values = columns.map(([, t], i) => (t === "text[]" ? `string_to_array(c${i}, E'\\x1f')` : `c${i}`)).join(", ");
  const text = `insert into "${table}" (${names}) select ${values} from unnest(${arrays}) as t(${columns.map((_, i) => `c${i}`).join(", ")})`;
  return (rows: Array<Record<string, unknown>>) =>
    client.query(
      text,
      columns.map(([n, t]) => rows.map((r) => (t === "text[]" ? (r[n] as string[]).join(SEP) : r[n]))),
    );
}

/** Foreign keys declared on `table`, with the statements that re-create them exactly. */
async function foreignKeys(client: pg.ClientBase, table: string) {
  const res = await client.query<{ name: string; def: string }>(
    "select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'f' and conrelid = $1::regclass",
    [table],
  );
  return res.rows.map((c) => ({ name: c.name, restore: `alter table "${table}" add constraint "${c.name}" ${c.def}` }));
}

/** Non-constraint indexes of `table`, with the statements that re-create them exactly. */
async function secondaryIndexes(client: pg.ClientBase, table: string) {
  const res = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  return res.rows;
}

/** Seeds through `client` (a plain pg connection to the migrated scratch database) in one transaction. */
export async function seed(client: pg.ClientBase, counts: SeedCounts, log: (msg: string) => void): Promise<SeedResult> {
  // A fixed seed, so every run benchmarks the same data.
  const r = createRng(20240601);
  const ms: Record<string, number> = {};
  const timed = async <T>(name: string, fn: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await fn();
    ms[name] = Math.round(performance.now() - t0);
    log(`  ${name}: ${(ms[name] / 1000).toFixed(1)} s`);
    return out;
  };
  const passwordHash = bcrypt.hashSync("benchmark-password", 4);
  const now = Date.now();

  await client.query("begin");
  try {
    await client.query("set local maintenance_work_mem = '512MB'");
    const locationNames = (await client.query<{ name: string }>("select name from locations order by sort_order")).rows.map((l) => l.name);
    const tagRows = (await client.query<{ id: number; name: string }>("select id, name from user_tags order by id")).rows;
    const tagByName = new Map(tagRows.map((t) => [t.name, t.id]));
    const tagNames = tagRows.map((t) => t.name);
    const locWeights = locationWeights(locationNames);

    // Per-row foreign-key triggers and index updates cost more than the rows themselves: drop both and
    // restore them from their own definitions once the data is in (a foreign key is then validated
    // in one join).
    const restore: string[] = [];
    for (const table of ["users", "projects", "project_tags", "project_roles", "applications", "reviews"]) {
      for (const fk of await foreignKeys(client, table)) {
        await client.query(`alter table "${table}" drop constraint "${fk.name}"`);
        restore.push(fk.restore);
      }
      for (const ix of await secondaryIndexes(client, table)) {
        await client.query(`drop index "${ix.indexname}"`);
        restore.push(ix.indexdef);
      }
    }

    // Users: ~30% producers; every account verified.
    const producerIds: string[] = [];
    const artistIds: string[] = [];
    const insertUsers = unnestInsert(client, "users", [
      ["id", "text"],
      ["email", "text"],
      ["password", "text"],
      ["first_name", "text"],
      ["last_name", "text"],
      ["user_type", "user_type"],
      ["bio", "text"],
      ["location", "text"],
      ["years_of_experience", "int"],
      ["email_verified", "boolean"],
      ["search_tokens", "text[]"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ]);
    await timed("users", () =>
      batched(
        counts.users,
        BATCH,
        (i) => {
          const id = r.uuid();
          const producer = r.chance(0.3);
          (producer ? producerIds : artistIds).push(id);
          const last_name = r.pick(SURNAMES);
          const first_name = r.pick(GIVEN_FIRST) + r.pick(GIVEN_SECOND);
          const location = weighted(r, locWeights);
          const bio = `${r.pick(GENRES)[0]} 분야에서 ${r.int(1, 20)}년째 ${r.pick(BIO_BITS)}.`;
          const createdAt = new Date(now - r.int(30, 900) * DAY - r.int(0, DAY));
          return {
            id,
            email: `bench${i}@example.com`,
            password: passwordHash,
            first_name,
            last_name,
            user_type: producer ? "producer" : "artist",
            bio,
            location,
            years_of_experience: r.int(0, 20),
            email_verified: true,
            search_tokens: documentTokens(`${last_name}${first_name}`, bio, location),
            created_at: createdAt,
            updated_at: createdAt,
          };
        },
        insertUsers,
      ),
    );

    // Projects with explicit ids 1..n (the sequence is moved past them), so tag links need no RETURNING.
    const links: { projectIds: number[]; tagIds: number[] } = { projectIds: [], tagIds: [] };
    const visibleIds: number[] = [];
    const statuses = [
      ["published", 70],
      ["in_progress", 10],
      ["completed", 10],
      ["draft", 5],
      ["cancelled", 5],
    ] as const;
    const budgets = [...BUDGET_PRESETS, "300만원", "50만원", "1500만원", "200~300만원", "1억 이상"];
    // Casting roles (issue 26), one array per column of project_roles, and the conditions every listed project has.
    const viewCols = { project_id: [] as number[], view_count: [] as number[] };
    const roleCols = {
      project_id: [] as number[],
      position: [] as number[],
      name: [] as string[],
      category: [] as string[],
      headcount: [] as number[],
      fee_kind: [] as string[],
      fee_amount: [] as (number | null)[],
      required_media: [] as string[],
    };
    const feeKinds = [
      ["fixed", 40],
      ["per_day", 25],
      ["per_session", 10],
      ["negotiable", 15],
      ["unpaid", 10],
    ] as const;
    const mediaSets = ["", "video", "photo", "video\x1faudio", "portfolio", "photo\x1fvideo"];
    const conditions = JSON.stringify({
      meals: "provided",
      transport: "allowance",
      accommodation: "not_needed",
      paymentTiming: "종료 후 14일 이내",
      schedule: "주말 포함 5회",
    });
    const insertProjects = unnestInsert(client, "projects", [
      ["id", "int"],
      ["title", "text"],
      ["description", "text"],
      ["budget", "text"],
      ["budget_min", "int"],
      ["budget_max", "int"],
      ["location", "text"],
      ["start_date", "date"],
      ["end_date", "date"],
      ["deadline", "date"],
      ["requirements", "text"],
      ["status", "project_status"],
      ["producer_id", "text"],
      ["image_url", "text"],
      ["search_tokens", "text[]"],
      ["conditions", "jsonb"],
      ["recruiting", "boolean"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ]);
    // The recruiting flag as the close-calls job leaves it (decision 041): published and its deadline (a
    // Korean day) not passed. Written with the row, its trigger off for the load: flagging every published
    // project and closing the expired ones after (seed versions up to 4) rewrote ~68 % of the rows, and the
    // heap kept both versions' pages (1.9 rows a page at 100k where 3 fit).
    const today = todayInKorea(new Date(now));
    await client.query('alter table "projects" disable trigger "projects_recruiting_on_write"');
    // recruiting_search (decision 045) is filled after the load, in posting order, as one insert.
    await client.query('alter table "projects" disable trigger "recruiting_search_on_insert"');
    await timed("projects", () =>
      batched(
        counts.projects,
        BATCH,
        (i) => {
          const id = i + 1;
          const [genre, genreTag] = r.pick(GENRES);
          const genre2 = r.pick(GENRES)[0];
          const place = r.pick(PLACES);
          const kind = r.pick(KINDS);
          const role = r.pick(ROLES);
          const theme = r.pick(THEMES);
          const tags = new Set<string>();
          if (genreTag) tags.add(genreTag);
          const extra = r.int(genreTag ? 0 : 1, 3);
          for (let k = 0; k < extra; k += 1) tags.add(r.pick(tagNames));
          const status = weighted(r, statuses);
          // Posted in id order over the last 730 days, as a live table fills: the heap's order is the time
          // order, so the newest projects (those still recruiting) lie together at its end. Drawn at random
          // (seed versions up to 4), the newest were spread over every page of the heap, which no table that
          // grows by inserts looks like, and every newest-first walk read one page per row.
          const createdMs = now - Math.round(((counts.projects - i) * PROJECT_SPAN_MS) / counts.projects) - r.int(0, 60_000);
          const deadlineMs = createdMs + r.int(7, 60) * DAY;
          const deadline = isoDate(deadlineMs);
          const startMs = deadlineMs + r.int(1, 30) * DAY;
          const budget = r.chance(0.9) ? r.pick(budgets) : null;
          const range = parseBudget(budget);
          const t = title(r, genre, place, kind, role, theme);
          const d = description(r, genre, genre2, place, kind, role, theme);
          const location = weighted(r, locWeights);
          const tagList = [...tags];
          const roles: Array<{ name: string; category: string; fee: { kind: string } }> = [];
          const roleCount = r.chance(0.4) ? r.int(1, 4) : 0;
          for (let k = 0; k < roleCount; k += 1) {
            const kind = weighted(r, feeKinds);
            const paid = kind === "fixed" || kind === "per_day" || kind === "per_session";
            const roleName = k === 0 ? role : r.pick(ROLES);
            const category = r.pick(ROLE_CATEGORIES);
            roles.push({ name: roleName, category, fee: { kind } });
            roleCols.project_id.push(id);
            roleCols.position.push(k);
            roleCols.name.push(roleName);
            roleCols.category.push(category);
            roleCols.headcount.push(r.int(1, 5));
            roleCols.fee_kind.push(kind);
            roleCols.fee_amount.push(paid ? r.int(5, 300) * 10_000 : null);
            roleCols.required_media.push(r.pick(mediaSets));
          }
          for (const n of tagList) {
            links.projectIds.push(id);
            links.tagIds.push(tagByName.get(n)!);
          }
          if (status !== "draft") visibleIds.push(id);
          // Drawn in the order the row's columns drew them before view counts left the row (decision 042).
          const endMs = startMs + r.int(1, 90) * DAY;
          const requirements = r.chance(0.6) ? `${role} 경력 ${r.int(0, 5)}년 이상, ${r.pick(CONDITIONS)}` : null;
          const producerId = r.pick(producerIds);
          const imageUrl = r.chance(0.4) ? `/uploads/bench-${r.int(1, 500)}.jpg` : null;
          viewCols.project_id.push(id);
          viewCols.view_count.push(r.int(0, 2000));
          return {
            id,
            title: t,
            description: d,
            budget,
            budget_min: range.min,
            budget_max: range.max,
            location,
            start_date: isoDate(startMs),
            end_date: isoDate(endMs),
            deadline,
            requirements,
            status,
            producer_id: producerId,
            image_url: imageUrl,
            search_tokens: projectSearchTokens({ title: t, description: d, tags: tagList, location, roles }),
            conditions: status === "draft" ? null : conditions,
            recruiting: status === "published" && deadline >= today,
            created_at: new Date(createdMs),
            updated_at: new Date(createdMs + r.int(0, 7) * DAY),
          };
        },
        insertProjects,
      ),
    );
    await client.query('alter table "projects" enable trigger "projects_recruiting_on_write"');
    await client.query('alter table "projects" enable trigger "recruiting_search_on_insert"');
    await timed("recruiting_search", () =>
      client.query(`insert into recruiting_search (project_id, created_at, deadline, title_lower, search_tokens)
        select id, created_at, deadline, lower(title), search_tokens from projects where recruiting and hidden_at is null order by created_at, id`),
    );
    await client.query("select setval(pg_get_serial_sequence('projects', 'id'), $1)", [counts.projects]);

    await timed("project_view_counts", () =>
      chunked<number>(Object.values(viewCols), 100_000, ([p, v]) =>
        client.query("insert into project_view_counts (project_id, view_count) select * from unnest($1::int[], $2::int[])", [p, v]),
      ),
    );

    // The project facts' triggers (decision 049) would recompute every chunk's projects one by one, with
    // project_roles' index dropped for the load (a scan of the table per project): off for the load, and the
    // facts filled once after the indexes are back, by the migration's own statement.
    for (const [table, trigger] of FACTS_TRIGGERS) await client.query(`alter table "${table}" disable trigger "${trigger}"`);
    await timed("project_roles", () =>
      chunked<number | string | null>(Object.values(roleCols), 100_000, (cols) =>
        client.query(
          `insert into project_roles (project_id, position, name, category, headcount, fee_kind, fee_amount, required_media)
           select c0, c1, c2, c3, c4, c5, c6, string_to_array(c7, E'\\x1f')
           from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::int[], $8::text[]) as t(c0, c1, c2, c3, c4, c5, c6, c7)`,
          cols,
        ),
      ),
    );

    await timed("project_tags", async () => {
      await chunked<number>([links.projectIds, links.tagIds], 100_000, ([p, t]) =>
        client.query("insert into project_tags (project_id, tag_id) select * from unnest($1::int[], $2::int[])", [p, t]),
      );
      await client.query(`update user_tags t set usage_count = greatest(1, c.n)
        from (select tag_id, count(*)::int as n from project_tags group by tag_id) c where c.tag_id = t.id`);
    });

    // A few applications per visible project, so the cards' count hydration has rows to count.
    const apps = { projectIds: [] as number[], artistIds: [] as string[], statuses: [] as string[] };
    for (const id of visibleIds) {
      const n = r.int(0, 3);
      const seen = new Set<string>();
      for (let k = 0; k < n; k += 1) {
        const artistId = r.pick(artistIds);
        if (seen.has(artistId)) continue;
        seen.add(artistId);
        apps.projectIds.push(id);
        apps.artistIds.push(artistId);
        apps.statuses.push(
          weighted(r, [
            ["pending", 60],
            ["reviewed", 15],
            ["accepted", 10],
            ["rejected", 10],
            ["withdrawn", 5],
          ] as const),
        );
      }
    }
    await timed("applications", () =>
      chunked<number | string>([apps.projectIds, apps.artistIds, apps.statuses], 50_000, ([p, a, s]) =>
        client.query(
          `insert into applications (project_id, artist_id, status, cover_letter)
           select p, a, s::application_status, $4 from unnest($1::int[], $2::text[], $3::text[]) as t(p, a, s)`,
          [p, a, s, "안녕하세요. 프로젝트 소개를 보고 지원합니다. 관련 작업 경험과 포트폴리오를 함께 보내드립니다."],
        ),
      ),
    );

    // Reviews both ways for every accepted application of a completed project, generated in SQL from
    // the rows just written (deterministic: rating and comment follow the application's id).
    const reviewCount = await timed("reviews", async () => {
      const res = await client.query(
        `insert into reviews (project_id, reviewer_id, reviewee_id, rating, comment, created_at)
         select a.project_id, x.reviewer, x.reviewee, 3 + (a.id + x.k) % 3, (array[$1, $2, $3])[1 + (a.id + x.k) % 3], p.updated_at
         from applications a
         join projects p on p.id = a.project_id and p.status = 'completed'
         cross join lateral (values (0, p.producer_id, a.artist_id), (1, a.artist_id, p.producer_id)) as x(k, reviewer, reviewee)
         where a.status = 'accepted'`,
        ["함께 작업해서 즐거웠습니다. 일정과 소통 모두 좋았습니다.", "준비가 철저하고 현장 대응이 빨랐습니다.", "다음 프로젝트도 꼭 함께하고 싶습니다."],
      );
      return res.rowCount ?? 0;
    });

    // The facts are filled while the projects' secondary indexes are still dropped: the fill's cost is the
    // rewrite of every project row (with 13 indexes to update it took ~0.3 ms a project; the set-based
    // statement itself reads the two tables once).
    await timed("project facts (role_summary, tag_list)", () => client.query(factsFill()));
    await timed("indexes and foreign keys", async () => {
      for (const statement of restore) await client.query(statement);
    });
    for (const [table, trigger] of FACTS_TRIGGERS) await client.query(`alter table "${table}" enable trigger "${trigger}"`);
    await client.query("commit");

    return {
      users: counts.users,
      producers: producerIds.length,
      projects: counts.projects,
      projectTags: links.projectIds.length,
      projectRoles: roleCols.project_id.length,
      applications: apps.projectIds.length,
      reviews: reviewCount,
      visibleIds,
      ms,
    };
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  }
}

// --- messaging, notifications and the community (EXTRAS_VERSION) ----------------------------------

/** Who the member scenarios sign in as: the first artist, given a heavy inbox by seedExtras. */
export const MEMBER_SQL = "select id, email from users where user_type = 'artist' order by created_at, id limit 1";
/** Conversations of the member beyond the random ones, and the length of its longest thread. */
const MEMBER_CONVERSATIONS = 100;
const MEMBER_THREAD = 2_000;
const MEMBER_NOTIFICATIONS = 500;
/** Distinct post texts (their search tokens are computed in Node once each and reused by the SQL). */
const POST_POOL = 2_000;

const POST_OPENERS = ["오늘", "이번 주말", "지난달", "요즘", "드디어", "처음으로", "오랜만에", "어제"];
const POST_BODIES = [
  "작업실에서 {g} 작업을 마무리했습니다",
  "{p}에서 열린 {g} {k}에 다녀왔어요",
  "{g} {r} 구하는 분 계신가요",
  "{t}를 주제로 한 {g} 작업 과정을 공유합니다",
  "{p} 근처 연습 공간 추천 부탁드립니다",
  "{g} 포트폴리오 구성 팁을 정리해봤어요",
  "{k} 준비하면서 배운 점을 나눕니다",
];
const MESSAGE_TEXTS = [
  "안녕하세요, 지원서 잘 받았습니다.",
  "포트폴리오 확인했어요. 다음 주에 미팅 가능하실까요?",
  "네, 화요일 오후 괜찮습니다.",
  "리허설 일정 공유드립니다.",
  "자료 보내주셔서 감사합니다!",
  "장소 주소는 내일 다시 안내드릴게요.",
  "혹시 장비는 따로 준비해야 하나요?",
  "확인했습니다. 그날 뵙겠습니다.",
];

/**
 * Messages, notifications and community posts in bulk SQL (generate_series over the rows already there,
 * no row sent from Node but the 2,000 post texts): messages follow the applications (each conversation is
 * an artist and the producer of a project they applied to, a few messages each, alternating), plus a
 * heavy member (MEMBER_SQL) with MEMBER_CONVERSATIONS more conversations, one thread of MEMBER_THREAD
 * messages and MEMBER_NOTIFICATIONS notifications. Indexes and foreign keys are dropped and restored as
 * in seed(). One transaction.
 */
export async function seedExtras(
  client: pg.ClientBase,
  counts: SeedCounts,
  log: (msg: string) => void,
): Promise<{ messages: number; notifications: number; communityPosts: number; reports: number; inquiries: number }> {
  const r = createRng(20240602);
  const timed = async <T>(name: string, fn: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await fn();
    log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return out;
  };
  await client.query("begin");
  try {
    await client.query("set local maintenance_work_mem = '512MB'");
    const restore: string[] = [];
    for (const table of ["messages", "notifications", "community_posts", "community_post_tags"]) {
      for (const fk of await foreignKeys(client, table)) {
        await client.query(`alter table "${table}" drop constraint "${fk.name}"`);
        restore.push(fk.restore);
      }
      for (const ix of await secondaryIndexes(client, table)) {
        await client.query(`drop index "${ix.indexname}"`);
        restore.push(ix.indexdef);
      }
    }
    const member = (await client.query<{ id: string }>(MEMBER_SQL)).rows[0]!.id;

    await timed("member applications", () =>
      client.query(
        `insert into applications (project_id, artist_id, status, cover_letter)
         select p.id, $1, 'pending', '함께하고 싶습니다.'
         from projects p
         where p.status in ('published', 'in_progress', 'completed')
           and not exists (select 1 from applications a where a.project_id = p.id and a.artist_id = $1)
           and p.producer_id in (select id from users where user_type = 'producer' order by id limit $2 * 3)
         order by p.id limit $2`,
        [member, MEMBER_CONVERSATIONS],
      ),
    );

    const texts = MESSAGE_TEXTS;
    const messages = await timed("messages", async () => {
      const apps = Number((await client.query<{ n: string }>("select count(*) as n from applications")).rows[0]!.n);
      const perApp = Math.max(1, Math.ceil(counts.messages / apps));
      // Alternating sender; the newest message of each conversation unread when it was the producer's.
      const res = await client.query(
        `insert into messages (sender_id, receiver_id, content, project_id, read, created_at)
         select case when g % 2 = 1 then a.artist_id else p.producer_id end,
                case when g % 2 = 1 then p.producer_id else a.artist_id end,
                ($1::text[])[1 + (a.id + g) % 8], a.project_id, g < $2 or g % 2 = 1,
                p.created_at + (g * 97 + a.id % 60) * interval '1 minute'
         from applications a join projects p on p.id = a.project_id
         cross join generate_series(1, $2) g
         limit $3`,
        [texts, perApp, counts.messages],
      );
      // The member's longest thread: with the producer of its first extra application.
      const heavy = await client.query(
        `insert into messages (sender_id, receiver_id, content, project_id, read, created_at)
         select case when g % 2 = 1 then $1 else p.producer_id end, case when g % 2 = 1 then p.producer_id else $1 end,
                ($2::text[])[1 + g % 8], p.id, g < $3 - 5, now() - ($3 - g) * interval '10 minutes'
         from (select p.id, p.producer_id from applications a join projects p on p.id = a.project_id
               where a.artist_id = $1 order by a.id desc limit 1) p
         cross join generate_series(1, $3) g`,
        [member, texts, MEMBER_THREAD],
      );
      return (res.rowCount ?? 0) + (heavy.rowCount ?? 0);
    });

    const notifications = await timed("notifications", async () => {
      const users = Number((await client.query<{ n: string }>("select count(*) as n from users")).rows[0]!.n);
      const per = Math.max(1, Math.ceil(counts.notifications / users));
      const res = await client.query(
        `insert into notifications (user_id, title, message, type, read, related_id, created_at)
         select u.id, '새 메시지', '새 메시지가 도착했습니다.', (array['message','application','application_status','system'])[1 + g % 4]::notification_type,
                g > 2, null, u.created_at + g * interval '3 days'
         from users u cross join generate_series(1, $1) g
         limit $2`,
        [per, counts.notifications],
      );
      const mine = await client.query(
        `insert into notifications (user_id, title, message, type, read, related_id, created_at)
         select $1, '새 지원서 도착', '프로젝트에 새로운 지원서가 도착했습니다.', 'application', g > 20, null, now() - g * interval '1 hour'
         from generate_series(1, $2) g`,
        [member, MEMBER_NOTIFICATIONS],
      );
      return (res.rowCount ?? 0) + (mine.rowCount ?? 0);
    });

    const posts = await timed("community posts", async () => {
      const tagRows = (await client.query<{ id: number; name: string }>("select id, name from user_tags order by id")).rows;
      const pool = { i: [] as number[], content: [] as string[], tokens: [] as string[], tagId: [] as Array<number | null> };
      for (let i = 0; i < POST_POOL; i += 1) {
        const [genre] = r.pick(GENRES);
        const body = r
          .pick(POST_BODIES)
          .replace("{g}", genre)
          .replace("{p}", r.pick(PLACES))
          .replace("{k}", r.pick(KINDS))
          .replace("{r}", r.pick(ROLES))
          .replace("{t}", r.pick(THEMES));
        const content = `${r.pick(POST_OPENERS)} ${body}. ${r.pick(CONDITIONS)}.`;
        const tag = r.chance(0.5) ? r.pick(tagRows) : null;
        pool.i.push(i);
        pool.content.push(content);
        pool.tokens.push(postSearchTokens({ content, tags: tag ? [tag.name] : [] }).join(SEP));
        pool.tagId.push(tag?.id ?? null);
      }
      await client.query("create temp table post_pool (i int primary key, content text, tokens text[], tag_id int) on commit drop");
      await client.query(
        `insert into post_pool select i, c, string_to_array(t, E'\\x1f'), g from unnest($1::int[], $2::text[], $3::text[], $4::int[]) as x(i, c, t, g)`,
        [pool.i, pool.content, pool.tokens, pool.tagId],
      );
      const res = await client.query(
        `with u as (select array_agg(id order by id) as ids, count(*)::int as n from users)
         insert into community_posts (id, author_id, content, post_type, view_count, like_count, comment_count, search_tokens, created_at, updated_at)
         select g, u.ids[1 + (g::bigint * 7919) % u.n], pp.content, (array['general','work','info','question','recruitment'])[1 + g % 5],
                (g * 31) % 500, (g * 17) % 40, (g * 13) % 12, pp.tokens,
                now() - ($1 - g) * ($2::float8 / $1) * interval '1 day', now() - ($1 - g) * ($2::float8 / $1) * interval '1 day'
         from generate_series(1, $1) g cross join u join post_pool pp on pp.i = g % ${POST_POOL}`,
        [counts.communityPosts, 730],
      );
      await client.query("select setval(pg_get_serial_sequence('community_posts', 'id'), $1)", [counts.communityPosts]);
      await client.query(
        `insert into community_post_tags (post_id, tag_id)
         select g, pp.tag_id from generate_series(1, $1) g join post_pool pp on pp.i = g % ${POST_POOL} where pp.tag_id is not null`,
        [counts.communityPosts],
      );
      return res.rowCount ?? 0;
    });

    const consoleData = await timed("operator, reports and inquiries", () => seedConsole(client, counts));
    await timed("artists' specialties", () => seedSpecialties(client));

    await timed("indexes and foreign keys", async () => {
      for (const statement of restore) await client.query(statement);
    });
    await client.query("commit");
    return { messages, notifications, communityPosts: posts, ...consoleData };
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  }
}

// --- the artists' specialties (EXTRAS_VERSION 3) ---------------------------------------------------

/**
 * One to three of the reference tags per artist (as the demo seed and the sign-up form give them), picked
 * from the artist's id so a re-run gives the same. Without them the applicants view (issue 27) was planned
 * against an empty user_tag_links, hashing it once per item (5.9 of its 7.2 ms at 1m): not what a
 * production database with its artists' specialties would do. Idempotent.
 */
export async function seedSpecialties(client: pg.ClientBase): Promise<number> {
  const res = await client.query(
    `insert into user_tag_links (user_id, tag_id)
     select u.id, t.id from users u
       cross join lateral (select g.id from user_tags g order by hashtext(u.id || ':' || g.id) limit 1 + abs(hashtext(u.id)) % 3) t
     where u.user_type = 'artist'
     on conflict do nothing`,
  );
  await client.query(`update user_tags g set usage_count = (select count(*) from user_tag_links l where l.tag_id = g.id)`);
  return res.rowCount ?? 0;
}

// --- the operator console (EXTRAS_VERSION 2, issue 24) ---------------------------------------------

/**
 * The operator of the console scenarios: a staff account (users.staff_role 'operator', decision 033)
 * with an authenticator app on (decision 034). The console needs a second factor passed within 12
 * hours, so the bench signs it in as a person would: password, then a TOTP code of this secret
 * (bench/run.ts signInOperator). Its id sorts after every seeded uuid, so no "order by id" pick meets it.
 */
export const OPERATOR = {
  id: "ffffffff-0000-4000-8000-00000000ad01",
  email: "operator@bench.example.com",
  /** The authenticator app's secret (base32), sealed in totp_factors as the app seals it. */
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;
/** ENCRYPTION_KEY of the bench's app (bench/server.ts): the key the seeded TOTP secret is sealed with. */
export const BENCH_ENCRYPTION_KEY = "artlink-bench-encryption-key";

const REPORT_REASONS = [
  "광고성 게시물입니다",
  "외부 연락처로 유도하는 스팸입니다",
  "욕설과 비방이 포함되어 있습니다",
  "허위 모집 공고로 보입니다",
  "다른 작가의 작품을 도용했습니다",
  "개인정보가 노출되어 있습니다",
  "부적절한 내용입니다",
];
const RESOLUTION_NOTES = ["운영 정책 위반이 확인되었습니다", "신고 내용을 검토했으나 위반 사항이 없습니다", "작성자에게 안내했습니다"];
const INQUIRY_SUBJECTS = ["결제 관련 문의", "로그인이 되지 않아요", "프로젝트 등록 방법", "계약서 수정 요청", "제휴 제안드립니다", "신고 처리 결과 문의"];
const INQUIRY_MESSAGES = [
  "안녕하세요. 지난주에 등록한 프로젝트가 검색에 보이지 않습니다. 확인 부탁드립니다.",
  "비밀번호를 바꾼 뒤로 로그인이 되지 않습니다. 도와주세요.",
  "지원자에게 보낸 메시지가 전달되지 않은 것 같습니다.",
  "공연 단체 제휴 관련해서 담당자분과 이야기하고 싶습니다.",
];

/**
 * The console's data in bulk SQL: the operator, reports and support inquiries, and the applications' dates.
 * - Reports, grouped by target as the queue shows them: one community post in 200 (0.5 %), one listed
 *   project in 1,000, one account in 200 and one message in 10,000 (reported by its receiver). Most
 *   targets have one reporter, a tenth five to eight (posts among them are hidden by the threshold).
 *   Reports of the last 14 days are open, older ones resolved by the operator (dismissed, or a post or
 *   profile hidden), but one target in 20 of any age is still open: a backlog. Ids follow time, as
 *   inserts would give them.
 * - Inquiries: one per 100 accounts (at least 20) over the last year, three in five from signed-in
 *   members; answered after 1-30 hours unless from the last 3 days (and one in 50 of any age).
 */
export async function seedConsole(client: pg.ClientBase, counts: SeedCounts): Promise<{ reports: number; inquiries: number }> {
  // seed() leaves every application stamped with the time of the seed, so a 90-day range of the stats
  // would count all of them on one day. Dated as they would be: applied 1-21 days after the project was
  // created (never in the future), decided 1-14 days later (pending ones not updated since). Follows the
  // application's id, so a re-run of the extras gives the same dates.
  await client.query(
    `update applications a set applied_at = x.at,
       updated_at = case when a.status = 'pending' then x.at else least(now(), x.at + (1 + a.id % 14) * interval '1 day') end
     from (select a2.id, least(now() - interval '1 minute', p.created_at + (1 + a2.id % 21) * interval '1 day' + (a2.id % 24) * interval '1 hour') as at
           from applications a2 join projects p on p.id = a2.project_id) x
     where x.id = a.id`,
  );
  await client.query(
    `insert into users (id, email, password, first_name, last_name, user_type, email_verified, staff_role, created_at, updated_at)
     select $1, $2, (select password from users order by id limit 1), '운영', '벤치', 'producer', true, 'operator',
            now() - interval '400 days', now() - interval '400 days'
     on conflict (id) do update set staff_role = 'operator', suspended_until = null, is_deleted = false`,
    [OPERATOR.id, OPERATOR.email],
  );
  await client.query(
    `insert into totp_factors (user_id, secret_encrypted, last_step) values ($1, $2, 0)
     on conflict (user_id) do update set secret_encrypted = excluded.secret_encrypted, last_step = 0`,
    [OPERATOR.id, encryptSecret(BENCH_ENCRYPTION_KEY, OPERATOR.totpSecret)],
  );

  await client.query(
    `create temp table report_targets (kind text, target_id text, author_id text, reporter text, t0 timestamptz, h bigint, nrep int) on commit drop`,
  );
  await client.query(
    `insert into report_targets (kind, target_id, author_id, t0, h)
     select 'post', id::text, author_id, created_at + (id % 24) * interval '1 hour', id from community_posts where id % 200 = 7
     union all
     select 'project', id::text, producer_id, created_at + (id % 240) * interval '1 hour', id from projects where status <> 'draft' and id % 1000 = 11
     union all
     select 'user', id, id, created_at + (abs(hashtext(id)) % 60) * interval '1 day', abs(hashtext(id)) from users where abs(hashtext(id)) % 200 = 3 and id <> $1
     union all
     select 'message', id::text, sender_id, created_at + interval '2 hours', id from messages where id % 10000 = 17`,
    [OPERATOR.id],
  );
  // The picks above fix the id's residues (id % 200 = 7 makes id % 5 always 2): everything else about a
  // target (reporters, state, decision) follows a hash of it instead.
  await client.query(`update report_targets set h = abs(hashtext(kind || ':' || target_id))`);
  await client.query(
    `update report_targets set t0 = least(t0, now() - interval '1 hour'),
       reporter = case when kind = 'message' then (select receiver_id from messages m where m.id = target_id::int) end,
       nrep = case when kind = 'message' then 1 when kind = 'project' then 1 + h % 3
                   when h % 10 < 6 then 1 when h % 10 < 8 then 2 when h % 10 < 9 then 3 else 5 + h % 4 end`,
  );
  const reportRows = await client.query(
    `with u as (select array_agg(id order by id) as ids, count(*)::int as n from users where id <> $1),
       t as (select *, t0 > now() - interval '14 days' or h % 20 = 0 as open from report_targets)
     insert into reports (reporter_id, kind, target_id, reason, status, resolution, resolution_note, resolved_by, resolved_at, created_at)
     select x.reporter_id, x.kind, x.target_id, x.reason,
            case when x.open then 'open' when x.resolution = 'dismiss' then 'dismissed' else 'reviewed' end,
            x.resolution, case when x.open then null else ($3::text[])[1 + x.h % 3] end, case when x.open then null else $1 end,
            case when x.open then null else x.t0 + interval '4 days' + (x.h % 48) * interval '1 hour' end, x.created_at
     from (
       select t.kind, t.target_id, t.author_id, t.h, t.t0, t.open,
              case when t.open then null when t.kind in ('post', 'user') and t.h % 5 >= 3 then 'hide' else 'dismiss' end as resolution,
              coalesce(t.reporter, u.ids[1 + (t.h * 7919 + j * 104729) % u.n]) as reporter_id,
              ($2::text[])[1 + (t.h + j) % ${REPORT_REASONS.length}] as reason,
              least(now(), t.t0 + j * (1 + t.h % 11) * interval '1 hour') as created_at
       from t cross join u cross join lateral generate_series(1, t.nrep) j
     ) x
     where x.reporter_id <> x.author_id
     order by x.created_at, x.kind, x.target_id
     on conflict do nothing`,
    [OPERATOR.id, REPORT_REASONS, RESOLUTION_NOTES],
  );
  // What the app would have done to the posts: hidden by five open reporters, or by the operator's "hide".
  await client.query(
    `update community_posts p set hidden_at = r.at, hidden_by = r.by
     from (select target_id::int as id, case when bool_or(resolution = 'hide') then 'operator' else 'reports' end as by,
                  coalesce(max(resolved_at), max(created_at)) as at
           from reports where kind = 'post' group by target_id
           having bool_or(resolution = 'hide') or count(*) filter (where status = 'open') >= 5) r
     where p.id = r.id`,
  );

  const n = Math.max(20, Math.round(counts.users / 100));
  const inquiries = await client.query(
    `with u as (select array_agg(id order by id) as ids, count(*)::int as n from users where id <> $1),
       g as (select g, now() - (($2 - g) * 365.0 / $2) * interval '1 day' - (g % 7) * interval '1 hour' as at,
                    g % 5 < 3 as member, not (g > $2 - $2 * 3 / 365.0 or g % 50 = 0) as answered
             from generate_series(1, $2) g)
     insert into contact_inquiries (user_id, name, email, category, subject, message, reply, replied_by, replied_at, created_at)
     select case when g.member then s.id end, case when g.member then coalesce(s.last_name || s.first_name, '회원') else '방문자' || g.g end,
            case when g.member then s.email else 'guest' || g.g || '@example.com' end,
            (array['general', 'support', 'bug', 'feature', 'partnership'])[1 + g.g % 5],
            ($3::text[])[1 + g.g % ${INQUIRY_SUBJECTS.length}], ($4::text[])[1 + g.g % ${INQUIRY_MESSAGES.length}],
            case when g.answered then '안녕하세요, 아트링크 운영팀입니다. 문의 주신 내용을 확인했고 조치했습니다.' end,
            case when g.answered then $1 end, case when g.answered then g.at + (1 + g.g % 30) * interval '1 hour' end, g.at
     from g cross join u join users s on s.id = u.ids[1 + (g.g::bigint * 7919) % u.n]`,
    [OPERATOR.id, n, INQUIRY_SUBJECTS, INQUIRY_MESSAGES],
  );
  return { reports: reportRows.rowCount ?? 0, inquiries: inquiries.rowCount ?? 0 };
}
