import { z } from "zod";
import { contractRegistry, errorStatusesOf, type ErrorStatus, type FeaturePaths, type OperationSpec } from "@shared/contract/define";
import { features as allFeatures } from "@shared/contract/index";
import { ErrorBody } from "@shared/contract/responses";

/** A JSON Schema object as the document holds it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown>; responses: Record<string, unknown> };
}

export interface OpenApiParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; encoding?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }>; $ref?: string }>;
  "x-auth": OperationSpec["auth"];
  "x-fuzz"?: OperationSpec["fuzz"];
  /** Errors come as an HTML page (a mail's link), not the JSON error body. */
  "x-html-errors"?: true;
}

const ref = (id: string) => `#/components/schemas/${id}`;
const toJson = { io: "input", unrepresentable: "any", target: "draft-2020-12" } as const;

/**
 * zod writes a record with enum keys (z.record(z.enum([...]), v)) as `propertyNames` + `required`
 * without `properties`; JSON Schema validators accept that, but a reader (and Redocly's
 * no-required-schema-properties-undefined) wants each required key defined. Spelled out here, once,
 * for every schema of the document.
 */
function withEnumRecordProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withEnumRecordProperties);
  if (!schema || typeof schema !== "object") return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withEnumRecordProperties(v)])) as JsonSchema;
  const keys = (out.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (out.type === "object" && !out.properties && Array.isArray(keys) && out.additionalProperties && typeof out.additionalProperties === "object") {
    out.properties = Object.fromEntries(keys.map((k) => [String(k), out.additionalProperties]));
  }
  return out;
}

/** One zod schema as JSON Schema; named schemas become $refs into components.schemas. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const named = contractRegistry.get(schema);
  if (named) return { $ref: ref(named.id) };
  const out = z.toJSONSchema(schema, { ...toJson, metadata: contractRegistry }) as JsonSchema;
  delete out.$schema;
  delete out.$defs;
  return withEnumRecordProperties(JSON.parse(JSON.stringify(out).replaceAll('"#/$defs/', `"${ref("")}`))) as JsonSchema;
}

const errorText: Record<ErrorStatus, string> = {
  400: "입력값 오류 (Validation, with fieldErrors) or a malformed request",
  401: "로그인이 필요합니다",
  403: "권한이 없습니다 (or a foreign Origin)",
  404: "찾을 수 없습니다",
  409: "상태가 맞지 않거나 이미 있습니다",
  413: "본문 또는 파일이 너무 큽니다",
  415: "지원하지 않는 파일 형식입니다",
  429: "요청이 너무 많습니다",
  503: "일시적으로 사용할 수 없습니다",
  507: "저장 공간이 부족합니다",
};

const PARAM_SCHEMA = {
  id: { type: "integer", minimum: 1, maximum: 999_999_999, description: "Row id; anything else is 404" },
  userId: { type: "string", minLength: 1, maxLength: 100, description: "User id (uuid or seeded id)" },
  provider: { type: "string", enum: ["kakao", "naver", "google"], description: "Sign-in provider; anything else is 404" },
  code: { type: "string", pattern: "^[A-Za-z0-9_-]{8,32}$", description: "Public verification code; anything else is 404" },
  fileName: { type: "string", pattern: "^[A-Za-z0-9_-]{1,64}(\\.[A-Za-z0-9]{1,10}){1,2}$", description: "An upload's stored name; anything else is 404" },
} as const;

function operationId(op: OperationSpec): string {
  const words = op.path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith("{") ? `by ${w.slice(1, -1)}` : w));
  const camel = [op.method, ...words.flatMap((w) => w.split(" "))].map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w)).join("");
  return camel;
}

function queryParameters(query: z.ZodObject): OpenApiParameter[] {
  const schema = z.toJSONSchema(query, { ...toJson, metadata: contractRegistry }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query" as const,
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}

function operation(op: OperationSpec, tag: string): OpenApiOperation {
  const out: OpenApiOperation = { operationId: operationId(op), tags: [tag], summary: op.summary, responses: {}, "x-auth": op.auth };
  if (op.description) out.description = op.description;
  if (op.fuzz) out["x-fuzz"] = op.fuzz;
  if (op.htmlErrors) out["x-html-errors"] = true;
  // Every operation says who may call it: public ones with an empty list (no session needed).
  out.security = op.auth === "user" ? [{ sessionCookie: [] }] : op.auth === "optional" ? [{}, { sessionCookie: [] }] : [];
  const parameters: OpenApiParameter[] = Object.entries(op.params ?? {}).map(([name, kind]) => ({
    name,
    in: "path",
    required: true,
    schema: { ...PARAM_SCHEMA[kind] },
  }));
  if (op.query) parameters.push(...queryParameters(op.query));
  if (parameters.length) out.parameters = parameters;

  const content: Record<string, { schema: JsonSchema; encoding?: unknown }> = {};
  if (op.body) content["application/json"] = { schema: jsonSchemaOf(op.body) };
  if (op.multipart) {
    const fields = op.multipart.fields
      ? (z.toJSONSchema(op.multipart.fields, toJson) as JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] })
      : {};
    const properties = {
      ...((fields as { properties?: Record<string, JsonSchema> }).properties ?? {}),
      [op.multipart.file]: { type: "string", contentMediaType: "application/octet-stream" },
    };
    const required = [...((fields as { required?: string[] }).required ?? []), ...(op.multipart.fileRequired ? [op.multipart.file] : [])];
    content["multipart/form-data"] = { schema: { type: "object", properties, required } };
  }
  if (Object.keys(content).length) out.requestBody = { required: true, content };

  const s = op.success;
  const successBody = s.schema ? { "application/json": { schema: jsonSchemaOf(s.schema) } } : s.contentType ? { [s.contentType]: {} } : undefined;
  out.responses[String(s.status)] = { description: s.description, ...(successBody ? { content: successBody } : {}) };
  if (s.alsoStatus) out.responses[String(s.alsoStatus)] = { description: s.description, ...(successBody ? { content: successBody } : {}) };
  for (const status of errorStatusesOf(op)) {
    out.responses[String(status)] = op.htmlErrors
      ? { description: errorText[status], content: { "text/html": {} } }
      : { description: errorText[status], content: { "application/json": { schema: { $ref: ref("Error") } } } };
  }
  return out;
}

/** Assembles the contract from every feature's paths file. Built once per process (see routes.ts). */
export function buildOpenApiDocument(features: readonly FeaturePaths[] = allFeatures): OpenApiDocument {
  void ErrorBody; // registered by import: every error answer refers to it
  const registryJson = z.toJSONSchema(contractRegistry, { ...toJson, uri: ref }) as { schemas: Record<string, JsonSchema> };
  const schemas: Record<string, JsonSchema> = {};
  for (const [id, s] of Object.entries(registryJson.schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const { $schema: _s, $id: _i, ...rest } = s;
    schemas[id] = withEnumRecordProperties(rest) as JsonSchema;
  }
  const paths: OpenApiDocument["paths"] = {};
  for (const feature of features) {
    for (const op of Object.values(feature.operations)) {
      const item = (paths[op.path] ??= {});
      if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is described twice`);
      item[op.method] = operation(op, feature.tag);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "아트링크 API",
      version: "1.0.0",
      description:
        "The REST API of 아트링크. Sessions are cookies (POST /api/auth/login); state-changing requests from a browser must come from the app's Origin. Every error is `{ code, message, fieldErrors? }` with a Korean message.",
      // The app is not published under an open licence (package.json: private); an SPDX reference says so.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    // The API and the client share one origin (ARCHITECTURE), so the document names none.
    servers: [{ url: "/", description: "The origin this document is served from" }],
    tags: features.map((f) => ({ name: f.tag, description: f.description })),
    paths,
    components: {
      schemas,
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: "sid", description: "`__Host-sid` in production" } },
      responses: {},
    },
  };
}
