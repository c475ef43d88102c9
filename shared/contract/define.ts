import { z } from "zod";

/**
 * The one definition of every endpoint (decision 028). A feature's file in shared/contract declares
 * each operation once: method, path, params, query, body, the answer per status, who may call it and
 * its rate limit. From it come the Express registration and its validation (server/http/contract-route.ts),
 * the OpenAPI document (server/openapi/document.ts), the answer types (`AnswerOf`) and the typed client
 * fetcher (client/src/lib/api.ts). Request bodies and queries are the very zod schemas of shared/validators;
 * answers are strict named schemas, checked against every answer in the API tests.
 */
export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Error statuses an operation really answers, each with the `{ code, message, fieldErrors? }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507;

/**
 * Path parameter kinds: `id` is a positive integer row id (anything else is a 404), `userId` a text
 * user id (uuid or seeded id, at most 100 characters), `provider` a sign-in provider name (others
 * are a 404), `code` a short public code (letters, digits, `-` and `_`; others are a 404), `fileName` an
 * upload's stored name (`<name>.<ext>` or its variant `<name>.w480.webp`; no path).
 */
export type ParamKind = "id" | "userId" | "provider" | "code" | "fileName";

/** What a path parameter of each kind accepts (the router answers 404 to anything else; `id` is parsed to a number). */
export const PARAM_FORMAT: Record<ParamKind, RegExp> = {
  id: /^\d{1,9}$/,
  userId: /^[^/]{1,100}$/,
  provider: /^(kakao|naver|google)$/,
  code: /^[A-Za-z0-9_-]{8,32}$/,
  fileName: /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9]{1,10}){1,2}$/,
};

export interface OperationSpec {
  method: Method;
  /** The full path in OpenAPI style: "/api/projects/{id}". */
  path: string;
  summary: string;
  description?: string;
  /** `user` answers 401 to guests; `optional` reads the session when there is one; `public` ignores it. */
  auth: "public" | "optional" | "user";
  /** Path parameters by name (each `{name}` of `path`). */
  params?: Record<string, ParamKind>;
  /** The query schema the route parses (shared/validators), or a plain object schema for routes that read single keys. */
  query?: z.ZodObject;
  /** The JSON body schema the route parses. */
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields (the same schema as the JSON body) and the file field. */
  multipart?: { fields?: z.ZodType; file: string; fileRequired: boolean };
  /** The success answer. `schema` omitted: no body (204) or a non-JSON answer described by `contentType`. */
  success: { status: 200 | 201 | 204 | 302; description: string; schema?: z.ZodType; contentType?: string; alsoStatus?: 200 | 201 };
  /** The 4xx/5xx it answers besides success. */
  errors: readonly ErrorStatus[];
  /** Errors answered as an HTML page for people (a mail's link) instead of the JSON error body. */
  htmlErrors?: boolean;
  /**
   * The abuse limit the registration applies before the handler (429 is then documented by itself):
   * `max` calls per `windowMs`, counted per signed-in user or per client address under `key`.
   * `inHandler`: the handler applies a limit that depends on the input (see its `description`).
   */
  rateLimit?: { key: string; by: "user" | "ip"; windowMs: number; max: number } | { inHandler: string };
  /** Fuzzing hints: operations the fuzzer must not send as a signed-in user (they end the session or never end). */
  fuzz?: { guestOnly?: boolean; reason?: string };
}

export interface FeaturePaths {
  /** The tag operations are grouped under on /api/docs. */
  tag: string;
  description: string;
  operations: Readonly<Record<string, OperationSpec>>;
}

/**
 * Every error status an operation answers: the ones it lists, 429 when it declares a rate limit, and the
 * origin check's 403 on a state-changing /api request (server/http/origin-check.ts, before any route).
 * The document and the answer check of the API tests both read this one list.
 */
export function errorStatusesOf(op: OperationSpec): ErrorStatus[] {
  const out = new Set<ErrorStatus>(op.errors);
  if (op.rateLimit) out.add(429);
  if (op.method !== "get" && op.path.startsWith("/api/")) out.add(403);
  return [...out].sort((a, b) => a - b);
}

/** Names given to schemas so the document shows them once under components.schemas. */
export const contractRegistry = z.registry<{ id: string; description?: string }>();

/**
 * Gives `schema` a component name in the contract (the same object the route uses, not a copy).
 * A schema already named keeps its first name.
 */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  if (!contractRegistry.has(schema)) contractRegistry.add(schema, description ? { id, description } : { id });
  return schema;
}

/** Type-checks a feature's file and keeps its literal types, so each operation's types can be inferred. */
export function defineFeature<const F extends FeaturePaths>(feature: F): F {
  return feature;
}

/** The key the client calls an operation by: "GET /api/projects/{id}". */
export type OperationKey<O extends OperationSpec> = `${Uppercase<O["method"]>} ${O["path"]}`;

/** The path parameters of an operation as the client passes them (ids as numbers, the rest as strings). */
export type ParamsOf<O extends OperationSpec> =
  O["params"] extends Record<string, ParamKind> ? { [K in keyof O["params"]]: O["params"][K] extends "id" ? number | string : string } : Record<never, never>;

/** The query an operation accepts (its input side: defaults may be left out). */
export type QueryOf<O extends OperationSpec> = O["query"] extends z.ZodType ? z.input<O["query"]> : never;

/** The JSON body an operation accepts (its input side). */
export type BodyOf<O extends OperationSpec> = O["body"] extends z.ZodType ? z.input<O["body"]> : never;

/** The success answer of an operation, as the client receives it (void when it has no JSON body). */
export type AnswerOf<O extends OperationSpec> = O["success"]["schema"] extends z.ZodType ? z.output<O["success"]["schema"]> : void;

/** Every operation of the given features, keyed "METHOD /path". */
export type OperationMap<F extends readonly FeaturePaths[]> = {
  [O in OperationsOf<F[number]> as OperationKey<O>]: O;
};
type OperationsOf<F> = F extends { operations: infer R } ? R[keyof R] : never;

/** The common "done" answer of deletes and marks: `{ message }` in Korean. */
export const messageAnswer = named("MessageAnswer", z.object({ message: z.string() }));

/** A keyset-paged answer `{ items, nextCursor }` under the component name `id`. */
export function keysetPage<S extends z.ZodType>(id: string, item: S) {
  return named(
    id,
    z.strictObject({ items: z.array(item), nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page") }),
  );
}

/**
 * A signed-in GET of one page of a list (the console's queues and searches): its query, its answer, and
 * the 400 / 401 / 403 every such list answers. Spread it into an operation to add more.
 */
export function signedInList<const P extends string, Q extends z.ZodObject, S extends z.ZodType>(o: {
  path: P;
  summary: string;
  description?: string;
  query: Q;
  answer: S;
  answerDescription: string;
}) {
  return {
    method: "get" as const,
    path: o.path,
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    auth: "user" as const,
    query: o.query,
    success: { status: 200 as const, description: o.answerDescription, schema: o.answer },
    errors: [400, 401, 403] as const,
  };
}
