import fc from "fast-check";
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from "../../../server/openapi/document";

/**
 * Requests for one operation of the contract, generated from its document entry: path ids, queries
 * and bodies that are valid, nearly valid or hostile (wrong types, huge strings, odd Unicode with
 * lone surrogates and NUL, negative and huge numbers, missing and extra fields, malformed JSON,
 * wrong content types).
 */
export interface FuzzRequest {
  role: "guest" | "artist" | "producer";
  path: string;
  query: string;
  body:
    | { kind: "none" }
    | { kind: "json"; value: unknown }
    | { kind: "raw"; contentType: string; text: string }
    | { kind: "multipart"; fields: Record<string, string>; file?: { name: string; bytes: number[] } };
}

export interface FuzzIds {
  /** Existing row ids (projects, posts, comments, applications ...), so valid paths reach the services. */
  rows: number[];
  /** Existing user ids. */
  users: string[];
}

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "안녕\u0000하세요 이것은 충분히 긴 문장입니다. 오십 자를 넘기기 위해 조금 더 길게 씁니다. 조금 더 써야 합니다.",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDBFF",
  "\u202Eevil",
  "\uFEFF",
  "𝕏𝕐ℤ 👩‍👩‍👧",
  "１２３",
  "٣",
  "-1",
  "0",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "0x1F",
  "99999999999999999999",
  "2147483648",
  "true",
  "null",
  "[]",
  "{}",
  "%00",
  "%",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\\",
  "\r\n\t",
];

const hugeString = fc.constantFrom("가".repeat(6000), "a".repeat(70_000), "\u0000".repeat(2000), "🎨".repeat(3000));
export const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);
const hostileNumber = fc.constantFrom(-1, 0, -2147483649, 2147483648, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 1.5, -0);
/** A value of any JSON type, small. */
const anyJson = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
);

const KOREAN = "가나다라마바사아자차카타파하 프로젝트 공연 무용 연극 사진 작가 안녕하세요";
const koreanText = (min: number, max: number) =>
  fc.array(fc.constantFrom(...KOREAN), { minLength: Math.min(min, 200), maxLength: Math.max(Math.min(max, 120), Math.min(min, 200)) }).map((cs) => cs.join(""));

function resolve(doc: OpenApiDocument, s: JsonSchema | undefined): JsonSchema {
  let cur = s ?? {};
  for (let i = 0; i < 5 && typeof cur.$ref === "string"; i++) cur = doc.components.schemas[cur.$ref.split("/").pop()!] ?? {};
  return cur;
}

/** A value that usually satisfies `schema` (so requests get past validation to the database), sometimes not. */
export function valueOf(doc: OpenApiDocument, schema: JsonSchema | undefined, ids: FuzzIds, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  const valid = validValueOf(doc, s, ids, depth);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validValueOf(doc: OpenApiDocument, s: JsonSchema, ids: FuzzIds, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union) && union.length) return fc.oneof(...union.map((u) => validValueOf(doc, resolve(doc, u), ids, depth + 1)));
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  if ("const" in s) return fc.constant(s.const);
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => validValueOf(doc, { ...s, type: t }, ids, depth)));
  switch (types[0]) {
    case "string": {
      const min = Number(s.minLength ?? 0);
      const max = Number(s.maxLength ?? 200);
      if (s.format === "email") return fc.oneof(fc.emailAddress(), fc.constant("fuzz@example.com"));
      return fc.oneof(
        { weight: 3, arbitrary: koreanText(min, max) },
        { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 80) }) },
        { weight: 1, arbitrary: fc.constantFrom(...ids.users) },
        { weight: 2, arbitrary: koreanText(Math.max(min, 1), max).map((t) => `${t}\u0000`) },
        { weight: 1, arbitrary: koreanText(Math.max(min, 1), max).map((t) => `${t}\uD800`) },
        { weight: 1, arbitrary: fc.constantFrom("2027-03-01", "2020-01-01", "2027-02-30", "/uploads/a1b2c3.png", "https://example.com/x", "other") },
      );
    }
    case "integer":
    case "number": {
      const min = s.minimum !== undefined ? Number(s.minimum) : s.exclusiveMinimum !== undefined ? Number(s.exclusiveMinimum) + 1 : -1000;
      const max = s.maximum !== undefined ? Math.min(Number(s.maximum), 2 ** 40) : 2 ** 40;
      return fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...ids.rows) },
        { weight: 2, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 40)), max: Math.max(Math.max(min, -(2 ** 40)), max) }) },
        { weight: 1, arbitrary: fc.constantFrom(2147483648, 99999999999, 2 ** 53 + 1) },
      );
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validValueOf(doc, resolve(doc, s.items as JsonSchema), ids, depth + 1), { maxLength: Number(s.maxItems ?? 4) + 1 });
    case "object": {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueOf(doc, v, ids, depth + 1)]));
      // Every field present (the likeliest way past validation); the variants below drop and add some.
      const rec = fc.record(shape);
      return fc.oneof(
        { weight: 4, arbitrary: rec },
        // missing fields
        { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
        // an extra field
        { weight: 1, arbitrary: fc.tuple(rec, fc.string({ maxLength: 8 }), anyJson).map(([o, k, v]) => ({ ...(o as object), [k || "extra"]: v })) },
        // a record (mail preferences)
        ...(s.additionalProperties && typeof s.additionalProperties === "object"
          ? [
              {
                weight: 1,
                arbitrary: fc.dictionary(fc.string({ maxLength: 20 }), validValueOf(doc, s.additionalProperties as JsonSchema, ids, depth + 1), { maxKeys: 4 }),
              },
            ]
          : []),
      );
    }
    default:
      return anyJson;
  }
}

/** Encodes text into a URL part; a lone surrogate becomes its (invalid) CESU-8 bytes, as a hostile client would send. */
export function encodePart(s: string): string {
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += `%${(0xe0 | (cp >> 12)).toString(16).toUpperCase()}%${(0x80 | ((cp >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (cp & 0x3f)).toString(16).toUpperCase()}`;
    } else out += encodeURIComponent(ch);
  }
  return out;
}

function pathParam(kind: "id" | "userId", ids: FuzzIds): fc.Arbitrary<string> {
  const id = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.rows).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 999_999_999 }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("0", "-1", "1.5", "1e3", "2147483648", "99999999999999999999", "0x10", "abc", "%zz", "%00", "%ED%A0%80", "%F0%9F%8E%A8"),
    },
    // Node's HTTP server answers 431 itself (no body) past 16 KB of headers, so URLs stay below that.
    { weight: 1, arbitrary: hostileString.filter((v) => v.length > 0 && v.length < 300).map(encodePart) },
  );
  if (kind === "id") return id;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids.users).map(encodePart) }, { weight: 2, arbitrary: id });
}

function queryString(doc: OpenApiDocument, op: OpenApiOperation, ids: FuzzIds): fc.Arbitrary<string> {
  const params = (op.parameters ?? []).filter((p) => p.in === "query");
  const names = [...params.map((p) => p.name), "unknown"];
  const one = fc.tuple(
    fc.constantFrom(...names),
    fc.oneof(
      ...params.map((p) =>
        valueOf(doc, p.schema, ids)
          .map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? "")))
          .filter((v) => v.length < 300),
      ),
      hostileString.filter((v) => v.length < 300),
    ),
  );
  const pairs = fc.array(one, { maxLength: 4 }).map((ps) => ps.map(([k, v]) => `${k}=${encodePart(v ?? "")}`).join("&"));
  return fc.oneof(
    { weight: 6, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom("limit[]=1", "limit=1&limit=2", "tags[a]=b", "%zz=1", "a=%zz", "limit=%00") },
  );
}

const MALFORMED_JSON = ['{"a":', "{'a':1}", "[1,2", "undefined", '{"a":1}}', "\u0000", '"\\ud800"', '{"content":"\\u0000"}', "{}".repeat(10_000), "1e99999"];

function bodyOf(doc: OpenApiDocument, op: OpenApiOperation, ids: FuzzIds): fc.Arbitrary<FuzzRequest["body"]> {
  const json = op.requestBody?.content["application/json"];
  const multipart = op.requestBody?.content["multipart/form-data"];
  const variants: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest["body"]> }> = [
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: "raw" as const, contentType: "application/json", text })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml", "application/json; charset=latin1", "multipart/form-data"),
          fc.constantFrom("a=1&b=2", '{"x":1}', "<x/>", ""),
        )
        .map(([contentType, text]) => ({ kind: "raw" as const, contentType, text })),
    },
    { weight: 1, arbitrary: anyJson.map((value) => ({ kind: "json" as const, value })) },
  ];
  if (json) variants.push({ weight: 8, arbitrary: valueOf(doc, json.schema, ids).map((value) => ({ kind: "json" as const, value })) });
  if (multipart) {
    const props = Object.keys((multipart.schema.properties ?? {}) as object);
    const field = fc.tuple(
      fc.constantFrom(...props, "extra"),
      fc.oneof(
        hostileString.filter((v) => v.length < 3000),
        koreanText(1, 60),
      ),
    );
    variants.push({
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.array(field, { maxLength: 12 }),
          fc.option(fc.tuple(fc.constantFrom("image", "file", "other"), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }))),
        )
        .map(([fs, file]) => ({
          kind: "multipart" as const,
          fields: Object.fromEntries(fs),
          ...(file ? { file: { name: file[0], bytes: file[1] } } : {}),
        })),
    });
  }
  if (!json && !multipart && op.requestBody === undefined) {
    // No body expected: mostly none, sometimes something it must ignore.
    variants[0]!.weight = 6;
  }
  return fc.oneof(...variants);
}

export function requestOf(doc: OpenApiDocument, path: string, op: OpenApiOperation, ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  const segments = path.split(/(\{[^}]+\})/).filter(Boolean);
  const params = new Map((op.parameters ?? []).filter((p) => p.in === "path").map((p) => [p.name, p.schema]));
  const paramOf = (name: string): fc.Arbitrary<string> => {
    const schema = params.get(name);
    if (schema?.type === "integer") return pathParam("id", ids);
    // A closed set (sign-in providers): mostly its values, so requests reach the handler, sometimes anything.
    if (Array.isArray(schema?.enum))
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(schema.enum as string[])) }, { weight: 1, arbitrary: pathParam("userId", ids) });
    return pathParam("userId", ids);
  };
  const pathArb = fc.tuple(...segments.map((seg) => (seg.startsWith("{") ? paramOf(seg.slice(1, -1)) : fc.constant(seg)))).map((parts) => parts.join(""));
  const roles = op["x-fuzz"]?.guestOnly ? (["guest"] as const) : (["guest", "artist", "producer"] as const);
  return fc.record({
    role: fc.constantFrom(...roles),
    path: pathArb,
    query: queryString(doc, op, ids),
    body: bodyOf(doc, op, ids),
  });
}
