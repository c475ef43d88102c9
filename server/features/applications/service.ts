import type { AcceptedArtist } from "@shared/api-types";
import { displayName } from "@shared/display";
import { projectMsg, todayInKorea } from "@shared/validators/projects";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { applicationResultMail } from "../../mail/templates";
import { notify, retractUnread } from "../notifications/service";
import { findAccount } from "../people/service";
import { recordApplicationAction } from "../production/service";
import { closeRecruitment, findProject, isVisibleTo, visibleOr404 } from "../projects/service";
import { useUploads } from "../uploads/service";
import { mediaForRequirement, requiredMediaLabel, type ApplicationMedia } from "@shared/casting";
import { applicationMsg } from "@shared/validators/applications";
import * as repo from "./repository";

export const applicationMessages = {
  notFound: "지원서를 찾을 수 없습니다.",
  projectNotFound: projectMsg.notFound,
  artistOnly: "아티스트만 지원할 수 있습니다.",
  notRecruiting: "모집 중인 프로젝트가 아닙니다.",
  deadlinePassed: "지원 마감일이 지났습니다.",
  duplicate: "이미 지원한 프로젝트입니다.",
  notOwn: "본인의 지원서만 수정하거나 취소할 수 있습니다.",
  onlyPendingEdit: "검토 중인 지원서만 수정할 수 있습니다.",
  onlyPendingCancel: "검토 중인 지원서만 취소할 수 있습니다.",
  notProjectOwner: "프로젝트를 등록한 제작자만 지원서를 처리할 수 있습니다.",
  onlyPendingDecide: "검토 중인 지원서만 승인하거나 거절할 수 있습니다.",
  roleRequired: applicationMsg.role,
  unknownRole: "이 프로젝트의 모집 분야를 찾을 수 없습니다. 새로고침 후 다시 선택해주세요.",
  noRoles: "이 프로젝트에는 모집 분야가 없습니다. 모집 분야 없이 지원해주세요.",
  roleFilled: "이 모집 분야는 모집 인원이 모두 찼습니다.",
  duplicateRole: "이미 지원한 모집 분야입니다.",
  missingMedia: (names: string[]) => `이 모집 분야에 필요한 자료가 빠졌습니다: ${names.join(", ")}`,
} as const;

const iso = (a: repo.ApplicationRow) => ({ ...a, appliedAt: a.appliedAt.toISOString(), updatedAt: a.updatedAt.toISOString() });

/**
 * An artist applies to a published project before its deadline, to one of its roles when it has roles
 * (issue 26: one application per artist and role, the role's required media attached); the producer is
 * notified in the same statement, and uploads named in the media are checked to be the artist's own.
 * @throws ForbiddenError (not an artist), NotFoundError, ValidationError (role, media), ConflictError (closed, filled, duplicate).
 */
export async function apply(
  db: Db,
  user: SessionUser,
  input: { projectId: number; roleId: number | null; coverLetter: string; media: ApplicationMedia[] },
  now: Date = systemClock(),
) {
  const { projectId, roleId, coverLetter, media } = input;
  if (user.userType !== "artist") throw new ForbiddenError(applicationMessages.artistOnly);
  const project = await repo.applyTarget(db, user.id, projectId, roleId);
  // Only artists get here, and an artist never owns a project: a draft is a 404 for all of them.
  if (!project || !isVisibleTo(project, user.id)) throw new NotFoundError(applicationMessages.projectNotFound);
  if (project.roleCount > 0 && roleId === null) throw new ValidationError(applicationMessages.roleRequired, { roleId: [applicationMessages.roleRequired] });
  if (project.roleCount === 0 && roleId !== null) throw new ValidationError(applicationMessages.noRoles, { roleId: [applicationMessages.noRoles] });
  if (roleId !== null && !project.role) throw new ValidationError(applicationMessages.unknownRole, { roleId: [applicationMessages.unknownRole] });
  if (project.status !== "published") throw new ConflictError(applicationMessages.notRecruiting);
  if (project.deadline && project.deadline < todayInKorea(now)) throw new ConflictError(applicationMessages.deadlinePassed);
  const { existing, role } = project;
  // A withdrawn application (e.g. of an account's earlier withdrawal) may be sent again; any other is a duplicate.
  if (existing && existing.status !== "withdrawn") throw new ConflictError(role ? applicationMessages.duplicateRole : applicationMessages.duplicate);
  if (role && role.accepted >= role.headcount) throw new ConflictError(applicationMessages.roleFilled);
  if (role) {
    const kinds = new Set(media.map((m) => m.kind));
    const missing = role.requiredMedia.filter((r) => !kinds.has(mediaForRequirement[r])).map((r) => requiredMediaLabel[r]);
    if (missing.length) throw new ValidationError(applicationMessages.missingMedia(missing), { media: [applicationMessages.missingMedia(missing)] });
  }
  const created = await inTransaction(db, async (tx) => {
    // The project's owner may be removing this role in the same moment (two writes at once).
    if (roleId !== null && !(await repo.holdRole(tx, roleId)))
      throw new ValidationError(applicationMessages.unknownRole, { roleId: [applicationMessages.unknownRole] });
    await useUploads(
      tx,
      user.id,
      "media",
      [],
      media.map((m) => m.url),
      now,
    );
    return repo.applyAndNotify(
      tx,
      { projectId, artistId: user.id, roleId, coverLetter, media, withdrawnId: existing?.id, now },
      {
        userId: project.producerId,
        type: "application",
        title: "새 지원서 도착",
        message: role
          ? `'${project.title}' 프로젝트의 '${role.name}' 모집 분야에 새로운 지원서가 도착했습니다.`
          : `'${project.title}' 프로젝트에 새로운 지원서가 도착했습니다.`,
        relatedId: String(projectId),
      },
    );
  });
  if (!created) throw new ConflictError(applicationMessages.duplicate);
  return created;
}

async function ownPending(db: Db, user: SessionUser, id: number, pendingMessage: string) {
  const found = await repo.findApplication(db, id);
  if (!found) throw new NotFoundError(applicationMessages.notFound);
  if (found.application.artistId !== user.id) throw new ForbiddenError(applicationMessages.notOwn);
  if (found.application.status !== "pending") throw new ConflictError(pendingMessage);
  return found;
}

/** Edits the cover letter of the artist's own pending application. @throws NotFoundError, ForbiddenError, ConflictError */
export async function editCoverLetter(db: Db, user: SessionUser, id: number, coverLetter: string, now: Date = systemClock()) {
  await ownPending(db, user, id, applicationMessages.onlyPendingEdit);
  const row = await repo.updateIf(db, id, "pending", { coverLetter }, now);
  if (!row) throw new ConflictError(applicationMessages.onlyPendingEdit);
  return iso(row);
}

/**
 * Withdraws (deletes) the artist's own pending application so they may apply again later, and takes back
 * the producer's notice of it while still unread, in one transaction (issue 30: apply-and-cancel loops).
 */
export async function cancel(db: Db, user: SessionUser, id: number) {
  const { project } = await ownPending(db, user, id, applicationMessages.onlyPendingCancel);
  await inTransaction(db, async (tx) => {
    if (!(await repo.deleteIf(tx, id, "pending"))) throw new ConflictError(applicationMessages.onlyPendingCancel);
    await retractUnread(tx, { userId: project.producerId, type: "application", relatedId: String(project.id) });
  });
}

/**
 * The project's producer accepts (optional reason) or rejects (reason required) a pending application;
 * the artist is notified (and, unless turned off, mailed) in the same transaction.
 * @throws NotFoundError, ForbiddenError (not the owner), ConflictError (no longer pending).
 */
export async function decide(
  db: Db,
  mail: MailDeps,
  user: SessionUser,
  id: number,
  status: "accepted" | "rejected",
  reason: string | null | undefined,
  now: Date = systemClock(),
) {
  const found = await repo.findApplication(db, id);
  if (!found) throw new NotFoundError(applicationMessages.notFound);
  if (found.project.producerId !== user.id) throw new ForbiddenError(applicationMessages.notProjectOwner);
  if (found.application.status !== "pending") throw new ConflictError(applicationMessages.onlyPendingDecide);
  const artist = await findAccount(db, found.application.artistId);
  let mailed = false;
  const row = await inTransaction(db, async (tx) => {
    // A role's decisions run one at a time (its row locked), so two accepts cannot pass its headcount.
    const role = status === "accepted" && found.application.roleId !== null ? await repo.lockRole(tx, found.application.roleId) : undefined;
    if (role && role.accepted >= role.headcount) throw new ConflictError(applicationMessages.roleFilled);
    const updated = await repo.updateIf(tx, id, "pending", { status, reason: reason || null }, now);
    if (!updated) throw new ConflictError(applicationMessages.onlyPendingDecide);
    // Who decided, beside the triage and audition actions of the production team (issue 27).
    await recordApplicationAction(tx, id, user.id, status, now);
    // The role is filled: its undecided applicants are told, as when a project starts.
    if (role && role.accepted + 1 >= role.headcount) await closeRecruitment(tx, found.project, now, role);
    await notify(tx, {
      userId: found.application.artistId,
      type: "application_status",
      title: status === "accepted" ? "지원이 승인되었습니다" : "지원 결과 안내",
      message:
        status === "accepted"
          ? `'${found.project.title}' 프로젝트 지원이 승인되었습니다.`
          : `'${found.project.title}' 프로젝트 지원이 거절되었습니다.${reason ? ` 사유: ${reason}` : ""}`,
      relatedId: String(found.project.id),
    });
    if (artist) {
      mailed = await enqueueKindMail(tx, mail, artist, "application_result", (unsubscribe) =>
        applicationResultMail(
          {
            artistName: displayName(artist),
            projectTitle: found.project.title,
            accepted: status === "accepted",
            reason: reason || null,
            link: `${mail.appUrl}/dashboard`,
          },
          unsubscribe,
        ),
      );
    }
    return updated;
  });
  if (mailed) mail.onMailQueued();
  return iso(row);
}

/** Owner only. @throws NotFoundError, ForbiddenError */
export async function acceptedArtistsOf(db: Db, user: SessionUser, projectId: number): Promise<AcceptedArtist[]> {
  const project = visibleOr404(await findProject(db, projectId), user.id);
  if (project.producerId !== user.id) throw new ForbiddenError("프로젝트를 등록한 제작자만 볼 수 있습니다.");
  return repo.acceptedArtists(db, projectId);
}

/**
 * For invitations: an accepted invitation makes the artist a participant, as an `invited_accepted`
 * application, in the caller's transaction. The producer's invitation overrides an earlier pending,
 * rejected or withdrawn application; an accepted one stays as it is.
 */
export async function joinByInvitation(tx: DbOrTx, artistId: string, projectId: number, now: Date): Promise<void> {
  const existing = await repo.findByArtistAndProject(tx, artistId, projectId);
  if (!existing) await repo.insertApplication(tx, { projectId, artistId, status: "invited_accepted", coverLetter: null });
  else if (existing.status !== "accepted" && existing.status !== "invited_accepted") {
    await repo.updateIf(tx, existing.id, existing.status, { status: "invited_accepted" }, now);
  }
}
