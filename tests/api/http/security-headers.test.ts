import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { REMEMBER_ME_MAX_AGE_MS } from "@shared/constants";
import { sessions } from "@shared/schema/index";
import { createApp } from "../../../server/app";
import { paymentProviderOf } from "../../../server/features/payments/service";
import { createLogger } from "../../../server/logger";
import { insertUser } from "../../factories/users";
import { createTestApp, login, TEST_APP_URL, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

const dist = mkdtempSync(path.join(tmpdir(), "artlink-dist-"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><head><title>아트링크</title></head><body></body></html>");
const uploads = mkdtempSync(path.join(tmpdir(), "artlink-uploads-"));
writeFileSync(path.join(uploads, "a1b2.pdf"), "%PDF-1.4 test");

function appFor(nodeEnv: "test" | "production", payments?: ReturnType<typeof paymentProviderOf>) {
  return supertest(
    createApp({
      db: t.db,
      config: { appUrl: TEST_APP_URL, sessionSecret: "test-secret-test-secret", nodeEnv, uploadDir: uploads },
      logger: createLogger("silent"),
      checkAnswers: true,
      client: { distDir: dist },
      projectListCacheMs: 0,
      payments,
    }).app,
  );
}
const dev = appFor("test");
const prod = appFor("production");

describe("security headers", () => {
  it("when a page is served, then a strict CSP (no inline scripts, no framing) and the other helmet headers are sent", async () => {
    const res = await dev.get("/projects");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("when real Toss keys are configured, then the CSP allows Toss's SDK script, frames, calls and form posts; with the stand-in or no keys, no Toss origin at all", async () => {
    // Nothing is sent to Toss here: the provider only calls out when a payment is confirmed or looked up.
    const real = appFor(
      "production",
      paymentProviderOf({ fake: false, clientKey: "test_gck_x", secretKey: "test_gsk_x", apiUrl: "https://api.tosspayments.com" }),
    );
    const csp = (await real.get("/projects")).headers["content-security-policy"] as string;
    const directive = (name: string) => csp.split(";").find((d) => d.trim().startsWith(`${name} `))!;
    expect(directive("script-src")).toBe("script-src 'self' https://js.tosspayments.com");
    expect(directive("frame-src")).toContain("https://*.tosspayments.com");
    expect(directive("frame-src")).toContain("https://www.youtube-nocookie.com");
    expect(directive("connect-src")).toBe("connect-src 'self' https://*.tosspayments.com");
    expect(directive("form-action")).toBe("form-action 'self' https://*.tosspayments.com");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const app of [appFor("production", paymentProviderOf({ fake: true })), prod, dev]) {
      const other = (await app.get("/projects")).headers["content-security-policy"] as string;
      expect(other).toContain("script-src 'self'");
      expect(other).not.toContain("tosspayments");
    }
  });

  it("when not in production, then no HSTS; in production, HSTS for a year", async () => {
    expect((await dev.get("/api/health")).headers["strict-transport-security"]).toBeUndefined();
    expect((await prod.get("/api/health")).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("when an upload is served, then it is sandboxed, framable only by our pages, with a Content-Disposition and nosniff", async () => {
    const res = await dev.get("/uploads/a1b2.pdf");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-disposition"]).toBe('inline; filename="a1b2.pdf"');
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("session cookie and lifetime", () => {
  it("when signing in in production over https, then the cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, path /", async () => {
    const user = await insertUser(t.db, { userType: "artist" });
    const res = await prod
      .post("/api/auth/login")
      .set("X-Forwarded-Proto", "https")
      .set("Origin", TEST_APP_URL)
      .send({ email: user.email, password: TEST_PASSWORD, rememberMe: false });
    expect(res.status).toBe(200);
    const cookie = (res.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("__Host-sid="))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it("when a remembered session is older than 30 days, then the next request finds it expired (absolute lifetime)", async () => {
    const user = await insertUser(t.db, { userType: "producer" });
    const agent = t.agent();
    await login(agent, user.email);
    await agent.get("/api/auth/user").expect(200);
    // Signed in 31 days ago: the next touch caps the row's expiry at signedInAt + 30 days (the past).
    const longAgo = Date.now() - REMEMBER_ME_MAX_AGE_MS - 86_400_000;
    await t.db
      .update(sessions)
      .set({ sess: sql`jsonb_set(${sessions.sess}, '{signedInAt}', to_jsonb(${longAgo}::bigint))` })
      .where(eq(sessions.userId, user.id));
    await agent.get("/api/auth/user");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });
});
