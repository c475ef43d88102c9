import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineFeature } from "@shared/contract/define";
import { answerCheck, answerViolation, takeAnswerViolations } from "../../../server/http/answer-check";
import { FeatureRouter } from "../../../server/http/contract-route";
import { errorHandler } from "../../../server/http/error-handler";
import { NotFoundError, RateLimitedError } from "../../../server/http/errors";

// A feature of its own, so the check is proven apart from the real contract.
const probe = defineFeature({
  tag: "probe",
  description: "answer check probe",
  operations: {
    read: {
      method: "get",
      path: "/api/probe/{id}",
      summary: "probe",
      auth: "public",
      params: { id: "id" },
      success: { status: 200, description: "ok", schema: z.strictObject({ id: z.number().int(), name: z.string() }) },
      errors: [404],
    },
  },
});

function appAnswering(answer: (id: number) => unknown) {
  const app = express();
  const api = express.Router();
  api.use(answerCheck);
  api.use(new FeatureRouter("/api", { notFound: "없음" }).on(probe.operations.read, ({ params }) => answer(params.id)).router);
  app.use("/api", api);
  app.use(errorHandler);
  return supertest(app);
}

describe("the contract check of every answer", () => {
  it("when an answer matches its schema, then nothing is reported", async () => {
    await appAnswering((id) => ({ id, name: "전시" }))
      .get("/api/probe/7")
      .expect(200);
    expect(takeAnswerViolations()).toEqual([]);
  });

  it("when an answer carries a field the contract does not name, then the test that caused it gets a violation", async () => {
    await appAnswering((id) => ({ id, name: "전시", email: "leak@example.com" }))
      .get("/api/probe/7")
      .expect(200);
    const v = takeAnswerViolations();
    expect(v).toHaveLength(1);
    expect(v[0]).toContain("GET /api/probe/{id} -> 200: the answer does not match its schema");
    expect(v[0]).toContain("email");
  });

  it("when an answer has the wrong type, then it is a violation", async () => {
    await appAnswering((id) => ({ id: String(id), name: "전시" })).get("/api/probe/7");
    expect(takeAnswerViolations()[0]).toContain("id: Invalid input");
  });

  it("when a documented error is answered with the error body, then nothing is reported", async () => {
    await appAnswering(() => {
      throw new NotFoundError("없음");
    })
      .get("/api/probe/7")
      .expect(404);
    expect(takeAnswerViolations()).toEqual([]);
  });

  it("when a status the contract does not list is answered, then it is a violation", async () => {
    await appAnswering(() => {
      throw new RateLimitedError();
    })
      .get("/api/probe/7")
      .expect(429);
    expect(takeAnswerViolations()).toEqual(["GET /api/probe/{id} -> 429: the status is not in the contract"]);
  });

  it("when the id path parameter is not a positive integer, then the route answers its documented 404", async () => {
    await appAnswering(() => ({}))
      .get("/api/probe/abc")
      .expect(404);
    expect(takeAnswerViolations()).toEqual([]);
  });

  it("when a rate-limited operation answers 429, then the status counts as documented", () => {
    const limited = { ...probe.operations.read, rateLimit: { key: "probe", by: "ip", windowMs: 1000, max: 1 } } as const;
    expect(answerViolation(limited, 429, { code: "RateLimited", message: "요청이 너무 많습니다." })).toBeUndefined();
    expect(answerViolation(probe.operations.read, 429, { code: "RateLimited", message: "x" })).toContain("not in the contract");
  });
});
