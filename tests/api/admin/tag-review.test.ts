import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TAG_LISTED_AFTER_PEOPLE } from "@shared/constants";
import { adminAuditLog, userTags } from "@shared/schema/index";
import { projectPayload } from "../../factories/projects";
import { signedIn, signedInWithSecondFactor } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/** Issue 24 with issue 30's tag floods: operators review the tags members made up (approve lists it, reject never). */
const t = await createTestApp();
const operator = () => signedInWithSecondFactor(t, "artist", { staffRole: "operator" });
const names = (body: Array<{ name: string }>) => body.map((x) => x.name);
const searched = async (name: string) => names((await t.request.get(`/api/tags/search?q=${encodeURIComponent(name)}`).expect(200)).body);
const auditOf = (id: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "tag"), eq(adminAuditLog.targetId, String(id))));

describe("the tag review of the console", () => {
  it("when a member makes up a tag, then it is pending with its creator; approving lists it at once and is audited", async () => {
    const member = await signedIn(t, "artist");
    const made = await member.agent.post("/api/tags/get-or-create").send({ name: "검토대기태그" }).expect(201);
    const op = await operator();
    const pending = await op.agent.get("/api/admin/tags").query({ search: "검토대기" }).expect(200);
    expect(pending.body.items).toEqual([
      expect.objectContaining({
        id: made.body.id,
        name: "검토대기태그",
        status: "pending",
        listed: false,
        people: 0,
        createdBy: expect.objectContaining({ id: member.user.id }),
      }),
    ]);
    expect(await searched("검토대기태그")).toEqual([]);

    const approved = await op.agent.post(`/api/admin/tags/${made.body.id}/review`).send({ decision: "approve", note: "공연 장르" }).expect(200);
    expect(approved.body).toMatchObject({ status: "approved", listed: true });
    expect(await searched("검토대기태그")).toEqual(["검토대기태그"]);
    expect((await op.agent.get("/api/admin/tags").query({ search: "검토대기" }).expect(200)).body.items).toEqual([]);
    expect((await op.agent.get("/api/admin/tags").query({ status: "approved", search: "검토대기" }).expect(200)).body.items).toHaveLength(1);
    const [row] = await auditOf(made.body.id);
    expect(row).toMatchObject({
      action: "tag.approve",
      actorId: op.user.id,
      reason: "공연 장르",
      details: { name: "검토대기태그", createdBy: member.user.id },
    });
    const again = await op.agent.post(`/api/admin/tags/${made.body.id}/review`).send({ decision: "approve", note: "" }).expect(409);
    expect(again.body.message).toBe("이미 승인된 태그입니다.");
  });

  it(`when an operator rejects a tag ${TAG_LISTED_AFTER_PEOPLE} people use, then no public list shows it any more, though their projects keep it`, async () => {
    const owners = [];
    for (let i = 0; i < TAG_LISTED_AFTER_PEOPLE; i++) {
      const p = await signedIn(t, "producer");
      await p.agent
        .post("/api/projects")
        .send(projectPayload({ tags: ["도배태그"], status: "published" }))
        .expect(201);
      owners.push(p);
    }
    expect(await searched("도배태그")).toEqual(["도배태그"]);
    const [tag] = await t.db.select().from(userTags).where(eq(userTags.name, "도배태그"));
    const op = await operator();
    const listed = await op.agent.get("/api/admin/tags").query({ search: "도배" }).expect(200);
    expect(listed.body.items[0]).toMatchObject({ status: "pending", listed: true, people: TAG_LISTED_AFTER_PEOPLE });

    const rejected = await op.agent.post(`/api/admin/tags/${tag!.id}/review`).send({ decision: "reject", note: "도배" }).expect(200);
    expect(rejected.body).toMatchObject({ status: "rejected", listed: false });
    expect(rejected.body.rejectedAt).not.toBeNull();
    expect(await searched("도배태그")).toEqual([]);
    expect(names((await t.request.get("/api/tags/popular?limit=100").expect(200)).body)).not.toContain("도배태그");
    expect(names((await t.request.get("/api/tags/projects?limit=100").expect(200)).body)).not.toContain("도배태그");
    const mine = await owners[0]!.agent.get("/api/my-projects").expect(200);
    expect(JSON.stringify(mine.body)).toContain("도배태그");
    expect((await auditOf(tag!.id))[0]).toMatchObject({ action: "tag.reject", reason: "도배" });
    await op.agent.post(`/api/admin/tags/${tag!.id}/review`).send({ decision: "reject", note: "" }).expect(409);
    // A rejection can be reversed.
    await op.agent.post(`/api/admin/tags/${tag!.id}/review`).send({ decision: "approve", note: "" }).expect(200);
    expect(await searched("도배태그")).toEqual(["도배태그"]);
  });

  it("when two operators approve the same tag at once, then one is answered 200, the other 409, and one audit row is written", async () => {
    const member = await signedIn(t, "artist");
    const made = await member.agent.post("/api/tags/get-or-create").send({ name: "동시검토태그" }).expect(201);
    const [first, second] = [await operator(), await operator()];
    const answers = await Promise.all(
      [first, second].map((op) => op.agent.post(`/api/admin/tags/${made.body.id}/review`).send({ decision: "approve", note: "" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf(made.body.id)).toHaveLength(1);
  });

  it("when the input is wrong, the tag unknown or the caller not staff, then 400, 404, 401 and 403", async () => {
    const op = await operator();
    const member = await signedIn(t, "artist");
    const made = await member.agent.post("/api/tags/get-or-create").send({ name: "권한태그" }).expect(201);
    const bad = await op.agent.post(`/api/admin/tags/${made.body.id}/review`).send({ decision: "maybe" }).expect(400);
    expect(bad.body.fieldErrors.decision).toEqual(["결정은 approve 또는 reject 중 하나여야 합니다."]);
    await op.agent.post("/api/admin/tags/99999999/review").send({ decision: "approve" }).expect(404);
    await t.request.get("/api/admin/tags").expect(401);
    await member.agent.get("/api/admin/tags").expect(403);
    await member.agent.post(`/api/admin/tags/${made.body.id}/review`).send({ decision: "approve" }).expect(403);
    await op.agent.get("/api/admin/tags").query({ cursor: "@@" }).expect(400);
    const [row] = await t.db.select().from(userTags).where(eq(userTags.id, made.body.id));
    expect(row).toMatchObject({ isVerified: false, rejectedAt: null });
  });
});
