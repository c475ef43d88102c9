import { z } from "zod";

/**
 * How one feature describes its endpoints for the API contract (GET /api/openapi.json).
 * Request bodies and queries are the very zod schemas the routes validate with (shared/validators);
 * answers are the named schemas of ./responses.ts. See README "API contract" for adding a feature.
 */
export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Error statuses an operation really answers, each with the `{ code, message, fieldErrors? }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * Path parameter kinds: `id` is a positive integer row id (anything else is a 404), `userId` a text
 * user id (uuid or seeded id, at most 100 characters), `code` a public verification code.
 */
export type ParamKind = "id" | "userId" | "code";

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
  errors: ErrorStatus[];
  /** Errors answered as an HTML page for people (a mail's link) instead of the JSON error body. */
  htmlErrors?: boolean;
  /** Fuzzing hints: operations the fuzzer must not send as a signed-in user (they end the session or never end). */
  fuzz?: { guestOnly?: boolean; reason?: string };
}

export interface FeaturePaths {
  /** The tag operations are grouped under on /api/docs. */
  tag: string;
  description: string;
  operations: OperationSpec[];
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

/** Identity helper that type-checks a feature's paths file. */
export function defineFeature(feature: FeaturePaths): FeaturePaths {
  return feature;
}

/** The common "done" answer of deletes and marks: `{ message }` in Korean. */
export const messageAnswer = named("MessageAnswer", z.object({ message: z.string() }));
