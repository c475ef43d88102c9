import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "@shared/schema/index";
import type { Logger } from "../logger";
import { preparingPool } from "./prepared-statements";

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
  /**
   * LISTENs on `channel` and calls `onPayload` for every notification; resolves to a function that
   * stops listening. With pg a dedicated client (not one of the pool's: LISTEN belongs to a session),
   * reconnected with backoff after errors; with PGlite the instance's own listener, delivered in process.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: a dump of the data directory, loadable through `loadDataDir`. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite only: start from a dump of an already migrated database (tests). */
  loadDataDir?: Blob | File;
  /**
   * PGlite only: postgresql.conf lines. Tests start a PGlite per file with `shared_buffers=16MB`: zeroing the
   * default 128 MB took most of a start (measured: 1.0-1.5 s of CPU -> 0.4 s per start).
   */
  pgliteSettings?: string[];
  /** PGlite only: initdb arguments of a new data directory (the tests' dump is made with 1 MB WAL segments). */
  pgliteInitParams?: string[];
  logger?: Logger;
  /** pg only: the pool's connections (DATABASE_POOL_SIZE; default 10). */
  poolSize?: number;
  /** Called with every SQL statement drizzle sends (tests count statements per request with it). */
  onQuery?: (query: string) => void;
}

/** The pg pool's connections when DATABASE_POOL_SIZE is not set (decision 047). */
export const DEFAULT_POOL_SIZE = 10;

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A database that does not answer (not just refuses) makes requests fail after 30 s with a 503
    // instead of queueing forever; long enough that a busy pool under load is waited for.
    // Statements are prepared per connection where that is safe (server/db/prepared-statements.ts).
    const pool = preparingPool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? DEFAULT_POOL_SIZE, connectionTimeoutMillis: 30_000 });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on("error", (err) => opts.logger?.error({ err }, "postgres pool error"));
    const db = drizzlePg(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      driver: "pg",
      close: () => pool.end(),
      listen: (channel, onPayload) => pgListen(opts.databaseUrl!, channel, onPayload, opts.logger),
      migrate: async (migrationsFolder) => {
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        // Several processes starting at once on one database would each apply the same pending
        // migrations (the second failing on "already exists"): one at a time under a session advisory
        // lock, on one connection; the later ones then find nothing left to apply.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock(hashtext('artlink:migrate'))");
          await migrate(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock(hashtext('artlink:migrate'))").catch(() => undefined);
          client.release();
        }
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    ...(opts.pgliteSettings ? { postgresqlconf: opts.pgliteSettings } : {}),
    ...(opts.pgliteInitParams ? { initDbStartParams: opts.pgliteInitParams } : {}),
  });
  const db = drizzlePglite(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        // After close() PGlite refuses queries; there is nothing left to unlisten then.
        if (!client.closed) await unlisten();
      };
    },
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

/** A LISTEN session that survives a restarting server: reconnects after 0.5 s, 1 s, 2 s ... at most 30 s. */
async function pgListen(url: string, channel: string, onPayload: (payload: string) => void, logger?: Logger) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on("error", (err) => {
      logger?.warn({ err: err.message }, "event listener connection lost");
      scheduleReconnect(c);
    });
    c.on("end", () => scheduleReconnect(c));
    client = c;
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    failures = 0;
  };

  const scheduleReconnect = (dead: pg.Client) => {
    if (stopped || client !== dead || retry) return;
    client = null;
    dead.end().catch(() => undefined);
    const delay = Math.min(500 * 2 ** failures, 30_000);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err) => {
        logger?.warn({ err: (err as Error).message, failures }, "event listener reconnect failed");
        if (client) scheduleReconnect(client);
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}

export { schema };
