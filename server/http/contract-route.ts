import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import { PARAM_FORMAT, type OperationSpec, type ParamKind } from "@shared/contract/define";
import { currentUser, requireUser, type SessionUser } from "./auth";
import { NotFoundError } from "./errors";
import { withRateLimitHeaders, type RateLimiter } from "./rate-limit";
import { compressResponses, sendJson } from "./send-json";
import { intId, parse } from "./validate";

/** Path parameters as a handler receives them: `id` params are positive integers, the rest text. */
type ServerParams<O extends OperationSpec> =
  O["params"] extends Record<string, ParamKind> ? { [K in keyof O["params"]]: O["params"][K] extends "id" ? number : string } : Record<never, never>;
type ServerQuery<O extends OperationSpec> = O["query"] extends z.ZodType ? z.output<O["query"]> : undefined;
type ServerBody<O extends OperationSpec> = O["body"] extends z.ZodType ? z.output<O["body"]> : undefined;

/** What a handler is given: the request already authenticated, parsed and limited as its operation says. */
export interface RouteInput<O extends OperationSpec> {
  params: ServerParams<O>;
  query: ServerQuery<O>;
  body: ServerBody<O>;
  /** The signed-in user: always there for `auth: "user"` operations (guests got 401 before the handler). */
  user: O["auth"] extends "user" ? SessionUser : SessionUser | undefined;
  req: Request;
  res: Response;
}

/**
 * Returns the answer body, sent as JSON with the operation's success status; or `undefined` after it
 * answered by itself (a redirect, a file, a stream, a status chosen at run time).
 */
export type RouteHandler<O extends OperationSpec> = (input: RouteInput<O>) => unknown;

export interface FeatureRouterOptions {
  /** Applies the operations' declared rate limits. */
  limiter?: RateLimiter;
  /** The 404 message of an `id` path parameter that is not a positive integer. */
  notFound?: string;
}

export interface RouteOptions {
  /** This operation's 404 message for a malformed `id` (the router's otherwise). */
  notFound?: string;
  /** Middleware run before authentication and parsing (e.g. a public cache header). */
  before?: RequestHandler[];
}

/** The operation an answer belongs to, for the contract check of the API tests (answer-check.ts). */
export const OPERATION_LOCAL = "contractOperation";

/** "/api/projects/{id}" under the mount "/api" -> "/projects/:id". */
export function expressPath(path: string, mount: string): string {
  if (!path.startsWith(mount)) throw new Error(`${path} is not under its router's mount ${mount}`);
  const rest = path.slice(mount.length) || "/";
  return rest.replace(/\{([A-Za-z0-9_]+)\}/g, ":$1");
}

/**
 * A feature's Express router whose routes are registered from their contract operations: the
 * operation decides the method, the path, authentication, the parsing of params, query and body and
 * the rate limit, so a route cannot drift from what the document says.
 */
export class FeatureRouter {
  readonly router = Router();

  /** @param mount where app.ts mounts this router ("/api", "/api/auth" ...): operation paths start with it. */
  constructor(
    readonly mount: string,
    private readonly opts: FeatureRouterOptions = {},
  ) {}

  /** Router-level middleware (before every route of this router). */
  use(...handlers: RequestHandler[]): this {
    this.router.use(...handlers);
    return this;
  }

  /** Registers `op` with its handler. */
  on<const O extends OperationSpec>(op: O, handler: RouteHandler<O>, options: RouteOptions = {}): this {
    const notFound = options.notFound ?? this.opts.notFound;
    const limit = op.rateLimit && "key" in op.rateLimit ? op.rateLimit : undefined;
    if (limit && !this.opts.limiter) throw new Error(`${op.method.toUpperCase()} ${op.path}: a rate limit needs the router's limiter`);
    const paramKinds = Object.entries(op.params ?? {});
    const handle = async (req: Request, res: Response) => {
      const user = op.auth === "user" ? requireUser(req) : currentUser(req);
      const params: Record<string, string | number> = {};
      for (const [name, kind] of paramKinds) {
        const raw = req.params[name];
        if (kind === "id") params[name] = intId(raw, notFound);
        else if (typeof raw !== "string" || !PARAM_FORMAT[kind].test(raw)) throw new NotFoundError(notFound);
        else params[name] = raw;
      }
      const query = op.query ? parse(op.query, req.query) : undefined;
      const body = op.body ? parse(op.body, req.body) : undefined;
      if (limit) {
        const who = limit.by === "user" ? user?.id : req.ip;
        await this.opts.limiter!.hit(limit.windowMs, [{ key: `${limit.key}:${who ?? req.ip ?? ""}`, max: limit.max }]);
      }
      const answer = await handler({ params, query, body, user, req, res } as unknown as RouteInput<O>);
      if (answer === undefined || res.headersSent) return;
      // A handler that chose another documented status (200 or 201 for "found or created") keeps it.
      sendJson(req, res, res.statusCode !== 200 ? res.statusCode : op.success.status, answer);
    };
    // Only an operation that counts against a limit (declared, or in its handler) needs the response at
    // hand for the RateLimit headers (rate-limit.ts); the others skip the async context.
    const run: RequestHandler = op.rateLimit ? (req, res) => withRateLimitHeaders(res, () => handle(req, res)) : handle;
    const mark: RequestHandler = (_req, res, next) => {
      res.locals[OPERATION_LOCAL] = op;
      next();
    };
    // Answers that are not JSON (pages, styles, files) go through the per-response compression.
    const before = [...(op.success.contentType ? [compressResponses] : []), ...(options.before ?? [])];
    const path = expressPath(op.path, this.mount);
    if (before.length) this.router[op.method](path, mark, ...before, run);
    else
      this.router[op.method](path, (req: Request, res: Response, next: NextFunction) => {
        res.locals[OPERATION_LOCAL] = op;
        return run(req, res, next);
      });
    return this;
  }
}
