import { FILTER_TAGS_MAX, SEARCH_TEXT_MAX } from "@shared/constants";
import { sanitizeSearchText } from "@shared/search-tokens";

/**
 * The filters of a list page (/projects, /community, /artists, /producers) live in the address bar: it is
 * their source of truth, so a shared link, a reload and Back all show the same list.
 *
 * Each page declares its fields once, in the order and with the names of its list endpoint's query schema
 * in shared/validators (projectListQuerySchema, postListQuerySchema, peopleListQuerySchema): the keys are
 * type-checked against that schema (`satisfies UrlFilterFields<ProjectListQuery>`), and tests/unit/url-filters.test.ts
 * checks that every address reads the same here as through the schema. The schema itself is not run in the
 * browser: zod would cost the /projects first view more than its budget has left (npm run budgets).
 * Reading is forgiving where the server is strict: an unknown sort falls back to the default, a sixth tag
 * is dropped, so a hand-edited address shows a list instead of an error.
 */
export interface UrlFilterField<T> {
  /** The value when the address does not hold one; never written to it. */
  readonly empty: T;
  /** False for the order of the list (sortBy): it is kept by "clear all" and does not make a list filtered. */
  readonly narrows: boolean;
  read(params: URLSearchParams, key: string): T;
  /** Writes a value that differs from `empty`. */
  write(params: URLSearchParams, key: string, value: T): void;
  /** Applied to a value set by the page (a toggled tag list), as reading applies it to the address. */
  normalize(value: T): T;
  isEmpty(value: T): boolean;
}

type FieldValue<F> = F extends UrlFilterField<infer T> ? T : never;
export type UrlFilterValues<Fields> = { -readonly [K in keyof Fields]: FieldValue<Fields[K]> };
export type FilterChangeKind = "typing" | "pick";

/** Fields whose names are all parameters of the list endpoint's query (`Q`: the schema's parsed type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value type; each keeps its own type through the mapped Fields
export type UrlFilterFields<Q> = { readonly [K in keyof Q]?: UrlFilterField<any> };

/** The search box's text as the server reads it: control characters out, cut to SEARCH_TEXT_MAX, trimmed. */
export function cleanSearchText(text: string): string {
  return sanitizeSearchText(text, SEARCH_TEXT_MAX).trim();
}

/** Trimmed, without blanks or (case-insensitive) duplicates, at most FILTER_TAGS_MAX. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.slice(0, FILTER_TAGS_MAX);
}

/** The tag list with `name` added, or removed when it is there (case-insensitive). */
export function toggleTag(tags: string[], name: string): string[] {
  const key = name.toLowerCase();
  return tags.some((t) => t.toLowerCase() === key) ? tags.filter((t) => t.toLowerCase() !== key) : [...tags, name];
}

const same = <T>(v: T) => v;

/** The search text. */
export function searchField(): UrlFilterField<string> {
  return {
    empty: "",
    narrows: true,
    read: (p, key) => cleanSearchText(p.get(key) ?? ""),
    write: (p, key, v) => p.set(key, v),
    normalize: same,
    isEmpty: (v) => !v,
  };
}

/** A free text such as a region or a producer's id, trimmed. */
export function textField(): UrlFilterField<string> {
  return {
    empty: "",
    narrows: true,
    read: (p, key) => (p.get(key) ?? "").trim(),
    write: (p, key, v) => p.set(key, v),
    normalize: same,
    isEmpty: (v) => !v,
  };
}

/** Tags: written as one comma list; read from a comma list or repeated parameters, then normalized. */
export function tagsField(): UrlFilterField<string[]> {
  return {
    empty: [],
    narrows: true,
    read: (p, key) => normalizeTags(p.getAll(key).flatMap((v) => v.split(","))),
    write: (p, key, v) => p.set(key, v.join(",")),
    normalize: normalizeTags,
    isEmpty: (v) => v.length === 0,
  };
}

/** One of `values`, or `fallback` (itself left out of the address) for anything else. */
export function choiceField<T extends string>(values: readonly T[], fallback: T, { narrows = true } = {}): UrlFilterField<T> {
  return {
    empty: fallback,
    narrows,
    read: (p, key) => {
      const v = p.get(key) as T | null;
      return v !== null && values.includes(v) ? v : fallback;
    },
    write: (p, key, v) => p.set(key, v),
    normalize: same,
    isEmpty: (v) => v === fallback,
  };
}

/** The list's order: a choice that does not narrow the list. */
export function sortField<T extends string>(values: readonly T[], fallback: T): UrlFilterField<T> {
  return choiceField(values, fallback, { narrows: false });
}

/** A switch written as `true`. */
export function flagField(): UrlFilterField<boolean> {
  return {
    empty: false,
    narrows: true,
    read: (p, key) => p.get(key) === "true",
    write: (p, key) => p.set(key, "true"),
    normalize: same,
    isEmpty: (v) => !v,
  };
}

export interface UrlFilters<V> {
  /** The page's path, e.g. "/projects". */
  readonly path: string;
  /** Every field at its empty value. */
  readonly empty: V;
  /** The fields that narrow the list, at their empty values: "clear all" (the order is kept). */
  readonly cleared: Partial<V>;
  parse(query: string): V;
  /** The query string (without '?'), fields in their declared order; empty values are left out. */
  serialize(values: V): string;
  /** `values` with `patch` applied, each patched field normalized. */
  apply(values: V, patch: Partial<V>): V;
  /** True when a field that narrows the list is set (the order does not count). */
  isFiltered(values: V): boolean;
  /** The page's address for these values. */
  href(values: V): string;
}

/** Declares a list page's address filters; see the comment at the top of this file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above: Fields keeps each field's own value type
export function defineUrlFilters<Fields extends Record<string, UrlFilterField<any>>>(path: string, fields: Fields): UrlFilters<UrlFilterValues<Fields>> {
  type V = UrlFilterValues<Fields>;
  const entries = Object.entries(fields) as Array<[keyof V & string, UrlFilterField<unknown>]>;
  const empty = Object.fromEntries(entries.map(([key, f]) => [key, f.empty])) as V;
  const cleared = Object.fromEntries(entries.filter(([, f]) => f.narrows).map(([key, f]) => [key, f.empty])) as Partial<V>;

  const serialize = (values: V) => {
    const params = new URLSearchParams();
    for (const [key, f] of entries) if (!f.isEmpty(values[key])) f.write(params, key, values[key]);
    return params.toString();
  };

  return {
    path,
    empty,
    cleared,
    parse(query) {
      const params = new URLSearchParams(query);
      return Object.fromEntries(entries.map(([key, f]) => [key, f.read(params, key)])) as V;
    },
    serialize,
    apply(values, patch) {
      const next = { ...values, ...patch };
      for (const [key, f] of entries) if (key in patch) next[key] = f.normalize(next[key]) as V[typeof key];
      return next;
    },
    isFiltered: (values) => entries.some(([key, f]) => f.narrows && !f.isEmpty(values[key])),
    href(values) {
      const qs = serialize(values);
      return qs ? `${path}?${qs}` : path;
    },
  };
}
