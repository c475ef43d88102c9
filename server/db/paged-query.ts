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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The page query of a searchable list, shaped as the project search (decision 012): the page's ids in
 * `keys` order (the last key must be unique, so pages never overlap or skip), fetched one row past the
 * page to know whether another follows, and the number of matches counted no further than
 * SEARCH_COUNT_CAP + 1. Neither statement visits every match of a common word. The caller then loads
 * the page's rows by id. `from` and `id` are raw SQL so a list may sort by a joined aggregate.
 */
export async function pageOfIds<Id extends string | number>(
  db: DbOrTx,
  q: { from: SQL; id: SQL; where: SQL; keys: SortKey[]; limit: number; offset: number },
): Promise<{ ids: Id[]; total: number; totalCapped: boolean; hasMore: boolean }> {
  const order = sql.join(q.keys.map(orderTerm), sql`, `);
  const page = await db.execute(sql`
    select ${q.id} as "id" from ${q.from} where ${q.where}
    order by ${order} limit ${q.limit + 1} offset ${q.offset}`);
  const counted = await db.execute(sql`
    select count(*)::int as "n" from (select 1 from ${q.from} where ${q.where} limit ${SEARCH_COUNT_CAP + 1}) matches`);
  const ids = rowsOf<{ id: Id }>(page).map((r) => r.id);
  const n = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  return { ids: ids.slice(0, q.limit), total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP, hasMore: ids.length > q.limit };
}
