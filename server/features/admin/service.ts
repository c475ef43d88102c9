import { CONTACT_RESPONSE_HOURS, SUSPENDED_FOREVER_ISO, type ReportAction, type StaffRole } from "@shared/constants";
import { displayName } from "@shared/display";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import type { StaffUser } from "../../http/staff";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { inquiryReplyMail, suspensionMail } from "../../mail/templates";
import { notify } from "../notifications/service";
import * as tags from "../tags/service";
import * as repo from "./repository";

/** Business rules of the operator console (issue 24). Every action writes its audit row in its own transaction. */

export interface AdminDeps {
  db: Db;
  appUrl: string;
  now: () => Date;
  onMailQueued: () => void;
}

/** Who did it and from where: the audit row's actor part. */
export interface Actor {
  staff: StaffUser;
  ip: string | null;
}

export const adminMessages = {
  userNotFound: "회원을 찾을 수 없습니다.",
  withdrawn: "탈퇴한 회원입니다. 탈퇴한 계정은 복구하거나 정지할 수 없습니다.",
  staffSuspend: "운영진 계정은 정지할 수 없습니다. 먼저 역할을 회수해주세요.",
  notSuspended: "정지된 계정이 아닙니다.",
  suspended: "계정을 정지했습니다.",
  unsuspended: "정지를 해제했습니다.",
  ownAdmin: "자신의 관리자 역할은 회수할 수 없습니다. 다른 관리자에게 요청해주세요.",
  roleChanged: "역할을 변경했습니다.",
  reportNotFound: "신고를 찾을 수 없습니다.",
  reportClosed: "이미 처리된 신고입니다.",
  profileDelete: "회원 신고는 삭제할 수 없습니다. 숨김(처리 완료) 후 회원 관리에서 정지해주세요.",
  projectDelete: "프로젝트는 삭제할 수 없습니다. 숨김으로 처리해주세요.",
  resolved: { dismiss: "신고를 기각했습니다. 콘텐츠가 다시 표시됩니다.", hide: "콘텐츠를 숨겼습니다.", delete: "콘텐츠를 삭제했습니다." },
  projectNotFound: "프로젝트를 찾을 수 없습니다.",
  projectHidden: "이미 숨겨진 프로젝트입니다.",
  projectNotHidden: "숨겨진 프로젝트가 아닙니다.",
  projectHide: "프로젝트를 숨겼습니다.",
  projectUnhide: "프로젝트를 다시 공개했습니다.",
  inquiryNotFound: "문의를 찾을 수 없습니다.",
  inquiryAnswered: "이미 답변한 문의입니다.",
  badCursor: "잘못된 페이지 위치입니다.",
  tagNotFound: "태그를 찾을 수 없습니다.",
  tagApproved: "이미 승인된 태그입니다.",
  tagRejected: "이미 거절된 태그입니다.",
} as const;

const kindLabel: Record<string, string> = { post: "게시글", comment: "댓글", message: "메시지", user: "프로필", project: "프로젝트" };
const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString());
/** A date as Koreans read it, in Korea: 2026년 12월 3일 14:00. */
export const koreanDateTime = (d: Date) =>
  d.toLocaleString("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });

async function audit(tx: DbOrTx, actor: Actor, a: Omit<repo.AuditValues, "actorId" | "actorEmail" | "ip">) {
  await repo.insertAudit(tx, { ...a, actorId: actor.staff.id, actorEmail: actor.staff.email, ip: actor.ip });
}

function cursorParts<T extends Array<string | number>>(cursor: string | undefined, shape: Array<"string" | "number">): T | undefined {
  const v = repo.decodeCursor(cursor);
  if (cursor && (!v || v.length !== shape.length || v.some((x, i) => typeof x !== shape[i]))) throw new AppError("BadRequest", adminMessages.badCursor);
  return v as T | undefined;
}

// ---- people ----------------------------------------------------------------------------------------

export function userView(u: repo.AdminUserRow) {
  return {
    id: u.id,
    email: u.email,
    name: displayName(u),
    userType: u.userType,
    staffRole: (u.staffRole as StaffRole | null) ?? null,
    emailVerified: u.emailVerified,
    isDeleted: u.isDeleted,
    suspendedUntil: iso(u.suspendedUntil),
    createdAt: iso(u.createdAt)!,
  };
}

export async function searchUsers(db: Db, q: { search?: string; cursor?: string }) {
  const after = cursorParts<[string, string]>(q.cursor, ["string", "string"]);
  const rows = await repo.searchUsers(db, q.search, after);
  const page = rows.slice(0, repo.ADMIN_LIMIT);
  const last = page.at(-1);
  return {
    items: page.map(userView),
    nextCursor: rows.length > page.length && last ? repo.encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

const brief = (r: { id: number; kind: string; targetId: string; reason: string; status: string; resolution: string | null; createdAt: Date }) => ({
  id: r.id,
  kind: r.kind,
  targetId: r.targetId,
  reason: r.reason,
  status: r.status,
  resolution: r.resolution,
  createdAt: r.createdAt.toISOString(),
});

export async function userDetail(db: Db, id: string) {
  const user = await repo.findUser(db, id);
  if (!user) throw new NotFoundError(adminMessages.userNotFound);
  const parts = await repo.userDetailParts(db, id);
  return {
    user: userView(user),
    projects: parts.projects.map((p) => ({ ...p, hiddenAt: iso(p.hiddenAt), createdAt: p.createdAt.toISOString() })),
    reportsMade: parts.reportsMade.map(brief),
    reportsReceived: parts.reportsReceived.map(brief),
    sanctions: parts.sanctions.map((s) => ({
      id: s.id,
      kind: s.kind,
      reason: s.reason,
      endsAt: iso(s.endsAt),
      actor: s.actor ? repo.personRef(s.actor) : null,
      createdAt: iso(s.createdAt)!,
    })),
    signIns: parts.signIns.map((s) => ({ at: s.at.toISOString() })),
    sessions: parts.sessions,
  };
}

/**
 * Suspends for `days` days or for good: ends its sessions, hides its shown projects and posts, mails it
 * the reason and how to appeal, writes the sanction and the audit row; all in one transaction.
 * @throws NotFoundError, ConflictError (withdrawn, staff).
 */
export async function suspend(deps: AdminDeps, actor: Actor, id: string, input: { days?: number; reason: string }) {
  const now = deps.now();
  const until = input.days ? new Date(now.getTime() + input.days * 86_400_000) : new Date(SUSPENDED_FOREVER_ISO);
  const user = await inTransaction(deps.db, async (tx) => {
    const u = await repo.findUser(tx, id, true);
    if (!u) throw new NotFoundError(adminMessages.userNotFound);
    if (u.isDeleted) throw new ConflictError(adminMessages.withdrawn);
    if (u.staffRole) throw new ConflictError(adminMessages.staffSuspend);
    await repo.setSuspension(tx, id, until, now);
    await repo.insertSanction(tx, { userId: id, kind: "suspend", reason: input.reason, endsAt: input.days ? until : null, actorId: actor.staff.id });
    await repo.hideContentOf(tx, id, now);
    await repo.endSessions(tx, id);
    await enqueueMail(tx, u.email, suspensionMail(displayName(u), input.reason, input.days ? koreanDateTime(until) : null, `${deps.appUrl}/contact`));
    await audit(tx, actor, {
      action: "user.suspend",
      targetType: "user",
      targetId: id,
      reason: input.reason,
      details: { days: input.days ?? null, until: input.days ? until.toISOString() : "forever", previousUntil: iso(u.suspendedUntil) },
    });
    return { ...u, suspendedUntil: until };
  });
  deps.onMailQueued();
  return userView(user);
}

/** Lifts a suspension: content hidden for it comes back. @throws NotFoundError, ConflictError (withdrawn, not suspended). */
export async function unsuspend(deps: AdminDeps, actor: Actor, id: string, reason: string) {
  const now = deps.now();
  const user = await inTransaction(deps.db, async (tx) => {
    const u = await repo.findUser(tx, id, true);
    if (!u) throw new NotFoundError(adminMessages.userNotFound);
    if (u.isDeleted) throw new ConflictError(adminMessages.withdrawn);
    if (!u.suspendedUntil || u.suspendedUntil <= now) throw new ConflictError(adminMessages.notSuspended);
    await liftSuspension(tx, id, now, reason || "운영자 해제", actor.staff.id);
    await audit(tx, actor, {
      action: "user.unsuspend",
      targetType: "user",
      targetId: id,
      reason: reason || null,
      details: { previousUntil: iso(u.suspendedUntil) },
    });
    return { ...u, suspendedUntil: null };
  });
  return userView(user);
}

async function liftSuspension(tx: DbOrTx, id: string, now: Date, reason: string, actorId: string | null) {
  await repo.setSuspension(tx, id, null, now);
  await repo.showContentOf(tx, id);
  await repo.insertSanction(tx, { userId: id, kind: "unsuspend", reason, actorId });
  await notify(tx, { userId: id, type: "system", title: "계정 정지가 해제되었습니다", message: "다시 아트링크를 이용하실 수 있습니다.", relatedId: null });
}

/**
 * The expiry job (server/jobs/suspension-expiry.ts), in the job's transaction: timed suspensions that are
 * over are lifted (content shown again), each with an audit row by the system.
 */
export async function liftLapsedSuspensions(tx: DbOrTx, now: Date, logger?: Logger): Promise<number> {
  const due = await repo.lapsedSuspensions(tx, now);
  for (const { id } of due) {
    const u = await repo.findUser(tx, id, true);
    if (!u?.suspendedUntil || u.suspendedUntil > now) continue;
    await liftSuspension(tx, id, now, "정지 기간 만료", null);
    await repo.insertAudit(tx, {
      actorId: "system",
      actorEmail: "system",
      action: "user.suspension_expired",
      targetType: "user",
      targetId: id,
      reason: null,
      ip: null,
      details: { until: iso(u.suspendedUntil) },
    });
  }
  if (due.length) logger?.info({ count: due.length }, "lapsed suspensions lifted");
  return due.length;
}

/**
 * Grants or revokes a staff role (admins only: the route's gate). An admin cannot take their own admin
 * role away (the last admin would lock everyone out). @throws NotFoundError, ConflictError.
 */
export async function setRole(deps: AdminDeps, actor: Actor, id: string, role: StaffRole | null) {
  if (id === actor.staff.id && role !== "admin") throw new ConflictError(adminMessages.ownAdmin);
  const user = await inTransaction(deps.db, async (tx) => {
    const u = await repo.findUser(tx, id, true);
    if (!u) throw new NotFoundError(adminMessages.userNotFound);
    if (u.isDeleted) throw new ConflictError(adminMessages.withdrawn);
    if (u.staffRole !== role) {
      await repo.setStaffRole(tx, id, role, deps.now());
      await audit(tx, actor, { action: "user.role", targetType: "user", targetId: id, reason: null, details: { from: u.staffRole, to: role } });
    }
    return { ...u, staffRole: role };
  });
  return { message: adminMessages.roleChanged, user: userView(user) };
}

/** ADMIN_EMAILS: verified accounts of these addresses become admins (at start and at sign-in/verification); one audit row each. */
export async function promoteAdminEmails(db: Db, emails: readonly string[], now: Date, logger?: Logger): Promise<number> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return 0;
  const promoted = await inTransaction(db, async (tx) => {
    const rows = await repo.promoteAdmins(tx, wanted, now);
    for (const r of rows) {
      await repo.insertAudit(tx, {
        actorId: "system",
        actorEmail: "ADMIN_EMAILS",
        action: "user.role",
        targetType: "user",
        targetId: r.id,
        reason: "ADMIN_EMAILS",
        ip: null,
        details: { to: "admin" },
      });
    }
    return rows;
  });
  if (promoted.length) logger?.info({ emails: promoted.map((r) => r.email) }, "ADMIN_EMAILS accounts made admins");
  return promoted.length;
}

// ---- reports ---------------------------------------------------------------------------------------

export async function reportQueue(db: Db, q: { status: "open" | "resolved"; cursor?: string }) {
  const after = cursorParts<[number]>(q.cursor, ["number"]);
  const groups = await repo.reportGroups(db, q.status, after?.[0]);
  const page = groups.slice(0, repo.ADMIN_LIMIT);
  const open = q.status === "open";
  const reports = await repo.reportsOfTargets(db, page, open);
  const byKind = new Map<string, string[]>();
  for (const g of page) byKind.set(g.kind, [...(byKind.get(g.kind) ?? []), g.targetId]);
  const contents = new Map<string, repo.TargetContent>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      for (const c of await repo.contentOf(db, kind, ids)) contents.set(`${kind}:${c.id}`, c);
    }),
  );
  const items = [];
  for (const g of page) {
    const own = reports.filter((r) => r.kind === g.kind && r.targetId === g.targetId);
    const c = contents.get(`${g.kind}:${g.targetId}`);
    let context: Awaited<ReturnType<typeof repo.messageContext>> = [];
    if (g.kind === "message" && c?.extra?.senderId && c.extra.receiverId) {
      const reported = new Set(page.filter((x) => x.kind === "message").map((x) => Number(x.targetId)));
      context = await repo.messageContext(db, Number(g.targetId), c.extra.senderId, c.extra.receiverId, reported);
    }
    items.push({
      id: own[0]?.id ?? g.firstId,
      kind: g.kind,
      targetId: g.targetId,
      status: q.status,
      reporterCount: g.reporterCount,
      firstReportedAt: iso(g.firstAt)!,
      lastReportedAt: iso(g.lastAt)!,
      reports: own.map((r) => ({
        id: r.id,
        reporter: repo.personRef(r.reporter),
        reason: r.reason,
        status: r.status,
        resolution: (r.resolution as ReportAction | null) ?? null,
        resolutionNote: r.resolutionNote,
        resolvedAt: iso(r.resolvedAt),
        createdAt: iso(r.createdAt)!,
      })),
      content: {
        exists: Boolean(c) && !(g.kind === "comment" && c?.text === null),
        author: c?.author ? repo.personRef(c.author) : null,
        title: c?.title ?? null,
        text: c?.text ?? null,
        hiddenAt: iso(c?.hiddenAt),
        link: c?.link ?? null,
        context: context.map((m) => ({ id: m.id, sender: repo.personRef(m.sender), content: m.content, createdAt: iso(m.createdAt)!, reported: m.reported })),
      },
    });
  }
  const last = page.at(-1);
  return { items, nextCursor: groups.length > page.length && last ? repo.encodeCursor([open ? last.firstId : last.lastId]) : null };
}

/**
 * Resolves every open report of the report's target at once. dismiss: the item comes back for everyone
 * (the threshold's hiding is undone); hide; delete. The author is notified with the note, the reporters
 * that their report was handled; one audit row. @throws NotFoundError, ConflictError (nothing open), ValidationError.
 */
export async function resolveReport(deps: AdminDeps, actor: Actor, id: number, input: { action: ReportAction; note: string }) {
  const report = await repo.findReport(deps.db, id);
  if (!report) throw new NotFoundError(adminMessages.reportNotFound);
  const { kind, targetId } = report;
  if (input.action === "delete" && kind === "user") throw new ValidationError(adminMessages.profileDelete, { action: [adminMessages.profileDelete] });
  if (input.action === "delete" && kind === "project") throw new ValidationError(adminMessages.projectDelete, { action: [adminMessages.projectDelete] });
  const now = deps.now();
  const note = input.note || null;
  await inTransaction(deps.db, async (tx) => {
    const closed = await repo.closeReports(tx, kind, targetId, {
      status: input.action === "dismiss" ? "dismissed" : "reviewed",
      resolution: input.action,
      note,
      by: actor.staff.id,
      at: now,
    });
    if (!closed.length) throw new ConflictError(adminMessages.reportClosed);
    const [content] = await repo.contentOf(tx, kind, [targetId]);
    const numericId = Number(targetId);
    const wasHidden = Boolean(content?.hiddenAt);
    switch (`${kind}:${input.action}`) {
      case "post:dismiss":
        // Only the threshold's hiding is undone: a suspension's or an operator's stays.
        await repo.setPostHidden(tx, numericId, null, ["reports"]);
        break;
      case "post:hide":
        await repo.setPostHidden(tx, numericId, { at: now, by: "operator" });
        break;
      case "post:delete":
        await repo.deletePost(tx, numericId);
        break;
      case "comment:dismiss":
        // As a post's: only the threshold's hiding is undone.
        await repo.setCommentHidden(tx, numericId, null, ["reports"]);
        break;
      case "comment:hide":
        await repo.setCommentHidden(tx, numericId, { at: now, by: "operator" });
        break;
      case "comment:delete":
        await repo.deleteComment(tx, numericId, now);
        break;
      case "message:hide":
      case "message:delete":
        // A message has no hidden state: taking it down removes it from the conversation.
        await repo.deleteMessage(tx, numericId);
        break;
      case "project:hide":
        await repo.setProjectHidden(tx, numericId, { at: now, by: "operator", reason: note });
        break;
      case "project:dismiss":
        // Only the threshold's hiding is undone: an operator's or a suspension's stays.
        await repo.setProjectHidden(tx, numericId, null, ["reports"]);
        break;
      default:
        break; // user:dismiss, user:hide, message:dismiss: the reports close, nothing else changes.
    }
    const author = content?.author;
    const what = kindLabel[kind] ?? "콘텐츠";
    if (author && !author.isDeleted && (input.action !== "dismiss" || wasHidden)) {
      const title =
        input.action === "dismiss"
          ? `신고된 ${what}이(가) 다시 표시됩니다`
          : `회원님의 ${what}이(가) 운영 정책에 따라 ${input.action === "hide" ? "숨겨졌습니다" : "삭제되었습니다"}`;
      const message =
        input.action === "dismiss"
          ? "검토 결과 운영 정책 위반이 아니어서 다시 모든 회원에게 보입니다."
          : `사유: ${note ?? "운영 정책 위반"}. 이의가 있으시면 문의하기로 알려주세요.`;
      await notify(tx, { userId: author.id, type: "system", title, message, relatedId: null });
    }
    for (const reporterId of new Set(closed.map((c) => c.reporterId))) {
      await notify(tx, {
        userId: reporterId,
        type: "system",
        title: "신고하신 내용이 처리되었습니다",
        message: `신고하신 ${what}을(를) 운영팀이 검토했습니다. 소중한 신고 감사합니다.`,
        relatedId: null,
      });
    }
    await audit(tx, actor, {
      action: `report.${input.action}`,
      targetType: kind,
      targetId,
      reason: note,
      details: { reportIds: closed.map((c) => c.id), authorId: author?.id ?? null, content: content?.text?.slice(0, 500) ?? null },
    });
  });
  return { message: adminMessages.resolved[input.action] };
}

// ---- projects --------------------------------------------------------------------------------------

/** Takes a project down: producer notified with the reason, applicants told it was closed. @throws NotFoundError, ConflictError. */
export async function hideProject(deps: AdminDeps, actor: Actor, id: number, reason: string) {
  const now = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const p = await repo.findProject(tx, id, true);
    if (!p) throw new NotFoundError(adminMessages.projectNotFound);
    if (p.hiddenBy === "operator") throw new ConflictError(adminMessages.projectHidden);
    await repo.setProjectHidden(tx, id, { at: now, by: "operator", reason });
    await notify(tx, {
      userId: p.producerId,
      type: "project_update",
      title: "프로젝트가 운영 정책에 따라 비공개되었습니다",
      message: `'${p.title}' 프로젝트가 비공개 처리되었습니다. 사유: ${reason}. 이의가 있으시면 문의하기로 알려주세요.`,
      relatedId: String(id),
    });
    for (const artistId of await repo.applicantsOf(tx, id)) {
      await notify(tx, {
        userId: artistId,
        type: "project_update",
        title: "지원하신 프로젝트가 마감되었습니다",
        message: `'${p.title}' 프로젝트가 운영 정책에 따라 마감되어 더 이상 진행되지 않습니다.`,
        relatedId: null,
      });
    }
    await audit(tx, actor, {
      action: "project.hide",
      targetType: "project",
      targetId: String(id),
      reason,
      details: { title: p.title, producerId: p.producerId },
    });
  });
  return { message: adminMessages.projectHide };
}

/** Brings it back (still hidden while its producer is suspended). @throws NotFoundError, ConflictError. */
export async function unhideProject(deps: AdminDeps, actor: Actor, id: number, reason: string) {
  const now = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const p = await repo.findProject(tx, id, true);
    if (!p) throw new NotFoundError(adminMessages.projectNotFound);
    if (p.hiddenBy !== "operator") throw new ConflictError(adminMessages.projectNotHidden);
    const suspended = p.producerSuspendedUntil && p.producerSuspendedUntil > now;
    await repo.setProjectHidden(tx, id, suspended ? { at: now, by: "suspension", reason: null } : null);
    await notify(tx, {
      userId: p.producerId,
      type: "project_update",
      title: "프로젝트가 다시 공개되었습니다",
      message: `'${p.title}' 프로젝트가 다시 공개되었습니다.`,
      relatedId: String(id),
    });
    await audit(tx, actor, { action: "project.unhide", targetType: "project", targetId: String(id), reason: reason || null, details: { title: p.title } });
  });
  return { message: adminMessages.projectUnhide };
}

// ---- inquiries -------------------------------------------------------------------------------------

function inquiryView(r: repo.InquiryRow, now: Date) {
  const category = r.category as keyof typeof CONTACT_RESPONSE_HOURS;
  const end = r.repliedAt ?? now;
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    category,
    subject: r.subject,
    message: r.message,
    responseHours: CONTACT_RESPONSE_HOURS[category] ?? CONTACT_RESPONSE_HOURS.general,
    waitedHours: Math.round(((end.getTime() - r.createdAt.getTime()) / 3_600_000) * 10) / 10,
    overdue: end > r.deadline,
    reply: r.reply,
    repliedBy: r.repliedBy ? repo.personRef(r.repliedBy) : null,
    repliedAt: iso(r.repliedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function inquiryQueue(deps: Pick<AdminDeps, "db" | "now">, q: { status: "open" | "answered"; cursor?: string }) {
  const after = cursorParts<[string, number]>(q.cursor, ["string", "number"]);
  const rows = await repo.inquiryPage(deps.db, q.status, after);
  const page = rows.slice(0, repo.ADMIN_LIMIT);
  const last = page.at(-1);
  const now = deps.now();
  return {
    items: page.map((r) => inquiryView(r, now)),
    nextCursor: rows.length > page.length && last ? repo.encodeCursor([(q.status === "open" ? last.deadline : last.repliedAt!).toISOString(), last.id]) : null,
  };
}

/**
 * Answers an inquiry once: stored with it, mailed to the sender through the outbox, and a signed-in
 * sender gets a notification (the answer shows under 내 문의 on /contact). @throws NotFoundError, ConflictError.
 */
export async function replyInquiry(deps: AdminDeps, actor: Actor, id: number, message: string) {
  const now = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const inq = await repo.findInquiry(tx, id);
    if (!inq) throw new NotFoundError(adminMessages.inquiryNotFound);
    if (!(await repo.saveReply(tx, id, message, actor.staff.id, now))) throw new ConflictError(adminMessages.inquiryAnswered);
    await enqueueMail(tx, inq.email, inquiryReplyMail(inq.name, inq.subject, inq.message, message, `${deps.appUrl}/contact`));
    if (inq.userId) {
      await notify(tx, {
        userId: inq.userId,
        type: "system",
        title: "문의에 답변이 도착했습니다",
        message: `'${inq.subject}' 문의에 답변드렸습니다. 문의하기 페이지의 '내 문의'에서 확인하세요.`,
        relatedId: `inquiry:${id}`,
      });
    }
    await audit(tx, actor, { action: "inquiry.reply", targetType: "inquiry", targetId: String(id), reason: null, details: { to: inq.email } });
  });
  deps.onMailQueued();
  const row = await repo.findInquiry(deps.db, id);
  return inquiryView(row!, now);
}

// ---- tags ------------------------------------------------------------------------------------------

function tagView(t: tags.ReviewRow) {
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    status: t.rejectedAt ? ("rejected" as const) : t.isVerified ? ("approved" as const) : ("pending" as const),
    listed: Boolean(t.listed),
    people: Number(t.people),
    createdBy: t.creator ? repo.personRef(t.creator) : null,
    rejectedAt: iso(t.rejectedAt),
    createdAt: iso(t.createdAt)!,
  };
}

/** Tags members made up, for review (issue 24 with issue 30's tag floods): pending newest first, or the decided ones. */
export async function tagQueue(db: Db, q: { status: tags.TagReviewStatus; search?: string; cursor?: string }) {
  const after = cursorParts<[number]>(q.cursor, ["number"]);
  const rows = await tags.reviewQueue(db, { status: q.status, search: q.search, beforeId: after?.[0], limit: repo.ADMIN_LIMIT + 1 });
  const page = rows.slice(0, repo.ADMIN_LIMIT);
  const last = page.at(-1);
  return { items: page.map(tagView), nextCursor: rows.length > page.length && last ? repo.encodeCursor([last.id]) : null };
}

/**
 * Approves a tag (on the public lists and autocomplete at once) or rejects it (never listed, however many
 * use it; members keep it on their own items); one audit row in the same transaction.
 * @throws NotFoundError, ConflictError (already so decided).
 */
export async function reviewTag(deps: AdminDeps, actor: Actor, id: number, input: { decision: "approve" | "reject"; note: string }) {
  await inTransaction(deps.db, async (tx) => {
    const before = await tags.reviewRow(tx, id);
    if (!before) throw new NotFoundError(adminMessages.tagNotFound);
    if (!(await tags.setReview(tx, id, input.decision, deps.now())))
      throw new ConflictError(input.decision === "approve" ? adminMessages.tagApproved : adminMessages.tagRejected);
    await audit(tx, actor, {
      action: `tag.${input.decision}`,
      targetType: "tag",
      targetId: String(id),
      reason: input.note || null,
      details: { name: before.name, people: Number(before.people), createdBy: before.creator?.id ?? null },
    });
  });
  return tagView((await tags.reviewRow(deps.db, id))!);
}

// ---- audit and numbers -----------------------------------------------------------------------------

export async function auditLog(db: Db, q: { actorId?: string; action?: string; targetType?: string; targetId?: string; cursor?: string }) {
  const after = cursorParts<[number]>(q.cursor, ["number"]);
  const rows = await repo.listAudit(db, { ...q, beforeId: after?.[0] });
  const page = rows.slice(0, repo.ADMIN_LIMIT);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ ...r, details: r.details ?? null, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > page.length && last ? repo.encodeCursor([last.id]) : null,
  };
}

const STAT_KEYS = [
  "signupsArtist",
  "signupsProducer",
  "projectsPublished",
  "applications",
  "invitations",
  "applicationsAccepted",
  "applicationsDecided",
  "contractsSigned",
  "messages",
  "reportsOpened",
  "reportsResolved",
] as const;
const rate = (accepted: number, decided: number) => (decided ? Math.round((accepted / decided) * 1000) / 1000 : null);

export async function stats(db: Db, q: { from: string; to: string }) {
  const [rows, median] = await Promise.all([
    // Counting a range's rows is estimated dear enough for PostgreSQL to compile the statement with JIT,
    // which cost more than running it (240 ms of 510 at 1m, on every call): not for this one.
    inTransaction(db, async (tx) => {
      await repo.withoutJit(tx);
      return repo.statsPerDay(tx, q.from, q.to);
    }),
    repo.medianAnswerHours(db, q.from, q.to),
  ]);
  const days = rows.map((r) => ({ ...r, acceptanceRate: rate(r.applicationsAccepted, r.applicationsDecided) }));
  const sums = Object.fromEntries(STAT_KEYS.map((k) => [k, rows.reduce((s, r) => s + Number(r[k]), 0)])) as Record<(typeof STAT_KEYS)[number], number>;
  return {
    from: q.from,
    to: q.to,
    days,
    totals: { ...sums, acceptanceRate: rate(sums.applicationsAccepted, sums.applicationsDecided), medianFirstAnswerHours: median },
  };
}

const CSV_COLUMNS: Array<[string, string]> = [
  ["day", "날짜"],
  ["signupsArtist", "가입(아티스트)"],
  ["signupsProducer", "가입(제작자)"],
  ["projectsPublished", "공개된 프로젝트"],
  ["applications", "지원"],
  ["invitations", "초대"],
  ["applicationsAccepted", "수락된 지원"],
  ["applicationsDecided", "결정된 지원"],
  ["acceptanceRate", "수락률"],
  ["contractsSigned", "체결된 계약"],
  ["messages", "메시지"],
  ["reportsOpened", "접수된 신고"],
  ["reportsResolved", "처리된 신고"],
  ["medianFirstAnswerHours", "문의 첫 답변 중앙값(시간)"],
];

/** The numbers as CSV: a BOM so spreadsheets read the Korean header as UTF-8. */
export function statsCsv(s: Awaited<ReturnType<typeof stats>>): string {
  const cell = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  const lines = [CSV_COLUMNS.map(([, label]) => label).join(",")];
  for (const d of s.days) lines.push(CSV_COLUMNS.map(([k]) => cell((d as Record<string, unknown>)[k])).join(","));
  lines.push(CSV_COLUMNS.map(([k]) => (k === "day" ? "합계" : cell((s.totals as Record<string, unknown>)[k]))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The audit row of an operator's decision of a payment dispute (issue 28), in the decision's transaction. */
export async function auditPaymentDecision(
  tx: DbOrTx,
  actor: Actor,
  milestoneId: number,
  details: { toArtist: number; held: number; contractId: number },
  reason: string,
) {
  await audit(tx, actor, {
    action: "payment.decide",
    targetType: "payment",
    targetId: String(milestoneId),
    reason,
    details: { ...details, refunded: details.held - details.toArtist },
  });
}
