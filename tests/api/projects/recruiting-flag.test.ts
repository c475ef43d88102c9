import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects } from "@shared/schema/index";
import { todayInKorea } from "@shared/validators/projects";
import { closeCalls } from "../../../server/jobs/close-calls";
import { dayFromToday, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { createTestApp } from "../../setup/test-app";

// Decision 041: the lists' indexes are partial on projects.recruiting, which a trigger sets on every write of
// the status or the deadline and the close-calls job clears once the deadline has passed.
const t = await createTestApp();
const flagOf = async (id: number) => (await t.db.select({ r: projects.recruiting }).from(projects).where(eq(projects.id, id)))[0]!.r;
const listed = async (producerId: string) =>
  ((await t.request.get("/api/projects").query({ producer: producerId })).body as { items: Array<{ id: number }> }).items.map((p) => p.id);

describe("projects.recruiting (decision 041)", () => {
  it("when a project is written, then the flag says whether it is published, whatever its deadline", async () => {
    const p = await insertUser(t.db, { userType: "producer" });
    const open = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(5) });
    const expired = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(-2) });
    const draft = await insertProject(t.db, { producerId: p.id, status: "draft", deadline: dayFromToday(5) });
    const running = await insertProject(t.db, { producerId: p.id, status: "in_progress" });
    expect([await flagOf(open.id), await flagOf(expired.id), await flagOf(draft.id), await flagOf(running.id)]).toEqual([true, true, false, false]);

    await t.db.update(projects).set({ status: "published" }).where(eq(projects.id, draft.id));
    await t.db.update(projects).set({ status: "completed" }).where(eq(projects.id, open.id));
    expect([await flagOf(draft.id), await flagOf(open.id)]).toEqual([true, false]);
    // A write of neither column leaves the flag as it was.
    await t.db.update(projects).set({ title: "제목만 바꿈", recruiting: false }).where(eq(projects.id, draft.id));
    expect(await flagOf(draft.id)).toBe(false);
  });

  it("when the deadline passes, then the list drops the project before and after the job clears its flag, and a new deadline brings it back", async () => {
    const p = await insertUser(t.db, { userType: "producer" });
    const open = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(3) });
    const lastDay = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(0) });
    const expired = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(-1) });
    const hidden = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(-1), hiddenAt: new Date(), hiddenBy: "operator" });
    const noDeadline = await insertProject(t.db, { producerId: p.id, deadline: null });

    // Before the job: the expired one still has its flag, and the deadline keeps it out of the list.
    expect(await flagOf(expired.id)).toBe(true);
    expect((await listed(p.id)).sort()).toEqual([open.id, lastDay.id, noDeadline.id].sort());

    expect(await closeCalls(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect([await flagOf(open.id), await flagOf(lastDay.id), await flagOf(expired.id), await flagOf(noDeadline.id)]).toEqual([true, true, false, true]);
    // A hidden project is in no list and not in the index the job walks: left for when it is shown again.
    expect(await flagOf(hidden.id)).toBe(true);
    expect((await listed(p.id)).sort()).toEqual([open.id, lastDay.id, noDeadline.id].sort());
    // Run again: nothing more to close.
    await closeCalls(t.db, new Date());
    expect(await flagOf(open.id)).toBe(true);

    // The producer moves the deadline: the trigger sets the flag again and the list shows it.
    await t.db
      .update(projects)
      .set({ deadline: dayFromToday(10) })
      .where(eq(projects.id, expired.id));
    expect(await flagOf(expired.id)).toBe(true);
    expect(await listed(p.id)).toContain(expired.id);
  });

  it("when the job runs on a later day, then it closes what that day's list no longer shows (the Korean calendar day)", async () => {
    const p = await insertUser(t.db, { userType: "producer" });
    const soon = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(1) });
    const later = await insertProject(t.db, { producerId: p.id, deadline: dayFromToday(2) });
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    expect(todayInKorea(inTwoDays)).toBe(dayFromToday(2));
    await closeCalls(t.db, inTwoDays);
    expect([await flagOf(soon.id), await flagOf(later.id)]).toEqual([false, true]);
  });
});
