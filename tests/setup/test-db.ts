import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "../../server/db/client";
import { TEST_PGLITE_SETTINGS, withDatabase } from "./global-setup";

/** Statements sent through drizzle by this test file's databases (see tests/setup/query-counter.ts). */
export const sqlLog: string[] = [];
const onQuery = (query: string) => {
  sqlLog.push(query);
};

/** A fresh, migrated database for one test file: a PGlite from the run's dump, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  const dump = inject("pgliteDump");
  if (dump) {
    return createDatabase({ loadDataDir: new Blob([readFileSync(dump)]), onQuery, pgliteSettings: TEST_PGLITE_SETTINGS });
  }
  const serverUrl = inject("pgServerUrl");
  const name = `test_f_${inject("pgTemplate").split("_")[2]}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("pgTemplate")}"`);
  await admin.end();
  const database = await createDatabase({ databaseUrl: withDatabase(serverUrl, name), onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}
