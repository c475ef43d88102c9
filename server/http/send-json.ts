import { brotliCompress, constants, gzip } from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** Answers shorter than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = "application/json; charset=utf-8";
/** brotli at the quality the compression middleware uses: a balance of speed and size for answers made per request. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Pages, HTML, text and every other answer not sent by sendJson: compressed per response above
 * COMPRESS_MIN_BYTES (brotli when accepted); event streams are never buffered.
 */
export const compressResponses: RequestHandler = compression({
  threshold: COMPRESS_MIN_BYTES,
  filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
});

/** The encoding to answer with: the accepted one of br and gzip with the higher q (br on a tie), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  let br = 0;
  let gz = 0;
  let any = 0;
  for (const part of acceptEncoding.split(",")) {
    const semi = part.indexOf(";");
    const name = (semi === -1 ? part : part.slice(0, semi)).trim().toLowerCase();
    const q = semi === -1 ? 1 : Number(/q=([\d.]+)/.exec(part.slice(semi))?.[1] ?? 1) || 0;
    if (name === "br") br = q;
    else if (name === "gzip" || name === "x-gzip") gz = q;
    else if (name === "*") any = q;
  }
  if (!br && !gz && any) br = gz = any;
  if (!br && !gz) return undefined;
  return br >= gz ? "br" : "gzip";
}

/**
 * An answer already serialised: a handler whose answer is reused (a micro-cached list) returns this, and
 * every request sends the same text instead of serialising the same object again.
 */
export class JsonAnswer {
  readonly text: string;
  #value: unknown;
  #parsed: boolean;
  #etag: string | undefined;
  #encoded: Map<"br" | "gzip", Promise<Buffer>> | undefined;
  constructor(value: unknown, text?: string) {
    this.text = text ?? JSON.stringify(value);
    this.#value = value;
    this.#parsed = text === undefined;
  }

  /** The text's ETag, made once per answer: a micro-cached list is sent many times. */
  etag(make: (body: string, encoding: string) => string): string {
    return (this.#etag ??= make(this.text, "utf8"));
  }

  /**
   * The text compressed with `encoding` (in zlib's thread pool), made once per answer and shared by every
   * request that sends it: brotli of a list page cost about 0.15 ms of CPU (decision 052), paid again for each
   * visitor the micro-cache served the same answer to. A failure is not kept, so the next request tries again.
   */
  compressed(encoding: "br" | "gzip"): Promise<Buffer> {
    const encoded = (this.#encoded ??= new Map());
    let bytes = encoded.get(encoding);
    if (!bytes) {
      bytes = new Promise<Buffer>((resolve, reject) => {
        const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
        if (encoding === "br") brotliCompress(this.text, BROTLI, done);
        else gzip(this.text, done);
      });
      bytes.catch(() => encoded.delete(encoding));
      encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /**
   * An answer the database serialised (json_build_object ... ::text): sent as it came, never parsed and
   * stringified again in between; its value is parsed only if something asks for it (the tests' contract check).
   */
  static ofText(text: string): JsonAnswer {
    return new JsonAnswer(undefined, text);
  }

  get value(): unknown {
    if (!this.#parsed) {
      this.#value = JSON.parse(this.text);
      this.#parsed = true;
    }
    return this.#value;
  }
}

/** Called with every answer sendJson sends (the API tests' contract check, server/http/answer-check.ts). */
export const ANSWER_OBSERVER = "answerObserver";

/**
 * Sends `body` as the JSON answer with `status`, the way res.json would but in one step: the text is
 * made once, its length and type set directly, and it is compressed (brotli or gzip, as accepted, in
 * zlib's thread pool) only when it is at least COMPRESS_MIN_BYTES long. An answer a cache may keep (any
 * Cache-Control but the API's no-store) keeps Express's ETag and its 304 to a matching If-None-Match;
 * a no-store answer is never revalidated, so no ETag is computed for it.
 */
export function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  const answer = body instanceof JsonAnswer ? body : new JsonAnswer(body);
  (res.locals[ANSWER_OBSERVER] as ((body: unknown) => void) | undefined)?.(answer.value);
  const text = answer.text;
  if (!res.hasHeader("Content-Type")) res.setHeader("Content-Type", JSON_TYPE);
  const head = req.method === "HEAD";
  if ((head || req.method === "GET") && res.getHeader("Cache-Control") !== "no-store") {
    const makeEtag = req.app.get("etag fn") as ((body: string, encoding: string) => string) | undefined;
    const etag = makeEtag && answer.etag(makeEtag);
    if (etag) res.setHeader("ETag", etag);
    if (req.fresh) {
      res.statusCode = 304;
      res.removeHeader("Content-Type");
      res.end();
      return;
    }
  }
  if (text.length >= COMPRESS_MIN_BYTES) {
    // The representation depends on Accept-Encoding from this size on.
    res.vary("Accept-Encoding");
    const encoding = head ? undefined : chooseEncoding(req.headers["accept-encoding"]);
    if (encoding) {
      answer.compressed(encoding).then(
        (out) => {
          if (res.destroyed) return;
          res.setHeader("Content-Encoding", encoding);
          res.setHeader("Content-Length", out.length);
          res.end(out);
        },
        () => !res.destroyed && plain(res, text, false),
      );
      return;
    }
  }
  plain(res, text, head);
}

/**
 * A long answer is encoded once and sent as bytes: given the string, Node measured it again for the
 * body (after our Content-Length) and encoded it a third time while writing (the applicants view's
 * profile: two full scans of a 33 KB text, 5 % of the app's CPU). A short one stays a string, which Node
 * writes together with the headers in one chunk; HEAD needs only the length.
 */
function plain(res: Response, text: string, head: boolean) {
  const body = head || text.length < COMPRESS_MIN_BYTES ? text : Buffer.from(text);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  if (head) res.end();
  else res.end(body);
}
