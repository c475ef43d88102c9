import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "@shared/constants";
import { users } from "@shared/schema/index";
import { tagToken } from "@shared/search-tokens";
import { insertProject, insertReview } from "../../factories/projects";
import { buildUser } from "../../factories/users";
import { insertPerson, insertPortfolio } from "../../factories/profiles";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/** A tag no other test uses, so each test sees only its own people. */
const scope = () => `범위${randomUUID().slice(0, 8)}`;
type Card = { id: string; firstName: string; [k: string]: unknown };
const ids = (body: { items: Card[] }) => body.items.map((p) => p.id);

describe("GET /api/artists and /api/producers", () => {
  it("when accounts are deleted, unverified or of the other type, then they never appear", async () => {
    const tag = scope();
    const shown = await insertPerson(t.db, { userType: "artist", tags: [tag] });
    await insertPerson(t.db, { userType: "artist", tags: [tag], isDeleted: true });
    await insertPerson(t.db, { userType: "artist", tags: [tag], emailVerified: false });
    const producer = await insertPerson(t.db, { userType: "producer", tags: [tag] });

    const artists = await t.request.get("/api/artists").query({ tags: tag });
    const producers = await t.request.get("/api/producers").query({ tags: tag });

    expect(artists.status).toBe(200);
    expect(ids(artists.body)).toEqual([shown.id]);
    expect(artists.body).toMatchObject({ total: 1, hasMore: false });
    expect(ids(producers.body)).toEqual([producer.id]);
  });

  it("when an unfiltered list is asked for, then deleted accounts are not in it either", async () => {
    const gone = await insertPerson(t.db, { userType: "artist", isDeleted: true });
    const res = await t.request.get("/api/artists").query({ limit: 50 });
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(gone.id);
  });

  it("when a card is listed, then it carries rating (one decimal), review count, tags, up to 4 images featured first, and no private fields", async () => {
    const tag = scope();
    const artist = await insertPerson(t.db, { userType: "artist", tags: [tag, "회화"], firstName: "도윤", lastName: "김", location: "서울" });
    const producer = await insertPerson(t.db, { userType: "producer" });
    const p1 = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    const p2 = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    const p3 = await insertProject(t.db, { producerId: producer.id, status: "completed" });
    for (const [projectId, rating] of [
      [p1.id, 5],
      [p2.id, 4],
      [p3.id, 4],
    ] as const) {
      await insertReview(t.db, { projectId, reviewerId: producer.id, revieweeId: artist.id, rating });
    }
    const at = (d: number) => new Date(Date.UTC(2025, 0, d));
    await insertPortfolio(t.db, { userId: artist.id, title: "오래된 대표작", imageUrl: "/uploads/a1.png", featured: true, createdAt: at(1) });
    await insertPortfolio(t.db, { userId: artist.id, title: "최근작", imageUrl: "/uploads/a2.jpg", createdAt: at(9) });
    await insertPortfolio(t.db, { userId: artist.id, title: "PDF 도록", imageUrl: "/uploads/a3.pdf", createdAt: at(10) });
    await insertPortfolio(t.db, { userId: artist.id, title: "파일 없음", createdAt: at(11) });
    for (let i = 2; i <= 5; i += 1) await insertPortfolio(t.db, { userId: artist.id, title: `소품 ${i}`, imageUrl: `/uploads/b${i}.webp`, createdAt: at(i) });

    const res = await t.request.get("/api/artists").query({ tags: tag });

    const [card] = res.body.items;
    expect(card).toMatchObject({ id: artist.id, firstName: "도윤", lastName: "김", location: "서울", userType: "artist", averageRating: 4.3, totalReviews: 3 });
    expect(card.tags.map((x: { name: string }) => x.name).sort()).toEqual([tag, "회화"].sort());
    expect(card.portfolios).toHaveLength(4);
    expect(card.portfolios[0]).toEqual({ title: "오래된 대표작", imageUrl: "/uploads/a1.png", thumbnailUrl: "/uploads/a1.w480.webp", featured: true });
    expect(card.portfolios.map((p: { title: string }) => p.title)).toEqual(["오래된 대표작", "최근작", "소품 5", "소품 4"]);
    for (const secret of ["email", "password", "searchTokens", "isDeleted", "emailVerificationToken"]) expect(card).not.toHaveProperty(secret);
    expect(card).not.toHaveProperty("completedProjects");
  });

  it("when a producer is listed, then the card counts completed projects only", async () => {
    const tag = scope();
    const producer = await insertPerson(t.db, { userType: "producer", tags: [tag] });
    await insertProject(t.db, { producerId: producer.id, status: "completed" });
    await insertProject(t.db, { producerId: producer.id, status: "completed" });
    await insertProject(t.db, { producerId: producer.id, status: "in_progress" });

    const res = await t.request.get("/api/producers").query({ tags: tag });

    expect(res.body.items[0]).toMatchObject({ id: producer.id, completedProjects: 2, averageRating: null, totalReviews: 0 });
  });

  describe("search", () => {
    it("when a Korean syllable pair inside a bio word is searched, then it is found (설치 -> 설치미술가)", async () => {
      const tag = scope();
      const hit = await insertPerson(t.db, { tags: [tag], bio: "빛과 공간을 다루는 설치미술가입니다." });
      await insertPerson(t.db, { tags: [tag], bio: "풍경 사진을 찍는 사진작가입니다." });

      const res = await t.request.get("/api/artists").query({ tags: tag, search: "설치" });

      expect(ids(res.body)).toEqual([hit.id]);
    });

    it("when one or two syllables of a name are searched, then the person is found by name", async () => {
      const tag = scope();
      const hit = await insertPerson(t.db, { tags: [tag], firstName: "하늘", lastName: "남궁" });
      await insertPerson(t.db, { tags: [tag], firstName: "지민", lastName: "김" });

      for (const q of ["하늘", "남궁하늘", "궁하", "늘"]) {
        const res = await t.request.get("/api/artists").query({ tags: tag, search: q });
        expect(ids(res.body), q).toEqual([hit.id]);
      }
    });

    it("when initial consonants (초성) are searched, then names and tags match (ㄴㄱ, ㅁㅇ)", async () => {
      const tag = scope();
      const byName = await insertPerson(t.db, { tags: [tag], firstName: "하늘", lastName: "남궁" });
      const byTag = await insertPerson(t.db, { tags: [tag, "무용"], firstName: "철수", lastName: "박" });

      expect(ids((await t.request.get("/api/artists").query({ tags: tag, search: "ㄴㄱ" })).body)).toEqual([byName.id]);
      expect(ids((await t.request.get("/api/artists").query({ tags: tag, search: "ㅁㅇ" })).body)).toEqual([byTag.id]);
    });

    it("when a tag name or a location is searched as text, then it matches", async () => {
      const tag = scope();
      const dancer = await insertPerson(t.db, { tags: [tag, "현대무용"], location: "부산" });
      const painter = await insertPerson(t.db, { tags: [tag, "회화"], location: "광주" });

      expect(ids((await t.request.get("/api/artists").query({ tags: tag, search: "무용" })).body)).toEqual([dancer.id]);
      expect(ids((await t.request.get("/api/artists").query({ tags: tag, search: "광주" })).body)).toEqual([painter.id]);
    });

    it("when the search holds characters the search box strips, then they are ignored rather than refused", async () => {
      const tag = scope();
      const hit = await insertPerson(t.db, { tags: [tag], firstName: "하늘", lastName: "남궁" });
      const res = await t.request.get("/api/artists").query({ tags: tag, search: "<하늘>" });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([hit.id]);
    });
  });

  describe("filters", () => {
    it("when tags are given as a comma list, then people with any of them are listed", async () => {
      const a = scope();
      const b = scope();
      const withA = await insertPerson(t.db, { tags: [a] });
      const withB = await insertPerson(t.db, { tags: [b] });
      await insertPerson(t.db, { tags: [scope()] });

      const res = await t.request.get("/api/artists").query({ tags: `${a},${b}` });

      expect(ids(res.body).sort()).toEqual([withA.id, withB.id].sort());
    });

    it("when a location is given, then only people of that location are listed", async () => {
      const tag = scope();
      const busan = await insertPerson(t.db, { tags: [tag], location: "부산" });
      await insertPerson(t.db, { tags: [tag], location: "서울" });
      await insertPerson(t.db, { tags: [tag] });

      const res = await t.request.get("/api/artists").query({ tags: tag, location: "부산" });

      expect(ids(res.body)).toEqual([busan.id]);
    });

    it("when the query is malformed, then it is a 400 with a Korean message, never a 500", async () => {
      for (const query of [{ sortBy: "popular" }, { limit: 51 }, { limit: "abc" }, { offset: -1 }, { tags: "a,b,c,d,e,f" }]) {
        const res = await t.request.get("/api/producers").query(query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    });
  });

  describe("sorts and paging", () => {
    it("when sorted by name, then Korean order by 성+이름 with the id breaking ties", async () => {
      const tag = scope();
      const made = [];
      for (const [lastName, firstName] of [
        ["최", "하나"],
        ["김", "나래"],
        ["박", "다솜"],
        ["김", "가은"],
        ["김", "가은"],
      ]) {
        made.push(await insertPerson(t.db, { tags: [tag], lastName, firstName }));
      }
      const res = await t.request.get("/api/artists").query({ tags: tag, sortBy: "name" });
      const names = res.body.items.map((c: Card & { lastName: string }) => `${c.lastName}${c.firstName}`);
      expect(names).toEqual(["김가은", "김가은", "김나래", "박다솜", "최하나"]);
      const twins = made
        .filter((m) => m.firstName === "가은")
        .map((m) => m.id)
        .sort();
      expect(ids(res.body).slice(0, 2)).toEqual(twins);
    });

    it("when sorted by experience, then most years first and unknown years last", async () => {
      const tag = scope();
      const none = await insertPerson(t.db, { tags: [tag], yearsOfExperience: null });
      const three = await insertPerson(t.db, { tags: [tag], yearsOfExperience: 3 });
      const twelve = await insertPerson(t.db, { tags: [tag], yearsOfExperience: 12 });
      const zero = await insertPerson(t.db, { tags: [tag], yearsOfExperience: 0 });

      const res = await t.request.get("/api/artists").query({ tags: tag, sortBy: "experience" });

      expect(ids(res.body)).toEqual([twelve.id, three.id, zero.id, none.id]);
    });

    it("when sorted by newest, then the latest sign-up comes first", async () => {
      const tag = scope();
      const old = await insertPerson(t.db, { tags: [tag], createdAt: new Date("2024-01-01T00:00:00Z") });
      const recent = await insertPerson(t.db, { tags: [tag], createdAt: new Date("2025-06-01T00:00:00Z") });

      const res = await t.request.get("/api/producers").query({ tags: tag, userType: "ignored" });
      expect(res.body.items).toHaveLength(0);
      const artists = await t.request.get("/api/artists").query({ tags: tag, sortBy: "newest" });
      expect(ids(artists.body)).toEqual([recent.id, old.id]);
    });

    it("when producers are sorted by rating, then best average first, more reviews break ties, unrated last", async () => {
      const tag = scope();
      const reviewer = await insertPerson(t.db, { userType: "artist" });
      const rate = async (producerId: string, ratings: number[]) => {
        for (const rating of ratings) {
          const p = await insertProject(t.db, { producerId, status: "completed" });
          await insertReview(t.db, { projectId: p.id, reviewerId: reviewer.id, revieweeId: producerId, rating });
        }
      };
      const unrated = await insertPerson(t.db, { userType: "producer", tags: [tag] });
      const fourOnce = await insertPerson(t.db, { userType: "producer", tags: [tag] });
      const fourTwice = await insertPerson(t.db, { userType: "producer", tags: [tag] });
      const five = await insertPerson(t.db, { userType: "producer", tags: [tag] });
      await rate(fourOnce.id, [4]);
      await rate(fourTwice.id, [4, 4]);
      await rate(five.id, [5]);

      const res = await t.request.get("/api/producers").query({ tags: tag, sortBy: "rating" });

      expect(ids(res.body)).toEqual([five.id, fourTwice.id, fourOnce.id, unrated.id]);
      expect(res.body.items[0]).toMatchObject({ averageRating: 5, totalReviews: 1 });
    });

    it("when every person ties on the sort key, then paging through 16 at a time has no gaps or duplicates", async () => {
      const tag = scope();
      const createdAt = new Date("2025-03-01T00:00:00Z");
      const made = new Set<string>();
      for (let i = 0; i < 37; i += 1)
        made.add((await insertPerson(t.db, { tags: [tag], createdAt, yearsOfExperience: 5, firstName: "같음", lastName: "이" })).id);

      for (const sortBy of ["newest", "name", "experience", "rating"]) {
        const seen: string[] = [];
        let offset = 0;
        for (;;) {
          const res = await t.request.get("/api/artists").query({ tags: tag, sortBy, offset });
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ total: 37, totalCapped: false });
          expect(res.body.items.length).toBeLessThanOrEqual(16);
          seen.push(...ids(res.body));
          if (!res.body.hasMore) break;
          offset += res.body.items.length;
        }
        expect(seen, sortBy).toHaveLength(37);
        expect(new Set(seen), sortBy).toEqual(made);
      }
    });

    it("when more people match than the count cap, then the total stops at the cap, totalCapped says so, and paging still goes on", async () => {
      const tag = scope();
      const n = SEARCH_COUNT_CAP + 5;
      const rows = Array.from({ length: n }, () => ({ ...buildUser({ userType: "artist" }), searchTokens: [tagToken(tag)] }));
      for (let i = 0; i < rows.length; i += 500) await t.db.insert(users).values(rows.slice(i, i + 500));

      const first = await t.request.get("/api/artists").query({ tags: tag });
      expect(first.body).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, hasMore: true });

      const last = await t.request.get("/api/artists").query({ tags: tag, offset: n - 3, sortBy: "name" });
      expect(last.body.items).toHaveLength(3);
      expect(last.body).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, hasMore: false });
    });

    it("when the offset is past the end, then the page is empty but the total is still counted", async () => {
      const tag = scope();
      await insertPerson(t.db, { tags: [tag] });
      await insertPerson(t.db, { tags: [tag] });
      const res = await t.request.get("/api/artists").query({ tags: tag, offset: 16 });
      expect(res.body).toEqual({ items: [], total: 2, totalCapped: false, hasMore: false });
    });
  });
});
