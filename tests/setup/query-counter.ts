import { sqlLog } from "./test-db";

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|start transaction)\b/i;

/**
 * Counts the SQL statements one piece of work sends (session store included), so tests can pin the
 * number for hot endpoints and an N+1 cannot come back unnoticed.
 * Every statement drizzle sends is counted (query builder and db.execute alike); a transaction's own
 * BEGIN/COMMIT are not.
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
  const start = sqlLog.length;
  const result = await work();
  // node-postgres sends a transaction's BEGIN/COMMIT through the logged path, PGlite does not: leave them
  // out so both databases count the same.
  const statements = sqlLog.slice(start).filter((q) => !TRANSACTION_CONTROL.test(q));
  return { result, count: statements.length, statements };
}
