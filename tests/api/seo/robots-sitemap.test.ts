import { describe, expect, it } from "vitest";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { countQueries } from "../../setup/query-counter";
import { createTestApp, TEST_APP_URL } from "../../setup/test-app";

const t = await createTestApp();

describe("GET /robots.txt", () => {
  it("allows the public pages, keeps accounts' own pages out and names the sitemap", async () => {
    const res = await t.request.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const p of ["/dashboard", "/messages", "/account-settings"]) expect(lines).toContain(`Disallow: ${p}`);
    // The public pages a crawler should read are not disallowed.
    for (const p of ["/projects", "/artists", "/producers", "/community"]) expect(lines.some((l) => l === `Disallow: ${p}` || l === "Disallow: /")).toBe(false);
    expect(lines).toContain(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages, listed projects and verified profiles, not drafts, cancelled or unverified", async () => {
    const producer = await insertUser(t.db, { userType: "producer", emailVerified: true });
    const artist = await insertUser(t.db, { userType: "artist", emailVerified: true });
    const unverified = await insertUser(t.db, { userType: "artist", emailVerified: false });
    const deleted = await insertUser(t.db, { userType: "artist", emailVerified: true, isDeleted: true });
    const listed = await insertProject(t.db, { producerId: producer.id, status: "published" });
    const completed = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    const draft = await insertProject(t.db, { producerId: producer.id, status: "draft" });
    const cancelled = await insertProject(t.db, { producerId: producer.id, status: "cancelled" });

    const res = await t.request.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of ["/", "/projects", "/artists", "/producers", "/community"]) expect(locs).toContain(`${TEST_APP_URL}${p}`);
    expect(locs).toContain(`${TEST_APP_URL}/projects/${listed.id}`);
    expect(locs).toContain(`${TEST_APP_URL}/projects/${completed.id}`);
    expect(locs).not.toContain(`${TEST_APP_URL}/projects/${draft.id}`);
    expect(locs).not.toContain(`${TEST_APP_URL}/projects/${cancelled.id}`);
    expect(locs).toContain(`${TEST_APP_URL}/producers/${producer.id}`);
    expect(locs).toContain(`${TEST_APP_URL}/artists/${artist.id}`);
    expect(locs.some((l) => l.endsWith(unverified.id))).toBe(false);
    expect(locs.some((l) => l.endsWith(deleted.id))).toBe(false);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it("costs two statements whatever the number of rows", async () => {
    const producer = await insertUser(t.db, { userType: "producer", emailVerified: true });
    for (let i = 0; i < 5; i += 1) await insertProject(t.db, { producerId: producer.id });
    const { result, count } = await countQueries(() => t.request.get("/sitemap.xml"));
    expect(result.status).toBe(200);
    expect(count).toBe(2);
  });
});
