import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import {
  applications,
  invitations,
  projectFavorites,
  projectRoles,
  projects,
  projectTags,
  projectViewCounts,
  projectViews,
  recruitingSearch,
  reviews,
  userTags,
  users,
} from "@shared/schema/index";
import { projectListQuerySchema, type RoleInput } from "@shared/validators/projects";
import { filterTokens } from "@shared/search-tokens";
import { LISTED_STATUSES, SEARCH_COUNT_CAP, PARTICIPANT_STATUSES } from "@shared/constants";
import type { ProjectListQuery } from "@shared/validators/projects";
import type { DbOrTx } from "../../db/client";
import { isoTimestamp, rowsOf } from "../../db/paged-query";
import { PreparedPerHandle } from "../../db/prepared-per-handle";
import { jsonOf, timestampOf, withRowMapper } from "../../db/row-mapper";
import { MicroCache } from "../../http/micro-cache";
import { participantStatusList } from "../../db/statuses";

export type ProjectRow = typeof projects.$inferSelect;

/** projects.search_token_hashes: a generated column outside the Drizzle schema (migration 0009). */
const tokenHashes = sql`${projects}.search_token_hashes`;

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A project's view count (decision 042): its row of project_view_counts, 0 without one. */
const viewCountOf = sql<number>`coalesce((select vc.view_count from ${projectViewCounts} vc where vc.project_id = ${projects.id}), 0)`.mapWith(Number);

/** What a list card shows of the project (decision 052: not its description or requirements). */
const cardProjectColumns = {
  id: projects.id,
  title: projects.title,
  budget: projects.budget,
  location: projects.location,
  startDate: projects.startDate,
  endDate: projects.endDate,
  deadline: projects.deadline,
  status: projects.status,
  producerId: projects.producerId,
  imageUrl: projects.imageUrl,
  conditions: projects.conditions,
  viewCount: viewCountOf,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** The whole project, as its owner's edit reads it. */
const projectColumns = { ...cardProjectColumns, description: projects.description, requirements: projects.requirements };

/** What a list card shows of the producer: the name (the e-mail only to themselves, decided in the service). */
const cardProducerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
  isDeleted: users.isDeleted,
};

const producerColumns = { ...cardProducerColumns, bio: users.bio, location: users.location };

/**
 * What a card shows beyond its row: tags by name and the roles' fee range (issue 26), both kept in the row
 * by migration 0034's triggers (decision 049), and counts of applications (not withdrawn), accepted ones
 * and invitations (not cancelled) as correlated subqueries of the row's own statement (one round trip for
 * the whole page).
 */
const cardDetailColumns = {
  tags: projects.tagList,
  applicationCount: sql<number>`(select count(*)::int from ${applications}
    where ${applications.projectId} = ${projects.id} and ${applications.status} <> 'withdrawn')`,
  acceptedCount: sql<number>`(select count(*)::int from ${applications}
    where ${applications.projectId} = ${projects.id} and ${applications.status} in ${participantStatusList})`,
  invitationCount: sql<number>`(select count(*)::int from ${invitations}
    where ${invitations.projectId} = ${projects.id} and ${invitations.status} <> 'cancelled')`,
  roleSummary: projects.roleSummary,
};

/** A list card's row: the project, its producer and the card details. */
const cardColumns = { ...cardProjectColumns, producer: cardProducerColumns, ...cardDetailColumns };

/**
 * Still taking applications: published, and its deadline (which lasts its whole Korean day) not passed
 * or not set. Never null, so `not recruiting` is exactly the rest. The `recruiting` column is true for every
 * published project not yet found closed by the close-calls job (and only for published ones: decision 041),
 * so with the deadline it is exactly that; the lists' indexes are partial on it.
 * The deadline is compared inside coalesce() on purpose: written as `deadline is null or deadline >= $1`
 * the planner took it for a second, independent filter (3 % x 4.7 %: 52 rows expected of a common word's
 * 1,132), ANDed the whole table's token index with the deadline index and read 36,000 index entries
 * (b at 100k: 19 ms); as one opaque test it reads the recruiting token index alone (3.5 ms).
 */
const recruiting = (today: string | Placeholder) => sql`(${projects.recruiting} and coalesce(${projects.deadline} >= ${today}, true))`;

/**
 * The list holds only projects still recruiting unless closed ones are asked for (issue 31: a completed
 * project topped the default list); a status asked for is listed as it is (published with its expired
 * postings).
 */
function listWhere(q: ProjectListQuery, today: string | Placeholder): SQL {
  const conds: SQL[] = [
    q.status ? eq(projects.status, q.status) : q.includeClosed ? inArray(projects.status, [...LISTED_STATUSES]) : recruiting(today),
    // Taken down by an operator or while its producer is suspended (issue 24): in no list or search.
    isNull(projects.hiddenAt),
  ];
  if (q.producer) conds.push(eq(projects.producerId, q.producer));
  // The same tokens a saved search stores and matches new documents with (filterTokens, decision 023).
  const { required, anyOf } = filterTokens(q);
  // Matched on the tokens' 64-bit hashes, kept inline by PostgreSQL (migration 0009, decision 027): a common
  // word's newest-first walk then reads no out-of-line token array. search_token_hashes() of constants is
  // folded at planning, so the planner still sees the values and picks the GIN bitmap for rare ones.
  if (required.length) conds.push(sql`${tokenHashes} @> search_token_hashes(${textArray(required)})`);
  if (anyOf.length) conds.push(sql`${tokenHashes} && search_token_hashes(${textArray(anyOf)})`);
  return and(...conds)!;
}

/** Whether the matches can hold both recruiting and closed projects, so the recruiting ones are put first. */
const recruitingFirst = (q: ProjectListQuery) => (q.status ? q.status === "published" : q.includeClosed);

/** One sort key of the list: an expression and its direction (PostgreSQL's default nulls unless `nullsLast`). */
interface SortKey {
  value: SQL;
  desc?: boolean;
  nullsLast?: boolean;
}

const newestFirst: SortKey[] = [
  { value: sql`${projects.createdAt}`, desc: true },
  { value: sql`${projects.id}`, desc: true },
];

/** The list's sort keys, most significant first; the id breaks ties so pages never overlap. */
function sortKeys(q: ProjectListQuery, today: string): SortKey[] {
  switch (q.sortBy) {
    case "deadline":
      // Open calls closing soonest first, then closed ones, then those without a deadline.
      return [
        { value: sql`(${projects.deadline} is null)` },
        { value: sql`(${projects.deadline} < ${today})` },
        { value: sql`${projects.deadline}` },
        { value: sql`${projects.id}` },
      ];
    case "budget":
      // Same upper amount: the open-ended range ("5000만원 이상") ranks above the bounded one ("1000~5000만원").
      return [
        { value: sql`coalesce(${projects.budgetMax}, ${projects.budgetMin})`, desc: true, nullsLast: true },
        { value: sql`${projects.budgetMin}`, desc: true, nullsLast: true },
        { value: sql`${projects.id}`, desc: true },
      ];
    default:
      return newestFirst;
  }
}

const ordered = (k: SortKey) => sql`${k.value}${sql.raw(k.desc ? " desc" : " asc")}${sql.raw(k.nullsLast ? " nulls last" : "")}`;

/** Ids of one slice of the matches in the order of `keys` (a narrow, index-friendly query over projects alone). */
async function idsInOrder(db: DbOrTx, where: SQL, keys: SortKey[], offset: number, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(where)
    .orderBy(...keys.map(ordered))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/**
 * Ids of one slice with the recruiting matches before the closed ones, each group in the order of `keys`.
 * Two index-ordered walks (each reads no more than offset + limit rows: the recruiting one on
 * projects_recruiting_newest_idx, migration 0025) merged by a sort of at most twice that many rows, rather
 * than a sort of every match on a key that depends on today's date.
 */
async function idsRecruitingFirst(db: DbOrTx, where: SQL, keys: SortKey[], today: string, offset: number, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const alias = (i: number) => sql.raw(`k${i}`);
  const branch = (group: number, cond: SQL) => sql`(select ${projects.id} as id, ${group}::int as g, ${sql.join(
    keys.map((k, i) => sql`${k.value} as ${alias(i)}`),
    sql`, `,
  )}
      from ${projects} where ${where} and ${cond}
      order by ${sql.join(keys.map(ordered), sql`, `)} limit ${offset + limit})`;
  const result = await db.execute(sql`
    select u.id from (${branch(0, recruiting(today))} union all ${branch(1, sql`not ${recruiting(today)}`)}) u
    order by u.g, ${sql.join(
      keys.map((k, i) => ordered({ ...k, value: sql`u.${alias(i)}` })),
      sql`, `,
    )}
    limit ${limit} offset ${offset}`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** The rows a relevance window is read from: a table, its id, date and title, and the test of a match. */
interface WindowSource {
  /** The query's tokens (recruitingWindow: a search, tag, region, role category or paid roles), if any filter it. */
  tokens?: { required: string[]; anyOf: string[] };
  table: SQL;
  id: SQL;
  createdAt: SQL;
  /** The column the title test reads, carried out of the window. */
  title: SQL;
  /** Whether the carried title (`text`) holds the search text, case aside. */
  titleHolds: (text: SQL, search: string) => SQL;
  where: SQL;
}

const projectsWindow = (where: SQL): WindowSource => ({
  table: sql`${projects}`,
  id: sql`${projects.id}`,
  createdAt: sql`${projects.createdAt}`,
  title: sql`${projects.title}`,
  titleHolds: (text, search) => sql`${text} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
  where,
});

/**
 * The default list's window (still recruiting, not hidden, no producer or status asked for) read from
 * recruiting_search, which holds exactly those projects' dates, deadlines, titles and tokens in narrow rows
 * (migration 0032, decision 045): the same matches as listWhere's, in a tenth of the pages. Null for any
 * other list. The tokens are matched on the hashes of the stored text, the expression its GIN index is on.
 */
function recruitingWindow(q: ProjectListQuery, today: string): WindowSource | null {
  if (q.status || q.includeClosed || q.producer) return null;
  const { required, anyOf } = filterTokens(q);
  const hashes = sql`search_token_hashes(${recruitingSearch.searchTokens})`;
  const conds: SQL[] = [sql`coalesce(${recruitingSearch.deadline} >= ${today}, true)`];
  if (required.length) conds.push(sql`${hashes} @> search_token_hashes(${textArray(required)})`);
  if (anyOf.length) conds.push(sql`${hashes} && search_token_hashes(${textArray(anyOf)})`);
  return {
    tokens: conds.length > 1 ? { required, anyOf } : undefined,
    table: sql`${recruitingSearch}`,
    id: sql`${recruitingSearch.projectId}`,
    createdAt: sql`${recruitingSearch.createdAt}`,
    title: sql`${recruitingSearch.titleLower}`,
    // What ILIKE '%search%' tests (both sides lowered, then a substring match), with the row's side lowered once.
    titleHolds: (text, search) => sql`strpos(${text}, lower(${search})) > 0`,
    where: and(...conds)!,
  };
}

/**
 * Whether a newest-first walk of projects finds the window sooner than a bitmap over recruiting_search, for
 * matches that are `density` of the table's `rows` (decision 045). The bitmap reads every match (rows ×
 * density); the walk stops after about SEARCH_COUNT_CAP / density rows, each about three times dearer (wide
 * rows, the token hashes compared in the row). At 1m (31,754 rows) that is a token in more than ~31 % of the
 * open calls (전, ㅁㅇ, 무용); at 100k (3,212 rows) only a token in nearly every one.
 */
export function walkBeatsBitmap(density: number, rows: number): boolean {
  return density > 0 && rows * density > (3 * SEARCH_COUNT_CAP) / density;
}

/** The densities found, per database handle and token set, for ten minutes. */
const densities = new WeakMap<DbOrTx, MicroCache<{ density: number; rows: number }>>();

/** The planner's statistics of recruiting_search's token index as this process last read them, per database handle. */
interface TokenStatistics {
  /** How many times ANALYZE (by hand or autovacuum's) had run on the table, and when last, as the database wrote it. */
  analyzedAt: string;
  /** Frequency by token hash (the hash as text). */
  freq: Map<string, number>;
}
const statistics = new WeakMap<DbOrTx, TokenStatistics>();

/** The elements of a one-dimensional array of numbers in PostgreSQL's text form ('{1,-2,3e-05}'). */
const arrayText = (text: string | null) => (text && text.length > 2 ? text.slice(1, -1).split(",") : []);

/**
 * The share of recruiting_search a query's tokens match, from the planner's statistics of its token index
 * (pg_stats.most_common_elem_freqs, kept by ANALYZE and autovacuum on PostgreSQL and PGlite alike): the
 * product of the required tokens' frequencies, or the sum of the any-of tokens' when that is smaller. A token missing from the
 * statistics is rarer than every one kept there and counts as 0, as does a table never analyzed.
 * One statement per new set of words: the tokens' hashes and how often the table was analyzed; the statistics
 * themselves are read again only after an ANALYZE (reading, casting and planning them cost 1.5-2.5 ms at 1m on
 * every first search). The product is taken here: in SQL it once failed on ln(0) and on exp()'s underflow.
 */
async function tokenDensity(db: DbOrTx, required: string[], anyOf: string[]): Promise<{ density: number; rows: number }> {
  let cache = densities.get(db);
  if (!cache) densities.set(db, (cache = new MicroCache(600_000, 2_000)));
  return cache.get(`${required.join(" ")}|${anyOf.join(" ")}`, async () => {
    const result = await db.execute(sql`
      select array_to_string(search_token_hashes(${textArray(required)}), ',') as "required",
        array_to_string(search_token_hashes(${textArray(anyOf)}), ',') as "anyOf",
        nullif(pg_stat_get_analyze_count(c.oid) + pg_stat_get_autoanalyze_count(c.oid), 0)::text || ' ' ||
          coalesce(greatest(pg_stat_get_last_analyze_time(c.oid), pg_stat_get_last_autoanalyze_time(c.oid))::text, '') as "analyzedAt",
        greatest(c.reltuples, 0)::float8 as "rows"
      from pg_class c where c.oid = 'recruiting_search'::regclass`);
    const row = rowsOf<{ required: string; anyOf: string; analyzedAt: string | null; rows: number | string }>(result)[0];
    // Never analyzed (or its counters reset): no statistics, every token counts as 0 (the narrow table).
    if (!row?.analyzedAt) return { density: 0, rows: Number(row?.rows ?? 0) };
    let stats = statistics.get(db);
    if (stats?.analyzedAt !== row.analyzedAt) {
      // Analyzed since this process last read them: once per ANALYZE, the statistics themselves (planning the
      // pg_stats view alone costs about a millisecond, so it is not part of the statement above).
      const [read] = rowsOf<{ elems: string | null; freqs: string | null }>(
        await db.execute(sql`select most_common_elems::text as "elems", most_common_elem_freqs::text as "freqs" from pg_stats
          where schemaname = current_schema() and tablename = 'recruiting_search_tokens_idx'`),
      );
      // most_common_elem_freqs holds one frequency per element, then three more (min, max, nulls): ignored.
      const freqs = arrayText(read?.freqs ?? null).map(Number);
      stats = { analyzedAt: row.analyzedAt, freq: new Map(arrayText(read?.elems ?? null).map((h, i) => [h, freqs[i] ?? 0])) };
      statistics.set(db, stats);
    }
    const f = (h: string) => stats.freq.get(h) ?? 0;
    // All required tokens: the product of their frequencies (the share if they were independent; tokens of one
    // word are not, so it errs toward the narrow table: ㅊㅇㄱㄷ's rarest pair is in 40 % of the open calls at 1m,
    // the four together in far fewer, and walking for it was slower). Any of the tags: the sum.
    const parts: number[] = [];
    if (required.length) parts.push(row.required.split(",").reduce((p, h) => p * f(h), 1));
    if (anyOf.length) parts.push(row.anyOf.split(",").reduce((sum, h) => sum + f(h), 0));
    return { density: parts.length ? Math.min(...parts) : 0, rows: Number(row.rows) };
  });
}

/** The narrow window, unless the query's tokens are so common that the walk of projects is cheaper. */
async function unlessTooCommon(db: DbOrTx, narrow: WindowSource | null): Promise<WindowSource | null> {
  if (!narrow?.tokens) return narrow;
  const { density, rows } = await tokenDensity(db, narrow.tokens.required, narrow.tokens.anyOf);
  return walkBeatsBitmap(density, rows) ? null : narrow;
}

/**
 * One slice in relevance order, and the number of matches (capped), from one pass over the newest matches:
 * title matches first, then newest. Relevance is ranked only within the newest SEARCH_COUNT_CAP matches
 * (an index-ordered top-N), so a common word costs no more than a rare one; past that window the order is
 * simply newest first, which is exactly the date order of the full list at the same positions, so pages
 * never overlap or skip (decision 012). The window reads one match more than the cap, and that is the
 * count too: a second walk over the same matches for the total would double the cost of a common word,
 * whose every visited row has its token array read (decision 027).
 */
async function relevanceSlice(
  db: DbOrTx,
  where: SQL,
  search: string,
  offset: number,
  limit: number,
  // Within the window, recruiting matches before closed ones (a permutation of the window, so pages still never overlap).
  recruitingOf: SQL | null,
  // Where the window is read from: the matches of `where` in projects, or the same rows in recruiting_search.
  source: WindowSource = projectsWindow(where),
): Promise<{ ids: number[]; counted: number }> {
  const inWindow = Math.max(0, Math.min(offset + limit, SEARCH_COUNT_CAP) - offset);
  // The title is tested on the window's rows only, not on every match the bitmap found (5,092 for 설치 at 1m).
  const result = await db.execute(sql`
    with candidates as materialized (
      select ${source.id} as id, ${source.createdAt} as created_at, ${source.title} as title_text,
        ${recruitingOf ?? sql`true`} as open
      from ${source.table} where ${source.where}
      order by ${source.createdAt} desc, ${source.id} desc
      limit ${SEARCH_COUNT_CAP + 1})
    select (select count(*)::int from candidates) as "counted",
      to_json(array(select w.id from (select id, created_at, open, ${source.titleHolds(sql`title_text`, search)} as title_match
          from candidates order by created_at desc, id desc limit ${SEARCH_COUNT_CAP}) w
        order by w.open desc, w.title_match desc, w.created_at desc, w.id desc limit ${inWindow} offset ${offset})) as "ids"`);
  const row = rowsOf<{ counted: number; ids: number[] }>(result)[0];
  const counted = Number(row?.counted ?? 0);
  const ids = row?.ids ?? [];
  return { ids: ids.concat(await pastWindow(db, where, counted, offset, limit)), counted };
}

/** The ids of a slice past the window (deep pages of a common word): the date order over projects, read on its own. */
async function pastWindow(db: DbOrTx, where: SQL, counted: number, offset: number, limit: number): Promise<number[]> {
  const from = Math.max(offset, SEARCH_COUNT_CAP);
  return offset + limit > from && counted > from ? idsInOrder(db, where, newestFirst, from, offset + limit - from) : [];
}

/**
 * The number of matches, counted no further than SEARCH_COUNT_CAP + 1 (enough to say "more than the cap").
 * Counted newest first, as the page is walked: the order is free for a count, and it lets the planner walk
 * the newest-first index and stop at the cap. Unordered, the default list's count (still recruiting: 3 % of
 * 1m projects) was planned as a sequential scan expected to find the cap within 33,000 rows, and read
 * 11,000 pages on every request (bench c and d at 1m: 68 req/s).
 */
async function cappedCount(db: DbOrTx, where: SQL): Promise<number> {
  const sub = db
    .select({ one: sql`1`.as("one") })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(SEARCH_COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sub);
  return Number(row?.n ?? 0);
}

/**
 * The default list filtered by tokens only (tags, region, role category, paid roles; no search text), newest
 * first, read from recruiting_search (decision 045): one slice and the capped count from one pass over the
 * newest matches, as relevanceSlice does without the ranking. Past the window, the date order from projects.
 */
async function newestSlice(db: DbOrTx, where: SQL, source: WindowSource, offset: number, limit: number): Promise<{ ids: number[]; counted: number }> {
  const inWindow = Math.max(0, Math.min(offset + limit, SEARCH_COUNT_CAP) - offset);
  const result = await db.execute(sql`
    with candidates as materialized (
      select ${source.id} as id, ${source.createdAt} as created_at from ${source.table} where ${source.where}
      order by ${source.createdAt} desc, ${source.id} desc
      limit ${SEARCH_COUNT_CAP + 1})
    select (select count(*)::int from candidates) as "counted",
      to_json(array(select c.id from candidates c order by c.created_at desc, c.id desc limit ${inWindow} offset ${offset})) as "ids"`);
  const row = rowsOf<{ counted: number; ids: number[] }>(result)[0];
  const counted = Number(row?.counted ?? 0);
  return { ids: (row?.ids ?? []).concat(await pastWindow(db, where, counted, offset, limit)), counted };
}

/**
 * One page of the list, the number of matches (capped) and whether more follow. The page's ids come from
 * a narrow query over projects alone (one row more than the page, to know whether another page exists);
 * only those rows are then read with their producers, tags and counts (cardsByIds). The count stops at the
 * cap: neither query visits every match of a common word.
 */
export async function listProjects(db: DbOrTx, q: ProjectListQuery, today: string) {
  const where = listWhere(q, today);
  const grouped = recruitingFirst(q);
  const walk = () =>
    grouped
      ? idsRecruitingFirst(db, where, sortKeys(q, today), today, q.offset, q.limit + 1)
      : idsInOrder(db, where, sortKeys(q, today), q.offset, q.limit + 1);
  // The default list's window from recruiting_search (decision 045) only when a token filters it. Otherwise,
  // newest first without the recruiting grouping, the slice and the count come from one walk of the newest
  // matches in projects (newestSlice, decision 051): the count walked those rows anyway. Other sorts read
  // projects, so the statistics are not asked for them (and a narrow window means newest first).
  const newest = !q.sortBy || q.sortBy === "newest";
  const narrow = newest ? await unlessTooCommon(db, recruitingWindow(q, today)) : null;
  // The default list (nothing filters it: no window tokens, no search) within the window: one statement.
  if (narrow && !narrow.tokens && !q.search && q.offset + q.limit < SEARCH_COUNT_CAP) {
    const page = await defaultPage(db, today, q.offset, q.limit);
    if (page) return page;
  }
  const { ids, counted } =
    !q.sortBy && q.search
      ? await relevanceSlice(db, where, q.search, q.offset, q.limit + 1, grouped ? recruiting(today) : null, narrow ?? undefined)
      : narrow?.tokens
        ? await newestSlice(db, where, narrow, q.offset, q.limit + 1)
        : newest && !grouped
          ? await newestSlice(db, where, projectsWindow(where), q.offset, q.limit + 1)
          : await Promise.all([walk(), cappedCount(db, where)]).then(([ids, counted]) => ({
              ids,
              counted,
            }));
  return {
    rows: await cardsByIds(db, ids.slice(0, q.limit)),
    total: Math.min(counted, SEARCH_COUNT_CAP),
    totalCapped: counted > SEARCH_COUNT_CAP,
    hasMore: ids.length > q.limit,
  };
}

/**
 * The default list's page (still recruiting and not hidden, newest first, within the window) in one prepared
 * statement (decision 053): the newest matches up to the cap, the page cut from them, its cards, and the capped
 * count in every row, where newestSlice and cardsByIds took two round trips (each a write to the database's
 * socket, and the slice's SQL built anew per request). Undefined for an empty page past the first, whose count
 * no row carries: the two-statement path answers it.
 */
async function defaultPage(db: DbOrTx, today: string, offset: number, limit: number) {
  // Typed as drizzle would map the row; the row mapper below gives each card and the count apart.
  const found = (await preparedDefaultPage.get(db, "", () => prepareDefaultPage(db)).execute({ today, offset, limit })) as unknown as DefaultPageRow[];
  if (!found.length && offset > 0) return undefined;
  const counted = found[0]?.counted ?? 0;
  // Within the window (offset + limit < the cap), the count is exact up to the cap, so it tells whether more follow.
  return {
    rows: found.map((f) => f.card),
    total: Math.min(counted, SEARCH_COUNT_CAP),
    totalCapped: counted > SEARCH_COUNT_CAP,
    hasMore: counted > offset + limit,
  };
}

interface DefaultPageRow {
  card: CardRow;
  counted: number;
}

const preparedDefaultPage = new PreparedPerHandle<ReturnType<typeof prepareDefaultPage>>();
const prepareDefaultPage = (db: DbOrTx) => {
  const candidates = db.$with("candidates").as(
    db
      .select({ cid: sql<number>`${projects.id}`.as("cid"), created: sql`${projects.createdAt}`.as("created") })
      .from(projects)
      // The default list's own condition (listWhere of a query with nothing in it), today as a parameter.
      .where(listWhere(projectListQuerySchema.parse({}), sql.placeholder("today")))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(SEARCH_COUNT_CAP + 1),
  );
  // The page is cut before the join, so only its rows are joined and get their cards' subqueries.
  const page = db
    .$with("page")
    .as(
      db
        .select({ pid: candidates.cid, pcreated: candidates.created })
        .from(candidates)
        .orderBy(desc(candidates.created), desc(candidates.cid))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
    );
  return withRowMapper(
    db
      .with(candidates, page)
      .select({ ...cardColumns, counted: sql<number>`(select count(*)::int from ${candidates})` })
      .from(page)
      .innerJoin(projects, eq(projects.id, page.pid))
      .leftJoin(users, eq(users.id, projects.producerId))
      .orderBy(desc(page.pcreated), desc(page.pid))
      .prepare("project_default_page"),
    [...CARD_FIELDS, "counted"],
    (r): DefaultPageRow => ({ card: cardOfRow(r), counted: Number(r[CARD_FIELDS.length]) }),
  );
};

/**
 * The cards statement, built once per database handle (drizzle's prepare): every list runs it, and
 * assembling its SQL (the card's columns, producer and correlated subqueries) from the query builder cost
 * more than mapping its rows. The ids come as one text parameter ("3,1,2"), so every page size shares one
 * statement text (an IN list of 1 to 50 ids was 50 texts, each named and planned on its own), and pg and
 * PGlite pass it alike (array parameters differ between them).
 */
const preparedCards = new PreparedPerHandle<ReturnType<typeof prepareCards>>();
const prepareCards = (db: DbOrTx) =>
  withRowMapper(
    db
      .select(cardColumns)
      .from(projects)
      .leftJoin(users, eq(users.id, projects.producerId))
      .where(sql`${projects.id} = any(string_to_array(${sql.placeholder("ids")}, ',')::int[])`)
      .prepare("project_cards_by_ids"),
    CARD_FIELDS,
    cardOfRow,
  );

/** A list card's row, as every card query gives it (the cards statement's own mapping gives the same shape). */
export type CardRow = Awaited<ReturnType<typeof projectsOfProducer>>[number];

/** The cards statement's columns in the order drizzle selects them: the project's, its producer's, the card's details. */
const CARD_FIELDS = [...Object.keys(cardProjectColumns), ...Object.keys(cardProducerColumns).map((k) => `producer.${k}`), ...Object.keys(cardDetailColumns)];
const card = (name: string) => CARD_FIELDS.indexOf(name);
const [ID, TITLE, BUDGET, LOCATION, START, END, DEADLINE, STATUS, PRODUCER_ID, IMAGE, CONDITIONS, VIEWS, CREATED, UPDATED] =
  Object.keys(cardProjectColumns).map(card);
const [P_ID, P_FIRST, P_LAST, P_EMAIL, P_IMAGE, P_DELETED] = Object.keys(cardProducerColumns).map((k) => card(`producer.${k}`));
const [TAGS, APPLICATIONS, ACCEPTED, INVITATIONS, ROLES] = Object.keys(cardDetailColumns).map(card);

/**
 * One card's row from the statement's array row, written by hand (decision 050's suggestion): drizzle's
 * generic mapping of thirty fields (a type check per field, the producer's path walked per field) cost
 * more than the rest of the card. Values come as drizzle's drivers hand them over: timestamps as text,
 * JSON parsed (or text, which drizzle also accepts).
 */
function cardOfRow(r: unknown[]): CardRow {
  return {
    id: r[ID] as number,
    title: r[TITLE] as string,
    budget: r[BUDGET] as string | null,
    location: r[LOCATION] as string | null,
    startDate: r[START] as string | null,
    endDate: r[END] as string | null,
    deadline: r[DEADLINE] as string | null,
    status: r[STATUS] as CardRow["status"],
    producerId: r[PRODUCER_ID] as string,
    imageUrl: r[IMAGE] as string | null,
    conditions: jsonOf(r[CONDITIONS]) as CardRow["conditions"],
    viewCount: Number(r[VIEWS]),
    createdAt: timestampOf(r[CREATED]),
    updatedAt: timestampOf(r[UPDATED]),
    producer:
      r[P_ID] === null
        ? null
        : {
            id: r[P_ID] as string,
            firstName: r[P_FIRST] as string | null,
            lastName: r[P_LAST] as string | null,
            email: r[P_EMAIL] as string,
            profileImageUrl: r[P_IMAGE] as string | null,
            isDeleted: r[P_DELETED] as boolean,
          },
    tags: jsonOf(r[TAGS]) as CardRow["tags"],
    applicationCount: r[APPLICATIONS] as number,
    acceptedCount: r[ACCEPTED] as number,
    invitationCount: r[INVITATIONS] as number,
    roleSummary: jsonOf(r[ROLES]) as CardRow["roleSummary"],
  };
}

/** Cards of the given projects in the order of `ids` (unknown ids left out), in one statement. */
export async function cardsByIds(db: DbOrTx, ids: number[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  const prepared = preparedCards.get(db, "", () => prepareCards(db));
  const found = await prepared.execute({ ids: ids.join(",") });
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CardRow => Boolean(r));
}

/** The landing page's projects: those still recruiting first (issue 31), then expired postings. */
export function publicProjects(db: DbOrTx, limit: number, sortBy: "popular" | "newest", today: string) {
  const views = sql<number>`coalesce(${projectViewCounts.viewCount}, 0)`.mapWith(Number);
  return db
    .select({ ...cardColumns, viewCount: views })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.producerId))
    .leftJoin(projectViewCounts, eq(projectViewCounts.projectId, projects.id))
    .where(and(eq(projects.status, "published"), isNull(projects.hiddenAt)))
    .orderBy(
      sql`coalesce(${projects.deadline} < ${today}, false)`,
      ...(sortBy === "newest" ? [desc(projects.createdAt)] : [desc(views), desc(projects.createdAt)]),
      desc(projects.id),
    )
    .limit(limit);
}

/**
 * A project with its producer. `lockForEdit`, in the edit's transaction: the project's row is locked before
 * the edit reads it, so two saves of one project take turns (the owner's edit then reads the roles locked:
 * rolesOf).
 */
export async function findProject(db: DbOrTx, id: number, lockForEdit = false) {
  const q = db
    .select({ ...projectColumns, producer: producerColumns })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(eq(projects.id, id))
    .limit(1);
  const [row] = lockForEdit ? await q.for("no key update", { of: projects }) : await q;
  return row;
}

export function projectsOfProducer(db: DbOrTx, producerId: string) {
  return db
    .select(cardColumns)
    .from(projects)
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(eq(projects.producerId, producerId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

export async function tagsOf(db: DbOrTx, projectIds: number[]) {
  const map = new Map<number, Array<{ id: number; name: string }>>();
  if (!projectIds.length) return map;
  const rows = await db
    .select({ projectId: projectTags.projectId, id: userTags.id, name: userTags.name })
    .from(projectTags)
    .innerJoin(userTags, eq(userTags.id, projectTags.tagId))
    .where(inArray(projectTags.projectId, projectIds))
    .orderBy(asc(userTags.name));
  for (const r of rows) {
    const list = map.get(r.projectId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.projectId, list);
  }
  return map;
}

/**
 * The project page as the statement gives it: what the app needs to decide (visibility, the view count,
 * the thumbnail) beside the answer's text, which the database has already shaped and serialised.
 */
export interface ProjectPageRow {
  status: ProjectRow["status"];
  producerId: string;
  imageUrl: string | null;
  viewCount: number;
  /**
   * The GET /api/projects/{id} answer (ProjectDetail) as JSON text, but for viewCount and thumbnailUrl,
   * which the app adds (service.detail): pending views of this process and shared/uploads' thumbnail rule.
   */
  body: string;
}

/** Who reads the page: its statement leaves out what the viewer cannot have (decision 048). */
export type PageViewer = { kind: "visitor" } | { kind: "member" | "artist"; id: string };

/**
 * The project page in one statement: the project, its producer, tags, counts, average rating, roles
 * with their counts, and the viewer's own application, invitation and favourite, shaped and serialised
 * to the answer's JSON by the database (decision 048: parsing its JSON, shaping it in JS and
 * serialising it again was a fifth of the app's CPU of a project page at 1m). Dates come back as text in
 * the API's formats. The statement is built once per database handle and viewer kind, with
 * placeholders, and prepared (drizzle's prepare): building it on every request was a tenth of the
 * app's CPU of a project page (the CPU profile at 1m).
 */
export async function projectPage(db: DbOrTx, id: number, viewer: PageViewer): Promise<ProjectPageRow | undefined> {
  const prepared = preparedPages.get(db, viewer.kind, () => preparePage(db, viewer.kind));
  const [found] = await prepared.execute({ id, viewer: viewer.kind === "visitor" ? "" : viewer.id });
  return found;
}

const preparedPages = new PreparedPerHandle<ReturnType<typeof preparePage>>();

function preparePage(db: DbOrTx, kind: PageViewer["kind"]) {
  const viewer = sql.placeholder("viewer");
  const id = sql.placeholder("id");
  // A visitor has no application, invitation, favourite or contact: their page is a statement of its own
  // without those parts (on the project page at 1m they were a third of the statement's subplans). Only
  // an artist has applications and invitations (the answer's myApplication and myInvitation are theirs).
  const signedIn = (fragment: SQL, visitor: SQL) => (kind === "visitor" ? visitor : fragment);
  const artist = (fragment: SQL) => (kind === "artist" ? fragment : sql`null`);
  const accepted = sql`a.status in ${participantStatusList}`;
  // x's columns are the answer's keys (to_json(x)); the outer columns are what the app decides with.
  return db
    .select({
      status: sql<ProjectRow["status"]>`x.status`,
      producerId: sql<string>`x."producerId"`,
      imageUrl: sql<string | null>`x."imageUrl"`,
      viewCount: sql<number>`coalesce((select vc.view_count from ${projectViewCounts} vc where vc.project_id = x.id), 0)`,
      body: sql<string>`to_json(x)::text`,
    })
    .from(
      sql`(
    select p.id, p.title, p.description, p.budget, p.location,
      p.start_date::text as "startDate", p.end_date::text as "endDate", p.deadline::text as "deadline",
      p.requirements, p.status, p.producer_id as "producerId", p.image_url as "imageUrl", p.conditions,
      ${isoTimestamp(sql`p.created_at`)} as "createdAt", ${isoTimestamp(sql`p.updated_at`)} as "updatedAt",
      case when u.id is null then null
        -- A deleted account keeps its id and nothing else.
        when u.is_deleted then json_build_object('id', u.id, 'firstName', null, 'lastName', null, 'email', null,
          'profileImageUrl', null, 'bio', null, 'location', null, 'isDeleted', true)
        else json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
        -- The login e-mail only to the producer and to those who share a project with them (issue 31).
        'email', ${signedIn(
          sql`case when u.id = ${viewer} or exists (
            select 1 from ${applications} ca join ${projects} cp on cp.id = ca.project_id
              where cp.producer_id = u.id and ca.artist_id = ${viewer} and ca.status <> 'withdrawn'
            union all
            select 1 from ${invitations} ci where ci.producer_id = u.id and ci.artist_id = ${viewer} and ci.status <> 'cancelled'
          ) then u.email end`,
          sql`null`,
        )},
        'profileImageUrl', u.profile_image_url, 'bio', u.bio, 'location', u.location, 'isDeleted', u.is_deleted) end as "producer",
      coalesce(p.tag_list, '[]') as "tags",
      (select count(*)::int from ${applications} a where a.project_id = p.id and a.status <> 'withdrawn') as "applicationCount",
      (select count(*)::int from ${applications} a where a.project_id = p.id and ${accepted}) as "acceptedCount",
      (select count(*)::int from ${invitations} i where i.project_id = p.id and i.status <> 'cancelled') as "invitationCount",
      p.role_summary as "roleSummary",
      coalesce((select json_agg(json_build_object('id', ro.id, 'name', ro.name, 'category', ro.category, 'headcount', ro.headcount,
          'fee', json_build_object('kind', ro.fee_kind, 'amount', ro.fee_amount), 'description', ro.description,
          'requiredMedia', to_json(ro.required_media), 'acceptedCount', c.accepted, 'applicationCount', c.applied,
          'filled', c.accepted >= ro.headcount,
          'myApplication', ${artist(
            sql`(select json_build_object('id', a.id, 'status', a.status) from ${applications} a
            where a.role_id = ro.id and a.artist_id = ${viewer} limit 1)`,
          )}) order by ro.position, ro.id)
         from ${projectRoles} ro cross join lateral (
           select (count(*) filter (where ${accepted}))::int as accepted, (count(*) filter (where a.status <> 'withdrawn'))::int as applied
           from ${applications} a where a.role_id = ro.id) c
         where ro.project_id = p.id), '[]') as "roles",
      (select round(avg(r.rating), 1) from ${reviews} r where r.project_id = p.id) as "avgRating",
      ${artist(
        sql`(select json_build_object('id', a.id, 'projectId', a.project_id, 'artistId', a.artist_id, 'roleId', a.role_id, 'coverLetter', a.cover_letter,
          'media', a.media, 'status', a.status, 'reason', a.reason, 'appliedAt', ${isoTimestamp(sql`a.applied_at`)}, 'updatedAt', ${isoTimestamp(sql`a.updated_at`)})
         from ${applications} a where a.project_id = p.id and a.artist_id = ${viewer} order by a.applied_at desc, a.id desc limit 1)`,
      )} as "myApplication",
      ${artist(
        sql`(select json_build_object('id', i.id, 'projectId', i.project_id, 'producerId', i.producer_id, 'artistId', i.artist_id,
          'message', i.message, 'status', i.status, 'createdAt', ${isoTimestamp(sql`i.created_at`)})
         from ${invitations} i where i.project_id = p.id and i.artist_id = ${viewer} and i.status <> 'cancelled'
         order by i.created_at desc limit 1)`,
      )} as "myInvitation",
      ${signedIn(sql`exists (select 1 from ${projectFavorites} f where f.project_id = p.id and f.user_id = ${viewer})`, sql`false`)} as "isFavorite",
      ${signedIn(sql`p.producer_id = ${viewer}`, sql`false`)} as "isOwner"
    from ${projects} p left join ${users} u on u.id = p.producer_id
    where p.id = ${id}
      -- A hidden project (issue 24) is shown to its producer and to staff only.
      and ${signedIn(
        sql`(p.hidden_at is null or p.producer_id = ${viewer}
        or exists (select 1 from ${users} s where s.id = ${viewer} and s.staff_role is not null))`,
        sql`p.hidden_at is null`,
      )}) x`,
    )
    .prepare(`project_page_${kind}`);
}

/**
 * Writes a batch of views (view-counter.ts) in one statement: the rows new to project_views (once per
 * viewer per day, whichever process saw it first) raise their project's count in project_view_counts
 * (decision 042). Views of projects deleted since are skipped.
 */
export async function recordViews(db: DbOrTx, views: Array<{ projectId: number; viewerKey: string; day: string }>): Promise<void> {
  // One JSON parameter (array parameters are not passed alike by pg and PGlite).
  const rows = JSON.stringify(views.map((v) => ({ project_id: v.projectId, viewer_key: v.viewerKey, day: v.day })));
  await db.execute(sql`
    with fresh as (
      insert into ${projectViews} (project_id, viewer_key, day)
      select v.project_id, v.viewer_key, v.day
      from jsonb_to_recordset(${rows}::jsonb) as v(project_id int, viewer_key varchar, day date)
      where exists (select 1 from ${projects} p where p.id = v.project_id)
      on conflict do nothing
      returning project_id
    ), counted as (select project_id, count(*)::int as n from fresh group by project_id)
    insert into ${projectViewCounts} as vc (project_id, view_count) select project_id, n from counted
    on conflict (project_id) do update set view_count = vc.view_count + excluded.view_count`);
}

export async function acceptedCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...PARTICIPANT_STATUSES])));
  return Number(row?.n ?? 0);
}

export async function applicationCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), ne(applications.status, "withdrawn")));
  return Number(row?.n ?? 0);
}

export async function pendingInvitationCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.status, "pending")));
  return Number(row?.n ?? 0);
}

export function acceptedArtistIds(db: DbOrTx, projectId: number) {
  return db
    .select({ artistId: applications.artistId })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...PARTICIPANT_STATUSES])));
}

/**
 * Closes recruitment: every still-pending application of the project (of one role, with `roleId`) becomes rejected with `reason`.
 * Returns the artists whose application was closed so each can be told.
 */
export async function rejectPendingApplications(db: DbOrTx, projectId: number, reason: string, now: Date, roleId?: number) {
  return db
    .update(applications)
    .set({ status: "rejected", reason, updatedAt: now })
    .where(and(eq(applications.projectId, projectId), eq(applications.status, "pending"), roleId === undefined ? undefined : eq(applications.roleId, roleId)))
    .returning({ id: applications.id, artistId: applications.artistId });
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

export async function updateProject(db: DbOrTx, id: number, values: Partial<typeof projects.$inferInsert>, now: Date) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: now })
    .where(eq(projects.id, id));
}

/** Changes the status only if it is still `from`; false when another request got there first. */
export async function updateStatusIf(db: DbOrTx, id: number, from: ProjectRow["status"], to: ProjectRow["status"], now: Date) {
  const rows = await db
    .update(projects)
    .set({ status: to, updatedAt: now })
    .where(and(eq(projects.id, id), eq(projects.status, from)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function currentTagIds(db: DbOrTx, projectId: number): Promise<number[]> {
  return (await db.select({ tagId: projectTags.tagId }).from(projectTags).where(eq(projectTags.projectId, projectId))).map((r) => r.tagId);
}

export async function replaceTags(db: DbOrTx, projectId: number, tagIds: number[]) {
  await db.delete(projectTags).where(eq(projectTags.projectId, projectId));
  if (tagIds.length) await db.insert(projectTags).values(tagIds.map((tagId) => ({ projectId, tagId })));
}

export async function isFavorite(db: DbOrTx, userId: string, projectId: number) {
  const [row] = await db
    .select({ projectId: projectFavorites.projectId })
    .from(projectFavorites)
    .where(and(eq(projectFavorites.userId, userId), eq(projectFavorites.projectId, projectId)))
    .limit(1);
  return !!row;
}

export async function addFavorite(db: DbOrTx, userId: string, projectId: number) {
  await db.insert(projectFavorites).values({ userId, projectId }).onConflictDoNothing();
}

export async function removeFavorite(db: DbOrTx, userId: string, projectId: number) {
  await db.delete(projectFavorites).where(and(eq(projectFavorites.userId, userId), eq(projectFavorites.projectId, projectId)));
}

/**
 * The projects a member keeps, the latest kept first: not drafts, and not hidden unless their own. Ties
 * (projects kept in one statement share its timestamp) go newest project first, so the order is the same
 * on every request and database.
 */
export function favoritesOf(db: DbOrTx, userId: string) {
  return db
    .select(cardColumns)
    .from(projectFavorites)
    .innerJoin(projects, eq(projects.id, projectFavorites.projectId))
    .leftJoin(users, eq(users.id, projects.producerId))
    .where(and(eq(projectFavorites.userId, userId), ne(projects.status, "draft"), or(isNull(projects.hiddenAt), eq(projects.producerId, userId))))
    .orderBy(desc(projectFavorites.createdAt), desc(projects.id));
}

/**
 * Published projects still open (deadline today or later, or none) recommended to an artist, ranked in
 * ONE statement on the existing tokens and GIN index (decision 023): the artist's specialty-tag and
 * location markers (from users.search_tokens) are matched against projects.search_tokens; two points per
 * shared tag, one for the same region, then the nearest deadline. Projects the artist applied to or
 * declined an invitation to are left out.
 */
export async function recommendedFor(db: DbOrTx, artistId: string, today: string, limit: number): Promise<number[]> {
  const result = await db.execute(sql`
    with me as materialized (
      select array(select t from unnest(search_tokens) t where left(t, 1) in ('#', '@')) as markers
      from ${users} where id = ${artistId}
    )
    select p.id
    from ${projects} p
    where p.status = 'published'
      and p.hidden_at is null
      and (p.deadline is null or p.deadline >= ${today})
      and p.search_tokens && (select markers from me)::text[]
      and p.producer_id <> ${artistId}
      and not exists (select 1 from ${applications} a where a.project_id = p.id and a.artist_id = ${artistId})
      and not exists (select 1 from ${invitations} i where i.project_id = p.id and i.artist_id = ${artistId} and i.status = 'rejected')
    order by (select coalesce(sum(case when left(t, 1) = '#' then 2 else 1 end), 0)
                from unnest((select markers from me)::text[]) t where t = any(p.search_tokens)) desc,
      p.deadline asc nulls last, p.id desc
    limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** The project's roles in order, as the form edits them (with their ids). */
/**
 * The project's roles in their order. `lockForEdit`, in its owner's edit (after the ownership check, so a
 * stranger's request cannot hold them): a decision on one of them (applications' lockRole) finishes first or
 * waits, and an application to a role the save removes is either seen by the save's check or waits for it
 * (applications' holdRole) and then finds the role gone.
 */
export async function rolesOf(db: DbOrTx, projectId: number, lockForEdit = false): Promise<RoleInput[]> {
  const q = db.select().from(projectRoles).where(eq(projectRoles.projectId, projectId)).orderBy(asc(projectRoles.position), asc(projectRoles.id));
  const rows = lockForEdit ? await q.for("update") : await q;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    headcount: r.headcount,
    fee: { kind: r.feeKind as RoleInput["fee"]["kind"], amount: r.feeAmount },
    description: r.description,
    requiredMedia: r.requiredMedia as RoleInput["requiredMedia"],
  }));
}

/** Of `roleIds`, those an application (of any status) names: such a role cannot be deleted. */
export async function rolesWithApplications(db: DbOrTx, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db.selectDistinct({ id: applications.roleId }).from(applications).where(inArray(applications.roleId, roleIds));
  return rows.map((r) => r.id!).filter(Boolean);
}

/**
 * Makes `roles` the project's roles in the caller's transaction, in their order: roles with an id are
 * updated (the caller checked they are the project's), the others inserted, and the project's roles not
 * named are deleted. Returns the ids in order.
 */
export async function replaceRoles(db: DbOrTx, projectId: number, roles: RoleInput[]): Promise<void> {
  const kept = roles.map((r) => r.id).filter((id): id is number => id !== undefined);
  await db.delete(projectRoles).where(
    and(
      eq(projectRoles.projectId, projectId),
      kept.length
        ? sql`${projectRoles.id} not in (${sql.join(
            kept.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  const values = (r: RoleInput, position: number) => ({
    projectId,
    position,
    name: r.name,
    category: r.category,
    headcount: r.headcount,
    feeKind: r.fee.kind,
    feeAmount: r.fee.amount,
    description: r.description,
    requiredMedia: r.requiredMedia,
  });
  const fresh = roles.map((r, i) => ({ r, i })).filter(({ r }) => r.id === undefined);
  for (const { r, i } of roles.map((r, i) => ({ r, i })).filter(({ r }) => r.id !== undefined)) {
    await db
      .update(projectRoles)
      .set(values(r, i))
      .where(and(eq(projectRoles.id, r.id!), eq(projectRoles.projectId, projectId)));
  }
  if (fresh.length) await db.insert(projectRoles).values(fresh.map(({ r, i }) => values(r, i)));
}

/** Accepted applications per role of the project. */
export async function acceptedByRole(db: DbOrTx, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ roleId: applications.roleId, n: count() })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...PARTICIPANT_STATUSES]), sql`${applications.roleId} is not null`))
    .groupBy(applications.roleId);
  return new Map(rows.map((r) => [r.roleId!, Number(r.n)]));
}

/** What a report needs of a project: its owner, status and whether it is hidden already. */
export async function reportTarget(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: projects.id, producerId: projects.producerId, status: projects.status, hiddenAt: projects.hiddenAt })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}

/** Hides a shown project once enough members reported it (hidden_by 'reports': a dismiss brings it back). */
export async function hideByReports(tx: DbOrTx, id: number, at: Date) {
  await tx
    .update(projects)
    .set({ hiddenAt: at, hiddenBy: "reports" })
    .where(and(eq(projects.id, id), isNull(projects.hiddenAt)));
}
