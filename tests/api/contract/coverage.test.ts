import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../../server/openapi/document";
import { createTestApp } from "../../setup/test-app";
import { normalise, registeredRoutes, type RouteKey } from "./routes-of";

const t = await createTestApp();
const doc = buildOpenApiDocument();
const documented = Object.entries(doc.paths)
  .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${normalise(path)}` as RouteKey))
  .sort();
const served = registeredRoutes(t.app);

describe("API contract coverage", () => {
  it("when the app is introspected, then it serves a plausible number of routes (the walk works)", () => {
    expect(served.length).toBeGreaterThan(100);
    expect(served).toContain("GET /api/projects/{id}");
    expect(served).toContain("POST /api/community/posts");
  });

  it("when a server route is not in the document, then this test names it", () => {
    const missing = served.filter((r) => !documented.includes(r));
    expect(missing, `routes served but missing from server/openapi/paths/*: ${missing.join(", ")}`).toEqual([]);
  });

  it("when the document has an operation the server does not serve, then this test names it", () => {
    const extra = documented.filter((r) => !served.includes(r));
    expect(extra, `operations documented but not served: ${extra.join(", ")}`).toEqual([]);
  });

  it("when path parameters are documented, then each {name} of the path has one and no other", () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        const params = (op.parameters ?? [])
          .filter((p) => p.in === "path")
          .map((p) => p.name)
          .sort();
        expect(params, `${method.toUpperCase()} ${path}`).toEqual(names);
      }
    }
  });

  it("when every $ref is followed, then it names a schema of components.schemas", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(100);
    for (const r of new Set(refs)) expect(doc.components.schemas, r).toHaveProperty(r);
  });

  it("when operations answer errors, then the error answers refer to the one Error schema", () => {
    const err = doc.paths["/api/projects/{id}"]!.put!.responses;
    // 429: new tags from the project's tag names count against the day's limit (issue 30).
    expect(Object.keys(err).sort()).toEqual(["200", "400", "401", "403", "404", "409", "429"]);
    expect(err["404"]!.content!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/Error" });
    expect(doc.components.schemas.Error).toMatchObject({ required: ["code", "message"] });
  });
});

describe("GET /api/openapi.json and /api/docs", () => {
  it("when the document is fetched, then it is OpenAPI 3.1 with every operation and the shared validators as bodies", async () => {
    const res = await t.request.get("/api/openapi.json").expect(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths).length).toBe(Object.keys(doc.paths).length);
    expect(res.body.paths["/api/auth/register"].post.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/RegisterInput" });
    expect(res.body.components.schemas.RegisterInput.properties.userType.enum).toEqual(["producer", "artist"]);
    expect(res.body.paths["/api/projects"].get.parameters.map((p: { name: string }) => p.name)).toContain("sortBy");
  });

  it("when the reference page is fetched, then it is server-rendered HTML without scripts, styled from our own stylesheet under the CSP", async () => {
    const res = await t.request.get("/api/docs").expect(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(/<script|\sstyle=|\son[a-z]+=/i.test(res.text), "a script, inline style or event handler attribute").toBe(false);
    expect(res.text).toContain('<link rel="stylesheet" href="/api/docs.css">');
    expect(res.text).toContain("<code>/api/projects/{id}</code>");
    expect(res.text).toContain('id="tag-community"');
    expect(res.text).toContain('id="schema-Error"');
    const css = await t.request.get("/api/docs.css").expect(200);
    expect(css.headers["content-type"]).toMatch(/text\/css/);
    expect(css.text).toContain(".op");
  });
});
