import type { RequestHandler, Response } from "express";
import type { z } from "zod";
import { errorStatusesOf, type OperationSpec } from "@shared/contract/define";
import { ErrorBody } from "@shared/contract/responses";
import { OPERATION_LOCAL } from "./contract-route";
import { ANSWER_OBSERVER } from "./send-json";

/**
 * The contract check of the API tests (decision 028): every answer of a contract route is compared
 * with its operation, and what does not match is collected here; the test set-up
 * (tests/setup/env.ts) fails the test that caused it. Off in production: it costs a JSON round trip.
 */
const violations: string[] = [];

/** The violations seen since the last call, emptied. */
export function takeAnswerViolations(): string[] {
  return violations.splice(0, violations.length);
}

/** Statuses an operation may answer: its success, its errors as the document lists them, 304 on a GET. */
export function documentedStatuses(op: OperationSpec): Set<number> {
  const out = new Set<number>([op.success.status, ...errorStatusesOf(op)]);
  if (op.success.alsoStatus) out.add(op.success.alsoStatus);
  if (op.method === "get") out.add(304);
  return out;
}

/** Why `body`, answered with `status` by `op`, breaks the contract; undefined when it keeps it. */
export function answerViolation(op: OperationSpec, status: number, body: unknown): string | undefined {
  const name = `${op.method.toUpperCase()} ${op.path} -> ${status}`;
  if (!documentedStatuses(op).has(status)) return `${name}: the status is not in the contract`;
  const isSuccess = status === op.success.status || status === op.success.alsoStatus;
  const schema: z.ZodType | undefined = isSuccess ? op.success.schema : op.htmlErrors ? undefined : ErrorBody;
  if (!schema) return isSuccess && !op.success.contentType ? `${name}: answered JSON where the contract has no JSON body` : undefined;
  // What the client receives: dates as strings, undefined fields left out.
  const json: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = schema.safeParse(json);
  if (result.success) return undefined;
  const issues = result.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}${"keys" in i ? ` ${JSON.stringify(i.keys)}` : ""}`)
    .join("; ");
  return `${name}: the answer does not match its schema: ${issues}`;
}

/** Installed on the API router when checking is on: watches the answers (sendJson's and res.json's) and the final status. */
export const answerCheck: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  let checkedBody = false;
  const check = (body: unknown) => {
    const op = operationOf(res);
    if (!op) return;
    checkedBody = true;
    const v = answerViolation(op, res.statusCode, body);
    if (v) violations.push(v);
  };
  res.json = ((body: unknown) => {
    check(body);
    return json(body);
  }) as Response["json"];
  // sendJson sets the status first, then reports the body here.
  res.locals[ANSWER_OBSERVER] = check;
  res.on("finish", () => {
    const op = operationOf(res);
    if (!op || checkedBody) return;
    if (!documentedStatuses(op).has(res.statusCode))
      violations.push(`${op.method.toUpperCase()} ${op.path} -> ${res.statusCode}: the status is not in the contract`);
  });
  next();
};

function operationOf(res: Response): OperationSpec | undefined {
  return res.locals[OPERATION_LOCAL] as OperationSpec | undefined;
}
