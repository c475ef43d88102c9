import { describe, expect, it } from "vitest";
import { dayFromToday, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Issue 31: a completed project topped the default list and expired postings were listed as recruiting.
const t = await createTestApp();
const base = Date.now() - 100 * 60_000;
const at = (minutes: number) => new Date(base + minutes * 60_000);
const ids = (body: { items: Array<{ id: number }> } | Array<{ id: number }>) => (Array.isArray(body) ? body : body.items).map((p) => p.id);

/** One producer's projects, newest last: a completed one is the newest of all. */
async function mix() {
  const p = await insertUser(t.db, { userType: "producer" });
  const old = await insertProject(t.db, { producerId: p.id, title: "오래된 모집", createdAt: at(1), deadline: dayFromToday(20) });
  const open = await insertProject(t.db, { producerId: p.id, title: "모집 중", createdAt: at(2), deadline: null });
  const expired = await insertProject(t.db, { producerId: p.id, title: "지난 모집", createdAt: at(3), deadline: dayFromToday(-1) });
  const running = await insertProject(t.db, { producerId: p.id, title: "진행", createdAt: at(4), status: "in_progress" });
  const today = await insertProject(t.db, { producerId: p.id, title: "오늘 마감", createdAt: at(5), deadline: dayFromToday(0) });
  const done = await insertProject(t.db, { producerId: p.id, title: "완료", createdAt: at(6), status: "completed" });
  return { p, old, open, expired, running, today, done };
}

describe("GET /api/projects: recruiting projects first", () => {
  it("when nothing is asked for, then only projects still recruiting are listed, newest first (a deadline lasts its whole day)", async () => {
    const m = await mix();
    const res = await t.request.get("/api/projects").query({ producer: m.p.id });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([m.today.id, m.open.id, m.old.id]);
    expect(res.body.total).toBe(3);
  });

  it("when closed projects are asked for (includeClosed=true), then the recruiting ones still come first, then the rest newest first", async () => {
    const m = await mix();
    const res = await t.request.get("/api/projects").query({ producer: m.p.id, includeClosed: "true" });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([m.today.id, m.open.id, m.old.id, m.done.id, m.running.id, m.expired.id]);
    expect(res.body.total).toBe(6);
    // Paging through the two groups neither skips nor repeats.
    const pages = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await t.request.get("/api/projects").query({ producer: m.p.id, includeClosed: "true", limit: 2, offset });
      pages.push(...ids(page.body));
    }
    expect(pages).toEqual(ids(res.body));
  });

  it("when closed projects are asked for with another order, then recruiting ones still lead (budget, deadline, a search)", async () => {
    const p = await insertUser(t.db, { userType: "producer" });
    const rich = await insertProject(t.db, { producerId: p.id, title: "큰 예산 완료 기획", budget: "5000만원 이상", status: "completed", createdAt: at(9) });
    const poor = await insertProject(t.db, { producerId: p.id, title: "작은 예산 기획", budget: "100만원 미만", createdAt: at(1) });
    const byBudget = await t.request.get("/api/projects").query({ producer: p.id, includeClosed: "true", sortBy: "budget" });
    expect(ids(byBudget.body)).toEqual([poor.id, rich.id]);
    const byDeadline = await t.request.get("/api/projects").query({ producer: p.id, includeClosed: "true", sortBy: "deadline" });
    expect(ids(byDeadline.body)).toEqual([poor.id, rich.id]);
    const searched = await t.request.get("/api/projects").query({ producer: p.id, includeClosed: "true", search: "기획" });
    expect(ids(searched.body)).toEqual([poor.id, rich.id]);
    const searchedDefault = await t.request.get("/api/projects").query({ producer: p.id, search: "기획" });
    expect(ids(searchedDefault.body)).toEqual([poor.id]);
  });

  it("when a status is asked for, then exactly that status is listed (published includes expired postings, recruiting first)", async () => {
    const m = await mix();
    const completed = await t.request.get("/api/projects").query({ producer: m.p.id, status: "completed" });
    expect(ids(completed.body)).toEqual([m.done.id]);
    const published = await t.request.get("/api/projects").query({ producer: m.p.id, status: "published" });
    expect(ids(published.body)).toEqual([m.today.id, m.open.id, m.old.id, m.expired.id]);
  });

  it("when includeClosed is not a yes/no, then 400 with a Korean message", async () => {
    const res = await t.request.get("/api/projects").query({ includeClosed: "maybe" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.includeClosed[0]).toMatch(/[가-힣]/);
  });

  it("when a search of the list with closed projects is saved, then the option is kept and its link shows it", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/saved-searches")
      .send({ name: "지난 무용", scope: "projects", frequency: "weekly", query: { search: "무용", includeClosed: "true" } })
      .expect(201);
    expect(res.body.query).toMatchObject({ search: "무용", includeClosed: true });
    expect(res.body.path).toBe("/projects?search=%EB%AC%B4%EC%9A%A9&includeClosed=true");
  });
});

describe("GET /api/projects/public: the landing page", () => {
  it("when a published posting has expired, then every open one comes before it, whatever the views", async () => {
    const p = await insertUser(t.db, { userType: "producer" });
    // The only projects of this file's public list that are open are made here, so they must lead.
    const expired = await insertProject(t.db, { producerId: p.id, title: "지난 인기 모집", viewCount: 99_999, deadline: dayFromToday(-3) });
    const open = await insertProject(t.db, { producerId: p.id, title: "조용한 모집", viewCount: 0, deadline: dayFromToday(3) });
    const res = await t.request.get("/api/projects/public").query({ limit: 20 });
    expect(res.status).toBe(200);
    const list = ids(res.body);
    expect(list.indexOf(open.id)).toBeGreaterThanOrEqual(0);
    expect(list.indexOf(open.id)).toBeLessThan(list.indexOf(expired.id));
    const deadlines = (res.body as Array<{ deadline: string | null }>).map((x) => x.deadline !== null && x.deadline < dayFromToday(0));
    // Once an expired one appears, only expired ones follow.
    expect(deadlines).toEqual([...deadlines].sort((a, b) => Number(a) - Number(b)));
  });
});
