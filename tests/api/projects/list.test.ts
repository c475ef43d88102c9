import { describe, expect, it } from "vitest";
import { dayFromToday, insertProject, storedViewCount } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const producer = () => insertUser(t.db, { userType: "producer" });
const ids = (body: { items: Array<{ id: number }> }) => body.items.map((p) => p.id);
const titles = (body: { items: Array<{ title: string }> }) => body.items.map((p) => p.title);

describe("GET /api/projects", () => {
  it("when projects are drafts or cancelled, then they are never listed, and the other statuses are (closed ones on request)", async () => {
    const p = await producer();
    const made = new Map<string, number>();
    for (const status of ["draft", "published", "in_progress", "completed", "cancelled"] as const) {
      made.set(status, (await insertProject(t.db, { producerId: p.id, status })).id);
    }

    const res = await t.request.get("/api/projects").query({ producer: p.id, includeClosed: "true" });

    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(ids(res.body).sort()).toEqual([made.get("published"), made.get("in_progress"), made.get("completed")].sort());
    expect(res.body.hasMore).toBe(false);
  });

  it("when a draft or cancelled status is asked for explicitly, then it is refused and nothing hidden leaks", async () => {
    const p = await producer();
    await insertProject(t.db, { producerId: p.id, status: "draft" });
    await insertProject(t.db, { producerId: p.id, status: "cancelled" });

    for (const status of ["draft", "cancelled"]) {
      const res = await t.request.get("/api/projects").query({ producer: p.id, status });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty("status");
    }
  });

  it("when a card is listed, then it carries producer, tags, counts and a thumbnail and hides the producer e-mail from guests", async () => {
    const p = await insertUser(t.db, { userType: "producer", firstName: "서연", lastName: "이" });
    await insertProject(t.db, { producerId: p.id, tags: ["회화", "조각"], imageUrl: "/uploads/abc.png" });

    const res = await t.request.get("/api/projects").query({ producer: p.id });

    const [card] = res.body.items;
    expect(card.producer).toMatchObject({ id: p.id, firstName: "서연", lastName: "이", email: null });
    expect(card.tags.map((x: { name: string }) => x.name)).toEqual(["조각", "회화"]);
    expect(card).toMatchObject({ applicationCount: 0, acceptedCount: 0, invitationCount: 0, thumbnailUrl: "/uploads/abc.w480.webp" });
    expect(card).not.toHaveProperty("searchTokens");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  describe("search", () => {
    it("when a Korean word is part of a longer word in the title, then a substring finds it (설치, 미술 -> 설치미술전)", async () => {
      const p = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, title: "설치미술전", description: "대형 작품을 보여줍니다." });
      await insertProject(t.db, { producerId: p.id, title: "사진 공모", description: "풍경 사진을 모읍니다." });

      for (const search of ["설치", "미술", "설치미술전", "술전"]) {
        const res = await t.request.get("/api/projects").query({ producer: p.id, search });
        expect(res.status, search).toBe(200);
        expect(ids(res.body), search).toEqual([hit.id]);
        expect(res.body.total, search).toBe(1);
      }
    });

    it("when the words are in the description, a tag or the location, then they are found there too", async () => {
      const p = await producer();
      const inDescription = await insertProject(t.db, { producerId: p.id, title: "가을 기획", description: "야외 설치미술 작가를 찾습니다." });
      const inTag = await insertProject(t.db, { producerId: p.id, title: "겨울 기획", description: "내용", tags: ["미디어설치"] });
      const inLocation = await insertProject(t.db, { producerId: p.id, title: "봄 기획", description: "내용", location: "제주" });

      const a = await t.request.get("/api/projects").query({ producer: p.id, search: "설치" });
      expect(ids(a.body).sort()).toEqual([inDescription.id, inTag.id].sort());
      const b = await t.request.get("/api/projects").query({ producer: p.id, search: "미술" });
      expect(ids(b.body)).toEqual([inDescription.id]);
      const c = await t.request.get("/api/projects").query({ producer: p.id, search: "제주" });
      expect(ids(c.body)).toEqual([inLocation.id]);
    });

    it("when the search is only initial consonants (초성), then ㅅㅊㅁㅅ finds 설치미술", async () => {
      const p = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, title: "설치미술 작가 모집" });
      await insertProject(t.db, { producerId: p.id, title: "사진 작가 모집" });

      const res = await t.request.get("/api/projects").query({ producer: p.id, search: "ㅅㅊㅁㅅ" });

      expect(ids(res.body)).toEqual([hit.id]);
    });

    it("when Latin text differs in case, then the search ignores case (SEOUL finds Seoul)", async () => {
      const p = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, title: "Seoul Art Week", description: "international fair" });

      const res = await t.request.get("/api/projects").query({ producer: p.id, search: "SEOUL" });

      expect(ids(res.body)).toEqual([hit.id]);
    });

    it("when nothing matches, then the list is empty with total 0", async () => {
      const p = await producer();
      await insertProject(t.db, { producerId: p.id, title: "설치미술전" });

      const res = await t.request.get("/api/projects").query({ search: "존재하지않는검색어" });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ items: [], total: 0, totalCapped: false, hasMore: false });
    });

    it("when the search holds < > \" ' &, then they are removed before searching", async () => {
      const p = await producer();
      const joined = await insertProject(t.db, { producerId: p.id, title: "설치미술전" });
      // Holds 설 and 치미술 but never the pair 설치: only a search that kept the quote would find it.
      await insertProject(t.db, { producerId: p.id, title: "설 치미술" });

      const res = await t.request.get("/api/projects").query({ producer: p.id, search: `설'치<미>술"&` });

      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([joined.id]);
    });

    it("when the search is longer than 200 characters, then only the first 200 are used", async () => {
      const p = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, title: "설치미술전" });

      // Characters 199-200 are 설치; the rest (없는말) would match nothing if it were kept.
      const res = await t.request.get("/api/projects").query({ producer: p.id, search: `${" ".repeat(198)}설치없는말` });

      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([hit.id]);
    });
  });

  describe("filters", () => {
    it("when search, tags, location and producer are combined, then only projects meeting all of them are listed", async () => {
      const p = await producer();
      const other = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, title: "설치미술전", location: "부산", tags: ["조각"] });
      const hit2 = await insertProject(t.db, { producerId: p.id, title: "설치 작품 공모", location: "부산", tags: ["회화"] });
      await insertProject(t.db, { producerId: p.id, title: "설치미술전 2", location: "서울", tags: ["조각"] }); // wrong location
      await insertProject(t.db, { producerId: p.id, title: "설치미술전 3", location: "부산", tags: ["사진"] }); // wrong tag
      await insertProject(t.db, { producerId: p.id, title: "회화 기획", location: "부산", tags: ["조각"] }); // wrong text
      await insertProject(t.db, { producerId: other.id, title: "설치미술전", location: "부산", tags: ["조각"] }); // wrong producer

      const repeated = await t.request.get(
        `/api/projects?search=${encodeURIComponent("설치")}&tags=${encodeURIComponent("조각")}&tags=${encodeURIComponent("회화")}&location=${encodeURIComponent("부산")}&producer=${p.id}`,
      );
      const comma = await t.request.get("/api/projects").query({ search: "설치", tags: "조각,회화", location: "부산", producer: p.id });

      for (const res of [repeated, comma]) {
        expect(res.status).toBe(200);
        expect(ids(res.body).sort()).toEqual([hit.id, hit2.id].sort());
        expect(res.body.total).toBe(2);
      }
    });

    it("when one tag is given, then only projects with that tag are listed (ignoring case)", async () => {
      const p = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, tags: ["Video Art"] });
      await insertProject(t.db, { producerId: p.id, tags: ["회화"] });

      const res = await t.request.get("/api/projects").query({ producer: p.id, tags: "video art" });

      expect(ids(res.body)).toEqual([hit.id]);
    });

    it("when the location filter is given, then it matches the region exactly", async () => {
      const p = await producer();
      const hit = await insertProject(t.db, { producerId: p.id, location: "경기" });
      await insertProject(t.db, { producerId: p.id, location: "경기남부" });

      const res = await t.request.get("/api/projects").query({ producer: p.id, location: "경기" });

      expect(ids(res.body)).toEqual([hit.id]);
    });
  });

  describe("sorting", () => {
    it("when sortBy is newest (or absent), then the newest project comes first", async () => {
      const p = await producer();
      const base = Date.now();
      const old = await insertProject(t.db, { producerId: p.id, createdAt: new Date(base - 3 * 86_400_000) });
      const newest = await insertProject(t.db, { producerId: p.id, createdAt: new Date(base - 1 * 86_400_000) });
      const mid = await insertProject(t.db, { producerId: p.id, createdAt: new Date(base - 2 * 86_400_000) });

      for (const sortBy of ["newest", undefined]) {
        const res = await t.request.get("/api/projects").query({ producer: p.id, ...(sortBy ? { sortBy } : {}) });
        expect(ids(res.body)).toEqual([newest.id, mid.id, old.id]);
      }
    });

    it("when sortBy is deadline, then open calls closing soonest come first, then those without a deadline, then (on request) closed ones", async () => {
      const p = await producer();
      const none = await insertProject(t.db, { producerId: p.id, deadline: null, title: "없음" });
      const closed = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(-2), startDate: dayFromToday(5), title: "마감" });
      const later = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(10), title: "10일" });
      const soon = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(3), title: "3일" });

      const res = await t.request.get("/api/projects").query({ producer: p.id, sortBy: "deadline" });
      expect(ids(res.body)).toEqual([soon.id, later.id, none.id]);

      const all = await t.request.get("/api/projects").query({ producer: p.id, sortBy: "deadline", includeClosed: "true" });
      expect(ids(all.body)).toEqual([soon.id, later.id, none.id, closed.id]);
    });

    it("when sortBy is budget, then projects are ordered by amount, open-ended above bounded, unknown budgets last", async () => {
      const p = await producer();
      // Inserted so that id order would give a different answer than amount order.
      for (const budget of ["5000만원 이상", "미정", "100만원 이하", "1000~5000만원", "300만원", "추후 협의", "1,200만원"]) {
        await insertProject(t.db, { producerId: p.id, budget, title: budget });
      }

      const res = await t.request.get("/api/projects").query({ producer: p.id, sortBy: "budget" });

      expect(res.status).toBe(200);
      const order = titles(res.body);
      expect(order.slice(0, 5)).toEqual(["5000만원 이상", "1000~5000만원", "1,200만원", "300만원", "100만원 이하"]);
      expect(order.slice(5).sort()).toEqual(["미정", "추후 협의"].sort());
    });
  });

  describe("pagination", () => {
    it.each(["newest", "deadline", "budget", undefined])(
      "when 45 projects with equal sort keys are paged 20 at a time (sortBy %s), then the pages hold 45 distinct ids with no gaps",
      async (sortBy) => {
        const p = await producer();
        const sameInstant = new Date("2030-01-01T00:00:00Z");
        const made = new Set<number>();
        for (let i = 0; i < 45; i += 1) {
          made.add((await insertProject(t.db, { producerId: p.id, createdAt: sameInstant, budget: "300만원", deadline: dayFromToday(9) })).id);
        }

        const seen: number[] = [];
        const expected = [
          { offset: 0, count: 20, hasMore: true },
          { offset: 20, count: 20, hasMore: true },
          { offset: 40, count: 5, hasMore: false },
        ];
        for (const page of expected) {
          const res = await t.request.get("/api/projects").query({ producer: p.id, limit: 20, offset: page.offset, ...(sortBy ? { sortBy } : {}) });
          expect(res.status).toBe(200);
          expect(res.body.items).toHaveLength(page.count);
          expect(res.body.hasMore).toBe(page.hasMore);
          expect(res.body.total).toBe(45);
          seen.push(...ids(res.body));
        }
        expect(new Set(seen).size).toBe(45);
        expect([...seen].sort()).toEqual([...made].sort());
      },
    );

    it("when offset is past the end, then the page is empty with the real total", async () => {
      const p = await producer();
      await insertProject(t.db, { producerId: p.id });

      const res = await t.request.get("/api/projects").query({ producer: p.id, offset: 20 });

      expect(res.body).toEqual({ items: [], total: 1, totalCapped: false, hasMore: false });
    });

    it("when no limit is given, then 20 projects are returned", async () => {
      const p = await producer();
      for (let i = 0; i < 21; i += 1) await insertProject(t.db, { producerId: p.id });

      const res = await t.request.get("/api/projects").query({ producer: p.id });

      expect(res.body.items).toHaveLength(20);
      expect(res.body.hasMore).toBe(true);
    });
  });

  describe("invalid queries", () => {
    it("when limit is above 50, then 400 with a Korean message", async () => {
      const res = await t.request.get("/api/projects").query({ limit: 51 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("한 번에 최대 50개까지 조회할 수 있습니다");
      expect(res.body.fieldErrors.limit).toEqual(["한 번에 최대 50개까지 조회할 수 있습니다"]);
    });

    it("when limit or offset is not a number or out of range, then 400", async () => {
      for (const query of [{ limit: "abc" }, { limit: 0 }, { offset: -1 }, { offset: "x" }]) {
        const res = await t.request.get("/api/projects").query(query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.code).toBe("Validation");
      }
    });

    it("when more than 5 tags are given (repeated or comma list), then 400", async () => {
      const six = ["a", "b", "c", "d", "e", "f"];
      const repeated = await t.request.get(`/api/projects?${six.map((x) => `tags=${x}`).join("&")}`);
      const comma = await t.request.get("/api/projects").query({ tags: six.join(",") });
      for (const res of [repeated, comma]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("태그는 최대 5개까지 선택할 수 있습니다");
      }
      const five = await t.request.get("/api/projects").query({ tags: six.slice(0, 5).join(",") });
      expect(five.status).toBe(200);
    });

    it("when sortBy is not newest, deadline or budget, then 400", async () => {
      const res = await t.request.get("/api/projects").query({ sortBy: "popular" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("정렬 기준이 올바르지 않습니다");
    });
  });

  it("when the listing runs, then it does not change any row", async () => {
    const p = await producer();
    const made = await insertProject(t.db, { producerId: p.id });
    await t.request.get("/api/projects").query({ producer: p.id });
    expect(await storedViewCount(t.db, made.id)).toBe(0);
  });
});
