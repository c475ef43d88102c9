import type { UploadResult } from "@shared/api-types";
import { apiUrl } from "./api";
import { ApiRequestError, type ApiErrorBody } from "./api-client";

export interface UploadOptions {
  /** "image" asks the server to refuse anything but JPG, PNG, GIF and WebP (project covers, avatars). */
  accept?: "image" | "any";
  /** "avatar" asks the server for a square crop (profile images); implies accept "image". */
  variant?: "avatar";
  /** Called with 0-100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the request never got an answer (offline, aborted connection). */
export class UploadNetworkError extends Error {
  constructor() {
    super("upload failed: network error");
    this.name = "UploadNetworkError";
  }
}

function parseBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/upload (multipart field `file`) with the session cookie. A non-2xx answer rejects with
 * ApiRequestError ('{status}: {text}', like apiRequest); a network failure with UploadNetworkError;
 * an abort with a DOMException named AbortError.
 */
export async function uploadFile(file: File, { accept = "any", variant, onProgress, signal }: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file);
  const url = apiUrl("POST /api/upload", { query: { accept: accept === "image" || variant ? "image" : undefined, variant } });
  const body = await sendForm<Partial<UploadResult>>("POST", url, form, { onProgress, signal });
  const fileUrl = body?.fileUrl ?? body?.url;
  if (!body || typeof fileUrl !== "string") throw new ApiRequestError(200, "200: upload answer without a file URL", body as ApiErrorBody | null);
  // Spec: the answer carries fileUrl or url; both are filled in for callers.
  return { ...(body as UploadResult), fileUrl, url: fileUrl };
}

/**
 * POST /api/upload/media: a video (mp4, webm, mov) or audio file (mp3, m4a, wav) that the server streams to
 * storage (issue 26: application self-tapes, portfolio reels). Errors as uploadFile.
 */
export function uploadMediaFile(file: File, { onProgress, signal }: SendFormOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file);
  return sendForm<UploadResult>("POST", apiUrl("POST /api/upload/media"), form, { onProgress, signal });
}

export interface SendFormOptions {
  /** Called with 0-100 while the bytes are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with the session cookie and resolves with the parsed JSON answer.
 * XMLHttpRequest rather than fetch because only XHR reports upload progress. Errors as uploadFile.
 */
export function sendForm<T>(method: "POST" | "PATCH" | "PUT", url: string, form: FormData, { onProgress, signal }: SendFormOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("업로드가 취소되었습니다", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");

    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const cleanup = () => signal?.removeEventListener("abort", onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      cleanup();
      const text = xhr.responseText ?? "";
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch {
          reject(new ApiRequestError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, null));
        }
        return;
      }
      reject(new ApiRequestError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, parseBody(text)));
    };
    xhr.onerror = () => {
      cleanup();
      reject(new UploadNetworkError());
    };
    xhr.onabort = () => {
      cleanup();
      reject(new DOMException("업로드가 취소되었습니다", "AbortError"));
    };
    xhr.send(form);
  });
}
