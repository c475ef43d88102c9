import type { Db, Tx } from "./client";

/** Runs `fn` in one transaction: every row an action writes lands together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
