import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { awards, education, experiences } from "@shared/schema/index";
import { todayInKorea } from "@shared/validators/projects";
import { dayFromToday } from "../../factories/projects";
import { insertAward, insertEducation, insertExperience } from "../../factories/profiles";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();
const thisYear = Number(todayInKorea().slice(0, 4));

const experience = {
  type: "exhibition",
  title: "개인전 〈빛의 자리〉",
  organization: "아트스페이스 휴",
  role: "작가",
  location: "서울",
  startDate: "2023-03-01",
  endDate: "2023-04-15",
  isCurrent: false,
};

describe("experiences", () => {
  it("when the owner adds one, then 201 with the row, owned by the session user whatever userId says", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const { user: other } = await signedIn(t, "artist");
    const res = await agent.post("/api/experiences").send({ ...experience, userId: other.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...experience, userId: user.id, description: null });
    const [row] = await t.db.select().from(experiences).where(eq(experiences.id, res.body.id));
    expect(row!.userId).toBe(user.id);
  });

  it("when the type is left out, then it is 'performance'; when ongoing, then the end date is dropped", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/experiences").send({ title: "상주 작가", startDate: "2024-01-01", endDate: "2024-02-01", isCurrent: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "performance", isCurrent: true, endDate: null });
  });

  describe("date rules (400 with the message)", () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ["start in the future", { startDate: dayFromToday(1), endDate: null }, "startDate", "시작일은 오늘 이후일 수 없습니다"],
      ["end in the future", { startDate: "2020-01-01", endDate: dayFromToday(1) }, "endDate", "종료일은 오늘 이후일 수 없습니다"],
      ["end before start", { startDate: "2020-05-01", endDate: "2020-04-30" }, "endDate", "종료일은 시작일보다 빠를 수 없습니다"],
      ["start before 1900", { startDate: "1899-12-31", endDate: null }, "startDate", "1900년 1월 1일 이후의 날짜를 입력해주세요"],
      ["impossible date", { startDate: "2023-02-30" }, "startDate", "날짜 형식이 올바르지 않습니다"],
      ["missing start", { startDate: "" }, "startDate", "시작일을 입력해주세요"],
      ["missing title", { title: " " }, "title", "제목을 입력해주세요"],
      ["unknown type", { type: "party" }, "type", "경력 유형이 올바르지 않습니다"],
    ];
    for (const [name, patch, field, message] of cases) {
      it(`when the ${name}, then '${message}'`, async () => {
        const { agent } = await signedIn(t, "artist");
        const res = await agent.post("/api/experiences").send({ ...experience, ...patch });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
        expect(res.body.fieldErrors[field]).toContain(message);
      });
    }

    it("when today is the start and the end, then it is accepted", async () => {
      const { agent } = await signedIn(t, "artist");
      const res = await agent.post("/api/experiences").send({ ...experience, startDate: todayInKorea(), endDate: todayInKorea() });
      expect(res.status).toBe(201);
    });
  });

  it("when the owner edits only the end date, then the rules run on the merged row", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const row = await insertExperience(t.db, { userId: user.id, startDate: "2022-06-01", endDate: "2022-07-01" });

    const bad = await agent.patch(`/api/experiences/${row.id}`).send({ endDate: "2022-05-01" });
    const good = await agent.patch(`/api/experiences/${row.id}`).send({ endDate: "2022-08-01", role: "기획" });
    const current = await agent.patch(`/api/experiences/${row.id}`).send({ isCurrent: true });

    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.endDate).toEqual(["종료일은 시작일보다 빠를 수 없습니다"]);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ startDate: "2022-06-01", endDate: "2022-08-01", role: "기획" });
    expect(current.body).toMatchObject({ isCurrent: true, endDate: null });
  });

  it("when the owner deletes one, then it is gone", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const row = await insertExperience(t.db, { userId: user.id });
    const res = await agent.delete(`/api/experiences/${row.id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(experiences).where(eq(experiences.id, row.id))).toEqual([]);
  });

  it("when a guest or another member edits or deletes, then 401 or 403; unknown ids 404", async () => {
    const { user } = await signedIn(t, "artist");
    const { agent: other } = await signedIn(t, "producer");
    const row = await insertExperience(t.db, { userId: user.id, title: "원래 제목" });

    expect((await t.request.post("/api/experiences").send(experience)).status).toBe(401);
    expect((await t.request.patch(`/api/experiences/${row.id}`).send({ title: "x" })).status).toBe(401);
    expect((await t.request.delete(`/api/experiences/${row.id}`)).status).toBe(401);
    const patch = await other.patch(`/api/experiences/${row.id}`).send({ title: "x" });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe("본인의 프로필만 수정할 수 있습니다.");
    expect((await other.delete(`/api/experiences/${row.id}`)).status).toBe(403);
    const missing = await other.patch("/api/experiences/99999999").send({ title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("경력을 찾을 수 없습니다");
    expect((await other.delete("/api/experiences/abc")).status).toBe(404);
    const [stored] = await t.db.select().from(experiences).where(eq(experiences.id, row.id));
    expect(stored!.title).toBe("원래 제목");
  });
});

describe("awards", () => {
  it("when the owner adds one for this year, then 201; a numeric string year is accepted", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/awards").send({ title: "올해의 작가상", organization: "문화재단", category: "painting", year: String(thisYear) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, title: "올해의 작가상", year: thisYear, category: "painting" });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["year after this year", { title: "상", year: thisYear + 1 }, "year", `수상 연도는 1900년부터 ${thisYear}년까지 입력할 수 있습니다`],
    ["year before 1900", { title: "상", year: 1899 }, "year", `수상 연도는 1900년부터 ${thisYear}년까지 입력할 수 있습니다`],
    ["missing year", { title: "상" }, "year", "수상 연도를 입력해주세요"],
    ["missing title", { title: "", year: 2020 }, "title", "수상명을 입력해주세요"],
  ];
  for (const [name, body, field, message] of cases) {
    it(`when the ${name}, then 400 '${message}'`, async () => {
      const { agent } = await signedIn(t, "artist");
      const res = await agent.post("/api/awards").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toContain(message);
    });
  }

  it("when the owner edits the year out of range, then 400; in range, then saved; delete removes it", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const row = await insertAward(t.db, { userId: user.id, year: 2020 });
    expect((await agent.patch(`/api/awards/${row.id}`).send({ year: 1800 })).status).toBe(400);
    const ok = await agent.patch(`/api/awards/${row.id}`).send({ year: 2019, description: "심사위원 특별상" });
    expect(ok.body).toMatchObject({ year: 2019, description: "심사위원 특별상", title: row.title });
    expect((await agent.delete(`/api/awards/${row.id}`)).status).toBe(200);
    expect(await t.db.select().from(awards).where(eq(awards.id, row.id))).toEqual([]);
  });

  it("when another member or a guest touches it, then 403 or 401", async () => {
    const { user } = await signedIn(t, "artist");
    const { agent: other } = await signedIn(t, "artist");
    const row = await insertAward(t.db, { userId: user.id });
    expect((await t.request.post("/api/awards").send({ title: "상", year: 2020 })).status).toBe(401);
    expect((await other.patch(`/api/awards/${row.id}`).send({ year: 2021 })).status).toBe(403);
    expect((await other.delete(`/api/awards/${row.id}`)).status).toBe(403);
    expect((await other.delete(`/api/awards/99999999`)).status).toBe(404);
  });
});

describe("education", () => {
  it("when the owner adds one, then 201; ongoing drops the end date", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/education")
      .send({ institution: "홍익대학교", degree: "석사", fieldOfStudy: "회화", startDate: "2020-03-01", endDate: "2021-02-01", isCurrent: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, institution: "홍익대학교", isCurrent: true, endDate: null });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["missing institution", { institution: " " }, "institution", "학교명을 입력해주세요"],
    ["start in the future", { institution: "학교", startDate: dayFromToday(2) }, "startDate", "시작일은 오늘 이후일 수 없습니다"],
    ["end before start", { institution: "학교", startDate: "2015-03-01", endDate: "2014-02-01" }, "endDate", "종료일은 시작일보다 빠를 수 없습니다"],
    ["end before 1900", { institution: "학교", endDate: "1850-01-01" }, "endDate", "1900년 1월 1일 이후의 날짜를 입력해주세요"],
  ];
  for (const [name, body, field, message] of cases) {
    it(`when the ${name}, then 400 '${message}'`, async () => {
      const { agent } = await signedIn(t, "artist");
      const res = await agent.post("/api/education").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toContain(message);
    });
  }

  it("when the owner edits and deletes, then it works; others get 403", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const { agent: other } = await signedIn(t, "artist");
    const row = await insertEducation(t.db, { userId: user.id, startDate: "2010-03-01" });
    expect((await agent.patch(`/api/education/${row.id}`).send({ endDate: "2009-01-01" })).status).toBe(400);
    expect((await agent.patch(`/api/education/${row.id}`).send({ degree: "학사" })).body).toMatchObject({ degree: "학사", startDate: "2010-03-01" });
    expect((await other.patch(`/api/education/${row.id}`).send({ degree: "박사" })).status).toBe(403);
    expect((await other.delete(`/api/education/${row.id}`)).status).toBe(403);
    expect((await t.request.delete(`/api/education/${row.id}`)).status).toBe(401);
    expect((await t.request.post("/api/education").send({ institution: "학교" })).status).toBe(401);
    expect((await t.request.patch(`/api/education/${row.id}`).send({ degree: "박사" })).status).toBe(401);
    expect((await agent.delete(`/api/education/${row.id}`)).status).toBe(200);
    expect(await t.db.select().from(education).where(eq(education.id, row.id))).toEqual([]);
  });

  it("when a user is at the cap, then a new row is refused with 409", async () => {
    const { user, agent } = await signedIn(t, "artist");
    for (let i = 0; i < 30; i += 1) await insertEducation(t.db, { userId: user.id });
    const res = await agent.post("/api/education").send({ institution: "하나 더" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("학력은 최대 30개까지 등록할 수 있습니다.");
  });
});
