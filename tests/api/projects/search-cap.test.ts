import { describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "@shared/constants";
import { projects } from "@shared/schema/index";
import { projectSearchTokens } from "@shared/search-tokens";
import { buildProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const MATCHES = SEARCH_COUNT_CAP + 30;
const producer = await insertUser(t.db, { userType: "producer" });
const base = Date.parse("2030-01-01T00:00:00Z");
/** Every 100th project (counting from the newest) has the word in its title; the others only in the description. */
const titled = new Set<number>();
const rows = Array.from({ length: MATCHES }, (_, i) => {
  const inTitle = i % 100 === 0;
  const p = buildProject({
    producerId: producer.id,
    title: inTitle ? `기록보관소 전시 ${i}` : `평범한 전시 ${i}`,
    description: "지역 기록보관소와 함께하는 전시입니다.",
    // i = 0 is the newest.
    createdAt: new Date(base - i * 60_000),
  });
  return { ...p, producerId: producer.id, searchTokens: projectSearchTokens({ title: p.title, description: p.description, tags: [], location: p.location }) };
});
const inserted = await t.db.insert(projects).values(rows).returning({ id: projects.id, title: projects.title });
inserted.forEach((r) => r.title.startsWith("기록보관소") && titled.add(r.id));

// The same walk through both windows (decision 045): filtered by producer the window is read from projects,
// without a filter from recruiting_search. This file's database holds only these projects, so both match alike.
for (const [name, scope] of [
  ["projects (producer filter)", { producer: producer.id }],
  ["recruiting_search (the default list)", {}],
] as const) {
  const page = (offset: number, limit = 50) => t.request.get("/api/projects").query({ search: "기록보관소", ...scope, offset, limit });

  describe(`GET /api/projects — counts and ranking capped for common words, window from ${name}`, () => {
    it("when more projects match than the cap, then total is the cap, totalCapped is true and more pages follow", async () => {
      const res = await page(0);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(SEARCH_COUNT_CAP);
      expect(res.body.totalCapped).toBe(true);
      expect(res.body.hasMore).toBe(true);
    });

    it("when fewer match than the cap, then the exact total and totalCapped false", async () => {
      const res = await t.request.get("/api/projects").query({ search: "기록보관소 전시 100", ...scope });
      expect(res.body.totalCapped).toBe(false);
      expect(res.body.total).toBeLessThan(SEARCH_COUNT_CAP);
    });

    it("when searching, then title matches among the newest matches come first, newest first", async () => {
      const res = await page(0);
      const ids: number[] = res.body.items.map((p: { id: number }) => p.id);
      const titledInWindow = inserted
        .slice(0, SEARCH_COUNT_CAP)
        .filter((r) => titled.has(r.id))
        .map((r) => r.id);
      expect(ids.slice(0, titledInWindow.length)).toEqual(titledInWindow);
      expect(ids.slice(titledInWindow.length).every((id) => !titled.has(id))).toBe(true);
    });

    it("when every page is walked, including the one across the ranking window's end, then each match appears exactly once and beyond the window the order is newest first", async () => {
      const seen: number[] = [];
      for (let offset = 0; ; offset += 50) {
        const res = await page(offset);
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((p: { id: number }) => p.id));
        if (!res.body.hasMore) break;
      }
      expect(seen).toHaveLength(MATCHES);
      expect(new Set(seen).size).toBe(MATCHES);
      expect(seen.slice(SEARCH_COUNT_CAP)).toEqual(inserted.slice(SEARCH_COUNT_CAP).map((r) => r.id));
    });

    it("when a page straddles the window's end, then it joins the last ranked rows and the first date-ordered ones", async () => {
      const res = await page(SEARCH_COUNT_CAP - 10, 20);
      expect(res.body.items).toHaveLength(20);
      expect(res.body.items.slice(10).map((p: { id: number }) => p.id)).toEqual(inserted.slice(SEARCH_COUNT_CAP, SEARCH_COUNT_CAP + 10).map((r) => r.id));
    });

    it("when the list is filtered by region only (no search text), then every page walked gives each match once, newest first, across the window's end", async () => {
      const seen: number[] = [];
      for (let offset = 0; ; offset += 50) {
        const res = await t.request.get("/api/projects").query({ location: "서울", ...scope, offset, limit: 50 });
        expect(res.status).toBe(200);
        if (offset === 0) expect([res.body.total, res.body.totalCapped]).toEqual([SEARCH_COUNT_CAP, true]);
        seen.push(...res.body.items.map((p: { id: number }) => p.id));
        if (!res.body.hasMore) break;
      }
      expect(seen).toEqual(inserted.map((r) => r.id));
    });

    it("when the list has no filter beyond the scope (newest first), then the slice and the count come from one walk and every page gives each project once, across the window's end", async () => {
      const seen: number[] = [];
      for (let offset = 0; ; offset += 50) {
        const res = await t.request.get("/api/projects").query({ ...scope, offset, limit: 50 });
        expect(res.status).toBe(200);
        expect([res.body.total, res.body.totalCapped]).toEqual([SEARCH_COUNT_CAP, true]);
        seen.push(...res.body.items.map((p: { id: number }) => p.id));
        if (!res.body.hasMore) break;
      }
      expect(seen).toEqual(inserted.map((r) => r.id));
    });
  });
}
