import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, projectViewCounts } from "@shared/schema/index";
import { migrationStatements } from "../../../server/db/migrate";
import { rowsOf } from "../../../server/db/paged-query";
import { insertProject, storedViewCount } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

/**
 * Migration 0028 (decision 042) moves each project's view count out of its row into project_view_counts.
 * The test database is migrated empty, so the old column is put back here, filled as before, and the
 * migration's copy and drop are run over it.
 */
const t = await createTestApp();
const statements = migrationStatements("0028_project_view_counts.sql");
const copy = statements.find((s) => s.includes('INSERT INTO "project_view_counts"'))!;
const drop = statements.find((s) => s.includes('DROP COLUMN "view_count"'))!;

describe("migration 0028: view counts in their own table", () => {
  it("when projects had view counts in their rows, then each count moves to project_view_counts, projects never viewed get no row, and the column goes", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const seen = await insertProject(t.db, { producerId: producer.id });
    const unseen = await insertProject(t.db, { producerId: producer.id });
    await t.db.execute(sql`alter table ${projects} add column view_count integer default 0 not null`);
    await t.db.execute(sql`update ${projects} set view_count = 1234 where id = ${seen.id}`);

    await t.db.execute(sql.raw(copy));
    await t.db.execute(sql.raw(drop));

    expect(await t.db.select().from(projectViewCounts)).toEqual([{ projectId: seen.id, viewCount: 1234 }]);
    expect(await storedViewCount(t.db, unseen.id)).toBe(0);
    const page = await t.request.get(`/api/projects/${seen.id}`).set("X-Forwarded-For", "203.0.113.9");
    expect(page.body.viewCount).toBe(1235);
    const columns = await t.db.execute(sql`select column_name from information_schema.columns where table_name = 'projects' and column_name = 'view_count'`);
    expect(rowsOf(columns)).toHaveLength(0);
  });

  it("when a project is deleted, then its count goes with it", async () => {
    const producer = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: producer.id, viewCount: 5 });
    expect(await storedViewCount(t.db, project.id)).toBe(5);
    await t.db.execute(sql`delete from ${projects} where id = ${project.id}`);
    expect(await t.db.select().from(projectViewCounts).where(eq(projectViewCounts.projectId, project.id))).toEqual([]);
  });
});
