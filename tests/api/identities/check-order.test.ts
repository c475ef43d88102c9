import { describe, expect, it } from "vitest";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// No provider configured: every provider is switched off.
const t = await createTestApp();

/**
 * The routes registered from their operations keep the order their checks always had where the
 * router's own order (auth, params, query, body, limit) would differ: these requests fail two checks.
 */
describe("the order of checks of the provider and unsubscribe routes", () => {
  it("when a provider sign-in starts for an unknown provider or one switched off with a bad query, then the provider decides (404, or back to /auth), not the query", async () => {
    await t.request.get("/api/auth/oauth/twitter/start?remember=x").expect(404);
    const off = await t.request.get("/api/auth/oauth/kakao/start?remember=x").expect(302);
    expect(off.headers.location).toBe("/auth?oauthError=disabled");
  });

  it("when a provider is linked with a bad body, then a guest gets 401 and a signed-in user the provider's 404 first", async () => {
    await t.request.post("/api/auth/oauth/twitter/link").send({ password: 1 }).expect(401);
    const { agent } = await signedIn(t, "artist");
    const unknown = await agent.post("/api/auth/oauth/twitter/link").send({ password: 1 }).expect(404);
    expect(unknown.body.code).toBe("NotFound");
    await agent.post("/api/auth/oauth/kakao/link").send({ password: 1 }).expect(404);
  });

  it("when a provider sign-up is completed with a bad body and none is waiting, then it answers 404", async () => {
    const res = await t.request.post("/api/auth/oauth/complete").send({}).expect(404);
    expect(res.body.code).toBe("NotFound");
  });

  it("when an unsubscribe link carries its token twice, then it answers the HTML page of a bad link (400), not a JSON error", async () => {
    const res = await t.request.get("/api/mail/unsubscribe?token=a&token=b").expect(400);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toContain("수신 거부 링크가 올바르지 않습니다");
  });
});
