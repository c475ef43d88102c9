import { and, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { projects, reviews, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

const reviewer = alias(users, "reviewer");
const reviewee = alias(users, "reviewee");
const person = (u: typeof reviewer | typeof reviewee) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
  isDeleted: u.isDeleted,
});

function reviewsWhere(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: reviews.id,
      projectId: reviews.projectId,
      reviewerId: reviews.reviewerId,
      revieweeId: reviews.revieweeId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      reviewer: person(reviewer),
      reviewee: person(reviewee),
      project: { title: projects.title },
    })
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(reviewee, eq(reviewee.id, reviews.revieweeId))
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export const reviewsOfProject = (db: DbOrTx, projectId: number) => reviewsWhere(db, eq(reviews.projectId, projectId));
/** Reviews the user received, newest first. */
export const reviewsOfUser = (db: DbOrTx, userId: string) => reviewsWhere(db, eq(reviews.revieweeId, userId));

/** Ids of the people `reviewerId` reviewed on the project. */
export async function revieweesOf(db: DbOrTx, projectId: number, reviewerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviews.revieweeId })
    .from(reviews)
    .where(and(eq(reviews.projectId, projectId), eq(reviews.reviewerId, reviewerId)));
  return rows.map((r) => r.id);
}

export async function exists(db: DbOrTx, projectId: number, reviewerId: string, revieweeId: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.projectId, projectId), eq(reviews.reviewerId, reviewerId), eq(reviews.revieweeId, revieweeId)))
    .limit(1);
  return !!row;
}

export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}
