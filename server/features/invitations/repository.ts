import { and, desc, eq, inArray, ne, or, type SQL } from "drizzle-orm";
import { applications, invitations, messages, projects } from "@shared/schema/index";
import type { DbOrTx } from "../../db/client";

export type InvitationRow = typeof invitations.$inferSelect;

export async function findInvitation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ invitation: invitations, project: { id: projects.id, title: projects.title, status: projects.status, producerId: projects.producerId } })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .where(eq(invitations.id, id))
    .limit(1);
  return row;
}

/** Changes a pending invitation; undefined when it was answered or cancelled meanwhile. */
export async function updatePending(db: DbOrTx, id: number, values: Partial<typeof invitations.$inferInsert>, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ ...values, updatedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, "pending")))
    .returning();
  return row;
}

/** Keeps the invitation message in the conversation in step with the invitation itself. */
export async function syncInvitationMessages(db: DbOrTx, inv: InvitationRow, status: InvitationRow["status"]) {
  await db
    .update(messages)
    .set({ invitationStatus: status })
    .where(
      and(
        eq(messages.messageType, "invitation"),
        eq(messages.projectId, inv.projectId),
        eq(messages.senderId, inv.producerId),
        eq(messages.receiverId, inv.artistId),
      ),
    );
}

export async function findByParties(db: DbOrTx, projectId: number, producerId: string, artistId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.producerId, producerId), eq(invitations.artistId, artistId)))
    .limit(1);
  return row;
}

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/**
 * Reopens a declined or cancelled invitation as a new pending one (the table keeps one row per project,
 * producer and artist); undefined when it is pending or accepted by now.
 */
export async function reopen(db: DbOrTx, id: number, message: string | null, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ status: "pending", message, rejectionCategory: null, rejectionReason: null, cancellationReason: null, createdAt: now, updatedAt: now })
    .where(and(eq(invitations.id, id), inArray(invitations.status, ["rejected", "cancelled"])))
    .returning();
  return row;
}

export async function insertInvitationMessage(db: DbOrTx, values: { senderId: string; receiverId: string; content: string; projectId: number }) {
  const [row] = await db
    .insert(messages)
    .values({ ...values, messageType: "invitation", invitationStatus: "pending" })
    .returning({ id: messages.id });
  return row!.id;
}

const projectRef = {
  id: projects.id,
  title: projects.title,
  status: projects.status,
  deadline: projects.deadline,
  location: projects.location,
  budget: projects.budget,
  imageUrl: projects.imageUrl,
};

function listWhere(where: SQL) {
  return (db: DbOrTx) =>
    db
      .select({ invitation: invitations, project: projectRef })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export const receivedBy = (db: DbOrTx, artistId: string) => listWhere(eq(invitations.artistId, artistId))(db);
export const sentBy = (db: DbOrTx, producerId: string) => listWhere(and(eq(invitations.producerId, producerId), ne(invitations.status, "cancelled"))!)(db);
export const byId = (db: DbOrTx, id: number) => listWhere(eq(invitations.id, id))(db);

/** Every invitation of `producerId` to `artistId`, whatever its status. */
export function betweenParties(db: DbOrTx, producerId: string, artistId: string) {
  return db
    .select({ projectId: invitations.projectId, status: invitations.status })
    .from(invitations)
    .where(and(eq(invitations.producerId, producerId), eq(invitations.artistId, artistId)));
}

/** The artist's applications to projects of `producerId`. */
export function applicationsToProducer(db: DbOrTx, producerId: string, artistId: string) {
  return db
    .select({ projectId: applications.projectId, status: applications.status })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(and(eq(projects.producerId, producerId), eq(applications.artistId, artistId)));
}

/** The producer's projects except cancelled ones, newest first. */
export function projectsOf(db: DbOrTx, producerId: string) {
  return db
    .select({ id: projects.id, title: projects.title, status: projects.status, deadline: projects.deadline })
    .from(projects)
    .where(and(eq(projects.producerId, producerId), ne(projects.status, "cancelled")))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** True when the artist is already in the project (accepted application or accepted invitation). */
export async function isParticipant(db: DbOrTx, projectId: number, artistId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.projectId, projectId),
        eq(applications.artistId, artistId),
        or(eq(applications.status, "accepted"), eq(applications.status, "invited_accepted")),
      ),
    )
    .limit(1);
  return !!row;
}
