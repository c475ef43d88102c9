import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORT_HIDE_THRESHOLD, SUSPENDED_FOREVER_ISO } from "@shared/constants";
import {
  adminAuditLog,
  applications,
  communityPosts,
  contactInquiries,
  mailOutbox,
  messages,
  notifications,
  projects,
  reports,
  sessions,
  users,
  userSanctions,
} from "@shared/schema/index";
import { insertComment, insertPost } from "../../factories/community";
import { insertApplication, insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { lastMailTo, mailsTo } from "../../setup/mail-outbox";
import { signedIn, signedInWithSecondFactor } from "../../setup/signed-in";
import { mintSession } from "../security/helpers";
import { generate } from "otplib";
import { firstAddress, startSmtp } from "../../setup/smtp";
import { createTestApp, login, TEST_PASSWORD } from "../../setup/test-app";
import { createMailSender } from "../../../server/mail/sender";
import { smtpTransport } from "../../../server/mail/transport";

const t = await createTestApp();

// Staff sessions pass a second factor (issue 25: the console needs one of the last 12 hours).
const operator = () => signedInWithSecondFactor(t, "artist", { staffRole: "operator" });
const adminUser = () => signedInWithSecondFactor(t, "producer", { staffRole: "admin" });
const auditOf = (targetType: string, targetId: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, targetId)));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A post reported by `n` distinct members through the real endpoint; returns the post and the reporters. */
async function reportedPost(n: number) {
  const author = await insertUser(t.db, { userType: "artist" });
  const post = await insertPost(t.db, author.id, { content: `신고될 게시글 ${Math.random()}` });
  const reporters = [];
  for (let i = 0; i < n; i++) {
    const r = await signedIn(t, "artist");
    await r.agent.post(`/api/community/posts/${post.id}/report`).send({ reason: "스팸 광고입니다" }).expect(200);
    reporters.push(r);
  }
  const [report] = await t.db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, "post"), eq(reports.targetId, String(post.id))));
  return { author, post, reporters, reportId: report!.id };
}

describe("the staff gate", () => {
  it("when a guest or a member calls the console, then 401 and 403; an operator gets 200; role changes need an admin", async () => {
    await t.request.get("/api/admin/reports").expect(401);
    const member = await signedIn(t, "producer");
    const refused = await member.agent.get("/api/admin/users").expect(403);
    expect(refused.body.message).toBe("운영자만 이용할 수 있습니다.");
    // A member's invalid body still answers 403, not 400: the gate runs before parsing.
    await member.agent.post("/api/admin/users/x/suspend").send({}).expect(403);
    const op = await operator();
    await op.agent.get("/api/admin/users").expect(200);
    const target = await insertUser(t.db);
    await op.agent.post(`/api/admin/users/${target.id}/role`).send({ role: "operator" }).expect(403);
  });

  it("when an admin revokes an operator's role, then the operator's next call is refused at once", async () => {
    const admin = await adminUser();
    const op = await operator();
    const res = await admin.agent.post(`/api/admin/users/${op.user.id}/role`).send({ role: null }).expect(200);
    expect(res.body.user.staffRole).toBeNull();
    await op.agent.get("/api/admin/reports").expect(403);
    const [row] = await auditOf("user", op.user.id);
    expect(row).toMatchObject({ action: "user.role", actorId: admin.user.id, details: { from: "operator", to: null } });
    // An admin cannot take their own admin role away.
    await admin.agent.post(`/api/admin/users/${admin.user.id}/role`).send({ role: "operator" }).expect(409);
    await admin.agent.post(`/api/admin/users/${op.user.id}/role`).send({ role: "owner" }).expect(400);
  });

  it("when the signed-in user is staff, then /api/auth/user says so (the header shows the console link)", async () => {
    const op = await operator();
    expect((await op.agent.get("/api/auth/user").expect(200)).body.staffRole).toBe("operator");
    const member = await signedIn(t, "artist");
    expect((await member.agent.get("/api/auth/user").expect(200)).body.staffRole).toBeNull();
  });
});

describe("the second factor of operators (issue 25)", () => {
  it("when an operator's session has no second factor of the last 12 hours, then every console call is 403 SecondFactorRequired; a code passed opens it", async () => {
    const op = await signedIn(t, "artist", { staffRole: "operator" });
    const refused = await op.agent.get("/api/admin/reports").expect(403);
    expect(refused.body).toMatchObject({ code: "SecondFactorRequired" });
    expect(refused.body.message).toContain("2단계 인증");
    await op.agent.post(`/api/admin/users/${op.user.id}/suspend`).send({ days: 1, reason: "시험" }).expect(403);
    // Turning an authenticator app on passes the second factor in this session.
    const setup = await op.agent.post("/api/auth/2fa/totp/setup").expect(200);
    await op.agent
      .post("/api/auth/2fa/totp/enable")
      .send({ code: await generate({ secret: setup.body.secret }) })
      .expect(200);
    await op.agent.get("/api/admin/reports").expect(200);
    // A member is still told only that the console is for operators.
    const member = await signedIn(t, "artist");
    expect((await member.agent.get("/api/admin/reports").expect(403)).body.code).not.toBe("SecondFactorRequired");
  });

  it("when the second factor was passed more than 12 hours ago, then the console refuses again", async () => {
    const staff = await insertUser(t.db, { userType: "artist", staffRole: "operator" });
    const stale = await mintSession(t, staff, { secondFactorAt: Date.now() - 13 * 3_600_000 });
    expect((await t.request.get("/api/admin/reports").set("Cookie", stale).expect(403)).body.code).toBe("SecondFactorRequired");
    const fresh = await mintSession(t, staff, { secondFactorAt: Date.now() - 11 * 3_600_000 });
    await t.request.get("/api/admin/reports").set("Cookie", fresh).expect(200);
  });
});

describe("ADMIN_EMAILS", () => {
  it("when an account with a listed, verified e-mail signs in, then it becomes admin and an audit row says so; an unverified one does not", async () => {
    const t2 = await createTestApp({ adminEmails: ["boss@example.com", "late@example.com"] });
    const boss = await insertUser(t2.db, { email: "boss@example.com" });
    const late = await insertUser(t2.db, { email: "late@example.com", emailVerified: false });
    const agent = t2.agent();
    await login(agent, boss.email);
    expect((await agent.get("/api/auth/user").expect(200)).body.staffRole).toBe("admin");
    // Admin, but the console waits for a second factor (issue 25).
    expect((await agent.get("/api/admin/reports").expect(403)).body.code).toBe("SecondFactorRequired");
    const [row] = await t2.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, boss.id));
    expect(row).toMatchObject({ action: "user.role", actorId: "system", reason: "ADMIN_EMAILS" });
    // At start: only verified accounts.
    const { promoteAdminEmails } = await import("../../../server/features/admin/service");
    expect(await promoteAdminEmails(t2.db, ["late@example.com"], new Date())).toBe(0);
    const [u] = await t2.db.select().from(users).where(eq(users.id, late.id));
    expect(u!.staffRole).toBeNull();
  });
});

describe("the audit trail", () => {
  it("when anyone updates or deletes an audit row, then the database refuses it", async () => {
    const admin = await adminUser();
    const target = await insertUser(t.db);
    await admin.agent.post(`/api/admin/users/${target.id}/role`).send({ role: "operator" }).expect(200);
    const [row] = await auditOf("user", target.id);
    await expect(t.db.update(adminAuditLog).set({ reason: "고침" }).where(eq(adminAuditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.delete(adminAuditLog).where(eq(adminAuditLog.id, row!.id))).rejects.toThrow();
    expect((await auditOf("user", target.id)).length).toBe(1);
  });

  it("when an operator reads the log, then it is newest first, filterable and keyset paged", async () => {
    const admin = await adminUser();
    const targets = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
    for (const u of targets) await admin.agent.post(`/api/admin/users/${u.id}/role`).send({ role: "operator" }).expect(200);
    const res = await admin.agent.get("/api/admin/audit-log").query({ actorId: admin.user.id }).expect(200);
    expect(res.body.items.map((i: { targetId: string }) => i.targetId)).toEqual(targets.map((u) => u.id).reverse());
    const one = await admin.agent.get("/api/admin/audit-log").query({ targetId: targets[0]!.id, action: "user.role" }).expect(200);
    expect(one.body.items).toHaveLength(1);
    expect(one.body.nextCursor).toBeNull();
    await admin.agent.get("/api/admin/audit-log").query({ cursor: "not*valid" }).expect(400);
  });
});

describe("the reports queue", () => {
  it("when a post is auto-hidden by 5 reporters, then the queue shows it once with its reporters and content; dismiss brings it back for everyone", async () => {
    const { author, post, reporters, reportId } = await reportedPost(REPORT_HIDE_THRESHOLD);
    const [hidden] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(hidden!.hiddenAt).not.toBeNull();

    const op = await operator();
    const queue = await op.agent.get("/api/admin/reports").query({ status: "open" }).expect(200);
    const group = queue.body.items.find((g: { kind: string; targetId: string }) => g.kind === "post" && g.targetId === String(post.id));
    expect(group).toMatchObject({ reporterCount: REPORT_HIDE_THRESHOLD, content: { exists: true, text: post.content, author: { id: author.id } } });
    expect(group.reports).toHaveLength(REPORT_HIDE_THRESHOLD);

    await op.agent.post(`/api/admin/reports/${reportId}/resolve`).send({ action: "dismiss", note: "정책 위반 아님" }).expect(200);
    const [back] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(back!.hiddenAt).toBeNull();
    // Back for the reporters too.
    await reporters[0]!.agent.get(`/api/community/posts/${post.id}`).expect(200);
    await t.request.get(`/api/community/posts/${post.id}`).expect(200);
    // Reporters told it was handled; the author told it is shown again.
    expect((await notificationsOf(reporters[1]!.user.id)).some((n) => n.title.includes("처리되었습니다"))).toBe(true);
    expect((await notificationsOf(author.id)).some((n) => n.title.includes("다시 표시"))).toBe(true);
    // Gone from the open queue, in the resolved one; a second resolve is a conflict.
    const open = await op.agent.get("/api/admin/reports").expect(200);
    expect(open.body.items.some((g: { targetId: string; kind: string }) => g.kind === "post" && g.targetId === String(post.id))).toBe(false);
    const resolved = await op.agent.get("/api/admin/reports").query({ status: "resolved" }).expect(200);
    expect(resolved.body.items.some((g: { targetId: string; kind: string }) => g.kind === "post" && g.targetId === String(post.id))).toBe(true);
    await op.agent.post(`/api/admin/reports/${reportId}/resolve`).send({ action: "hide", note: "" }).expect(409);
    const [a] = await auditOf("post", String(post.id));
    expect(a).toMatchObject({ action: "report.dismiss", actorId: op.user.id, reason: "정책 위반 아님" });
  });

  it("when an operator hides a reported post, then it is hidden for everyone and the author is notified with the reason", async () => {
    const { author, post, reportId } = await reportedPost(1);
    const op = await operator();
    await op.agent.post(`/api/admin/reports/${reportId}/resolve`).send({ action: "hide", note: "광고성 게시글" }).expect(200);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row).toMatchObject({ hiddenBy: "operator" });
    await t.request.get(`/api/community/posts/${post.id}`).expect(404);
    const notes = await notificationsOf(author.id);
    expect(notes.some((n) => n.title.includes("숨겨졌습니다") && n.message.includes("광고성 게시글"))).toBe(true);
  });

  it("when an operator deletes a reported comment, then it is deleted; a profile report cannot be deleted", async () => {
    const author = await insertUser(t.db);
    const post = await insertPost(t.db, author.id);
    const comment = await insertComment(t.db, post.id, author.id, { content: "욕설 댓글" });
    const reporter = await signedIn(t, "artist");
    await reporter.agent.post(`/api/community/comments/${comment.id}/report`).send({ reason: "욕설" }).expect(200);
    await reporter.agent.post("/api/reports").send({ kind: "user", targetId: author.id, reason: "사기 의심" }).expect(201);
    const rows = await t.db.select().from(reports).where(eq(reports.reporterId, reporter.user.id));
    const op = await operator();
    const commentReport = rows.find((r) => r.kind === "comment")!;
    const userReport = rows.find((r) => r.kind === "user")!;
    await op.agent.post(`/api/admin/reports/${commentReport.id}/resolve`).send({ action: "delete", note: "욕설" }).expect(200);
    await op.agent.post(`/api/admin/reports/${userReport.id}/resolve`).send({ action: "delete", note: "" }).expect(400);
    await op.agent.post(`/api/admin/reports/${userReport.id}/resolve`).send({ action: "hide", note: "정지 처리" }).expect(200);
    await op.agent.post("/api/admin/reports/999999/resolve").send({ action: "hide", note: "" }).expect(404);
  });

  it("when a message is reported, then the queue shows it with the messages around it", async () => {
    const a = await insertUser(t.db);
    const b = await signedIn(t, "producer");
    const sent = [];
    for (let i = 0; i < 8; i++) {
      const [m] = await t.db
        .insert(messages)
        .values({ senderId: i % 2 ? b.user.id : a.id, receiverId: i % 2 ? a.id : b.user.id, content: `메시지 ${i}` })
        .returning();
      sent.push(m!);
    }
    const reported = sent[6]!; // from a
    await b.agent
      .post("/api/reports")
      .send({ kind: "message", targetId: String(reported.id), reason: "협박" })
      .expect(201);
    const op = await operator();
    const queue = await op.agent.get("/api/admin/reports").expect(200);
    const group = queue.body.items.find((g: { kind: string; targetId: string }) => g.kind === "message" && g.targetId === String(reported.id));
    expect(group.content.text).toBe("메시지 6");
    expect(group.content.context.map((m: { content: string }) => m.content)).toEqual([
      "메시지 1",
      "메시지 2",
      "메시지 3",
      "메시지 4",
      "메시지 5",
      "메시지 6",
      "메시지 7",
    ]);
    expect(group.content.context.find((m: { reported: boolean }) => m.reported).id).toBe(reported.id);
  });
});

describe("suspensions", () => {
  it("when an operator suspends a member, then its sessions end, sign-in answers 403 Suspended with the end date, its content is hidden and it is mailed", async () => {
    const member = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: member.user.id, title: "정지될 제작자의 프로젝트" });
    const post = await insertPost(t.db, member.user.id);
    await member.agent.get("/api/auth/user").expect(200);
    const op = await operator();

    const res = await op.agent.post(`/api/admin/users/${member.user.id}/suspend`).send({ days: 7, reason: "사기 행위" }).expect(200);
    expect(res.body.suspendedUntil).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toHaveLength(0);
    await member.agent.get("/api/auth/user").expect(401);

    const login = await t.request.post("/api/auth/login").send({ email: member.user.email, password: TEST_PASSWORD, rememberMe: false });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe("Suspended");
    expect(login.body.message).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일.*까지/);

    await t.request.get(`/api/projects/${project.id}`).expect(404);
    const list = await t.request.get("/api/projects").query({ producer: member.user.id }).expect(200);
    expect(list.body.items).toHaveLength(0);
    await t.request.get(`/api/community/posts/${post.id}`).expect(404);
    // Staff still see the project.
    await op.agent.get(`/api/projects/${project.id}`).expect(200);

    const mail = await lastMailTo(t.db, member.user.email);
    expect(mail.subject).toContain("정지");
    expect(mail.text).toContain("사기 행위");
    expect(mail.text).toContain("/contact");
    const [sanction] = await t.db.select().from(userSanctions).where(eq(userSanctions.userId, member.user.id));
    expect(sanction).toMatchObject({ kind: "suspend", reason: "사기 행위", actorId: op.user.id });
    expect((await auditOf("user", member.user.id))[0]).toMatchObject({ action: "user.suspend", reason: "사기 행위" });

    // Lifting it brings everything back.
    await op.agent.post(`/api/admin/users/${member.user.id}/unsuspend`).send({ reason: "소명 확인" }).expect(200);
    await t.request.get(`/api/projects/${project.id}`).expect(200);
    await t.request.get(`/api/community/posts/${post.id}`).expect(200);
    await login_ok(member.user.email);
    await op.agent.post(`/api/admin/users/${member.user.id}/unsuspend`).send({}).expect(409);
  });

  it("when suspended for good, then the sign-in message says so; staff and withdrawn accounts cannot be suspended", async () => {
    const member = await insertUser(t.db);
    const op = await operator();
    const res = await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ reason: "반복 스팸" }).expect(200);
    expect(res.body.suspendedUntil).toBe(SUSPENDED_FOREVER_ISO);
    const login = await t.request.post("/api/auth/login").send({ email: member.email, password: TEST_PASSWORD, rememberMe: false });
    expect(login.status).toBe(403);
    expect(login.body.message).toContain("정지");
    const other = await operator();
    await op.agent.post(`/api/admin/users/${other.user.id}/suspend`).send({ reason: "x" }).expect(409);
    const gone = await insertUser(t.db, { isDeleted: true });
    await op.agent.post(`/api/admin/users/${gone.id}/suspend`).send({ reason: "x" }).expect(409);
    await op.agent.post("/api/admin/users/nobody/suspend").send({ reason: "x" }).expect(404);
    await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ days: 0, reason: "x" }).expect(400);
    await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ days: 3 }).expect(400);
  });

  it("when a timed suspension is over, then the expiry job lifts it and the content comes back", async () => {
    const { liftLapsedSuspensions } = await import("../../../server/features/admin/service");
    const member = await insertUser(t.db, { userType: "producer" });
    const project = await insertProject(t.db, { producerId: member.id });
    const op = await operator();
    await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ days: 1, reason: "경고" }).expect(200);
    await t.request.get(`/api/projects/${project.id}`).expect(404);
    await t.db.transaction((tx) => liftLapsedSuspensions(tx, new Date(Date.now() + 2 * 86_400_000)));
    await t.request.get(`/api/projects/${project.id}`).expect(200);
    const [u] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(u!.suspendedUntil).toBeNull();
  });
});

async function login_ok(email: string) {
  await login(t.agent(), email);
}

describe("people", () => {
  it("when an operator searches by name or e-mail, then matching accounts come newest first with a cursor", async () => {
    const op = await operator();
    const a = await insertUser(t.db, { firstName: "검색용", lastName: "홍", searchTokens: ["홍검", "검색", "색용"] });
    const byEmail = await op.agent.get("/api/admin/users").query({ search: a.email }).expect(200);
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);
    const byName = await op.agent.get("/api/admin/users").query({ search: "검색" }).expect(200);
    expect(byName.body.items.some((u: { id: string }) => u.id === a.id)).toBe(true);
    const page1 = await op.agent.get("/api/admin/users").expect(200);
    expect(page1.body.items.length).toBeGreaterThan(0);
    if (page1.body.nextCursor) {
      const page2 = await op.agent.get("/api/admin/users").query({ cursor: page1.body.nextCursor }).expect(200);
      const ids1 = new Set(page1.body.items.map((u: { id: string }) => u.id));
      expect(page2.body.items.some((u: { id: string }) => ids1.has(u.id))).toBe(false);
    }
  });

  it("when an operator opens an account, then its projects, reports, sanctions and sign-ins are there", async () => {
    const op = await operator();
    const member = await signedIn(t, "producer");
    await insertProject(t.db, { producerId: member.user.id, title: "상세 보기 프로젝트" });
    const res = await op.agent.get(`/api/admin/users/${member.user.id}`).expect(200);
    expect(res.body.projects[0].title).toBe("상세 보기 프로젝트");
    expect(res.body.signIns.length).toBeGreaterThan(0);
    expect(res.body.sessions).toBeGreaterThan(0);
    await op.agent.get("/api/admin/users/nobody").expect(404);
  });
});

describe("projects", () => {
  it("when an operator hides a project, then it leaves lists and its page for everyone but its producer and staff; producer and applicants are told", async () => {
    const producer = await signedIn(t, "producer");
    const project = await insertProject(t.db, { producerId: producer.user.id, title: "숨김 대상 프로젝트" });
    const artist = await insertUser(t.db);
    await insertApplication(t.db, { projectId: project.id, artistId: artist.id });
    const op = await operator();
    await op.agent.post(`/api/admin/projects/${project.id}/hide`).send({ reason: "허위 모집" }).expect(200);
    await op.agent.post(`/api/admin/projects/${project.id}/hide`).send({ reason: "허위 모집" }).expect(409);
    await t.request.get(`/api/projects/${project.id}`).expect(404);
    await producer.agent.get(`/api/projects/${project.id}`).expect(200);
    const list = await t.request.get("/api/projects").query({ search: "숨김 대상" }).expect(200);
    expect(JSON.stringify(list.body)).not.toContain("숨김 대상 프로젝트");
    expect((await notificationsOf(producer.user.id)).some((n) => n.message.includes("허위 모집"))).toBe(true);
    expect((await notificationsOf(artist.id)).some((n) => n.title.includes("마감"))).toBe(true);
    expect((await auditOf("project", String(project.id)))[0]).toMatchObject({ action: "project.hide", reason: "허위 모집" });
    await op.agent.post(`/api/admin/projects/${project.id}/unhide`).send({}).expect(200);
    await t.request.get(`/api/projects/${project.id}`).expect(200);
    await op.agent.post(`/api/admin/projects/${project.id}/unhide`).send({}).expect(409);
    await op.agent.post(`/api/admin/projects/99999999/hide`).send({ reason: "x" }).expect(404);
    await op.agent.post(`/api/admin/projects/${project.id}/hide`).send({ reason: "" }).expect(400);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.hiddenAt).toBeNull();
  });
});

describe("the support inbox", () => {
  it("when an operator answers an inquiry, then it is mailed to the sender, kept with it, and the signed-in sender sees it", async () => {
    const sender = await signedIn(t, "artist");
    await sender.agent
      .post("/api/contact")
      .set("X-Forwarded-For", "203.0.113.77")
      .send({ name: "문의자", email: sender.user.email, category: "bug", subject: "사진 업로드 오류", message: "사진이 올라가지 않습니다." })
      .expect(201);
    const [inq] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, sender.user.email));
    // Received 10 hours ago: a bug's 6 hours are over.
    await t.db
      .update(contactInquiries)
      .set({ createdAt: new Date(Date.now() - 10 * 3_600_000) })
      .where(eq(contactInquiries.id, inq!.id));
    const op = await operator();
    const open = await op.agent.get("/api/admin/inquiries").query({ status: "open" }).expect(200);
    const item = open.body.items.find((i: { id: number }) => i.id === inq!.id);
    expect(item).toMatchObject({ category: "bug", responseHours: 6, overdue: true });
    expect(item.waitedHours).toBeGreaterThanOrEqual(10);
    expect(open.body.items[0].overdue).toBe(true);

    const res = await op.agent.post(`/api/admin/inquiries/${inq!.id}/reply`).send({ message: "캐시를 지우고 다시 시도해주세요." }).expect(200);
    expect(res.body).toMatchObject({ reply: "캐시를 지우고 다시 시도해주세요.", repliedBy: { id: op.user.id } });
    await op.agent.post(`/api/admin/inquiries/${inq!.id}/reply`).send({ message: "두 번째" }).expect(409);
    await op.agent.post(`/api/admin/inquiries/999999/reply`).send({ message: "x" }).expect(404);
    await op.agent.post(`/api/admin/inquiries/${inq!.id}/reply`).send({ message: "  " }).expect(400);

    const mails = await mailsTo(t.db, sender.user.email);
    expect(mails.at(-1)!.text).toContain("캐시를 지우고 다시 시도해주세요.");
    const mine = await sender.agent.get("/api/contact/mine").expect(200);
    expect(mine.body.items[0]).toMatchObject({ id: inq!.id, reply: "캐시를 지우고 다시 시도해주세요." });
    expect((await notificationsOf(sender.user.id)).some((n) => n.title.includes("답변"))).toBe(true);
    const answered = await op.agent.get("/api/admin/inquiries").query({ status: "answered" }).expect(200);
    expect(answered.body.items.some((i: { id: number }) => i.id === inq!.id)).toBe(true);
    expect((await auditOf("inquiry", String(inq!.id)))[0]).toMatchObject({ action: "inquiry.reply" });
  });
});

describe("numbers", () => {
  it("when an operator asks for a range, then each day has its counts; CSV too; more than 366 days is refused", async () => {
    const op = await operator();
    await insertUser(t.db, { userType: "artist" });
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
    const res = await op.agent.get("/api/admin/stats").query({ from, to: today }).expect(200);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days.at(-1).day).toBe(today);
    expect(res.body.totals.signupsArtist).toBeGreaterThan(0);
    const csv = await op.agent.get("/api/admin/stats.csv").query({ from, to: today }).expect(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.text.split("\r\n")[0]).toContain("날짜");
    expect(csv.text.trim().split("\r\n")).toHaveLength(9);
    await op.agent.get("/api/admin/stats").query({ from: "2024-01-01", to: "2025-06-01" }).expect(400);
    await op.agent.get("/api/admin/stats").query({ from: today, to: from }).expect(400);
  });

  it("when rows fall on either side of midnight in Korea, then each measure counts them on their Korean day and the median answer time is per day", async () => {
    const op = await operator();
    const at = (iso: string) => new Date(iso);
    // 2026-03-01 23:59:59 and 2026-03-02 00:00 in Korea (UTC+9).
    await insertUser(t.db, { userType: "artist", createdAt: at("2026-03-01T14:59:59Z") });
    await insertUser(t.db, { userType: "artist", createdAt: at("2026-03-01T15:00:00Z") });
    await insertUser(t.db, { userType: "producer", createdAt: at("2026-02-28T15:00:00Z") });
    const producer = await insertUser(t.db, { userType: "producer" });
    const artists = [
      await insertUser(t.db, { userType: "artist" }),
      await insertUser(t.db, { userType: "artist" }),
      await insertUser(t.db, { userType: "artist" }),
    ];
    const published = await insertProject(t.db, { producerId: producer.id, status: "published" });
    const draft = await insertProject(t.db, { producerId: producer.id, status: "draft" });
    await t.db
      .update(projects)
      .set({ createdAt: at("2026-03-02T01:00:00Z") })
      .where(inArray(projects.id, [published.id, draft.id]));
    for (const [i, status] of (["accepted", "rejected", "pending"] as const).entries()) {
      const app = await insertApplication(t.db, { projectId: published.id, artistId: artists[i]!.id, status });
      await t.db
        .update(applications)
        .set({ appliedAt: at("2026-03-01T03:00:00Z"), updatedAt: at("2026-03-03T03:00:00Z") })
        .where(eq(applications.id, app.id));
    }
    await t.db
      .insert(messages)
      .values([0, 1].map(() => ({ senderId: producer.id, receiverId: artists[0]!.id, content: "안녕하세요", createdAt: at("2026-03-02T10:00:00Z") })));
    await t.db.insert(reports).values({
      reporterId: artists[1]!.id,
      kind: "user",
      targetId: producer.id,
      reason: "스팸",
      status: "dismissed",
      createdAt: at("2026-03-01T10:00:00Z"),
      resolvedAt: at("2026-03-03T10:00:00Z"),
    });
    await t.db.insert(contactInquiries).values(
      [4, 6].map((hours, i) => ({
        name: "방문자",
        email: `stats${i}@example.com`,
        category: "general",
        subject: "문의",
        message: "문의드립니다",
        createdAt: at(`2026-03-02T0${i}:00:00Z`),
        reply: "답변드립니다",
        repliedAt: at(`2026-03-02T0${i + hours}:00:00Z`),
      })),
    );
    const res = await op.agent.get("/api/admin/stats").query({ from: "2026-03-01", to: "2026-03-03" }).expect(200);
    // A range's numbers are reused for STATS_CACHE_MS (30 s): a sign-up just now is not in them yet, and the CSV
    // of the same range agrees with the page.
    await insertUser(t.db, { userType: "artist", createdAt: at("2026-03-01T12:00:00Z") });
    const again = await op.agent.get("/api/admin/stats").query({ from: "2026-03-01", to: "2026-03-03" }).expect(200);
    expect(again.body).toEqual(res.body);
    const csv = await op.agent.get("/api/admin/stats.csv").query({ from: "2026-03-01", to: "2026-03-03" }).expect(200);
    expect(csv.text.split("\r\n")[1]).toMatch(/^2026-03-01,1,1,/);
    const zero = {
      signupsArtist: 0,
      signupsProducer: 0,
      projectsPublished: 0,
      applications: 0,
      invitations: 0,
      applicationsAccepted: 0,
      applicationsDecided: 0,
      contractsSigned: 0,
      messages: 0,
      reportsOpened: 0,
      reportsResolved: 0,
      medianFirstAnswerHours: null,
      acceptanceRate: null,
    };
    expect(res.body.days).toEqual([
      { ...zero, day: "2026-03-01", signupsArtist: 1, signupsProducer: 1, applications: 3, reportsOpened: 1 },
      { ...zero, day: "2026-03-02", signupsArtist: 1, projectsPublished: 1, messages: 2, medianFirstAnswerHours: 5 },
      { ...zero, day: "2026-03-03", applicationsAccepted: 1, applicationsDecided: 2, reportsResolved: 1, acceptanceRate: 0.5 },
    ]);
  });
});

describe("mail through SMTP", () => {
  it("when an operator suspends a member and answers an inquiry, then the SMTP server receives both mails", async () => {
    const inbox = await startSmtp();
    try {
      // Deliver only what this test queues.
      await t.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.status, "pending"));
      const member = await insertUser(t.db);
      const [inq] = await t.db
        .insert(contactInquiries)
        .values({ name: "보낸이", email: "asker@example.com", category: "general", subject: "환불 문의", message: "환불 가능한가요?" })
        .returning();
      const op = await operator();
      await op.agent.post(`/api/admin/users/${member.id}/suspend`).send({ days: 3, reason: "허위 정보" }).expect(200);
      await op.agent.post(`/api/admin/inquiries/${inq!.id}/reply`).send({ message: "영업일 기준 3일 안에 환불됩니다." }).expect(200);
      const sender = createMailSender(t.db, smtpTransport(`smtp://127.0.0.1:${inbox.port}?ignoreTLS=true`), "test@artlink.local");
      expect(await sender.flush()).toBe(2);
      await sender.stop();
      const suspension = inbox.received.find((m) => firstAddress(m.to) === member.email);
      expect(suspension?.subject).toContain("정지");
      expect(suspension?.text).toContain("허위 정보");
      const reply = inbox.received.find((m) => firstAddress(m.to) === "asker@example.com");
      expect(reply?.subject).toContain("환불 문의");
      expect(reply?.text).toContain("영업일 기준 3일 안에 환불됩니다.");
    } finally {
      await inbox.close();
    }
  });
});

describe("two operators at once", () => {
  it("when two operators answer the same inquiry or resolve the same report together, then one wins and the other gets 409", async () => {
    const [inq] = await t.db
      .insert(contactInquiries)
      .values({ name: "동시", email: "twice@example.com", category: "bug", subject: "동시 답변", message: "내용" })
      .returning();
    const [a, b] = await Promise.all([operator(), operator()]);
    const replies = await Promise.all([a, b].map((o) => o.agent.post(`/api/admin/inquiries/${inq!.id}/reply`).send({ message: "답변" })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await mailsTo(t.db, "twice@example.com")).toHaveLength(1);
    const { reportId } = await reportedPost(1);
    const resolves = await Promise.all([a, b].map((o) => o.agent.post(`/api/admin/reports/${reportId}/resolve`).send({ action: "hide", note: "" })));
    expect(resolves.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
