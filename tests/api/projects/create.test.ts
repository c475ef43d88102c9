import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WRITE_RATE } from "@shared/constants";
import { projects, projectTags, userTags } from "@shared/schema/index";
import { projectSearchTokens } from "@shared/search-tokens";
import { projectMsg } from "@shared/validators/projects";
import { dayFromToday, projectPayload } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

/** A payload the wizard sends when publishing. */
// An address on another site: an /uploads/ address must be the producer's own upload (issue 30).
const publishable = (overrides: Record<string, unknown> = {}) => projectPayload({ imageUrl: "https://images.example.com/cover.png", ...overrides });

const projectsOf = (producerId: string) => t.db.select().from(projects).where(eq(projects.producerId, producerId));
const tagByName = async (name: string) =>
  (
    await t.db
      .select()
      .from(userTags)
      .where(eq(sql`lower(${userTags.name})`, name.toLowerCase()))
  )[0];
const tagNamesOf = async (projectId: number) =>
  (
    await t.db
      .select({ name: userTags.name })
      .from(projectTags)
      .innerJoin(userTags, eq(userTags.id, projectTags.tagId))
      .where(eq(projectTags.projectId, projectId))
  )
    .map((r) => r.name)
    .sort();

describe("POST /api/projects", () => {
  it("when a guest posts, then 401 and nothing is written", async () => {
    const before = (await t.db.select().from(projects)).length;
    const res = await t.request.post("/api/projects").send(publishable());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("로그인이 필요합니다.");
    expect(await t.db.select().from(projects)).toHaveLength(before);
  });

  it("when an artist posts, then 403 and nothing is written", async () => {
    const { user, agent } = await signedIn(t, "artist");
    const res = await agent.post("/api/projects").send(publishable());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("프로젝트는 제작자만 등록할 수 있습니다.");
    expect(await projectsOf(user.id)).toHaveLength(0);
  });

  it("when a producer publishes a valid project, then 201 with the project and the row, tags and tokens are written", async () => {
    const { user, agent } = await signedIn(t, "producer");
    // A cover the producer uploaded (an upload is only the uploader's to use, issue 30).
    const cover = await agent.post("/api/upload?accept=image").attach("file", path.resolve(import.meta.dirname, "../../fixtures/sample.png"));
    expect(cover.status).toBe(201);
    const payload = publishable({ imageUrl: cover.body.url });

    const res = await agent.post("/api/projects").send(payload);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: payload.title,
      status: "published",
      producerId: user.id,
      budget: "500~1000만원",
      location: "서울",
      startDate: payload.startDate,
      endDate: payload.endDate,
      deadline: payload.deadline,
      imageUrl: cover.body.url,
      thumbnailUrl: cover.body.thumbnailUrl,
      viewCount: 0,
      applicationCount: 0,
      isOwner: true,
    });
    expect(res.body.id).toEqual(expect.any(Number));
    const [row] = await projectsOf(user.id);
    expect(row).toMatchObject({
      id: res.body.id,
      title: payload.title,
      description: payload.description,
      requirements: "포트폴리오 필수",
      status: "published",
      budget: "500~1000만원",
      budgetMin: 500,
      budgetMax: 1000,
    });
    expect([...row!.searchTokens].sort()).toEqual(
      projectSearchTokens({ title: payload.title, description: payload.description, tags: ["설치미술", "조각"], location: "서울" }).sort(),
    );
    expect(await tagNamesOf(row!.id)).toEqual(["설치미술", "조각"].sort());
    // The new project can be found by its words right away.
    const found = await t.request.get("/api/projects").query({ search: "그룹전", producer: user.id });
    expect(found.body.items.map((p: { id: number }) => p.id)).toEqual([row!.id]);
  });

  it("when only title and description are sent, then a draft is created with everything else empty", async () => {
    const { user, agent } = await signedIn(t, "producer");

    const res = await agent.post("/api/projects").send({ title: "기획 중인 전시", description: "아직 정리 중입니다." });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "draft", tags: [], budget: null, location: null, deadline: null, startDate: null });
    const [row] = await projectsOf(user.id);
    expect(row).toMatchObject({ status: "draft", budget: null, budgetMin: null, budgetMax: null, location: null });
  });

  it("when tags repeat with spaces or case ('회화', '회화', ' 회화 ', 'Glass', 'glass'), then each is linked once and an existing tag is reused", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const seeded = (await tagByName("회화"))!;
    const tagsBefore = (await t.db.select().from(userTags)).length;

    const res = await agent.post("/api/projects").send(publishable({ tags: ["회화", "회화", " 회화 ", "유리공예", "Glass", "glass"] }));

    expect(res.status).toBe(201);
    const [row] = await projectsOf(user.id);
    const linked = await tagNamesOf(row!.id);
    expect(linked).toHaveLength(3);
    expect(linked).toContain("회화");
    expect(linked).toContain("유리공예");
    expect(linked.filter((n) => n.toLowerCase() === "glass")).toHaveLength(1);
    expect((await t.db.select().from(userTags)).length).toBe(tagsBefore + 2);
    const reused = (await tagByName("회화"))!;
    expect(reused.id).toBe(seeded.id);
    expect(reused.usageCount).toBe(seeded.usageCount + 1);
    const created = (await tagByName("유리공예"))!;
    expect(created).toMatchObject({ usageCount: 1, createdByUserId: user.id, slug: "유리공예" });
  });

  it("when two projects use the same new tag, then the tag is created once and counted twice", async () => {
    const { agent } = await signedIn(t, "producer");

    expect((await agent.post("/api/projects").send(publishable({ tags: ["업사이클링"] }))).status).toBe(201);
    expect((await agent.post("/api/projects").send(publishable({ tags: ["업사이클링"] }))).status).toBe(201);

    const rows = await t.db.select().from(userTags).where(eq(userTags.name, "업사이클링"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usageCount).toBe(2);
  });

  it("when a new tag's slug is taken by another tag, then the new tag still gets created with its own slug", async () => {
    const { user, agent } = await signedIn(t, "producer");

    // The seeded 회화 tag has the slug 'painting'.
    const res = await agent.post("/api/projects").send(publishable({ tags: ["Painting"] }));

    expect(res.status).toBe(201);
    const tag = (await tagByName("Painting"))!;
    expect(tag.name).toBe("Painting");
    expect(tag.slug).not.toBe("painting");
    expect(await tagNamesOf((await projectsOf(user.id))[0]!.id)).toEqual(["Painting"]);
  });

  it("when the budget is a custom amount or a preset, then the text is kept and the range in 10,000 won is stored", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const cases: Array<[string, number | null, number | null]> = [
      ["1,500만원", 1500, 1500],
      ["100만원 이하", 0, 100],
      ["5000만원 이상", 5000, null],
      ["100~500만원", 100, 500],
      ["협찬", null, null],
      ["미정", null, null],
    ];
    for (const [budget] of cases) {
      expect((await agent.post("/api/projects").send(publishable({ budget, title: budget }))).status).toBe(201);
    }
    const rows = await projectsOf(user.id);
    for (const [budget, min, max] of cases) {
      const row = rows.find((r) => r.title === budget)!;
      expect({ budget: row.budget, min: row.budgetMin, max: row.budgetMax }).toEqual({ budget, min, max });
    }
  });

  describe("validation", () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ["the title is missing", { title: undefined }, "title", projectMsg.title],
      ["the title is blank", { title: "   " }, "title", projectMsg.title],
      ["the title is longer than 255", { title: "가".repeat(256) }, "title", projectMsg.titleMax],
      ["the description is missing", { description: undefined }, "description", projectMsg.description],
      ["the description is blank", { description: " " }, "description", projectMsg.description],
      ["the description is longer than 5000", { description: "가".repeat(5001) }, "description", projectMsg.descriptionMax],
      ["the requirements are longer than 3000", { requirements: "가".repeat(3001) }, "requirements", projectMsg.requirementsMax],
      ["the budget text is longer than 50", { budget: "1".repeat(51) }, "budget", projectMsg.budgetMax],
      ["it is published without a location", { location: null }, "location", projectMsg.location],
      ["it is published without a deadline", { deadline: "" }, "deadline", projectMsg.deadlineRequired],
      ["it is published without tags", { tags: [] }, "tags", projectMsg.tagRequired],
      ["there are more than 10 tags", { tags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }, "tags", projectMsg.tagMax],
      ["a tag is longer than 50", { tags: ["가".repeat(51)] }, "tags.0", projectMsg.tagLength],
      ["a tag is blank", { tags: ["회화", "  "] }, "tags.1", projectMsg.tagLength],
      ["the start date is in the past", { startDate: dayFromToday(-1), deadline: dayFromToday(-5) }, "startDate", projectMsg.startPast],
      ["the end date is before the start", { startDate: dayFromToday(30), endDate: dayFromToday(29) }, "endDate", projectMsg.endBeforeStart],
      ["the end date is in the past (no start)", { startDate: null, endDate: dayFromToday(-1) }, "endDate", projectMsg.endPast],
      ["the deadline is in the past", { deadline: dayFromToday(-1) }, "deadline", projectMsg.deadlinePast],
      ["the deadline is after the start", { startDate: dayFromToday(10), deadline: dayFromToday(11) }, "deadline", projectMsg.deadlineAfterStart],
      ["a date has the wrong format", { startDate: "2030/01/01" }, "startDate", projectMsg.date],
      ["a date does not exist", { endDate: "2030-02-30" }, "endDate", projectMsg.date],
      ["a date is not a string", { deadline: 20300101 }, "deadline", projectMsg.date],
      ["the image URL is not an upload or http(s)", { imageUrl: "javascript:alert(1)" }, "imageUrl", projectMsg.imageUrl],
      ["the status is not draft or published", { status: "in_progress" }, "status", projectMsg.status],
    ];

    it.each(cases)("when %s, then 400 with the field's message and no project row", async (_name, overrides, field, message) => {
      const { user, agent } = await signedIn(t, "producer");
      const tagsBefore = (await t.db.select().from(userTags)).length;

      const res = await agent.post("/api/projects").send(publishable(overrides));

      expect(res.status).toBe(400);
      expect(res.body.code).toBe("Validation");
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toEqual([message]);
      expect(await projectsOf(user.id)).toHaveLength(0);
      expect((await t.db.select().from(userTags)).length).toBe(tagsBefore);
    });

    it("when a draft lacks location, deadline and tags, then it is accepted (only publishing needs them)", async () => {
      const { user, agent } = await signedIn(t, "producer");
      const res = await agent.post("/api/projects").send(publishable({ status: "draft", location: null, deadline: null, tags: [] }));
      expect(res.status).toBe(201);
      expect(await projectsOf(user.id)).toHaveLength(1);
    });

    it("when the start date is today and the deadline is today, then it is accepted", async () => {
      const { agent } = await signedIn(t, "producer");
      const today = dayFromToday(0);
      const res = await agent.post("/api/projects").send(publishable({ startDate: today, endDate: today, deadline: today }));
      expect(res.status).toBe(201);
    });

    it("when the body is not JSON, then 400 with a Korean message", async () => {
      const { agent } = await signedIn(t, "producer");
      const res = await agent.post("/api/projects").set("Content-Type", "application/json").send("{bad json");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("요청 본문의 형식이 올바르지 않습니다.");
    });
  });
});

// Penetration test (issue 30): project creation had no write limit.
describe("project write limits", () => {
  it(`when a producer creates ${WRITE_RATE.projectCreate.max} projects within the hour, then the next is 429 in Korean and not written; another producer is not limited`, async () => {
    const { user, agent } = await signedIn(t, "producer");
    for (let i = 0; i < WRITE_RATE.projectCreate.max; i++) {
      await agent
        .post("/api/projects")
        .send({ title: `초안 ${i}`, description: "한 시간에 여러 개를 만드는 초안입니다.", status: "draft", tags: [] })
        .expect(201);
    }
    const res = await agent.post("/api/projects").send(publishable());
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "RateLimited", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." });
    expect(await projectsOf(user.id)).toHaveLength(WRITE_RATE.projectCreate.max);
    await (await signedIn(t, "producer")).agent.post("/api/projects").send(publishable()).expect(201);
  });

  it(`when a producer changes statuses ${WRITE_RATE.projectStatus.max} times in a minute (publish, back to draft, ...), then the next change is 429 and the status stays`, async () => {
    const { user, agent } = await signedIn(t, "producer");
    const created = await agent.post("/api/projects").send(publishable()).expect(201);
    for (let i = 0; i < WRITE_RATE.projectStatus.max; i++) {
      await agent
        .patch(`/api/projects/${created.body.id}/status`)
        .send({ status: i % 2 === 0 ? "draft" : "published" })
        .expect(200);
    }
    const res = await agent.patch(`/api/projects/${created.body.id}/status`).send({ status: "draft" });
    expect(res.status).toBe(429);
    expect((await projectsOf(user.id))[0]).toMatchObject({ status: "published" });
  });
});
