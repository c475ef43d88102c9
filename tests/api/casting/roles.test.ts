import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectRoles, projects } from "@shared/schema/index";
import { projectMsg } from "@shared/validators/projects";
import { CONDITIONS, insertApplication, projectPayload } from "../../factories/projects";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

const t = await createTestApp();

const ROLES = [
  { name: "주연 (30대 여성)", category: "배우", headcount: 1, fee: { kind: "fixed", amount: 1_500_000 }, requiredMedia: ["photo", "video"] },
  { name: "조연", category: "배우", headcount: 2, fee: { kind: "per_day", amount: 150_000 }, description: "3회차 촬영" },
  { name: "촬영감독", category: "촬영", headcount: 1, fee: { kind: "negotiable" }, requiredMedia: ["portfolio"] },
];

const rolesOf = (projectId: number) => t.db.select().from(projectRoles).where(eq(projectRoles.projectId, projectId)).orderBy(projectRoles.position);

describe("project roles and conditions", () => {
  it("when a producer creates a project with three roles and conditions, then GET returns them in order with counts, and cards show the fee range", async () => {
    const { agent, user } = await signedIn(t, "producer");
    const res = await agent.post("/api/projects").send(projectPayload({ title: "단편영화 캐스팅", roles: ROLES }));
    expect(res.status).toBe(201);
    expect(res.body.conditions).toEqual(CONDITIONS);
    expect(res.body.roles.map((r: { name: string }) => r.name)).toEqual(["주연 (30대 여성)", "조연", "촬영감독"]);
    expect(res.body.roles[0]).toMatchObject({
      headcount: 1,
      fee: { kind: "fixed", amount: 1_500_000 },
      requiredMedia: ["photo", "video"],
      acceptedCount: 0,
      filled: false,
    });
    expect(res.body.roles[2].fee).toEqual({ kind: "negotiable", amount: null });
    expect(res.body.roleSummary).toEqual({ count: 3, minFee: 150_000, maxFee: 1_500_000, hasUnpaid: false, hasNegotiable: true });

    const list = await t.request.get("/api/projects").query({ producer: user.id });
    expect(list.status).toBe(200);
    expect(list.body.items[0].roleSummary).toEqual({ count: 3, minFee: 150_000, maxFee: 1_500_000, hasUnpaid: false, hasNegotiable: true });
    expect(list.body.items[0].conditions.meals).toBe("provided");
  });

  it("when the owner reorders, edits, adds and removes roles, then the stored roles follow in one edit and kept roles keep their ids", async () => {
    const { agent } = await signedIn(t, "producer");
    const created = (await agent.post("/api/projects").send(projectPayload({ roles: ROLES }))).body;
    const [lead, support, camera] = created.roles as Array<{ id: number }>;
    const res = await agent.put(`/api/projects/${created.id}`).send(
      projectPayload({
        roles: [
          { ...ROLES[2], id: camera!.id, fee: { kind: "unpaid" } },
          { ...ROLES[0], id: lead!.id, headcount: 2 },
          { name: "단역", category: "배우", headcount: 5, fee: { kind: "per_session", amount: 50_000 } },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r: { id: number; name: string }) => r.name)).toEqual(["촬영감독", "주연 (30대 여성)", "단역"]);
    expect(res.body.roles[0].id).toBe(camera!.id);
    expect(res.body.roles[0].fee).toEqual({ kind: "unpaid", amount: null });
    const stored = await rolesOf(created.id);
    expect(stored.map((r) => r.id)).not.toContain(support!.id);
    expect(stored).toHaveLength(3);

    // PATCH without roles leaves them as they are.
    const patched = await agent.patch(`/api/projects/${created.id}`).send({ title: "제목만 변경" });
    expect(patched.status).toBe(200);
    expect(patched.body.roles).toHaveLength(3);
  });

  it("when a role is invalid (headcount 0 or 51, paid without amount, unknown media, 21 roles), then 400 with Korean field messages and nothing written", async () => {
    const { agent, user } = await signedIn(t, "producer");
    const bad = [
      [{ ...ROLES[0], headcount: 0 }, "roles.0.headcount", projectMsg.roleHeadcount],
      [{ ...ROLES[0], headcount: 51 }, "roles.0.headcount", projectMsg.roleHeadcount],
      [{ ...ROLES[0], fee: { kind: "fixed" } }, "roles.0.fee.amount", projectMsg.feeAmount],
      [{ ...ROLES[0], requiredMedia: ["resume"] }, "roles.0.requiredMedia.0", projectMsg.requiredMedia],
      [{ ...ROLES[0], name: "" }, "roles.0.name", projectMsg.roleName],
    ] as const;
    for (const [role, field, message] of bad) {
      const res = await agent.post("/api/projects").send(projectPayload({ roles: [role] }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[field]).toContain(message);
    }
    const many = await agent.post("/api/projects").send(projectPayload({ roles: Array.from({ length: 21 }, () => ROLES[1]) }));
    expect(many.status).toBe(400);
    expect(many.body.fieldErrors.roles).toContain(projectMsg.rolesMax);
    expect(await t.db.select().from(projects).where(eq(projects.producerId, user.id))).toHaveLength(0);
  });

  it("when another project's role id is sent, then 400; when a role with applicants is removed, then 409 and nothing changes", async () => {
    const { agent, user: producer } = await signedIn(t, "producer");
    const other = (await agent.post("/api/projects").send(projectPayload({ roles: [ROLES[0]] }))).body;
    const mine = (await agent.post("/api/projects").send(projectPayload({ roles: [ROLES[0], ROLES[1]] }))).body;
    const foreign = await agent.put(`/api/projects/${mine.id}`).send(projectPayload({ roles: [{ ...ROLES[0], id: other.roles[0].id }] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors["roles.0.id"]).toBeDefined();

    const { user: artist } = await signedIn(t, "artist");
    await insertApplication(t.db, { projectId: mine.id, artistId: artist.id, roleId: mine.roles[1].id });
    const removed = await agent.put(`/api/projects/${mine.id}`).send(projectPayload({ roles: [{ ...ROLES[0], id: mine.roles[0].id }] }));
    expect(removed.status).toBe(409);
    expect(await rolesOf(mine.id)).toHaveLength(2);
    expect(producer.id).toBeTruthy();
  });

  it("when a project is published without conditions, then 400 naming each missing condition in Korean; a draft may leave them out", async () => {
    const { agent } = await signedIn(t, "producer");
    const res = await agent.post("/api/projects").send(projectPayload({ conditions: null }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      "conditions.meals": [projectMsg.meals],
      "conditions.transport": [projectMsg.transport],
      "conditions.accommodation": [projectMsg.accommodation],
      "conditions.paymentTiming": [projectMsg.paymentTiming],
      "conditions.schedule": [projectMsg.schedule],
    });
    const partial = await agent.post("/api/projects").send(projectPayload({ conditions: { meals: "none", transport: "none" } }));
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.fieldErrors).sort()).toEqual(["conditions.accommodation", "conditions.paymentTiming", "conditions.schedule"]);

    const draft = await agent.post("/api/projects").send(projectPayload({ status: "draft", conditions: null }));
    expect(draft.status).toBe(201);
    expect(draft.body.conditions).toBeNull();
    const publish = await agent.patch(`/api/projects/${draft.body.id}/status`).send({ status: "published" });
    expect(publish.status).toBe(400);
    expect(publish.body.fieldErrors["conditions.meals"]).toEqual([projectMsg.meals]);
    await agent.patch(`/api/projects/${draft.body.id}`).send({ conditions: CONDITIONS }).expect(200);
    expect((await agent.patch(`/api/projects/${draft.body.id}/status`).send({ status: "published" })).status).toBe(200);
  });

  it("when a condition is not one of the choices, then 400", async () => {
    const { agent } = await signedIn(t, "producer");
    const res = await agent.post("/api/projects").send(projectPayload({ conditions: { ...CONDITIONS, meals: "banquet" } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors["conditions.meals"]).toEqual([projectMsg.meals]);
  });

  it("when searching a role name or category, or filtering paid roles and a role category, then only matching projects are listed", async () => {
    const { agent, user } = await signedIn(t, "producer");
    const film = (await agent.post("/api/projects").send(projectPayload({ title: "장편 A", roles: [ROLES[2]] }))).body;
    const unpaid = (await agent.post("/api/projects").send(projectPayload({ title: "장편 B", roles: [{ ...ROLES[1], fee: { kind: "unpaid" } }] }))).body;
    const paid = (await agent.post("/api/projects").send(projectPayload({ title: "장편 C", roles: [ROLES[0]] }))).body;
    const ids = async (q: Record<string, string>) =>
      ((await t.request.get("/api/projects").query({ producer: user.id, ...q })).body.items as Array<{ id: number }>).map((p) => p.id).sort();
    expect(await ids({ search: "촬영감독" })).toEqual([film.id]);
    expect(await ids({ search: "조연" })).toEqual([unpaid.id]);
    expect(await ids({ paidRoles: "true" })).toEqual([paid.id]);
    expect(await ids({ roleCategory: "배우" })).toEqual([unpaid.id, paid.id].sort());
    expect(await ids({ roleCategory: "촬영", paidRoles: "true" })).toEqual([]);
  });

  it("when an artist saves a search with the role filters, then they are kept in the query and the list address", async () => {
    const { agent } = await signedIn(t, "artist");
    const res = await agent
      .post("/api/saved-searches")
      .send({ name: "유급 배우", scope: "projects", frequency: "daily", query: { paidRoles: "true", roleCategory: "배우" } });
    expect(res.status).toBe(201);
    expect(res.body.query).toEqual({ paidRoles: true, roleCategory: "배우" });
    expect(res.body.path).toBe(`/projects?paidRoles=true&roleCategory=${encodeURIComponent("배우")}`);
  });
});
