import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** One sort key of a list: an expression and its direction (PostgreSQL's default nulls unless `nullsLast`). */
export interface SortKey {
  value: SQL;
  desc?: boolean;
  nullsLast?: boolean;
}

export const orderTerm = (k: SortKey) => sql`${k.value}${sql.raw(k.desc ? " desc" : " asc")}${sql.raw(k.nullsLast ? " nulls last" : "")}`;

/**
 * Most a list ever counts. null: the exact total (the project search does not cap yet either). The one
 * place a cap goes: with a number here, `pageOfIds` counts at most that many matches.
 */
export const LIST_TOTAL_CAP: number | null = null;

/**
 * The narrow page query of a searchable list: ids of one page in `keys` order (the last key must be
 * unique, so pages never overlap or skip) and the number of matches, from one scan of `from` filtered
 * by `where`. The caller then loads the page's rows by id. `from` and `id` are raw SQL so a list may
 * sort by a joined aggregate (a producer's rating).
 */
export async function pageOfIds<Id extends string | number>(
  db: DbOrTx,
  q: { from: SQL; id: SQL; where: SQL; keys: SortKey[]; limit: number; offset: number },
): Promise<{ ids: Id[]; total: number }> {
  const order = sql.join(q.keys.map(orderTerm), sql`, `);
  const result = await db.execute(sql`
    select ${q.id} as "id", count(*) over ()::int as "total"
    from ${q.from} where ${q.where}
    order by ${order} limit ${q.limit} offset ${q.offset}`);
  // Both drivers answer execute() with { rows }.
  const rows = (result as unknown as { rows: Array<{ id: Id; total: number }> }).rows;
  if (rows.length) return { ids: rows.map((r) => r.id), total: capped(Number(rows[0]!.total)) };
  // A page past the end has no row to carry the total: count separately (rare).
  return { ids: [], total: q.offset > 0 ? await countMatches(db, q.from, q.where) : 0 };
}

const capped = (n: number) => (LIST_TOTAL_CAP == null ? n : Math.min(n, LIST_TOTAL_CAP));

async function countMatches(db: DbOrTx, from: SQL, where: SQL): Promise<number> {
  const limit = LIST_TOTAL_CAP == null ? sql`` : sql` limit ${LIST_TOTAL_CAP}`;
  const result = await db.execute(sql`select count(*)::int as "n" from (select 1 from ${from} where ${where}${limit}) matches`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
