import type { RequestHandler } from "express";
import type { z } from "zod";
import { AppError, NotFoundError, ValidationError } from "./errors";
import { fieldErrorsOf } from "./error-handler";

/** Parses `input` with a shared zod schema; failures become 400 with the schema's Korean messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  rejectUnsafe(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  throw new ValidationError(result.error.issues[0]?.message ?? "입력값을 확인해주세요.", fieldErrors);
}

/** Route params that must be positive integer ids; anything else is a 404, never a 500. */
export function intId(value: unknown, notFoundMessage = "요청하신 항목을 찾을 수 없습니다."): number {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new NotFoundError(notFoundMessage);
  return n;
}

export const unsafeTextMessage = "입력값에 사용할 수 없는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.";

/**
 * NUL and unpaired UTF-16 surrogates. PostgreSQL refuses NUL in text (22021, which was a 500), and a
 * lone surrogate cannot be stored as sent (the driver writes U+FFFD instead), so neither is input.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point of this pattern
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path ("tags.2", "_" for the value itself) of the first string or key with unsafe text, if any. */
export function unsafeTextPath(value: unknown, path: Array<string | number> = [], depth = 0): string | undefined {
  if (typeof value === "string") return UNSAFE_TEXT.test(value) ? path.join(".") || "_" : undefined;
  if (!value || typeof value !== "object" || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, v] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return [...path, key.replace(UNSAFE_TEXT, "?")].join(".");
    const found = unsafeTextPath(v, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

function rejectUnsafe(value: unknown) {
  const field = unsafeTextPath(value);
  if (field) throw new ValidationError(unsafeTextMessage, { [field]: [unsafeTextMessage] });
}

/**
 * Before any route: a path that does not decode (a broken %-escape, or the bytes of a lone surrogate)
 * is a 400, and NUL or lone surrogates in the path, the query or a JSON body are refused with 400,
 * so no handler (and no ad hoc param reader) passes them to the database. Multipart fields are
 * checked by parse() once multer has read them.
 */
export const rejectUnsafeText: RequestHandler = (req, _res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return next(new AppError("BadRequest", "요청 주소의 형식이 올바르지 않습니다."));
  }
  if (UNSAFE_TEXT.test(decoded)) return next(new AppError("BadRequest", unsafeTextMessage));
  try {
    rejectUnsafe(req.query);
    rejectUnsafe(req.body);
  } catch (err) {
    return next(err);
  }
  next();
};
