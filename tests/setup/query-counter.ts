import { sqlLog } from "./test-db";

/**
 * Counts the SQL statements one piece of work sends (session store included), so tests can pin the
 * number for hot endpoints and an N+1 cannot come back unnoticed.
 * Every statement drizzle sends is counted (query builder and db.execute alike); a transaction's own
 * BEGIN/COMMIT are not.
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
  const start = sqlLog.length;
  const result = await work();
  const statements = sqlLog.slice(start);
  return { result, count: statements.length, statements };
}
