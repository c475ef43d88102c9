import type { ApiError } from "@shared/api-error";

/** The parsed JSON of an error answer; every field may be missing (e.g. a proxy's HTML page). */
export type ApiErrorBody = Partial<ApiError> & Record<string, unknown>;

/**
 * A non-ok answer. The message is '{status}: {text}' (spec: error catalogue), where text is the raw
 * response body or the status text when the body is empty.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, message: string, body: ApiErrorBody | null = null) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = body;
  }
}

function parseJsonObject(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Throws ApiRequestError for a non-ok response; leaves the body unread when ok. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new ApiRequestError(res.status, `${res.status}: ${text}`, parseJsonObject(text));
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends a request with the session cookie and an optional JSON body.
 * Resolves with the (ok) Response; rejects with ApiRequestError otherwise, or with the fetch
 * TypeError when the network fails.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method,
    signal,
    credentials: "include",
    headers: body !== undefined ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the JSON answer (or undefined for an empty body such as 204). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, url, body, signal);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The user-facing message the server put in the error body, or the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && typeof err.body?.message === "string" && err.body.message.trim()) {
    return err.body.message;
  }
  return fallback;
}

/** Spec: an unauthorized error is a message starting '401:' that contains Unauthorized. */
export function isUnauthorizedError(err: unknown): boolean {
  return err instanceof Error && /^401: .*Unauthorized/.test(err.message);
}

/** True when the request never reached the server (offline, DNS, CORS ...). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}
