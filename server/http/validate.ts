import type { z } from "zod";
import { NotFoundError, ValidationError } from "./errors";
import { fieldErrorsOf } from "./error-handler";

/** Parses `input` with a shared zod schema; failures become 400 with the schema's Korean messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
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
