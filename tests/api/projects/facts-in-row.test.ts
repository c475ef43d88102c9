import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectRoles, projects, projectTags, userTags } from "@shared/schema/index";
import { migrationStatements } from "../../../server/db/migrate";
import { rowsOf } from "../../../server/db/paged-query";
import { insertProject, LEAD_ROLE, projectPayload, RIVAL_ROLE_LISTS } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/**
 * Migration 0034 (decision 049): a project's RoleSummary and tag list live in its row, kept by statement
 * triggers on project_roles and project_tags. Written here with plain statements on the tables, not
 * through the service, so the triggers are what is tested.
 */
const t = await createTestApp();

const stored = async (id: number) => (await t.db.select({ s: projects.roleSummary }).from(projects).where(eq(projects.id, id)))[0]?.s;
const storedTags = async (id: number) => (await t.db.select({ s: projects.tagList }).from(projects).where(eq(projects.id, id)))[0]?.s;
const role = (projectId: number, position: number, feeKind: string, feeAmount: number | null) => ({
  projectId,
  position,
  name: `역할 ${position}`,
  category: "배우",
  headcount: 1,
  feeKind,
  feeAmount,
});

describe("migration 0034: the roles' fee range and the tags in the project's row", () => {
  it("when roles are inserted, edited and deleted, then the row's summary follows each statement, and none is null", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const a = await insertProject(t.db, { producerId: producer.id });
    const b = await insertProject(t.db, { producerId: producer.id });
    expect(await stored(a.id)).toBeNull();

    // One statement for two projects.
    const inserted = await t.db
      .insert(projectRoles)
      .values([role(a.id, 0, "fixed", 1_000_000), role(a.id, 1, "per_day", 150_000), role(b.id, 0, "unpaid", null)])
      .returning({ id: projectRoles.id });
    expect(await stored(a.id)).toEqual({ count: 2, minFee: 150_000, maxFee: 1_000_000, hasUnpaid: false, hasNegotiable: false });
    expect(await stored(b.id)).toEqual({ count: 1, minFee: null, maxFee: null, hasUnpaid: true, hasNegotiable: false });

    // A role moved to the other project changes both.
    await t.db.update(projectRoles).set({ projectId: b.id, feeKind: "negotiable", feeAmount: null }).where(eq(projectRoles.id, inserted[1]!.id));
    expect(await stored(a.id)).toEqual({ count: 1, minFee: 1_000_000, maxFee: 1_000_000, hasUnpaid: false, hasNegotiable: false });
    expect(await stored(b.id)).toEqual({ count: 2, minFee: null, maxFee: null, hasUnpaid: true, hasNegotiable: true });

    // The last role gone: no summary.
    await t.db.delete(projectRoles).where(eq(projectRoles.projectId, a.id));
    expect(await stored(a.id)).toBeNull();

    // A statement that touches nothing, and a project deleted with its roles (the cascade fires the trigger).
    await t.db.delete(projectRoles).where(eq(projectRoles.id, -1));
    await t.db.delete(projects).where(eq(projects.id, b.id));
    expect(
      await t.db
        .select()
        .from(projectRoles)
        .where(inArray(projectRoles.projectId, [a.id, b.id])),
    ).toEqual([]);
  });

  it("when tags are linked, unlinked, renamed and deleted, then the row's list follows, by name", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id, tags: ["현대무용", "미디어아트"] });
    const [dance, media] = project.tags.sort((a, b) => a.id - b.id);
    const byName = (tags: Array<{ id: number; name: string }>) => [...tags].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(await storedTags(project.id)).toEqual(byName([dance!, media!]));

    const [extra] = await t.db
      .insert(userTags)
      .values({ name: "가야금", slug: `gayageum-${project.id}` })
      .returning({ id: userTags.id, name: userTags.name });
    await t.db.insert(projectTags).values({ projectId: project.id, tagId: extra!.id });
    expect((await storedTags(project.id))?.map((x) => x.name)).toEqual(["가야금", "미디어아트", "현대무용"]);

    await t.db.update(userTags).set({ name: "거문고" }).where(eq(userTags.id, extra!.id));
    expect((await storedTags(project.id))?.map((x) => x.name)).toEqual(["거문고", "미디어아트", "현대무용"]);
    // Usage counts change on every project write: no project is rewritten for them.
    const version = async () => rowsOf(await t.db.execute(sql`select xmin::text as v from ${projects} where id = ${project.id}`));
    const before = await version();
    await t.db
      .update(userTags)
      .set({ usageCount: sql`${userTags.usageCount} + 1` })
      .where(eq(userTags.id, extra!.id));
    expect(await version()).toEqual(before);

    await t.db.delete(userTags).where(eq(userTags.id, extra!.id)); // its link goes by the cascade
    await t.db.delete(projectTags).where(and(eq(projectTags.projectId, project.id), eq(projectTags.tagId, dance!.id)));
    expect(await storedTags(project.id)).toEqual([media]);
    await t.db.delete(projectTags).where(eq(projectTags.projectId, project.id));
    expect(await storedTags(project.id)).toBeNull();
    const page = await t.request.get(`/api/projects/${project.id}`);
    expect(page.body.tags).toEqual([]);
  });

  it("when projects had roles or tags before the migration, then its last statement fills them in and leaves the others null", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const withRoles = await insertProject(t.db, { producerId: producer.id });
    const withTags = await insertProject(t.db, { producerId: producer.id, tags: ["재즈", "국악", "퓨전"] });
    const without = await insertProject(t.db, { producerId: producer.id });
    await t.db.insert(projectRoles).values([role(withRoles.id, 0, "per_session", 80_000), role(withRoles.id, 1, "fixed", 300_000)]);
    const ids = [withRoles.id, withTags.id, without.id];
    await t.db.update(projects).set({ roleSummary: null, tagList: null }).where(inArray(projects.id, ids));

    const statements = migrationStatements("0034_project_facts_in_row.sql");
    await t.db.execute(sql.raw(statements.at(-1)!));

    expect(await stored(withRoles.id)).toEqual({ count: 2, minFee: 80_000, maxFee: 300_000, hasUnpaid: false, hasNegotiable: false });
    expect(await storedTags(withRoles.id)).toBeNull();
    expect(await storedTags(withTags.id)).toEqual([...withTags.tags].sort((a, b) => a.name.localeCompare(b.name)));
    expect(await stored(withTags.id)).toBeNull();
    expect(await stored(without.id)).toBeNull();
    expect(await storedTags(without.id)).toBeNull();
    // The fill is set-based; the triggers call the per-project functions. Both give the same JSON for every project.
    const disagree = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from projects
        where role_summary::text is distinct from project_role_summary(id)::text or tag_list::text is distinct from project_tag_list(id)::text`),
    );
    expect(disagree).toEqual([]);
  });

  it("when the owner saves two role lists at once, then the summary is the roles' that were kept, and the page and the card agree", async () => {
    const { agent, user } = await signedIn(t, "producer");
    const created = await agent.post("/api/projects").send(projectPayload({ roles: [LEAD_ROLE] }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const lists = RIVAL_ROLE_LISTS;
    const answers = await Promise.all(lists.map((roles) => agent.patch(`/api/projects/${id}`).send({ roles })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);

    const kept = await t.db.select().from(projectRoles).where(eq(projectRoles.projectId, id));
    const fees = kept.filter((r) => ["fixed", "per_day", "per_session"].includes(r.feeKind)).map((r) => r.feeAmount!);
    const expected = {
      count: kept.length,
      minFee: fees.length ? Math.min(...fees) : null,
      maxFee: fees.length ? Math.max(...fees) : null,
      hasUnpaid: kept.some((r) => r.feeKind === "unpaid"),
      hasNegotiable: kept.some((r) => r.feeKind === "negotiable"),
    };
    expect(await stored(id)).toEqual(expected);
    const page = await agent.get(`/api/projects/${id}`);
    expect(page.body.roleSummary).toEqual(expected);
    const list = await t.request.get("/api/projects").query({ producer: user.id });
    expect(list.body.items.find((p: { id: number }) => p.id === id).roleSummary).toEqual(expected);
  });
});
