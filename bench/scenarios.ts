/**
 * What `npm run bench` measures: one entry per hot request. A later feature adds its endpoint here and
 * nowhere else; the runner (bench/run.ts) loads it, captures and replays its SQL, and reports it.
 */

export interface BenchContext {
  /** Ids of projects a visitor may open (everything but drafts). */
  visibleIds: number[];
}

export interface Scenario {
  /** Short label used in the table and in results.json ("a", "b", ...). */
  key: string;
  name: string;
  method?: "GET" | "POST";
  /** The request's path and query; called for every request, so it may vary (random ids). */
  path: (ctx: BenchContext) => string;
  /** A JSON body for POST scenarios (called per request, like path). */
  body?: (ctx: BenchContext) => unknown;
  /** Who sends it: a signed-out visitor, or a member signed in once through the API (cookie reused). */
  as: "visitor" | "member";
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
  { key: "b", name: "search: 무용 (common term)", path: () => `/api/projects?${query({ search: "무용" })}`, as: "visitor", cache: "both", explain: true, search: true },
  { key: "c", name: "newest (no filters)", path: () => "/api/projects", as: "visitor", cache: "both", explain: true },
  { key: "d", name: "newest, offset 400", path: () => "/api/projects?offset=400", as: "visitor", cache: "both", explain: true },
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
];
