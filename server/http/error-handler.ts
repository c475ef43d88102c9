import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import { ZodError } from "zod";
import { answerAfterBody } from "./drain";
import { AppError, RateLimitedError, statusByCode } from "./errors";

/** Turns zod issues into `{ field: [messages] }`, first message first. */
export function fieldErrorsOf(err: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const pgUniqueViolation = "23505";
const pgForeignKeyViolation = "23503";
const pgInvalidText = "22P02";
/**
 * Input the database refuses as data, not as a fault of ours: a number out of range (22003), a
 * character the encoding cannot hold (22021, 22P05), a value too long for its column (22001). The
 * validators refuse these first (DB_ID_MAX, rejectUnsafeText); this keeps any path they miss a 400.
 */
const pgDataErrors = new Set(["22003", "22021", "22P05", "22001"]);
/** The answer of that safety net; the contract fuzzer fails when it sees it, so the validator gets fixed. */
export const DB_REFUSED_INPUT_MESSAGE = "입력값을 저장할 수 없습니다. 입력값을 확인해주세요.";

/** The answer while the database cannot be reached (restart, failover, network): retry shortly. */
export const DB_UNAVAILABLE_MESSAGE = "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.";
/** Socket errors of a lost or refused database connection. */
const connectionErrnos = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * Whether `err` says the database is unreachable rather than that the query was wrong: SQLSTATE class
 * 08 (connection exception) and 57P01-57P03 (the server shutting down or starting), a socket error, or
 * node-postgres's own "Connection terminated" when the server went away mid-query.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (/^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03") return true;
    if (connectionErrnos.has(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (
      /^Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end/.test(
        message,
      )
    )
      return true;
  }
  return false;
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === "string" ? e.code : typeof e?.cause?.code === "string" ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const notFoundApi: RequestHandler = (req, res) => {
  answerAfterBody(req, res, () => res.status(404).json({ code: "NotFound", message: "요청하신 API를 찾을 수 없습니다." }));
};

/**
 * The only place errors become HTTP answers. Unknown errors are logged and answered generically.
 * A refusal raised before the route read its body (401 of a guest's upload) is answered once the
 * body has arrived, so the client reads it instead of a reset connection (./drain.ts).
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  answerAfterBody(req, res, () => answerError(err, req, res));
};

function answerError(err: unknown, req: Parameters<ErrorRequestHandler>[1], res: Parameters<ErrorRequestHandler>[2]): void {
  if (err instanceof AppError) {
    if (err instanceof RateLimitedError) res.set(err.headers);
    res.status(err.status).json({ code: err.code, message: err.message, ...err.extra });
    return;
  }
  if (err instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(err);
    const first = err.issues[0]?.message ?? "입력값을 확인해주세요.";
    res.status(400).json({ code: "Validation", message: first, fieldErrors });
    return;
  }
  if (err instanceof multer.MulterError) {
    if (err.code === "LIMIT_FILE_SIZE") {
      res.status(413).json({ code: "PayloadTooLarge", message: "파일 크기는 10MB 이하여야 합니다." });
    } else {
      res.status(400).json({ code: "BadRequest", message: "파일 업로드 요청이 올바르지 않습니다." });
    }
    return;
  }
  const e = err as { type?: string; status?: number };
  if (e?.type === "entity.parse.failed") {
    res.status(400).json({ code: "BadRequest", message: "요청 본문의 형식이 올바르지 않습니다." });
    return;
  }
  if (e?.type === "entity.too.deep") {
    res.status(400).json({ code: "BadRequest", message: "요청 본문의 구조가 너무 깊습니다." });
    return;
  }
  if (e?.type === "entity.too.large") {
    res.status(413).json({ code: "PayloadTooLarge", message: "요청 본문이 너무 큽니다." });
    return;
  }
  // Client errors raised by Express itself or its static file server (http-errors): an upload that
  // does not exist, a malformed URL escape, a path outside the folder. They keep their 4xx status.
  if (typeof e?.status === "number" && e.status >= 400 && e.status < 500) {
    if (e.status === 404) res.status(404).json({ code: "NotFound", message: "요청하신 항목을 찾을 수 없습니다." });
    else res.status(e.status).json({ code: "BadRequest", message: "요청이 올바르지 않습니다." });
    return;
  }
  const code = pgCode(err);
  if (code === pgUniqueViolation) {
    res.status(409).json({ code: "Conflict", message: "이미 존재하는 항목입니다." });
    return;
  }
  if (code === pgForeignKeyViolation) {
    res.status(400).json({ code: "BadRequest", message: "연결된 항목을 찾을 수 없습니다." });
    return;
  }
  if (code === pgInvalidText) {
    res.status(400).json({ code: "BadRequest", message: "요청 값의 형식이 올바르지 않습니다." });
    return;
  }
  if (code && pgDataErrors.has(code)) {
    req.log?.warn({ err }, "input refused by the database: a validator should have refused it");
    res.status(400).json({ code: "BadRequest", message: DB_REFUSED_INPUT_MESSAGE });
    return;
  }
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ err: (err as Error)?.message }, "database unavailable");
    res.set("Retry-After", "5");
    res.status(statusByCode.Unavailable).json({ code: "Unavailable", message: DB_UNAVAILABLE_MESSAGE });
    return;
  }
  req.log?.error({ err }, "unhandled error");
  res.status(statusByCode.Internal).json({ code: "Internal", message: "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요." });
}
