import type { AcceptedArtist } from "@shared/api-types";
import { displayName } from "@shared/display";
import { projectMsg, todayInKorea } from "@shared/validators/projects";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { applicationResultMail } from "../../mail/templates";
import { notify, retractUnread } from "../notifications/service";
import { findAccount } from "../people/service";
import { findProject, isVisibleTo, visibleOr404 } from "../projects/service";
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
} as const;

const iso = (a: repo.ApplicationRow) => ({ ...a, appliedAt: a.appliedAt.toISOString(), updatedAt: a.updatedAt.toISOString() });

/**
 * An artist applies to a published project before its deadline; the producer is notified in the
 * same statement. @throws ForbiddenError (not an artist), NotFoundError, ConflictError (closed, duplicate).
 */
export async function apply(db: Db, user: SessionUser, projectId: number, coverLetter: string, now: Date = systemClock()) {
  if (user.userType !== "artist") throw new ForbiddenError(applicationMessages.artistOnly);
  const project = await repo.applyTarget(db, user.id, projectId);
  // Only artists get here, and an artist never owns a project: a draft is a 404 for all of them.
  if (!project || !isVisibleTo(project, user.id)) throw new NotFoundError(applicationMessages.projectNotFound);
  if (project.status !== "published") throw new ConflictError(applicationMessages.notRecruiting);
  if (project.deadline && project.deadline < todayInKorea(now)) throw new ConflictError(applicationMessages.deadlinePassed);
  const { existing } = project;
  // A withdrawn application (e.g. of an account's earlier withdrawal) may be sent again; any other is a duplicate.
  if (existing && existing.status !== "withdrawn") throw new ConflictError(applicationMessages.duplicate);
  const created = await repo.applyAndNotify(
    db,
    { projectId, artistId: user.id, coverLetter, withdrawnId: existing?.id, now },
    {
      userId: project.producerId,
      type: "application",
      title: "새 지원서 도착",
      message: `'${project.title}' 프로젝트에 새로운 지원서가 도착했습니다.`,
      relatedId: String(projectId),
    },
  );
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
    const updated = await repo.updateIf(tx, id, "pending", { status, reason: reason || null }, now);
    if (!updated) throw new ConflictError(applicationMessages.onlyPendingDecide);
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
