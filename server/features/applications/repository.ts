import { and, eq, inArray } from "drizzle-orm";
import { applications, projects, userTagLinks, userTags, users } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type ApplicationRow = typeof applications.$inferSelect;

export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ application: applications, project: { id: projects.id, title: projects.title, producerId: projects.producerId, status: projects.status } })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

export async function findByArtistAndProject(db: DbOrTx, artistId: string, projectId: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.artistId, artistId), eq(applications.projectId, projectId)))
    .limit(1);
  return row;
}

export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** Updates only while the application is still in `from`; undefined when it moved on meanwhile. */
export async function updateIf(db: DbOrTx, id: number, from: ApplicationRow["status"], values: Partial<typeof applications.$inferInsert>) {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  return row;
}

export async function deleteIf(db: DbOrTx, id: number, from: ApplicationRow["status"]) {
  const rows = await db.delete(applications).where(and(eq(applications.id, id), eq(applications.status, from))).returning({ id: applications.id });
  return rows.length > 0;
}

/** Accepted artists of a project with their specialties. */
export async function acceptedArtists(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      artist: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
        isDeleted: users.isDeleted,
      },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.artistId))
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, ["accepted", "invited_accepted"])))
    .orderBy(applications.appliedAt);
  const ids = rows.map((r) => r.artist.id);
  const tags = ids.length
    ? await db
        .select({ userId: userTagLinks.userId, name: userTags.name })
        .from(userTagLinks)
        .innerJoin(userTags, eq(userTags.id, userTagLinks.tagId))
        .where(inArray(userTagLinks.userId, ids))
    : [];
  return rows.map((r) => ({ ...r, artist: { ...r.artist, specialties: tags.filter((t) => t.userId === r.artist.id).map((t) => t.name) } }));
}
