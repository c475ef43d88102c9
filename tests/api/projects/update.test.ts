import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectRoles, projects, projectTags, userTags } from "@shared/schema/index";
import { projectSearchTokens } from "@shared/search-tokens";
import { projectMsg } from "@shared/validators/projects";
import { dayFromToday, insertApplication, insertProject, LEAD_ROLE, projectPayload, RIVAL_ROLE_LISTS } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const rowOf = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
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
const usageOf = async (name: string) =>
  (
    await t.db
      .select()
      .from(userTags)
      .where(eq(sql`lower(${userTags.name})`, name.toLowerCase()))
  )[0]?.usageCount;

/** The full form payload of a stored project, as the edit wizard sends it. */
function formOf(row: typeof projects.$inferSelect, tags: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: row.title,
    description: row.description,
    budget: row.budget,
    location: row.location,
    requirements: row.requirements,
    status: row.status === "draft" ? "draft" : "published",
    imageUrl: row.imageUrl,
    startDate: row.startDate,
    endDate: row.endDate,
    deadline: row.deadline,
    tags,
    ...overrides,
  };
}

describe("PUT and PATCH /api/projects/{id}: who may edit", () => {
  for (const method of ["put", "patch"] as const) {
    it(`when a guest sends ${method.toUpperCase()}, then 401 and the row is unchanged`, async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id, title: "원래 제목", tags: ["회화"] });
      const res = await t.request[method](`/api/projects/${project.id}`).send(formOf(project, ["회화"], { title: "바뀐 제목" }));
      expect(res.status).toBe(401);
      expect((await rowOf(project.id)).title).toBe("원래 제목");
    });

    it(`when another producer sends ${method.toUpperCase()}, then 403 and the row is unchanged`, async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id, title: "원래 제목", tags: ["회화"] });
      const { agent } = await signedIn(t, "producer");
      const res = await agent[method](`/api/projects/${project.id}`).send(formOf(project, ["회화"], { title: "바뀐 제목" }));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("프로젝트를 등록한 제작자만 수정할 수 있습니다.");
      expect((await rowOf(project.id)).title).toBe("원래 제목");
    });

    it(`when an artist sends ${method.toUpperCase()}, then 403`, async () => {
      const owner = await insertUser(t.db, { userType: "producer" });
      const project = await insertProject(t.db, { producerId: owner.id, tags: ["회화"] });
      const { agent } = await signedIn(t, "artist");
      const res = await agent[method](`/api/projects/${project.id}`).send(formOf(project, ["회화"], { title: "바뀐 제목" }));
      expect(res.status).toBe(403);
    });

    it(`when ${method.toUpperCase()} names an unknown id, someone else's draft or 'abc', then 404`, async () => {
      const { agent } = await signedIn(t, "producer");
      const other = await insertUser(t.db, { userType: "producer" });
      const draft = await insertProject(t.db, { producerId: other.id, status: "draft" });
      for (const id of ["999999", String(draft.id), "abc"]) {
        const res = await agent[method](`/api/projects/${id}`).send(formOf(draft, [], { title: "바뀐 제목", status: "draft" }));
        expect(res.status, id).toBe(404);
        expect(res.body.message).toBe("프로젝트를 찾을 수 없습니다");
      }
      expect((await rowOf(draft.id)).title).toBe(draft.title);
    });
  }
});

describe("PUT /api/projects/{id}", () => {
  it("when the owner sends the full form, then every field, the tokens and the budget range are replaced", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, title: "겨울 사진전", budget: "300만원", tags: ["사진"] });
    const form = formOf(project, ["설치미술", "조각"], {
      title: "봄 설치미술전",
      description: "새 설명",
      budget: "1000~5000만원",
      location: "부산",
      requirements: null,
      imageUrl: null,
      startDate: dayFromToday(40),
      endDate: dayFromToday(70),
      deadline: dayFromToday(20),
    });

    const res = await agent.put(`/api/projects/${project.id}`).send(form);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: project.id, title: "봄 설치미술전", location: "부산", status: "published", imageUrl: null });
    const row = await rowOf(project.id);
    expect(row).toMatchObject({
      title: "봄 설치미술전",
      description: "새 설명",
      budget: "1000~5000만원",
      budgetMin: 1000,
      budgetMax: 5000,
      location: "부산",
      startDate: form.startDate,
      endDate: form.endDate,
      deadline: form.deadline,
      producerId: user.id,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(project.updatedAt.getTime());
    expect([...row.searchTokens].sort()).toEqual(
      projectSearchTokens({ title: "봄 설치미술전", description: "새 설명", tags: ["설치미술", "조각"], location: "부산" }).sort(),
    );
    const oldWords = await t.request.get("/api/projects").query({ producer: user.id, search: "겨울" });
    expect(oldWords.body.total).toBe(0);
    // The list matches on the tokens' hashes, a column PostgreSQL keeps from the tokens (migration 0009).
    const newWords = await t.request.get("/api/projects").query({ producer: user.id, search: "봄 설치미술" });
    expect(newWords.body.items.map((p: { id: number }) => p.id)).toEqual([project.id]);
    const hashes = await t.db.execute(
      sql`select cardinality(search_token_hashes) = cardinality(search_tokens) as same, search_token_hashes @> search_token_hashes(array['부산']) as has from projects where id = ${project.id}`,
    );
    expect((hashes as unknown as { rows: Array<{ same: boolean; has: boolean }> }).rows[0]).toEqual({ same: true, has: true });
  });

  it("when the tags change, then the links are replaced and usage counts follow (removed -1, kept same, added +1)", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["수채화", "판화"] });
    const before = { 수채화: await usageOf("수채화"), 판화: await usageOf("판화") };

    const res = await agent.put(`/api/projects/${project.id}`).send(formOf(project, ["판화", "목판"]));

    expect(res.status).toBe(200);
    expect(res.body.tags.map((x: { name: string }) => x.name).sort()).toEqual(["목판", "판화"].sort());
    expect(await tagNamesOf(project.id)).toEqual(["목판", "판화"].sort());
    expect(await usageOf("수채화")).toBe(before.수채화! - 1);
    expect(await usageOf("판화")).toBe(before.판화);
    expect(await usageOf("목판")).toBe(1);
    const tagged = await t.request.get("/api/projects").query({ producer: user.id, tags: "수채화" });
    expect(tagged.body.total).toBe(0);
  });

  it("when the stored start date is in the past and is sent unchanged, then the edit succeeds", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const running = await insertProject(t.db, {
      producerId: user.id,
      status: "in_progress",
      startDate: dayFromToday(-10),
      endDate: dayFromToday(20),
      deadline: dayFromToday(-15),
      tags: ["회화"],
    });

    const put = await agent.put(`/api/projects/${running.id}`).send(formOf(running, ["회화"], { title: "진행 중 전시 (수정)" }));
    expect(put.status).toBe(200);
    const patch = await agent.patch(`/api/projects/${running.id}`).send({ description: "설명만 수정" });
    expect(patch.status).toBe(200);

    expect(await rowOf(running.id)).toMatchObject({
      title: "진행 중 전시 (수정)",
      description: "설명만 수정",
      startDate: running.startDate,
      status: "in_progress",
    });
  });

  it("when a past start date is changed to another past date, then 400", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const running = await insertProject(t.db, {
      producerId: user.id,
      status: "in_progress",
      startDate: dayFromToday(-10),
      deadline: dayFromToday(-15),
      tags: ["회화"],
    });

    const res = await agent.patch(`/api/projects/${running.id}`).send({ startDate: dayFromToday(-9) });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.startDate).toEqual([projectMsg.startPast]);
    expect((await rowOf(running.id)).startDate).toBe(running.startDate);
  });

  it("when the form of a running project sends status draft (switch off), then the project stays in progress", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const running = await insertProject(t.db, { producerId: user.id, status: "in_progress", tags: ["회화"] });

    const res = await agent.put(`/api/projects/${running.id}`).send(formOf(running, ["회화"], { status: "draft" }));

    expect(res.status).toBe(200);
    expect((await rowOf(running.id)).status).toBe("in_progress");
  });

  it("when the body is invalid, then 400 with fieldErrors and the row is unchanged", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["회화"] });

    const res = await agent.put(`/api/projects/${project.id}`).send(formOf(project, ["회화"], { title: "", deadline: dayFromToday(-1) }));

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.title).toEqual([projectMsg.title]);
    expect((await rowOf(project.id)).title).toBe(project.title);
  });

  it("when a published project loses its location, then 400 and nothing changes", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["회화"] });

    const res = await agent.put(`/api/projects/${project.id}`).send(formOf(project, ["회화"], { location: "", title: "새 제목" }));

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.location).toEqual([projectMsg.location]);
    expect(await rowOf(project.id)).toMatchObject({ title: project.title, location: "서울" });
  });
});

describe("PATCH /api/projects/{id}", () => {
  it("when the body is { updates: {...} }, then only the fields sent change", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, {
      producerId: user.id,
      title: "원래 제목",
      budget: "300만원",
      requirements: "포트폴리오",
      tags: ["회화", "조각"],
    });

    const res = await agent.patch(`/api/projects/${project.id}`).send({ updates: { title: "새 제목" } });

    expect(res.status).toBe(200);
    expect(res.body.title).toBe("새 제목");
    const row = await rowOf(project.id);
    expect(row).toMatchObject({
      title: "새 제목",
      description: project.description,
      budget: "300만원",
      budgetMin: 300,
      budgetMax: 300,
      location: project.location,
      requirements: "포트폴리오",
      startDate: project.startDate,
      endDate: project.endDate,
      deadline: project.deadline,
      status: "published",
    });
    expect(await tagNamesOf(project.id)).toEqual(["조각", "회화"].sort());
    expect(row.searchTokens).toContain("새");
    expect(row.searchTokens).not.toContain("원래");
  });

  it("when the body is a bare object of fields, then those fields change", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, budget: "300만원", tags: ["회화"] });

    const res = await agent.patch(`/api/projects/${project.id}`).send({ budget: "5000만원 이상" });

    expect(res.status).toBe(200);
    expect(await rowOf(project.id)).toMatchObject({ title: project.title, budget: "5000만원 이상", budgetMin: 5000, budgetMax: null });
    expect(await tagNamesOf(project.id)).toEqual(["회화"]);
  });

  it("when a sent field is invalid, then 400 with that field's message and nothing changes", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["회화"] });

    const res = await agent.patch(`/api/projects/${project.id}`).send({ updates: { title: "   ", deadline: "31-12-2030" } });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.title).toEqual([projectMsg.title]);
    expect(res.body.fieldErrors.deadline).toEqual([projectMsg.date]);
    expect((await rowOf(project.id)).title).toBe(project.title);
  });

  it("when a draft is published by PATCH without the publish fields, then 400", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const draft = await insertProject(t.db, { producerId: user.id, status: "draft", deadline: null, tags: [] });

    const res = await agent.patch(`/api/projects/${draft.id}`).send({ status: "published" });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ tags: [projectMsg.tagRequired], deadline: [projectMsg.deadlineRequired] });
    expect((await rowOf(draft.id)).status).toBe("draft");
  });

  it("when a published project with applications is switched to draft, then 409 and it stays published", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["회화"] });
    const artist = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id });

    const patch = await agent.patch(`/api/projects/${project.id}`).send({ updates: { status: "draft" } });
    const put = await agent.put(`/api/projects/${project.id}`).send(formOf(project, ["회화"], { status: "draft" }));

    for (const res of [patch, put]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("지원자가 있는 프로젝트는 임시저장으로 되돌릴 수 없습니다.");
    }
    expect((await rowOf(project.id)).status).toBe("published");
  });

  it("when a published project without applications is switched to draft, then it becomes a draft", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["회화"] });
    const artist = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id, status: "withdrawn" });

    const res = await agent.patch(`/api/projects/${project.id}`).send({ status: "draft" });

    expect(res.status).toBe(200);
    expect((await rowOf(project.id)).status).toBe("draft");
  });

  it("when the project is completed or cancelled, then any edit is 409 and nothing changes", async () => {
    const { user, agent } = await signedIn(t, "producer");
    for (const status of ["completed", "cancelled"] as const) {
      const project = await insertProject(t.db, { producerId: user.id, status, tags: ["회화"] });
      const patch = await agent.patch(`/api/projects/${project.id}`).send({ title: "수정 시도" });
      const put = await agent.put(`/api/projects/${project.id}`).send(formOf(project, ["회화"], { title: "수정 시도" }));
      for (const res of [patch, put]) {
        expect(res.status, status).toBe(409);
        expect(res.body.message).toBe("완료되거나 취소된 프로젝트는 수정할 수 없습니다.");
      }
      expect((await rowOf(project.id)).title).toBe(project.title);
    }
  });

  it("when PATCH sends tags, then they replace the old ones and usage counts follow", async () => {
    const { user, agent } = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: user.id, tags: ["도예"] });
    const before = await usageOf("도예");

    const res = await agent.patch(`/api/projects/${project.id}`).send({ updates: { tags: ["섬유예술"] } });

    expect(res.status).toBe(200);
    expect(await tagNamesOf(project.id)).toEqual(["섬유예술"]);
    expect(await usageOf("도예")).toBe(before! - 1);
    expect(await usageOf("섬유예술")).toBe(1);
    expect((await rowOf(project.id)).searchTokens).toContain("#섬유예술");
  });
});

describe("PATCH /api/projects/{id}: two saves at once", () => {
  it("when the owner saves two role lists at once (two tabs), then the project ends with one of the lists, not a mix of both", async () => {
    const { agent } = await signedIn(t, "producer");
    const created = await agent.post("/api/projects").send(projectPayload({ roles: [LEAD_ROLE] }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const lists = RIVAL_ROLE_LISTS;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(lists.map((roles) => agent.patch(`/api/projects/${id}`).send({ roles })));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const names = (await t.db.select({ name: projectRoles.name, position: projectRoles.position }).from(projectRoles).where(eq(projectRoles.projectId, id)))
        .sort((a, b) => a.position - b.position)
        .map((r) => r.name);
      expect([["조연"], ["무용수", "안무가"]]).toContainEqual(names);
      const page = await agent.get(`/api/projects/${id}`);
      expect(page.body.roles.map((r: { name: string }) => r.name)).toEqual(names);
    }
  });

  it("when an artist applies to a role while the owner's save removes it, then one of the two wins cleanly: the save is refused (409) or the application names a missing role (400 on roleId), never a generic error", async () => {
    const { agent } = await signedIn(t, "producer");
    const created = await agent.post("/api/projects").send(
      projectPayload({
        roles: [LEAD_ROLE, { name: "조연", category: "배우", headcount: 2, fee: { kind: "per_day", amount: 100_000 } }],
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const [lead, support] = created.body.roles as Array<{ id: number; name: string }>;
    const artist = await signedIn(t, "artist");
    const keepLead = [{ ...LEAD_ROLE, id: lead!.id }];
    const [edit, apply] = await Promise.all([
      agent.patch(`/api/projects/${id}`).send({ roles: keepLead }),
      artist.agent.post("/api/applications").send({ projectId: id, roleId: support!.id, coverLetter: "조연 역할에 지원합니다. ".repeat(6) }),
    ]);
    expect([edit.status, apply.status]).not.toContain(500);
    const roleNames = (await t.db.select({ name: projectRoles.name }).from(projectRoles).where(eq(projectRoles.projectId, id))).map((r) => r.name).sort();
    if (edit.status === 200) {
      // The save came first: the role is gone and the application names a role the project no longer has.
      expect(roleNames).toEqual(["주연"]);
      expect(apply.status).toBe(400);
      expect(apply.body, JSON.stringify(apply.body)).toHaveProperty("fieldErrors.roleId");
    } else {
      // The application came first: the role has an applicant and may not be removed.
      expect(apply.status).toBe(201);
      expect(edit.status).toBe(409);
      expect(roleNames).toEqual(["조연", "주연"]);
    }
  });
  it("when the owner lowers a role's headcount while accepting its second applicant, then the role never ends with more accepted than its headcount", async () => {
    const { agent } = await signedIn(t, "producer");
    const created = await agent.post("/api/projects").send(projectPayload({ roles: [{ ...LEAD_ROLE, name: "조연", headcount: 2 }] }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const roleId = created.body.roles[0].id as number;
    const first = await insertUser(t.db, { userType: "artist" });
    const second = await insertUser(t.db, { userType: "artist" });
    await insertApplication(t.db, { projectId: id, artistId: first.id, roleId, status: "accepted" });
    const pending = await insertApplication(t.db, { projectId: id, artistId: second.id, roleId, status: "pending" });

    const [accept, edit] = await Promise.all([
      agent.patch(`/api/applications/${pending.id}/status`).send({ status: "accepted" }),
      agent.patch(`/api/projects/${id}`).send({ roles: [{ ...LEAD_ROLE, id: roleId, name: "조연", headcount: 1 }] }),
    ]);
    expect([accept.status, edit.status]).not.toContain(500);
    const [role] = await t.db.select({ headcount: projectRoles.headcount }).from(projectRoles).where(eq(projectRoles.id, roleId));
    if (accept.status === 200) {
      // The accept came first: two are accepted, so the headcount may not go below two.
      expect(edit.status).toBe(400);
      expect(role!.headcount).toBe(2);
    } else {
      // The edit came first: the role of one is full, so the second accept is refused.
      expect(edit.status).toBe(200);
      expect(accept.status).toBe(409);
      expect(role!.headcount).toBe(1);
    }
  });
});
