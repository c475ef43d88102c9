import { and, eq } from "drizzle-orm";
import { invitations, messages, projects } from "@shared/schema/index";
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
export async function updatePending(db: DbOrTx, id: number, values: Partial<typeof invitations.$inferInsert>) {
  const [row] = await db
    .update(invitations)
    .set({ ...values, updatedAt: new Date() })
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
