import type { Express, Request, RequestHandler, Response } from "express";
import type { Logger } from "../logger";

declare module "http" {
  interface IncomingMessage {
    /** The request's logger (a child of the app's with the request's id, method and URL), made on first use. */
    log: Logger;
    /** A number per request, in this process's logs. */
    id?: number;
  }
}

const START = Symbol("requestLogStart");
type Timed = Response & { [START]?: number };

let lastId = 0;
const idOf = (req: Request) => (req.id ??= lastId = (lastId + 1) & 0x7fffffff);

/** What a log line says about its request: tokens in the query are never written. */
const requestFields = (req: Request) => ({ id: idOf(req), method: req.method, url: req.originalUrl.replace(/token=[^&]+/, "token=[redacted]") });

/**
 * The API's access log, as pino-http wrote it (a "request completed" line per /api request, at info for
 * 2xx/3xx, warn for 4xx and error for 5xx or a request that ended before its answer), without its cost
 * per request: no child logger is made unless something logs through `req.log`, and nothing at all is done
 * for a request when the logger would drop even an error line (LOG_LEVEL=silent) or for the pages and
 * assets, which were never logged.
 */
export function requestLog(app: Express, logger: Logger): RequestHandler {
  // req.log on the app's request prototype: a child logger only for the requests that log something.
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Request) {
      const child = logger.child({ req: requestFields(this) });
      Object.defineProperty(this, "log", { value: child, configurable: true, writable: true });
      return child;
    },
  });

  function onClose(this: Timed) {
    const req = this.req;
    const finished = this.writableFinished;
    const status = this.statusCode;
    const level = !finished || status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (!logger.isLevelEnabled(level)) return;
    const line = { req: requestFields(req), res: { statusCode: status }, responseTime: Math.round(performance.now() - (this[START] ?? 0)) };
    if (finished) logger[level](line, "request completed");
    else logger[level]({ ...line, err: { message: "the connection closed before the answer was sent" } }, "request aborted");
  }

  return (req, res, next) => {
    if (!req.url.startsWith("/api") || !logger.isLevelEnabled("error")) return next();
    (res as Timed)[START] = performance.now();
    res.once("close", onClose);
    next();
  };
}
