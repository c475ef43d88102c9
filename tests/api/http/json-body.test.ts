import { describe, expect, it } from "vitest";
import { jsonNestsDeeper, MAX_JSON_DEPTH } from "../../../server/http/json-body";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Penetration test of main (issue 30): a 1 MB, deeply nested JSON body cost 0.2-0.3 s of CPU before
// authentication. Both cases below failed on main (the guest's 200 kB body was parsed and answered 400
// by the route; the deep body was parsed whole).
const t = await createTestApp();

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("JSON bodies: limited for guests, never deeply nested", () => {
  it("when a guest sends a 200 kB JSON body, then 413 before any route reads it", async () => {
    const res = await t.request
      .post("/api/auth/login")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ email: "a@example.com", password: "x".repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "PayloadTooLarge", message: "요청 본문이 너무 큽니다." });
  });

  it("when a signed-in member sends the same 200 kB body, then the route answers it (the member limit is 1 MB)", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/community/posts").send({ content: "가".repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("Validation");
  });

  it("when a body nests 10,000 arrays, then 400 with a Korean message, for a guest and for a member", async () => {
    const guest = await t.request.post("/api/auth/login").set("Content-Type", "application/json").send(nested(10_000));
    expect(guest.status).toBe(400);
    expect(guest.body).toEqual({ code: "BadRequest", message: "요청 본문의 구조가 너무 깊습니다." });
    const { agent } = await signedIn(t, "producer");
    const member = await agent
      .post("/api/projects")
      .set("Content-Type", "application/json")
      .send(`{"title":${nested(5_000)}}`);
    expect(member.status).toBe(400);
    expect(member.body.message).toBe("요청 본문의 구조가 너무 깊습니다.");
  });

  it("when brackets sit inside strings, then they do not count as nesting", () => {
    const text = JSON.stringify({ note: "[".repeat(100), quote: 'a \\" [[[' });
    expect(jsonNestsDeeper(Buffer.from(text), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeper(Buffer.from(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeper(Buffer.from(nested(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
  });
});
