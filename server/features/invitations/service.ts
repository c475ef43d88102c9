import type { ArtistInvitationHistory, DashboardInvitation, InvitationCheck } from "@shared/api-types";
import { displayName } from "@shared/display";
import { declineCategoryLabel } from "@shared/labels";
import { thumbnailUrl } from "@shared/uploads";
import type { InvitationResponseInput } from "@shared/validators/applications";
import type { CreateInvitationInput } from "@shared/validators/invitations";
import { projectMsg, todayInKorea } from "@shared/validators/projects";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { publish } from "../../events/publish";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { invitationMail } from "../../mail/templates";
import { joinByInvitation } from "../applications/service";
import { notify } from "../notifications/service";
import { findAccount, peopleByIds, personOr } from "../people/service";
import { findProject, visibleOr404 } from "../projects/service";
import { isBlockedEitherWay } from "../trust/service";
import * as repo from "./repository";

export const invitationMessages = {
  notFound: "초대를 찾을 수 없습니다.",
  notRecipient: "본인이 받은 초대에만 응답할 수 있습니다.",
  answered: "이미 응답했거나 취소된 초대입니다.",
  closedProject: "종료되거나 취소된 프로젝트의 초대에는 응답할 수 없습니다.",
  draftProject: "모집이 중단된 프로젝트의 초대에는 응답할 수 없습니다.",
  producerOnly: "제작자만 아티스트를 초대할 수 있습니다.",
  projectNotFound: projectMsg.notFound,
  notOwner: "본인이 등록한 프로젝트에만 초대할 수 있습니다.",
  notRecruiting: "모집 중인 프로젝트에만 초대할 수 있습니다.",
  deadlinePassed: "지원 마감일이 지난 프로젝트에는 초대할 수 없습니다.",
  artistNotFound: "아티스트를 찾을 수 없습니다.",
  notArtist: "아티스트에게만 초대를 보낼 수 있습니다.",
  blocked: "이 사용자에게는 초대를 보낼 수 없습니다.",
  duplicate: "이미 초대한 프로젝트입니다.",
  alreadyParticipant: "이미 이 프로젝트에 참여 중인 아티스트입니다.",
  notSender: "본인이 보낸 초대만 취소할 수 있습니다.",
  onlyPendingCancel: "대기 중인 초대만 취소할 수 있습니다.",
} as const;

/** Why a project cannot be chosen in the invite dialog (null: it can). */
export const notInvitableReason = {
  draft: "임시저장 상태의 프로젝트입니다.",
  in_progress: "이미 진행 중인 프로젝트입니다.",
  completed: "완료된 프로젝트입니다.",
  deadlinePassed: "지원 마감일이 지났습니다.",
  invited: "이미 초대한 프로젝트입니다.",
  accepted: "이미 참여 중인 프로젝트입니다.",
} as const;

type ListRow = Awaited<ReturnType<typeof repo.byId>>[number];

/** Both parties see each other's e-mail: the invitation is their project connection. */
async function toDashboard(db: DbOrTx, rows: ListRow[]): Promise<DashboardInvitation[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => [r.invitation.producerId, r.invitation.artistId]),
  );
  return rows.map(({ invitation: i, project }) => ({
    id: i.id,
    projectId: i.projectId,
    producerId: i.producerId,
    artistId: i.artistId,
    message: i.message,
    status: i.status,
    rejectionCategory: i.rejectionCategory,
    rejectionReason: i.rejectionReason,
    cancellationReason: i.cancellationReason,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    project: { ...project, thumbnailUrl: thumbnailUrl(project.imageUrl) },
    producer: personOr(people, i.producerId),
    artist: personOr(people, i.artistId),
  }));
}

async function dashboardOne(db: DbOrTx, id: number): Promise<DashboardInvitation> {
  const [one] = await toDashboard(db, await repo.byId(db, id));
  if (!one) throw new NotFoundError(invitationMessages.notFound);
  return one;
}

/**
 * The project's owner invites an artist to a published project before its deadline. Writes, in one
 * transaction: the invitation (or reopens a declined or cancelled one of the same pair), the
 * invitation-type message of the conversation, the artist's notification and, unless opted out, mail.
 * @throws ForbiddenError (not a producer, not the owner, blocked), NotFoundError (project, artist),
 *   ValidationError (not an artist account), ConflictError (not recruiting, deadline passed,
 *   already invited, already participating).
 */
export async function create(db: Db, mail: MailDeps, user: SessionUser, input: CreateInvitationInput, now: Date): Promise<DashboardInvitation> {
  if (user.userType !== "producer") throw new ForbiddenError(invitationMessages.producerOnly);
  const project = visibleOr404(await findProject(db, input.projectId), user.id);
  if (project.producerId !== user.id) throw new ForbiddenError(invitationMessages.notOwner);
  if (project.status !== "published") throw new ConflictError(invitationMessages.notRecruiting);
  if (project.deadline && project.deadline < todayInKorea(now)) throw new ConflictError(invitationMessages.deadlinePassed);
  const artist = await findAccount(db, input.artistId);
  if (!artist || artist.isDeleted) throw new NotFoundError(invitationMessages.artistNotFound);
  if (artist.userType !== "artist") throw new ValidationError(invitationMessages.notArtist, { artistId: [invitationMessages.notArtist] });
  if (await isBlockedEitherWay(db, user.id, artist.id)) throw new ForbiddenError(invitationMessages.blocked);
  const existing = await repo.findByParties(db, project.id, user.id, artist.id);
  if (existing && (existing.status === "pending" || existing.status === "accepted")) throw new ConflictError(invitationMessages.duplicate);
  if (await repo.isParticipant(db, project.id, artist.id)) throw new ConflictError(invitationMessages.alreadyParticipant);

  const producerName = displayName(project.producer);
  let mailed = false;
  const id = await inTransaction(db, async (tx) => {
    const row = existing
      ? await repo.reopen(tx, existing.id, input.message, now)
      : await repo.insertInvitation(tx, { projectId: project.id, producerId: user.id, artistId: artist.id, message: input.message });
    if (!row) throw new ConflictError(invitationMessages.duplicate);
    await repo.insertInvitationMessage(tx, {
      senderId: user.id,
      receiverId: artist.id,
      projectId: project.id,
      content: input.message ?? `${producerName}님이 '${project.title}' 프로젝트에 초대했습니다.`,
    });
    await notify(tx, {
      userId: artist.id,
      type: "invitation",
      title: "프로젝트 초대 도착",
      message: `${producerName}님이 '${project.title}' 프로젝트에 초대했습니다.`,
      relatedId: String(project.id),
    });
    await publish(tx, artist.id, { type: "invitation", invitationId: row.id });
    mailed = await enqueueKindMail(tx, mail, artist, "invitation", (unsubscribe) =>
      invitationMail(
        {
          artistName: displayName(artist),
          producerName,
          projectTitle: project.title,
          message: input.message,
          link: `${mail.appUrl}/dashboard?tab=invitations`,
        },
        unsubscribe,
      ),
    );
    return row.id;
  });
  if (mailed) mail.onMailQueued();
  return dashboardOne(db, id);
}

/** The artist's received invitations, newest first. @throws ForbiddenError (not an artist) */
export async function received(db: Db, user: SessionUser): Promise<DashboardInvitation[]> {
  if (user.userType !== "artist") throw new ForbiddenError("아티스트만 받은 초대를 볼 수 있습니다.");
  return toDashboard(db, await repo.receivedBy(db, user.id));
}

/** The producer's sent invitations without cancelled ones, newest first. @throws ForbiddenError (not a producer) */
export async function sent(db: Db, user: SessionUser): Promise<DashboardInvitation[]> {
  if (user.userType !== "producer") throw new ForbiddenError("제작자만 보낸 초대를 볼 수 있습니다.");
  return toDashboard(db, await repo.sentBy(db, user.id));
}

/**
 * The inviting producer cancels a pending invitation with a reason; the conversation's invitation
 * message follows and the artist is notified, in one transaction.
 * @throws NotFoundError, ForbiddenError (not the sender), ConflictError (no longer pending).
 */
export async function cancel(db: Db, user: SessionUser, id: number, reason: string, now: Date = systemClock()): Promise<DashboardInvitation> {
  const found = await repo.findInvitation(db, id);
  if (!found) throw new NotFoundError(invitationMessages.notFound);
  const { invitation: inv, project } = found;
  if (inv.producerId !== user.id) throw new ForbiddenError(invitationMessages.notSender);
  if (inv.status !== "pending") throw new ConflictError(invitationMessages.onlyPendingCancel);
  await inTransaction(db, async (tx) => {
    const updated = await repo.updatePending(tx, id, { status: "cancelled", cancellationReason: reason }, now);
    if (!updated) throw new ConflictError(invitationMessages.onlyPendingCancel);
    await repo.syncInvitationMessages(tx, inv, "cancelled");
    await notify(tx, {
      userId: inv.artistId,
      type: "invitation",
      title: "초대 취소",
      message: `'${project.title}' 프로젝트 초대가 취소되었습니다. 사유: ${reason}`,
      relatedId: String(inv.projectId),
    });
    await publish(tx, inv.artistId, { type: "invitation", invitationId: id });
  });
  return dashboardOne(db, id);
}

/**
 * The invited artist accepts or declines a pending invitation. Accepting also enters the artist in the
 * project (an application with status invited_accepted); the producer is notified; all in one transaction.
 * No mail: the producer sees the answer in the dashboard and the notification.
 * @throws NotFoundError, ForbiddenError (not the invited artist), ConflictError (answered, project closed).
 */
export async function respond(db: Db, user: SessionUser, id: number, input: InvitationResponseInput, now: Date = systemClock()): Promise<DashboardInvitation> {
  const found = await repo.findInvitation(db, id);
  if (!found) throw new NotFoundError(invitationMessages.notFound);
  const { invitation: inv, project } = found;
  if (inv.artistId !== user.id) throw new ForbiddenError(invitationMessages.notRecipient);
  if (inv.status !== "pending") throw new ConflictError(invitationMessages.answered);
  if (project.status === "completed" || project.status === "cancelled") throw new ConflictError(invitationMessages.closedProject);
  if (project.status === "draft") throw new ConflictError(invitationMessages.draftProject);
  const accepted = input.status === "accepted";
  const reason = accepted
    ? null
    : input.rejectionCategory === "other"
      ? (input.rejectionReason ?? null)
      : input.rejectionReason || declineCategoryLabel[input.rejectionCategory!] || null;
  await inTransaction(db, async (tx) => {
    const updated = await repo.updatePending(
      tx,
      id,
      {
        status: accepted ? "accepted" : "rejected",
        rejectionCategory: accepted ? null : input.rejectionCategory,
        rejectionReason: reason,
      },
      now,
    );
    if (!updated) throw new ConflictError(invitationMessages.answered);
    if (accepted) await joinByInvitation(tx, user.id, inv.projectId, now);
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
    await publish(tx, inv.producerId, { type: "invitation", invitationId: id });
  });
  return dashboardOne(db, id);
}

async function producerAndArtist(db: Db, user: SessionUser, artistId: string) {
  if (user.userType !== "producer") throw new ForbiddenError(invitationMessages.producerOnly);
  const artist = await findAccount(db, artistId);
  if (!artist || artist.isDeleted || artist.userType !== "artist") throw new NotFoundError(invitationMessages.artistNotFound);
  return artist;
}

/** This producer's pending or accepted invitations to the artist. @throws ForbiddenError, NotFoundError */
export async function artistHistory(db: Db, user: SessionUser, artistId: string): Promise<ArtistInvitationHistory> {
  await producerAndArtist(db, user, artistId);
  const rows = await repo.betweenParties(db, user.id, artistId);
  return { invitedProjectIds: rows.filter((r) => r.status === "pending" || r.status === "accepted").map((r) => r.projectId) };
}

/**
 * What the invite dialog needs: the past between this producer and the artist, and each of the
 * producer's projects with why it cannot be chosen. @throws ForbiddenError, NotFoundError
 */
export async function check(db: Db, user: SessionUser, artistId: string, now: Date): Promise<InvitationCheck> {
  await producerAndArtist(db, user, artistId);
  const [invs, apps, own] = [
    await repo.betweenParties(db, user.id, artistId),
    await repo.applicationsToProducer(db, user.id, artistId),
    await repo.projectsOf(db, user.id),
  ];
  const participating = new Set([
    ...apps.filter((a) => a.status === "accepted" || a.status === "invited_accepted").map((a) => a.projectId),
    ...invs.filter((i) => i.status === "accepted").map((i) => i.projectId),
  ]);
  const pending = new Set(invs.filter((i) => i.status === "pending").map((i) => i.projectId));
  const today = todayInKorea(now);
  const projects = own.map((p) => {
    const reason = participating.has(p.id)
      ? notInvitableReason.accepted
      : pending.has(p.id)
        ? notInvitableReason.invited
        : p.status === "draft"
          ? notInvitableReason.draft
          : p.status === "in_progress"
            ? notInvitableReason.in_progress
            : p.status === "completed"
              ? notInvitableReason.completed
              : p.deadline && p.deadline < today
                ? notInvitableReason.deadlinePassed
                : null;
    return { ...p, invitable: reason === null, reason };
  });
  return {
    collaborationHistory: {
      hasPastCollaboration: participating.size > 0,
      hasPastRejection: invs.some((i) => i.status === "rejected"),
      totalInvitations: invs.length,
    },
    invitableProjects: projects.filter((p) => p.invitable).map(({ id, title, status, deadline }) => ({ id, title, status, deadline })),
    projects,
  };
}
