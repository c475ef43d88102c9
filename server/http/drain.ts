import type { Request, Response } from "express";
import { FILE_MAX_BYTES } from "@shared/constants";

/** The most of an unread body read to answer a refusal; past it the connection is closed instead. */
export const DRAIN_MAX_BYTES = FILE_MAX_BYTES + 1024 * 1024;
/** How long a refusal waits for the rest of a body (a slow or stalled client). */
export const DRAIN_MAX_MS = 15_000;

/**
 * Answers after the rest of the request body has arrived, read and discarded. A route that refuses
 * before it reads the body (a guest's multipart upload gets 401 before multer runs) would otherwise
 * answer while the client is still sending; when the connection then closes (`Connection: close`, or
 * a server closing its idle connections, as supertest's does after each answer) the client meets
 * EPIPE or ECONNRESET instead of the answer. multer drains its own refusals the same way (413).
 * A body larger than the upload limit, or one that stalls, is not waited for: the answer goes out with
 * `Connection: close`.
 */
export function answerAfterBody(req: Request, res: Response, answer: () => void): void {
  if (req.complete || req.readableEnded || req.destroyed) return answer();
  let read = 0;
  let done = false;
  const finish = (whole: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off("data", onData).off("end", onEnd).off("error", onEnd).off("close", onEnd);
    if (!whole) {
      res.set("Connection", "close");
      // Stop reading: the socket closes after the answer.
      req.pause();
    }
    if (!res.headersSent && !res.destroyed) answer();
  };
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_MAX_BYTES) finish(false);
  };
  const onEnd = () => finish(true);
  const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
  timer.unref();
  req.on("data", onData).once("end", onEnd).once("error", onEnd).once("close", onEnd);
  req.resume();
}
