import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Middlewares run one after another as one: the same order and error handling as separate `use` calls
 * (an error, thrown or passed to next, or a rejected promise, goes to the error handlers), without the
 * router's matching and URL bookkeeping between each two, which cost more than most of these steps.
 */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const step = (err?: unknown) => {
      if (err !== undefined && err !== null && err !== false) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const result = handler(req, res, step) as unknown;
        if (result && typeof (result as Promise<unknown>).then === "function") (result as Promise<unknown>).then(undefined, next);
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
