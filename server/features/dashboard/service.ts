import type { DashboardApplication, DashboardStats } from "@shared/api-types";
import { thumbnailUrl } from "@shared/uploads";
import type { Db } from "../../db/client";
import type { SessionUser } from "../../http/auth";
import { ForbiddenError } from "../../http/errors";
import { peopleByIds, personOr } from "../people/service";
import * as repo from "./repository";

type Row = Awaited<ReturnType<typeof repo.applicationsOfArtist>>[number];

/** The artist and the producer are the two parties of an application: each sees the other's e-mail. */
async function toDashboard(db: Db, rows: Row[]): Promise<DashboardApplication[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => [r.application.artistId, r.project.producerId]),
  );
  return rows.map(({ application: a, project: { producerId, ...project }, role, hasReviewedProducer }) => ({
    id: a.id,
    projectId: a.projectId,
    artistId: a.artistId,
    roleId: a.roleId,
    coverLetter: a.coverLetter,
    media: a.media,
    status: a.status,
    reason: a.reason,
    appliedAt: a.appliedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    project: { ...project, thumbnailUrl: thumbnailUrl(project.imageUrl), producer: personOr(people, producerId) },
    role: role ?? null,
    artist: personOr(people, a.artistId),
    hasReviewedProducer: Boolean(hasReviewedProducer),
  }));
}

/** GET /api/applications/my. @throws ForbiddenError (not an artist) */
export async function myApplications(db: Db, user: SessionUser): Promise<DashboardApplication[]> {
  if (user.userType !== "artist") throw new ForbiddenError("아티스트만 지원 내역을 볼 수 있습니다.");
  return toDashboard(db, await repo.applicationsOfArtist(db, user.id));
}

/** GET /api/my-applications: every application to the producer's projects. @throws ForbiddenError (not a producer) */
export async function applicationsToMyProjects(db: Db, user: SessionUser): Promise<DashboardApplication[]> {
  if (user.userType !== "producer") throw new ForbiddenError("제작자만 지원자 목록을 볼 수 있습니다.");
  return toDashboard(db, await repo.applicationsToProducer(db, user.id));
}

/** The four header cards of the signed-in user's dashboard. */
export async function stats(db: Db, user: SessionUser): Promise<DashboardStats> {
  const rating = await repo.ratingOf(db, user.id);
  if (user.userType === "producer") return { userType: "producer", ...(await repo.producerCounts(db, user.id)), ...rating };
  return { userType: "artist", ...(await repo.artistCounts(db, user.id)), ...rating };
}
