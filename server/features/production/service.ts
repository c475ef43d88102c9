import icalGenerator from "ical-generator";
import { sql } from "drizzle-orm";
import { displayName } from "@shared/display";
import { TEAM_CANDIDATES_MAX, type ApplicantsQuery, type AuditionSlotInput, type TriageInput } from "@shared/validators/production";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import type { MailDeps } from "../../mail/kind-mail";
import { applicationResultMail, auditionInviteMail, teamMessageMail, type MailContent } from "../../mail/templates";
import { unsubscribeUrl } from "../../mail/unsubscribe";
import { notify } from "../notifications/service";
import { insertAnnouncedMessages } from "../messages/service";
import { findAccount } from "../people/service";
import * as repo from "./repository";

export const productionMessages = {
  projectNotFound: "프로젝트를 찾을 수 없습니다.",
  applicationNotFound: "지원서를 찾을 수 없습니다.",
  slotNotFound: "오디션 시간을 찾을 수 없습니다.",
  bookingNotFound: "오디션 예약을 찾을 수 없습니다.",
  notTeam: "이 프로젝트의 제작팀만 할 수 있습니다.",
  ownerOnly: "프로젝트를 등록한 제작자만 제작팀을 관리할 수 있습니다.",
  memberNotFound: "추가할 제작자를 찾을 수 없습니다.",
  memberNotProducer: "제작자 계정만 제작팀에 추가할 수 있습니다.",
  memberIsOwner: "프로젝트를 등록한 제작자는 이미 제작팀입니다.",
  memberExists: "이미 제작팀에 있는 제작자입니다.",
  teamFull: "제작팀은 최대 20명까지입니다.",
  notMember: "제작팀에 없는 사용자입니다.",
  unknownRole: "이 프로젝트의 모집 분야를 찾을 수 없습니다.",
  unknownSlots: "이 프로젝트의 오디션 시간이 아닙니다.",
  notInvitable: "검토 중이거나 승인된 지원자만 오디션에 초대할 수 있습니다.",
  artistOnly: "아티스트만 오디션을 예약할 수 있습니다.",
  notInvited: "오디션에 초대된 지원자만 이 시간을 예약할 수 있습니다.",
  full: "마감된 시간입니다",
  past: "이미 지난 시간입니다.",
  alreadyBooked: "이미 예약한 오디션이 있습니다. 먼저 예약을 취소해주세요.",
  notOwnBooking: "본인의 예약만 변경할 수 있습니다.",
  notBooked: "예약 중인 오디션만 변경할 수 있습니다.",
  cancelled: "취소된 예약입니다.",
} as const;

const TEAM_MAX = 20;

/** The project with the caller's team role. @throws NotFoundError, ForbiddenError (not owner or manager) */
async function asTeam(db: DbOrTx, user: SessionUser, projectId: number) {
  const project = await repo.projectWithRole(db, projectId, user.id);
  // A draft is another producer's secret: only its team learns it exists.
  if (!project || (project.status === "draft" && !project.role)) throw new NotFoundError(productionMessages.projectNotFound);
  if (!project.role) throw new ForbiddenError(productionMessages.notTeam);
  return project as typeof project & { role: repo.TeamRole };
}

/**
 * For other features: the caller's place in the project's team ("owner", "manager" or null).
 * Undefined for an unknown project.
 */
export async function teamRoleOf(db: DbOrTx, projectId: number, userId: string) {
  const p = await repo.projectWithRole(db, projectId, userId);
  return p ? p.role : undefined;
}

/** For other features: records who did what to an application (issue 27). */
export function recordApplicationAction(db: DbOrTx, applicationId: number, actorId: string, action: string, at: Date) {
  return repo.recordActions(db, [applicationId], actorId, action, at);
}

async function applicationAsTeam(db: DbOrTx, user: SessionUser, applicationId: number) {
  const app = await repo.applicationProject(db, applicationId);
  if (!app || app.status === "withdrawn") throw new NotFoundError(productionMessages.applicationNotFound);
  const project = await repo.projectWithRole(db, app.projectId, user.id);
  if (!project?.role) {
    // The applicant and outsiders learn nothing of the triage, not even that the route exists for them.
    throw new ForbiddenError(productionMessages.notTeam);
  }
  return { app, project };
}

/** GET /api/projects/{id}/applicants: the answer's JSON text, as the database made it. @throws NotFoundError, ForbiddenError */
export async function applicants(db: Db, user: SessionUser, projectId: number, q: ApplicantsQuery) {
  await asTeam(db, user, projectId);
  return repo.applicants(db, projectId, q);
}

/** PATCH /api/applications/{id}/triage: the team's private label, rating and note. @throws NotFoundError, ForbiddenError */
export async function triage(db: Db, user: SessionUser, applicationId: number, input: TriageInput, now: Date) {
  const { app } = await applicationAsTeam(db, user, applicationId);
  const row = await inTransaction(db, async (tx) => {
    const saved = await repo.upsertTriage(tx, { applicationId, projectId: app.projectId }, input, user.id, now);
    await repo.recordActions(tx, [applicationId], user.id, "triage", now);
    return saved;
  });
  return {
    applicationId: row.applicationId,
    label: row.label as "shortlist" | "maybe" | "no" | null,
    rating: row.rating,
    note: row.note,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/projects/{id}/team. @throws NotFoundError, ForbiddenError */
export async function team(db: Db, user: SessionUser, projectId: number) {
  await asTeam(db, user, projectId);
  return repo.teamOf(db, projectId);
}

/** POST /api/projects/{id}/team: the owner adds a producer as a manager, who is notified. @throws NotFoundError, ForbiddenError, ValidationError, ConflictError */
export async function addMember(db: Db, user: SessionUser, projectId: number, userId: string, now: Date) {
  const project = await asTeam(db, user, projectId);
  if (project.role !== "owner") throw new ForbiddenError(productionMessages.ownerOnly);
  if (userId === user.id) throw new ValidationError(productionMessages.memberIsOwner, { userId: [productionMessages.memberIsOwner] });
  const target = await findAccount(db, userId);
  if (!target || target.isDeleted) throw new ValidationError(productionMessages.memberNotFound, { userId: [productionMessages.memberNotFound] });
  if (target.userType !== "producer") throw new ValidationError(productionMessages.memberNotProducer, { userId: [productionMessages.memberNotProducer] });
  await inTransaction(db, async (tx) => {
    if ((await repo.teamSize(tx, projectId)) >= TEAM_MAX) throw new ConflictError(productionMessages.teamFull);
    if (!(await repo.addMember(tx, projectId, userId, user.id, now))) throw new ConflictError(productionMessages.memberExists);
    await notify(tx, {
      userId,
      type: "project_update",
      title: "제작팀에 추가되었습니다",
      message: `'${project.title}' 프로젝트의 제작팀에 추가되었습니다. 지원자를 검토하고 오디션 일정을 잡을 수 있습니다.`,
      relatedId: String(projectId),
    });
  });
  return repo.teamOf(db, projectId);
}

/** DELETE /api/projects/{id}/team/{userId}: the owner removes a manager, or a manager leaves. @throws NotFoundError, ForbiddenError */
export async function removeMember(db: Db, user: SessionUser, projectId: number, userId: string) {
  const project = await asTeam(db, user, projectId);
  if (project.role !== "owner" && userId !== user.id) throw new ForbiddenError(productionMessages.ownerOnly);
  if (!(await repo.removeMember(db, projectId, userId))) throw new NotFoundError(productionMessages.notMember);
}

/** GET /api/projects/{id}/team/candidates: producers the owner may add (name or exact e-mail, at most 10). @throws NotFoundError, ForbiddenError */
export async function teamCandidates(db: Db, user: SessionUser, projectId: number, q: string, now: Date) {
  const project = await asTeam(db, user, projectId);
  if (project.role !== "owner") throw new ForbiddenError(productionMessages.ownerOnly);
  return repo.teamCandidates(db, { projectId, q, now, limit: TEAM_CANDIDATES_MAX });
}

/** GET /api/my-team-projects. @throws ForbiddenError (not a producer) */
export async function myTeamProjects(db: Db, user: SessionUser) {
  if (user.userType !== "producer") throw new ForbiddenError("제작자만 볼 수 있습니다.");
  return repo.teamProjects(db, user.id);
}

/**
 * POST /api/projects/{id}/applications/bulk-decline: up to 500 pending applications declined with one
 * message in ONE transaction; each applicant notified and (unless turned off) mailed, set-based.
 * @throws NotFoundError, ForbiddenError
 */
export async function bulkDecline(db: Db, mail: MailDeps, user: SessionUser, projectId: number, ids: number[], reason: string, now: Date) {
  const project = await asTeam(db, user, projectId);
  const unique = [...new Set(ids)];
  const declined = await inTransaction(db, async (tx) => {
    const rows = await repo.bulkDecline(
      tx,
      { projectId, ids: unique, reason, actorId: user.id, at: now },
      {
        title: "지원 결과 안내",
        message: `'${project.title}' 프로젝트 지원이 거절되었습니다. 사유: ${reason}`,
        relatedId: String(projectId),
      },
    );
    const mails: Array<{ to: string; content: MailContent }> = rows
      .filter((r) => !r.isDeleted && !r.optedOut)
      .map((r) => ({
        to: r.email,
        content: applicationResultMail(
          { artistName: displayName(r), projectTitle: project.title, accepted: false, reason, link: `${mail.appUrl}/dashboard` },
          unsubscribeUrl(mail.appUrl, mail.sessionSecret, r.artistId, "application_result"),
        ),
      }));
    await repo.enqueueMails(tx, mails);
    return { rows, mailed: mails.length > 0 };
  });
  if (declined.mailed) mail.onMailQueued();
  const done = new Set(declined.rows.map((r) => r.id));
  return { declined: done.size, skippedIds: unique.filter((id) => !done.has(id)) };
}

// ---- auditions ----

/** POST /api/projects/{id}/audition-slots. @throws NotFoundError, ForbiddenError, ValidationError */
export async function createSlot(db: Db, user: SessionUser, projectId: number, input: AuditionSlotInput) {
  await asTeam(db, user, projectId);
  if (input.roleId && !(await repo.roleOfProject(db, projectId, input.roleId)))
    throw new ValidationError(productionMessages.unknownRole, { roleId: [productionMessages.unknownRole] });
  return repo.insertSlot(db, {
    projectId,
    roleId: input.roleId ?? null,
    round: input.round ?? 1,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    place: input.place || null,
    onlineUrl: input.onlineUrl || null,
    capacity: input.capacity,
    createdBy: user.id,
  });
}

/** GET /api/projects/{id}/audition-schedule: slots grouped by Seoul day. @throws NotFoundError, ForbiddenError */
export async function schedule(db: Db, user: SessionUser, projectId: number) {
  await asTeam(db, user, projectId);
  const days = new Map<string, unknown[]>();
  for (const { day, ...slot } of await repo.scheduleRows(db, projectId)) {
    if (!days.has(day)) days.set(day, []);
    days.get(day)!.push(slot);
  }
  return [...days].map(([date, slots]) => ({ date, slots }));
}

async function withSlots(db: DbOrTx, rows: Awaited<ReturnType<typeof repo.invitesOf>>) {
  const ids = [...new Set(rows.flatMap((r) => r.slotIds))];
  const slots = ids.length ? await repo.slotsWhere(db, sql`s.id = any(${repo.intArray(ids)}::int[])`) : [];
  const byId = new Map(slots.map((s) => [s.id, s]));
  return Promise.all(
    rows.map(async ({ slotIds, bookingId, ...r }) => ({
      ...r,
      slots: slotIds.map((id) => byId.get(id)!).filter(Boolean),
      booking: bookingId ? ((await repo.bookingAnswer(db, bookingId)) ?? null) : null,
    })),
  );
}

/** The given slots, sorted, when all are the project's; null for "any slot of the role". @throws ValidationError */
async function projectSlots(db: DbOrTx, projectId: number, slotIds: number[] | undefined) {
  if (!slotIds) return null;
  const ids = [...new Set(slotIds)].sort((x, y) => x - y);
  const found = await repo.slotsWhere(db, sql`s.id = any(${repo.intArray(ids)}::int[]) and s.project_id = ${projectId}`);
  if (found.length !== ids.length) throw new ValidationError(productionMessages.unknownSlots, { slotIds: [productionMessages.unknownSlots] });
  return ids;
}

/**
 * The one invite path, for one application or up to 500 (in the caller's transaction): the invites,
 * actions, notifications and events in one statement, then every mail in one insert (the 'audition'
 * kind; not to a withdrawn account or one that turned it off). @returns the invited rows and whether mail was queued.
 */
async function inviteMany(
  tx: DbOrTx,
  mail: MailDeps,
  a: { user: SessionUser; project: { id: number; title: string }; ids: number[]; slotIds: number[] | null; now: Date; skipUnchanged: boolean },
) {
  const rows = await repo.inviteApplications(tx, {
    projectId: a.project.id,
    projectTitle: a.project.title,
    ids: a.ids,
    slotIds: a.slotIds,
    actorId: a.user.id,
    at: a.now,
    skipUnchanged: a.skipUnchanged,
  });
  const mails = rows
    .filter((r) => !r.isDeleted && !r.optedOut)
    .map((r) => ({
      to: r.email,
      content: auditionInviteMail(
        { artistName: displayName(r), projectTitle: a.project.title, roleName: r.roleName, link: `${mail.appUrl}/auditions` },
        unsubscribeUrl(mail.appUrl, mail.sessionSecret, r.artistId, "audition"),
      ),
    }));
  await repo.enqueueMails(tx, mails);
  return { rows, mailed: mails.length > 0 };
}

/**
 * POST /api/applications/{id}/audition-invite: the team invites an applicant (to some slots, or to any of
 * its role's); the applicant is notified and mailed. Inviting again replaces the slots (a callback).
 * @throws NotFoundError, ForbiddenError, ValidationError, ConflictError
 */
export async function invite(db: Db, mail: MailDeps, user: SessionUser, applicationId: number, slotIds: number[] | undefined, now: Date) {
  const { app, project } = await applicationAsTeam(db, user, applicationId);
  if (!(repo.INVITABLE_STATUSES as readonly string[]).includes(app.status)) throw new ConflictError(productionMessages.notInvitable);
  const ids = await projectSlots(db, app.projectId, slotIds);
  const { rows, mailed } = await inTransaction(db, async (tx) => {
    const done = await inviteMany(tx, mail, { user, project, ids: [applicationId], slotIds: ids, now, skipUnchanged: false });
    // Its status moved on between the check and the write.
    if (!done.rows.length) throw new ConflictError(productionMessages.notInvitable);
    return { rows: await withSlots(tx, await repo.invitesOf(tx, sql`a.id = ${applicationId}`, now)), mailed: done.mailed };
  });
  if (mailed) mail.onMailQueued();
  return rows[0]!;
}

/**
 * POST /api/projects/{id}/applications/bulk-invite: the single invite for up to 500 applications in ONE
 * transaction. Applications not invitable (unknown, another project's, withdrawn, declined) are skipped,
 * and so are ones already invited to exactly these slots: a replayed call invites no one twice.
 * @throws NotFoundError, ForbiddenError, ValidationError (slots not the project's)
 */
export async function bulkInvite(db: Db, mail: MailDeps, user: SessionUser, projectId: number, ids: number[], slotIds: number[] | undefined, now: Date) {
  const project = await asTeam(db, user, projectId);
  const slots = await projectSlots(db, projectId, slotIds);
  const unique = [...new Set(ids)];
  const { rows, mailed } = await inTransaction(db, (tx) => inviteMany(tx, mail, { user, project, ids: unique, slotIds: slots, now, skipUnchanged: true }));
  if (mailed) mail.onMailQueued();
  const done = new Set(rows.map((r) => r.id));
  return { invited: done.size, skippedIds: unique.filter((id) => !done.has(id)) };
}

/**
 * POST /api/projects/{id}/applications/bulk-message: one direct message from the team member to each
 * selected applicant, through the messages feature (their thread, its notification burst rule, its
 * events), in ONE transaction and set-based; each applicant mailed unless they turned off application
 * mail. Skipped: unknown, another project's or withdrawn applications, withdrawn accounts and blocks.
 * An applicant with two applications in the selection gets one message. Recorded as 'message' actions.
 * @throws NotFoundError, ForbiddenError
 */
export async function bulkMessage(db: Db, mail: MailDeps, user: SessionUser, projectId: number, ids: number[], body: string, now: Date) {
  const project = await asTeam(db, user, projectId);
  const unique = [...new Set(ids)];
  const sender = await findAccount(db, user.id);
  const senderName = sender ? displayName(sender) : "제작팀";
  const { rows, mailed } = await inTransaction(db, async (tx) => {
    const targets = await repo.messageRecipients(tx, { projectId, ids: unique, senderId: user.id, mailKind: "application_result" });
    const byArtist = new Map(targets.map((r) => [r.artistId, r]));
    await insertAnnouncedMessages(
      tx,
      { senderId: user.id, receiverIds: [...byArtist.keys()], content: body, projectId },
      { title: "새 메시지", message: `${senderName}님이 메시지를 보냈습니다.` },
    );
    await repo.recordActions(
      tx,
      targets.map((r) => r.id),
      user.id,
      "message",
      now,
    );
    const mails = [...byArtist.values()]
      .filter((r) => !r.optedOut)
      .map((r) => ({
        to: r.email,
        content: teamMessageMail(
          { artistName: displayName(r), senderName, projectTitle: project.title, body, link: `${mail.appUrl}/messages?user=${encodeURIComponent(user.id)}` },
          unsubscribeUrl(mail.appUrl, mail.sessionSecret, r.artistId, "application_result"),
        ),
      }));
    await repo.enqueueMails(tx, mails);
    return { rows: targets, mailed: mails.length > 0 };
  });
  if (mailed) mail.onMailQueued();
  const done = new Set(rows.map((r) => r.id));
  return { messaged: done.size, skippedIds: unique.filter((id) => !done.has(id)) };
}

/** GET /api/my-auditions. @throws ForbiddenError (not an artist) */
export async function myAuditions(db: Db, user: SessionUser, now: Date) {
  if (user.userType !== "artist") throw new ForbiddenError(productionMessages.artistOnly);
  return withSlots(db, await repo.invitesOf(db, sql`a.artist_id = ${user.id} and a.status not in ('rejected', 'withdrawn')`, now));
}

/**
 * POST /api/audition-slots/{id}/book: the invited applicant books; the slot row is locked so its
 * capacity holds under concurrent bookings (409 '마감된 시간입니다' when full).
 * @throws NotFoundError, ForbiddenError, ConflictError
 */
export async function book(db: Db, user: SessionUser, slotId: number, now: Date) {
  const slot = await repo.slotProject(db, slotId);
  if (!slot) throw new NotFoundError(productionMessages.slotNotFound);
  if (user.userType !== "artist") throw new ForbiddenError(productionMessages.artistOnly);
  const app = await repo.eligibleApplication(db, user.id, slotId);
  if (!app) throw new ForbiddenError(productionMessages.notInvited);
  const id = await inTransaction(db, async (tx) => {
    const locked = await repo.lockSlot(tx, slotId);
    if (!locked) throw new NotFoundError(productionMessages.slotNotFound);
    if (new Date(locked.startsAt).getTime() <= now.getTime()) throw new ConflictError(productionMessages.past);
    if (locked.booked >= locked.capacity) throw new ConflictError(productionMessages.full);
    if (await repo.liveBookingOf(tx, app.id)) throw new ConflictError(productionMessages.alreadyBooked);
    const bookingId = await repo.insertBooking(tx, { slotId, applicationId: app.id, artistId: user.id, at: now });
    const owner = await repo.projectWithRole(tx, locked.projectId, user.id);
    if (owner)
      await notify(tx, {
        userId: owner.producerId,
        type: "project_update",
        title: "오디션 예약",
        message: `'${owner.title}' 프로젝트 오디션에 새 예약이 있습니다.`,
        relatedId: String(owner.id),
      });
    return bookingId;
  });
  return (await repo.bookingAnswer(db, id))!;
}

async function ownBooking(db: DbOrTx, user: SessionUser, id: number) {
  const found = await repo.findBooking(db, id);
  if (!found) throw new NotFoundError(productionMessages.bookingNotFound);
  if (found.booking.artistId !== user.id) throw new ForbiddenError(productionMessages.notOwnBooking);
  if (found.booking.status !== "booked") throw new ConflictError(productionMessages.notBooked);
  return found;
}

/** POST /api/audition-bookings/{id}/cancel: the applicant frees the slot; the owner is told. @throws NotFoundError, ForbiddenError, ConflictError */
export async function cancelBooking(db: Db, user: SessionUser, id: number, now: Date) {
  const found = await ownBooking(db, user, id);
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateBookingIf(tx, id, ["booked"], { status: "cancelled" }, now))) throw new ConflictError(productionMessages.notBooked);
    await notify(tx, {
      userId: found.producerId,
      type: "project_update",
      title: "오디션 예약 취소",
      message: `'${found.title}' 프로젝트 오디션 예약 하나가 취소되었습니다.`,
      relatedId: String(found.projectId),
    });
  });
  return (await repo.bookingAnswer(db, id))!;
}

/** POST /api/audition-bookings/{id}/reschedule: the applicant asks for another time. @throws NotFoundError, ForbiddenError, ConflictError */
export async function requestReschedule(db: Db, user: SessionUser, id: number, message: string, now: Date) {
  const found = await ownBooking(db, user, id);
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateBookingIf(tx, id, ["booked"], { rescheduleMessage: message, rescheduleRequestedAt: now }, now)))
      throw new ConflictError(productionMessages.notBooked);
    await notify(tx, {
      userId: found.producerId,
      type: "project_update",
      title: "오디션 일정 변경 요청",
      message: `'${found.title}' 프로젝트 오디션의 일정 변경 요청: ${message}`,
      relatedId: String(found.projectId),
    });
  });
  return (await repo.bookingAnswer(db, id))!;
}

/** PATCH /api/audition-bookings/{id}/attendance: the team marks attended or no-show. @throws NotFoundError, ForbiddenError, ConflictError */
export async function markAttendance(db: Db, user: SessionUser, id: number, status: "attended" | "no_show", now: Date) {
  const found = await repo.findBooking(db, id);
  if (!found) throw new NotFoundError(productionMessages.bookingNotFound);
  await asTeam(db, user, found.projectId);
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateBookingIf(tx, id, ["booked", "attended", "no_show"], { status, markedBy: user.id }, now)))
      throw new ConflictError(productionMessages.cancelled);
    await repo.recordActions(tx, [found.booking.applicationId], user.id, status, now);
  });
  return (await repo.bookingAnswer(db, id))!;
}

/**
 * '2026년 12월 1일 (화) 10:00' in Asia/Seoul, spelt out by hand: Seoul keeps +09:00 all year, and the
 * server's ICU data may lack Korean (its ko-KR formats fall back to 'AM').
 */
export function seoulTime(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3_600_000);
  const day = "일월화수목금토"[k.getUTCDay()];
  const hm = `${String(k.getUTCHours()).padStart(2, "0")}:${String(k.getUTCMinutes()).padStart(2, "0")}`;
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일 (${day}) ${hm}`;
}

/**
 * GET /api/audition-bookings/{id}/calendar.ics: the booking as one VEVENT (ical-generator), for its
 * applicant and the team. Times are written in UTC (unambiguous for every calendar) and the calendar
 * names Asia/Seoul (X-WR-TIMEZONE), the description spelling the Seoul time out (decision 036).
 * @throws NotFoundError, ForbiddenError
 */
export async function calendar(db: Db, user: SessionUser, id: number, appUrl: string) {
  const found = await repo.findBooking(db, id);
  if (!found) throw new NotFoundError(productionMessages.bookingNotFound);
  if (found.booking.artistId !== user.id) await asTeam(db, user, found.projectId);
  const answer = (await repo.bookingAnswer(db, id))!;
  const start = new Date(answer.slot.startsAt);
  const cal = icalGenerator({ name: "아트링크 오디션", prodId: { company: "artlink", product: "auditions", language: "KO" } });
  cal.x([{ key: "X-WR-TIMEZONE", value: "Asia/Seoul" }]);
  cal.createEvent({
    id: `audition-booking-${answer.id}@artlink`,
    start,
    end: new Date(answer.slot.endsAt),
    summary: `'${found.title}' 오디션`,
    description: `일시: ${seoulTime(start)} (한국 시간)${answer.slot.onlineUrl ? `\n온라인: ${answer.slot.onlineUrl}` : ""}\n${appUrl}/auditions`,
    location: answer.slot.place ?? answer.slot.onlineUrl ?? undefined,
    url: answer.slot.onlineUrl ?? undefined,
  });
  return { fileName: `audition-${answer.id}.ics`, body: cal.toString() };
}

/** For the reminder job: live bookings of auditions on `day` (Seoul) not reminded yet, locked. */
export const dueAuditionReminders = (tx: DbOrTx, day: string) => repo.dueReminders(tx, day);
export const markAuditionsReminded = (tx: DbOrTx, ids: number[], at: Date) => repo.markReminded(tx, ids, at);
