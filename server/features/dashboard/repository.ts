import { and, avg, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { applications, invitations, projectRoles, projects, reviews } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";
import { participantStatusList } from "../../db/statuses";

function applicationsWhere(db: DbOrTx, where: SQL) {
  return db
    .select({
      application: applications,
      project: {
        id: projects.id,
        title: projects.title,
        status: projects.status,
        deadline: projects.deadline,
        location: projects.location,
        budget: projects.budget,
        imageUrl: projects.imageUrl,
        producerId: projects.producerId,
      },
      role: { id: projectRoles.id, name: projectRoles.name, category: projectRoles.category, headcount: projectRoles.headcount },
      hasReviewedProducer: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.projectId} = ${projects.id} and ${reviews.reviewerId} = ${applications.artistId} and ${reviews.revieweeId} = ${projects.producerId})`,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .leftJoin(projectRoles, eq(projectRoles.id, applications.roleId))
    .where(where)
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}

/** The artist's own applications (withdrawn ones are deleted rows or hidden). */
export const applicationsOfArtist = (db: DbOrTx, artistId: string) =>
  applicationsWhere(db, and(eq(applications.artistId, artistId), sql`${applications.status} <> 'withdrawn'`)!);

/** Every application to the producer's projects. */
export const applicationsToProducer = (db: DbOrTx, producerId: string) =>
  applicationsWhere(db, and(eq(projects.producerId, producerId), sql`${applications.status} <> 'withdrawn'`)!);

export async function ratingOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ avg: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(eq(reviews.revieweeId, userId));
  const n = Number(row?.n ?? 0);
  return { averageRating: n && row?.avg != null ? Math.round(Number(row.avg) * 10) / 10 : null, totalReviews: n };
}

export async function producerCounts(db: DbOrTx, producerId: string) {
  const [p] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${projects.status} in ('published', 'in_progress'))::int`,
    })
    .from(projects)
    .where(eq(projects.producerId, producerId));
  const [a] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(and(eq(projects.producerId, producerId), eq(applications.status, "pending")));
  return { totalProjects: Number(p?.total ?? 0), activeProjects: Number(p?.active ?? 0), pendingApplications: Number(a?.n ?? 0) };
}

export async function artistCounts(db: DbOrTx, artistId: string) {
  const [a] = await db
    .select({
      total: sql<number>`count(*) filter (where ${applications.status} <> 'withdrawn')::int`,
      participating: sql<number>`count(*) filter (where ${applications.status} in ${participantStatusList} and ${projects.status} in ('published', 'in_progress', 'completed'))::int`,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(eq(applications.artistId, artistId));
  const [i] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.artistId, artistId), eq(invitations.status, "pending")));
  return { totalApplications: Number(a?.total ?? 0), participatingProjects: Number(a?.participating ?? 0), pendingInvitations: Number(i?.n ?? 0) };
}
