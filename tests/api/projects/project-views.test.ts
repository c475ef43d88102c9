import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectViewCounts, projectViews, projects } from "@shared/schema/index";
import { ViewCounter } from "../../../server/features/projects/view-counter";
import { createJobRunner } from "../../../server/jobs/runner";
import { PROJECT_VIEWS_RETENTION_JOB, projectViewsRetentionJob, pruneProjectViews } from "../../../server/jobs/project-views-retention";
import { insertProject, storedViewCount } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

/**
 * The rows behind "once per viewer per day" (decision 046): project_views has no foreign key (its check
 * locked the project's row for every counted view), so a statement trigger removes a deleted project's
 * rows, and a job removes the days no view is compared with any more.
 */
const t = await createTestApp();

const viewsOf = (ids: number[]) => t.db.select().from(projectViews).where(inArray(projectViews.projectId, ids));

describe("project_views", () => {
  it("when projects are deleted, then their view rows and counts go with them and the others stay", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const [gone, alsoGone, kept] = [
      await insertProject(t.db, { producerId: owner.id }),
      await insertProject(t.db, { producerId: owner.id }),
      await insertProject(t.db, { producerId: owner.id }),
    ];
    const counter = new ViewCounter(t.db);
    for (const p of [gone, alsoGone, kept]) {
      counter.record(p.id, "u:a", "2026-11-27");
      counter.record(p.id, "u:b", "2026-11-27");
    }
    await counter.flush();
    expect(await viewsOf([gone.id, alsoGone.id, kept.id])).toHaveLength(6);

    // One statement deleting two projects: the trigger is per statement, over every deleted row.
    await t.db.delete(projects).where(inArray(projects.id, [gone.id, alsoGone.id]));

    expect((await viewsOf([gone.id, alsoGone.id, kept.id])).map((v) => v.projectId)).toEqual([kept.id, kept.id]);
    expect(
      await t.db
        .select()
        .from(projectViewCounts)
        .where(inArray(projectViewCounts.projectId, [gone.id, alsoGone.id])),
    ).toEqual([]);
    expect(await storedViewCount(t.db, kept.id)).toBe(2);
  });

  it("when a batch holds a view of a project deleted since, then the others are written and that one is skipped", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const gone = await insertProject(t.db, { producerId: owner.id });
    const kept = await insertProject(t.db, { producerId: owner.id });
    const counter = new ViewCounter(t.db);
    counter.record(gone.id, "u:c", "2026-11-27");
    counter.record(kept.id, "u:c", "2026-11-27");
    await t.db.delete(projects).where(eq(projects.id, gone.id));

    await counter.flush();

    expect((await viewsOf([gone.id, kept.id])).map((v) => v.projectId)).toEqual([kept.id]);
    expect(await storedViewCount(t.db, kept.id)).toBe(1);
  });

  it("when the retention job runs, then rows before yesterday (Korean days) go, yesterday's and today's stay, and the counts stay", async () => {
    const owner = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: owner.id });
    const counter = new ViewCounter(t.db);
    // 2026-11-28 00:30 in Korea is 2026-11-27 15:30 UTC: today is the 28th, yesterday the 27th.
    const now = new Date("2026-11-27T15:30:00Z");
    for (const day of ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]) counter.record(project.id, "u:d", day);
    await counter.flush();
    expect(await storedViewCount(t.db, project.id)).toBe(4);

    const runner = createJobRunner(t.db, { now: () => now });
    runner.register(projectViewsRetentionJob());
    expect(await runner.runOnce(PROJECT_VIEWS_RETENTION_JOB)).toBe(true);

    expect((await viewsOf([project.id])).map((v) => v.day).sort()).toEqual(["2026-11-27", "2026-11-28"]);
    expect(await storedViewCount(t.db, project.id)).toBe(4);
    // Nothing left to delete: a second pass deletes none.
    expect(await pruneProjectViews(t.db, now)).toBe(0);
  });
});
