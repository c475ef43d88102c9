/** The one error family of the API. `code` maps to an HTTP status in exactly one table. */
export const statusByCode = {
  BadRequest: 400,
  Validation: 400,
  Unauthorized: 401,
  Forbidden: 403,
  EmailNotVerified: 403,
  /** A suspended account signing in (issue 24): the message says until when. */
  Suspended: 403,
  /** A sensitive change needs a password, code or passkey of the last 15 minutes (POST /api/auth/reauth). */
  ReauthRequired: 403,
  /** An operator whose session has no second factor of the last 12 hours, on /api/admin/* (issue 24/25). */
  SecondFactorRequired: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RateLimited: 429,
  Internal: 500,
  Unavailable: 503,
  InsufficientStorage: 507,
} as const;
export type ErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** User-facing Korean message. */
    message: string,
    readonly extra: { fieldErrors?: Record<string, string[]>; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super("Validation", message, fieldErrors ? { fieldErrors } : {});
  }
}
export class NotFoundError extends AppError {
  constructor(message = "요청하신 항목을 찾을 수 없습니다.") {
    super("NotFound", message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = "로그인이 필요합니다.") {
    super("Unauthorized", message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "권한이 없습니다.") {
    super("Forbidden", message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super("Conflict", message);
  }
}
export class RateLimitedError extends AppError {
  constructor(
    message = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
    /** RateLimit-* and Retry-After, set on the answer by the error handler. */
    readonly headers: Record<string, string> = {},
  ) {
    super("RateLimited", message);
  }
}
