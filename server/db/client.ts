import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "@shared/schema/index";
import type { Logger } from "../logger";

export type Schema = typeof schema;
/** The one database type above server/db: nothing else knows whether it is PGlite or pg. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  close(): Promise<void>;
  /** Runs `migrate` for the active driver. */
  migrate(migrationsFolder: string): Promise<void>;
  /** PGlite only: a dump of the data directory, loadable through `loadDataDir`. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite only: start from a dump of an already migrated database (tests). */
  loadDataDir?: Blob | File;
  logger?: Logger;
  /** Called with every SQL statement drizzle sends (tests count statements per request with it). */
  onQuery?: (query: string) => void;
}

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on("error", (err) => opts.logger?.error({ err }, "postgres pool error"));
    const db = drizzlePg(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      driver: "pg",
      close: () => pool.end(),
      migrate: async (migrationsFolder) => {
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        await migrate(drizzlePg(pool, { schema }), { migrationsFolder });
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    migrate: async (migrationsFolder) => {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    dump: () => client.dumpDataDir("none"),
  };
}

function queryLogger(opts: DatabaseOptions) {
  const onQuery = opts.onQuery;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

export { schema };
