import { sql, type SQL } from "drizzle-orm";
import { SEARCH_COUNT_CAP } from "@shared/constants";
import type { DbOrTx } from "./client";

/** One sort key of a list: an expression and its direction (PostgreSQL's default nulls unless `nullsLast`). */
export interface SortKey {
  value: SQL;
  desc?: boolean;
  nullsLast?: boolean;
}

export const orderTerm = (k: SortKey) => sql`${k.value}${sql.raw(k.desc ? " desc" : " asc")}${sql.raw(k.nullsLast ? " nulls last" : "")}`;

/** The rows of a `db.execute` result (node-postgres and PGlite both hand back `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A timestamptz as the API writes it (Date#toISOString: UTC, milliseconds, "Z"), for the values a raw
 * statement returns as text or inside JSON, where the driver does not turn them into Dates.
 */
export const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of a searchable list in ONE statement, shaped as the project search (decision 012):
 * - the page's ids in `keys` order (the last key must be unique, so pages never overlap or skip), one
 *   row past the page to know whether another follows: a narrow query over `from` alone, as a subquery
 *   planned on its own with its own order and limit, so the planner can walk an index and stop early;
 * - each id, with its position, joined (`join`, on `page.id`) to the columns the caller selects
 *   (`select`, which may aggregate per row with correlated subqueries: tags, counts, pictures);
 * - the number of matches counted no further than SEARCH_COUNT_CAP + 1, an uncorrelated subquery
 *   evaluated once. A page without rows has none to carry it, so that page alone counts in a second
 *   statement.
 * Neither the walk nor the count visits every match of a common word. Rows come back in the order of
 * the keys, the one past the page dropped.
 */
export async function pageOfRows<Row extends object>(
  db: DbOrTx,
  q: PageQuery & { select: SQL; join: SQL },
): Promise<{ rows: Row[]; total: number; totalCapped: boolean; hasMore: boolean }> {
  const result = await db.execute(sql`
    select ${q.select}, (${cappedCount(q)}) as "matchCount"
    from unnest(array(select ${q.id} from ${q.from} where ${q.where} order by ${orderOf(q)} limit ${q.limit + 1} offset ${q.offset}))
      with ordinality as page(id, ord)
    ${q.join}
    order by page.ord`);
  const rows = rowsOf<Row & { matchCount?: number }>(result);
  const n = rows.length ? Number(rows[0]!.matchCount) : await countMatches(db, q);
  for (const r of rows) delete r.matchCount;
  return { rows: rows.slice(0, q.limit), ...counts(n), hasMore: rows.length > q.limit };
}

/** What a list page query needs: `from` and `id` are raw SQL so a list may sort by a joined aggregate. */
export interface PageQuery {
  from: SQL;
  id: SQL;
  where: SQL;
  keys: SortKey[];
  limit: number;
  offset: number;
}

const orderOf = (q: PageQuery) => sql.join(q.keys.map(orderTerm), sql`, `);

const cappedCount = (q: PageQuery) => sql`select count(*)::int as "n" from (select 1 from ${q.from} where ${q.where} limit ${SEARCH_COUNT_CAP + 1}) matches`;

async function countMatches(db: DbOrTx, q: PageQuery): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`${cappedCount(q)}`))[0]?.n ?? 0);
}

const counts = (n: number) => ({ total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP });
