import { declineCategoryLabel } from "@shared/labels";
import type { InvitationResponseInput } from "@shared/validators/applications";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError } from "../../http/errors";
import { findByArtistAndProject, insertApplication, updateIf } from "../applications/repository";
import { notify } from "../notifications/repository";
import * as repo from "./repository";

export const invitationMessages = {
  notFound: "초대를 찾을 수 없습니다.",
  notRecipient: "본인이 받은 초대에만 응답할 수 있습니다.",
  answered: "이미 응답했거나 취소된 초대입니다.",
  closedProject: "종료되거나 취소된 프로젝트의 초대에는 응답할 수 없습니다.",
} as const;

/**
 * The invited artist accepts or declines a pending invitation. Accepting also enters the artist in the
 * project (an application with status invited_accepted); the producer is notified; all in one transaction.
 * @throws NotFoundError, ForbiddenError (not the invited artist), ConflictError (answered, project closed).
 */
export async function respond(db: Db, user: SessionUser, id: number, input: InvitationResponseInput) {
  const found = await repo.findInvitation(db, id);
  if (!found) throw new NotFoundError(invitationMessages.notFound);
  const { invitation: inv, project } = found;
  if (inv.artistId !== user.id) throw new ForbiddenError(invitationMessages.notRecipient);
  if (inv.status !== "pending") throw new ConflictError(invitationMessages.answered);
  if (project.status === "completed" || project.status === "cancelled") throw new ConflictError(invitationMessages.closedProject);
  const accepted = input.status === "accepted";
  const reason = accepted
    ? null
    : input.rejectionCategory === "other"
      ? (input.rejectionReason ?? null)
      : (input.rejectionReason || declineCategoryLabel[input.rejectionCategory!] || null);
  return inTransaction(db, async (tx) => {
    const updated = await repo.updatePending(tx, id, {
      status: accepted ? "accepted" : "rejected",
      rejectionCategory: accepted ? null : input.rejectionCategory,
      rejectionReason: reason,
    });
    if (!updated) throw new ConflictError(invitationMessages.answered);
    if (accepted) {
      const existing = await findByArtistAndProject(tx, user.id, inv.projectId);
      if (!existing) await insertApplication(tx, { projectId: inv.projectId, artistId: user.id, status: "invited_accepted", coverLetter: null });
      // The producer's invitation overrides an earlier pending, rejected or withdrawn application.
      else if (existing.status !== "accepted" && existing.status !== "invited_accepted") {
        await updateIf(tx, existing.id, existing.status, { status: "invited_accepted" });
      }
    }
    await repo.syncInvitationMessages(tx, inv, updated.status);
    await notify(tx, {
      userId: inv.producerId,
      type: "invitation",
      title: accepted ? "초대 수락" : "초대 거절",
      message: accepted
        ? `'${project.title}' 프로젝트 초대를 아티스트가 수락했습니다.`
        : `'${project.title}' 프로젝트 초대를 아티스트가 거절했습니다.${reason ? ` 사유: ${reason}` : ""}`,
      relatedId: String(inv.projectId),
    });
    return { ...updated, createdAt: updated.createdAt.toISOString(), updatedAt: updated.updatedAt.toISOString() };
  });
}
