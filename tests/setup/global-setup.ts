import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../../server/db/client";
import { migrationsFolder } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a dump of a migrated database. */
    pgliteDump: string;
    /** PostgreSQL: server URL and the migrated template database every test file copies. */
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * A test file's PGlite is small: zeroing PGlite's default 128 MB of shared buffers was most of each file's
 * database start (measured: 1.0-1.5 s of CPU -> 0.4 s a start; 14 files of the suite 96.6 s -> 80.8 s of CPU).
 */
export const TEST_PGLITE_SETTINGS = ["shared_buffers=16MB"];

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "";

/** Migrates once per run; each test file then starts from a copy (PGlite dump or PostgreSQL template). */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (url) {
    const template = `test_tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const database = await createDatabase({ databaseUrl: withDatabase(url, template) });
    await database.migrate(migrationsFolder);
    await database.close();
    project.provide("pgServerUrl", url);
    project.provide("pgTemplate", template);
    project.provide("pgliteDump", "");
    return async () => {
      // Drop the template and any per-file database left behind by a crashed worker.
      const left = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'test_f_${process.pid}_%' OR datname = $1`, [template]);
      for (const row of left.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await admin.end();
    };
  }
  // Each test file loads this dump (about 190 loads a run), and a load's cost is mostly copying the files
  // into PGlite's in-memory file system: 1 MB WAL segments instead of 16 MB and no template databases (no
  // test creates a database in PGlite), with as few of them kept as PostgreSQL allows, make it 20 MB instead
  // of 44 MB (measured: 0.9 s -> 0.5 s and 0.7 s -> 0.4 s of CPU a load).
  const database = await createDatabase({ pgliteInitParams: ["--wal-segsize=1"], pgliteSettings: ["min_wal_size=2MB"] });
  await database.migrate(migrationsFolder);
  await database.db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await database.db.execute(sql`drop database template0`);
  await database.db.execute(sql`drop database template1`);
  await database.db.execute(sql`checkpoint`);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pglite-dump-")), "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  project.provide("pgServerUrl", "");
  project.provide("pgTemplate", "");
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
