/**
 * Hand-written mapping of a prepared statement's rows (decision 051), for the hot reads where drizzle's
 * generic mapping costs more than the rest of the answer: drizzle reads every row as an array and, for
 * each field, checks its kind and walks its path; a statement given a row mapper here hands its array
 * rows to that function instead (drizzle's own `customResultMapper`, which its relational queries use).
 */

/** Drizzle's prepared query as far as this module touches it (pg's and PGlite's alike). */
interface MappablePrepared {
  fields?: Array<{ path: string[] }>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * `prepared`, whose rows `mapRow` now maps. `fields` names the statement's columns in order ("producer.id"
 * for a nested one); the prepared statement's own are compared with them when it is built, so a column
 * added to, moved in or taken out of the select fails at once instead of shifting every value after it.
 */
export function withRowMapper<P extends object, Row>(prepared: P, fields: readonly string[], mapRow: (row: unknown[]) => Row): P {
  const own = (prepared as MappablePrepared).fields?.map((f) => f.path.join(".")) ?? [];
  if (own.length !== fields.length || own.some((name, i) => name !== fields[i])) {
    throw new Error(`row mapper: the statement selects [${own.join(", ")}], the mapper reads [${fields.join(", ")}]`);
  }
  (prepared as MappablePrepared).customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}

/**
 * A timestamptz as drizzle's drivers hand it over in array rows (text such as "2026-11-25 09:00:00.123456+00";
 * PGlite may give a Date), as the Date drizzle's column would have made of it.
 */
export function timestampOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(value as string);
}

/** A json or jsonb value: parsed by the driver, or text (drizzle's columns accept both). */
export function jsonOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
