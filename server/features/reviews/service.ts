import type { ProjectReview, ReviewsCompleted } from "@shared/api-types";
import { displayName } from "@shared/display";
import type { ReviewInput } from "@shared/validators/applications";
import { projectMsg } from "@shared/validators/projects";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError } from "../../http/errors";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { reviewMail } from "../../mail/templates";
import { notify } from "../notifications/service";
import { findAccount } from "../people/service";
import { acceptedArtistIds, findProject, isVisibleTo, visibleOr404 } from "../projects/service";
import * as repo from "./repository";

export const reviewMessages = {
  projectNotFound: projectMsg.notFound,
  notCompleted: "완료된 프로젝트에만 후기를 작성할 수 있습니다.",
  notAllowed: "이 프로젝트에서 후기를 남길 수 있는 대상이 아닙니다.",
  duplicate: "이미 후기를 작성했습니다.",
} as const;

/** Reviews of a visible project, newest first. @throws NotFoundError */
export async function listForProject(db: Db, projectId: number, viewer?: SessionUser): Promise<ProjectReview[]> {
  visibleOr404(await findProject(db, projectId), viewer?.id);
  const rows = await repo.reviewsOfProject(db, projectId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Who may review whom on a completed project: the producer reviews each accepted artist, and each
 * accepted artist reviews the producer; once per pair.
 */
async function check(db: Db, reviewerId: string, projectId: number, revieweeId: string) {
  const project = await findProject(db, projectId);
  // As the public sees it: a draft has no reviews, whoever asks (its owner included).
  if (!project || !isVisibleTo(project, undefined)) return { ok: false as const, error: new NotFoundError(reviewMessages.projectNotFound) };
  if (project.status !== "completed") return { ok: false as const, error: new ConflictError(reviewMessages.notCompleted) };
  const artists = (await acceptedArtistIds(db, projectId)).map((a) => a.artistId);
  const pairOk =
    reviewerId !== revieweeId &&
    ((reviewerId === project.producerId && artists.includes(revieweeId)) || (artists.includes(reviewerId) && revieweeId === project.producerId));
  if (!pairOk) return { ok: false as const, error: new ForbiddenError(reviewMessages.notAllowed) };
  if (await repo.exists(db, projectId, reviewerId, revieweeId)) return { ok: false as const, error: new ConflictError(reviewMessages.duplicate) };
  return { ok: true as const, project };
}

export async function canReview(db: Db, viewer: SessionUser | undefined, projectId: number, revieweeId: string) {
  // A missing project, or a draft asked about by anyone but its owner, is not found: the answer must not
  // tell a stranger that a draft with this id exists.
  visibleOr404(await findProject(db, projectId), viewer?.id);
  if (!viewer) return { canReview: false };
  return { canReview: (await check(db, viewer.id, projectId, revieweeId)).ok };
}

/**
 * Writes the review, the reviewee's notification and (unless turned off) their mail in one transaction.
 * @throws NotFoundError, ConflictError (not completed, duplicate), ForbiddenError (pair not allowed).
 */
export async function create(db: Db, mail: MailDeps, user: SessionUser, input: ReviewInput) {
  const result = await check(db, user.id, input.projectId, input.revieweeId);
  if (!result.ok) throw result.error;
  const reviewee = await findAccount(db, input.revieweeId);
  let mailed = false;
  const row = await inTransaction(db, async (tx) => {
    const created = await repo.insertReview(tx, {
      projectId: input.projectId,
      reviewerId: user.id,
      revieweeId: input.revieweeId,
      rating: input.rating,
      comment: input.comment,
    });
    await notify(tx, {
      userId: input.revieweeId,
      type: "system",
      title: "새 후기 도착",
      message: `'${result.project.title}' 프로젝트에서 새로운 후기(${input.rating}점)를 받았습니다.`,
      relatedId: String(input.projectId),
    });
    if (reviewee) {
      mailed = await enqueueKindMail(tx, mail, reviewee, "review", (unsubscribe) =>
        reviewMail(
          { name: displayName(reviewee), projectTitle: result.project.title, rating: input.rating, link: `${mail.appUrl}/dashboard?tab=reviews` },
          unsubscribe,
        ),
      );
    }
    return created;
  });
  if (mailed) mail.onMailQueued();
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Reviews a member received, newest first (public). @throws NotFoundError for unknown or withdrawn users */
export async function listForUser(db: Db, userId: string): Promise<ProjectReview[]> {
  const user = await findAccount(db, userId);
  if (!user || user.isDeleted) throw new NotFoundError("사용자를 찾을 수 없습니다");
  const rows = await repo.reviewsOfUser(db, userId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Owner only: whether the owner has reviewed every accepted artist of the project.
 * @throws NotFoundError, ForbiddenError (not the owner)
 */
export async function reviewsCompleted(db: Db, user: SessionUser, projectId: number): Promise<ReviewsCompleted> {
  const project = visibleOr404(await findProject(db, projectId), user.id);
  if (project.producerId !== user.id) throw new ForbiddenError("프로젝트를 등록한 제작자만 볼 수 있습니다.");
  const artists = (await acceptedArtistIds(db, projectId)).map((a) => a.artistId);
  const reviewed = new Set(await repo.revieweesOf(db, projectId, user.id));
  return { reviewsCompleted: artists.length > 0 && artists.every((id) => reviewed.has(id)) };
}

// For other features: this file is the reviews feature's public entry (eslint.config.js boundaries).
export { reviewsOfUser } from "./repository";
