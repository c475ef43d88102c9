import { SEARCH_SET } from "./search-set";

/**
 * What `npm run bench` measures: one entry per hot request. A later feature adds its endpoint here and
 * nowhere else; the runner (bench/run.ts) loads it, captures and replays its SQL, and reports it.
 */

export interface BenchContext {
  /** Ids of projects a visitor may open (everything but drafts). */
  visibleIds: number[];
  /** Published projects whose deadline has not passed and without roles: an artist may apply to them without naming a role. */
  openIds: number[];
  /** The member of the "member" scenarios (the seed's heavy inbox, bench/seed.ts MEMBER_SQL). */
  member: { id: string };
  /** The counterpart of the member's longest thread. */
  threadWith: string;
  /** A project with a role of CASTING_APPLICANTS applications (some triaged) whose team the member is on (issue 27). */
  casting: { projectId: number; roleId: number };
}

/** One of the artists the "writers" scenarios rotate through, and the producers it may message. */
export interface Writer {
  id: string;
  counterparts: string[];
  /** The projects it has applied to (the seed's, earlier runs' and this run's): a second application is a 409. */
  applied: Set<number>;
}

/**
 * An open project the writer has not applied to yet, marked as applied: the POST scenario measures new
 * applications, not the duplicate check's 409 (a random pick repeated a pair about once in 140 requests).
 */
function newApplication(ctx: BenchContext, writer: Writer): number {
  for (let tries = 0; tries < 1000; tries += 1) {
    const id = randomOf(ctx.openIds);
    if (!writer.applied.has(id)) {
      writer.applied.add(id);
      return id;
    }
  }
  throw new Error(`writer ${writer.id} has applied to every open project`);
}

export interface Scenario {
  /** Short label used in the table and in results.json ("a", "b", ...). */
  key: string;
  name: string;
  method?: "GET" | "POST";
  /** The request's path and query; called for every request, so it may vary (random ids). */
  path: (ctx: BenchContext, writer?: Writer) => string;
  /** A JSON body for POST scenarios (called per request, like path). */
  body?: (ctx: BenchContext, writer?: Writer) => unknown;
  /**
   * Who sends it: a signed-out visitor; the member, signed in once through the API (cookie reused); the
   * operator of the console (bench/seed.ts OPERATOR), signed in once with its password and a TOTP code,
   * as the console's second-factor gate requires; or "writers": a different signed-in artist per request
   * (the write limits are per user: 30 a minute), so the load measures the write and not the limiter's 429.
   */
  as: "visitor" | "member" | "operator" | "writers";
  /** Headers sent besides the viewer's (a browser's Accept-Encoding: the other scenarios send none, so their answers go uncompressed). */
  headers?: Record<string, string>;
  /**
   * Replay the captured SQL from a bare pg pool for the app/db ratio (default true). Writes are not
   * replayed: the same INSERT again would break a unique key; their target is p95 under 100 ms.
   */
  replay?: boolean;
  /**
   * "uncached": with the visitors' micro-cache off only; "both": also as served (default cache).
   * Uncached runs are compared with the bare-pg replay of the same SQL.
   */
  cache: "uncached" | "both";
  /** EXPLAIN (ANALYZE, BUFFERS) its statements once and name the slowest one the main statement. */
  explain?: boolean;
  /** A project search: its req/s is compared across data sizes (must drop by less than half). */
  search?: boolean;
  /** Distinct requests captured for the bare-pg replay (several when the path varies). */
  samples?: number;
}

const randomOf = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** A Korean calendar day (the console's stats are per Asia/Seoul day), `offset` days from today. */
const koreanDay = (offset = 0) => new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
/** People searches of the console: common surnames (one account in 20 each) and common given names. */
const PEOPLE_QUERIES = ["김", "이", "박", "최", "지민", "민준", "하윤"];
/** The reports queue: every fourth request the resolved tab, the others the default (open) first page; the first one open, so its EXPLAIN is the default's. */
let queueTurn = 0;

export const HEALTH: Scenario = { key: "health", name: "GET /api/health (baseline)", path: () => "/api/health", as: "visitor", cache: "uncached" };

export const scenarios: Scenario[] = [
  {
    key: "a",
    name: "search: 설치 + tag 회화 + 서울",
    path: () => `/api/projects?${query({ search: "설치", tags: "회화", location: "서울" })}`,
    as: "visitor",
    cache: "both",
    explain: true,
    search: true,
  },
  {
    key: "b",
    name: "search: 무용 (common term)",
    path: () => `/api/projects?${query({ search: "무용" })}`,
    as: "visitor",
    cache: "both",
    explain: true,
    search: true,
  },
  {
    key: "o",
    name: "roles: paid roles + category 배우 (issue 26)",
    path: () => `/api/projects?${query({ paidRoles: "true", roleCategory: "배우" })}`,
    as: "visitor",
    cache: "both",
    explain: true,
    search: true,
  },
  { key: "c", name: "newest (no filters)", path: () => "/api/projects", as: "visitor", cache: "both", explain: true },
  { key: "d", name: "newest, offset 400", path: () => "/api/projects?offset=400", as: "visitor", cache: "both", explain: true },
  // c as a browser asks for it: every browser accepts brotli, so a real list answer is compressed (decision 052).
  {
    key: "cb",
    name: "newest, Accept-Encoding: br, gzip",
    path: () => "/api/projects",
    as: "visitor",
    cache: "uncached",
    headers: { "accept-encoding": "br, gzip, deflate" },
  },
  {
    key: "e",
    name: "project page, visitor",
    path: (ctx) => `/api/projects/${randomOf(ctx.visibleIds)}`,
    as: "visitor",
    cache: "uncached",
    samples: 50,
  },
  {
    key: "f",
    name: "project page, member",
    path: (ctx) => `/api/projects/${randomOf(ctx.visibleIds)}`,
    as: "member",
    cache: "uncached",
    samples: 50,
  },
  { key: "g", name: "artists directory (newest)", path: () => "/api/artists", as: "visitor", cache: "uncached", explain: true },
  { key: "h", name: "producers directory (newest)", path: () => "/api/producers", as: "visitor", cache: "uncached", explain: true },
  { key: "i", name: "community feed (newest)", path: () => "/api/community/posts", as: "visitor", cache: "uncached", explain: true },
  { key: "j", name: "conversations list, member", path: () => "/api/conversations", as: "member", cache: "uncached", explain: true },
  { key: "k", name: "message thread, member", path: (ctx) => `/api/messages/${ctx.threadWith}`, as: "member", cache: "uncached", explain: true },
  { key: "l", name: "notifications, member", path: () => "/api/notifications", as: "member", cache: "uncached", explain: true },
  {
    key: "m",
    name: "POST /api/messages",
    method: "POST",
    path: () => "/api/messages",
    body: (_ctx, w) => ({ receiverId: randomOf(w!.counterparts), content: "벤치마크 메시지입니다. 일정 확인 부탁드립니다." }),
    as: "writers",
    cache: "uncached",
    replay: false,
  },
  {
    key: "p",
    name: "applicants view: a role of 2,000 applications, filtered and sorted by rating (issue 27)",
    path: (ctx) =>
      `/api/projects/${ctx.casting.projectId}/applicants?${query({
        roleId: String(ctx.casting.roleId),
        ...randomOf<Record<string, string>>([{}, { label: "shortlist" }, { minRating: "3" }, { hasMedia: "true" }, { status: "pending" }]),
        sort: randomOf(["date", "rating"]),
        offset: randomOf(["0", "50", "500"]),
      })}`,
    as: "member",
    cache: "uncached",
    explain: true,
    samples: 5,
  },
  {
    key: "q",
    name: "console: reports queue, first page (open; every fourth resolved) (issue 24)",
    path: () => `/api/admin/reports${queueTurn++ % 4 === 3 ? "?status=resolved" : ""}`,
    as: "operator",
    cache: "uncached",
    explain: true,
    samples: 4,
  },
  {
    key: "r",
    name: "console: people search, a common surname or given name (issue 24)",
    path: () => `/api/admin/users?${query({ search: randomOf(PEOPLE_QUERIES) })}`,
    as: "operator",
    cache: "uncached",
    explain: true,
    samples: 5,
  },
  {
    key: "s",
    name: "console: stats for a 90-day range (issue 24)",
    path: () => `/api/admin/stats?${query({ from: koreanDay(-90), to: koreanDay() })}`,
    as: "operator",
    cache: "uncached",
    explain: true,
  },
  {
    key: "n",
    name: "POST /api/applications",
    method: "POST",
    path: () => "/api/applications",
    body: (ctx, writer) => ({
      projectId: newApplication(ctx, writer!),
      coverLetter: "안녕하세요. 프로젝트 소개를 보고 지원합니다. 관련 작업 경험이 있고 일정도 맞출 수 있습니다. 포트폴리오를 함께 보내드립니다.",
    }),
    as: "writers",
    cache: "uncached",
    replay: false,
  },
];

/**
 * BENCH_SET=search: the Korean search set of bench/search-set.ts instead of the scenarios above, each a
 * visitor's uncached search with its EXPLAIN (one execution) and its req/s compared across sizes.
 */
export const searchSetScenarios: Scenario[] = SEARCH_SET.map((q) => ({
  key: q.key,
  name: `${q.kind}: ${Object.entries(q.params)
    .map(([k, v]) => (k === "search" ? v : `${k}=${v}`))
    .join(" + ")}`,
  path: () => `/api/projects?${query(q.params)}`,
  as: "visitor",
  cache: "uncached",
  explain: true,
  search: true,
}));

export { randomOf };
