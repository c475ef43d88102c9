import type { DbOrTx } from "./client";

/**
 * Statements built once per database handle (drizzle's prepare) and kept under a key: a hot read whose
 * SQL would cost the app more to build on every request than the database to run. The handle is a
 * WeakMap key, so a closed test database takes its statements with it.
 */
export class PreparedPerHandle<T> {
  private readonly byHandle = new WeakMap<DbOrTx, Map<string, T>>();

  /** The statement of `key` for this handle, built by `build` on first use. */
  get(db: DbOrTx, key: string, build: () => T): T {
    let forDb = this.byHandle.get(db);
    if (!forDb) this.byHandle.set(db, (forDb = new Map()));
    let statement = forDb.get(key);
    if (!statement) forDb.set(key, (statement = build()));
    return statement;
  }
}
