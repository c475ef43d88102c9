import { describe, expect, it } from "vitest";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

describe("GET /api/health", () => {
  it("when the database answers, then it reports ok", async () => {
    const res = await t.request.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "ok" });
  });
});
