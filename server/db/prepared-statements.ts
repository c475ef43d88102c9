import { createHash } from "node:crypto";
import pg from "pg";

/**
 * Named (prepared) statements for node-postgres, decided per SQL text (decision 025).
 *
 * Drizzle sends every statement unnamed, so PostgreSQL parses, analyses and plans it again on every
 * request. For the hot reads that is most of the database's work: the project page's one statement
 * plans in about 0.9 ms and runs in 0.14 ms at 100,000 projects. A named statement is parsed once per
 * connection, and PostgreSQL keeps its plan: after five executions it switches to a generic plan when
 * that is estimated no dearer than the custom ones (plan_cache_mode auto).
 *
 * Left unnamed:
 * - statements whose best plan depends on the values: the token searches (`search_tokens`, decision
 *   012 picks the newest-index walk or the GIN bitmap by how common a term is) and title matches
 *   (`ilike`), where a generic plan built without the values could pick the wrong one;
 * - anything that is not one plain SELECT/INSERT/UPDATE/DELETE/WITH (transaction control, DDL of the
 *   migrations, several statements in one string);
 * - new texts once `MAX_NAMED` distinct texts have been named: each named statement costs memory in every
 *   connection's backend, and the app has a few hundred distinct texts (IN lists of 1-50 ids included).
 */
export const MAX_NAMED = 1000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const VALUE_DEPENDENT = /search_tokens|search_token_hashes|\bilike\b/i;
const SEVERAL = /;\s*\S/;

/**
 * Remembers which texts are named, up to `max` of them. One per process (the app's pool); the unit test
 * makes its own, so what other test files of the same worker sent (isolate: false) cannot fill it first.
 */
export class StatementNamer {
  private readonly names = new Map<string, string | null>();
  constructor(private readonly max = MAX_NAMED) {}

  /** The statement name for this SQL text, or undefined when it is sent unnamed (see above). */
  name(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (this.names.size >= this.max) return undefined;
    const name =
      PREPARABLE.test(text) && !VALUE_DEPENDENT.test(text) && !SEVERAL.test(text)
        ? `s_${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`
        : null;
    this.names.set(text, name);
    return name ?? undefined;
  }
}

const processNamer = new StatementNamer();

/** The statement name for this SQL text in this process, or undefined when it is sent unnamed (see above). */
export const statementName = (text: string): string | undefined => processNamer.name(text);

type QueryConfigLike = { text?: string; name?: string; [key: string]: unknown };

/** A pg Client that names the statements `statementName` picks; everything else passes through as is. */
export class PreparingClient extends pg.Client {
  // pg's query() is heavily overloaded (text or config, values, callback, submittable); only the shapes
  // with SQL text are changed, and the caller's config object is copied, never modified (Drizzle reuses it).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === "string") {
      const name = statementName(config);
      if (name) config = { text: config, name };
    } else if (config && typeof config === "object" && typeof (config as { submit?: unknown }).submit !== "function") {
      const c = config as QueryConfigLike;
      if (typeof c.text === "string" && c.name === undefined) {
        const name = statementName(c.text);
        if (name) config = { ...c, name };
      }
    }
    return super.query(config, values, callback);
  }
}

/** A pg Pool whose clients prepare statements as above: the app's pool, and the bench's bare-pg replay. */
export function preparingPool(options: pg.PoolConfig): pg.Pool {
  return new pg.Pool({ ...options, Client: PreparingClient });
}
