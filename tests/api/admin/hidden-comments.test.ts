import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORT_HIDE_THRESHOLD } from "@shared/constants";
import { communityComments, reports } from "@shared/schema/index";
import { insertComment, insertPost } from "../../factories/community";
import { insertUser } from "../../factories/users";
import { signedIn, signedInWithSecondFactor } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/** Issue 24: a comment is hidden like a post — by reports, by an operator or by its author's suspension (hidden_by). */
const t = await createTestApp();
const operator = () => signedInWithSecondFactor(t, "artist", { staffRole: "operator" });
const commentIds = async (postId: number) =>
  ((await t.request.get(`/api/community/posts/${postId}/comments`).expect(200)).body as Array<{ id: number; replies?: Array<{ id: number }> }>).flatMap((c) => [
    c.id,
    ...(c.replies ?? []).map((r) => r.id),
  ]);
const commentRow = async (id: number) => (await t.db.select().from(communityComments).where(eq(communityComments.id, id)))[0]!;

describe("comments of a suspended account", () => {
  it("when an account is suspended, then its comments are hidden for everyone while it lasts and come back when it is lifted", async () => {
    const postAuthor = await insertUser(t.db);
    const post = await insertPost(t.db, postAuthor.id);
    const member = await insertUser(t.db);
    const comment = await insertComment(t.db, post.id, member.id, { content: "정지될 회원의 댓글" });
    const other = await insertComment(t.db, post.id, postAuthor.id, { content: "다른 회원의 댓글" });
    expect(await commentIds(post.id)).toContain(comment.id);

    const op = await operator();
    await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ days: 3, reason: "욕설 반복" }).expect(200);
    expect(await commentRow(comment.id)).toMatchObject({ hiddenBy: "suspension" });
    const shown = await commentIds(post.id);
    expect(shown).not.toContain(comment.id);
    expect(shown).toContain(other.id);

    await op.agent.post(`/api/admin/users/${member.id}/unsuspend`).send({ reason: "소명 확인" }).expect(200);
    expect(await commentRow(comment.id)).toMatchObject({ hiddenAt: null, hiddenBy: null });
    expect(await commentIds(post.id)).toContain(comment.id);
  });

  it("when a suspension is lifted, then a comment an operator hid stays hidden", async () => {
    const post = await insertPost(t.db, (await insertUser(t.db)).id);
    const member = await insertUser(t.db);
    const hiddenByOperator = await insertComment(t.db, post.id, member.id, { hiddenAt: new Date(), hiddenBy: "operator" });
    const op = await operator();
    await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ days: 3, reason: "욕설" }).expect(200);
    await op.agent.post(`/api/admin/users/${member.id}/unsuspend`).send({}).expect(200);
    expect(await commentRow(hiddenByOperator.id)).toMatchObject({ hiddenBy: "operator" });
    expect(await commentIds(post.id)).not.toContain(hiddenByOperator.id);
  });
});

describe("dismissing a comment's reports", () => {
  it("when 5 reporters hid a comment, then it is hidden by 'reports' and a dismiss brings it back", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const comment = await insertComment(t.db, post.id, author.id);
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++) {
      const r = await signedIn(t, "artist");
      await r.agent.post(`/api/community/comments/${comment.id}/report`).send({ reason: "스팸" }).expect(200);
    }
    expect(await commentRow(comment.id)).toMatchObject({ hiddenBy: "reports" });
    const [report] = await t.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, String(comment.id)));
    const op = await operator();
    await op.agent.post(`/api/admin/reports/${report!.id}/resolve`).send({ action: "dismiss", note: "" }).expect(200);
    expect(await commentRow(comment.id)).toMatchObject({ hiddenAt: null, hiddenBy: null });
    expect(await commentIds(post.id)).toContain(comment.id);
  });

  it("when an operator hid a comment, then dismissing a later report of it leaves it hidden", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const comment = await insertComment(t.db, post.id, author.id);
    const first = await signedIn(t, "artist");
    await first.agent.post(`/api/community/comments/${comment.id}/report`).send({ reason: "욕설" }).expect(200);
    const op = await operator();
    const [r1] = await t.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, String(comment.id)));
    await op.agent.post(`/api/admin/reports/${r1!.id}/resolve`).send({ action: "hide", note: "욕설" }).expect(200);
    expect(await commentRow(comment.id)).toMatchObject({ hiddenBy: "operator" });
    // A report filed before the hide reached the reporter's screen (or by any other way) is dismissed later.
    const late = await insertUser(t.db);
    const [r2] = await t.db
      .insert(reports)
      .values({ reporterId: late.id, kind: "comment", targetId: String(comment.id), reason: "늦은 신고" })
      .returning();
    await op.agent.post(`/api/admin/reports/${r2!.id}/resolve`).send({ action: "dismiss", note: "" }).expect(200);
    expect(await commentRow(comment.id)).toMatchObject({ hiddenBy: "operator" });
    expect(await commentIds(post.id)).not.toContain(comment.id);
  });

  it("when the author is suspended, then dismissing a report of their comment leaves it hidden until the suspension ends", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, (await insertUser(t.db)).id);
    const comment = await insertComment(t.db, post.id, author.id);
    const reporter = await signedIn(t, "artist");
    await reporter.agent.post(`/api/community/comments/${comment.id}/report`).send({ reason: "욕설" }).expect(200);
    const op = await operator();
    await op.agent.post(`/api/admin/users/${author.id}/suspend`).send({ days: 2, reason: "욕설" }).expect(200);
    const [r] = await t.db
      .select()
      .from(reports)
      .where(eq(reports.targetId, String(comment.id)));
    await op.agent.post(`/api/admin/reports/${r!.id}/resolve`).send({ action: "dismiss", note: "" }).expect(200);
    expect(await commentRow(comment.id)).toMatchObject({ hiddenBy: "suspension" });
  });
});
