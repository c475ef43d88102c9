import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from "@shared/contract/define";
import type { OperationName, Operations } from "@shared/contract/index";
import { apiJson, type HttpMethod } from "./api-client";

type Op<K extends OperationName> = Operations[K];
type HasKeys<T> = keyof T extends never ? false : true;

/** What a call passes: path params when the path has any, the query when it takes one, the body when it has one. */
export type CallInput<K extends OperationName> = (HasKeys<ParamsOf<Op<K>>> extends true ? { params: ParamsOf<Op<K>> } : { params?: undefined }) &
  ([QueryOf<Op<K>>] extends [never] ? { query?: undefined } : { query?: QueryOf<Op<K>> }) &
  ([BodyOf<Op<K>>] extends [never] ? { body?: undefined } : { body: BodyOf<Op<K>> }) & {
    /** Cancels the request (react-query's signal). */
    signal?: AbortSignal;
  };

type Args<K extends OperationName> = Record<string, never> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** The success answer of an operation. */
export type Answer<K extends OperationName> = AnswerOf<Op<K>>;

/**
 * The URL of an operation: `{name}` segments from `params` (escaped), then the query. Arrays become
 * repeated keys (`?tags=a&tags=b`); undefined, null and empty strings are left out.
 */
export function urlOf(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const url = path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null || v === "") continue;
      search.append(key, String(v));
    }
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Calls one operation of the API contract by its key ("GET /api/projects/{id}"): the key, the params,
 * the query and the body are checked against the contract by the compiler, and the answer has the
 * contract's type. Only types are imported from the contract, so it adds nothing to the bundle.
 */
export function api<K extends OperationName>(key: K, ...[input]: Args<K>): Promise<Answer<K>> {
  const space = key.indexOf(" ");
  const method = key.slice(0, space) as HttpMethod;
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  return apiJson<Answer<K>>(method, urlOf(key.slice(space + 1), i.params, i.query), i.body, i.signal);
}

/**
 * The address of an operation for what is not a JSON call: a download link (`<a href download>`), a
 * navigation to a redirecting endpoint, or an upload sent with progress (lib/upload.ts).
 */
export function apiUrl<K extends OperationName>(key: K, ...[input]: Args<K>): string {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return urlOf(key.slice(key.indexOf(" ") + 1), i.params, i.query);
}
