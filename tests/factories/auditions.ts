import { auditionBookings, auditionInvites, auditionSlots, projectTeam } from "@shared/schema/index";
import type { DbOrTx } from "../../server/db/client";

const DAY = 86_400_000;

/** An audition slot of `projectId`, a week from now by default (an hour long, one place). */
export async function insertSlot(
  db: DbOrTx,
  values: { projectId: number; roleId?: number | null; startsAt?: Date; capacity?: number; place?: string | null; onlineUrl?: string | null },
) {
  const startsAt = values.startsAt ?? new Date(Date.now() + 7 * DAY);
  const [row] = await db
    .insert(auditionSlots)
    .values({
      projectId: values.projectId,
      roleId: values.roleId ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      place: values.place === undefined ? "서울 마포구 연습실 B" : values.place,
      onlineUrl: values.onlineUrl ?? null,
      capacity: values.capacity ?? 1,
    })
    .returning();
  return row!;
}

export async function insertAuditionInvite(db: DbOrTx, values: { applicationId: number; projectId: number; slotIds?: number[] | null }) {
  await db.insert(auditionInvites).values({ applicationId: values.applicationId, projectId: values.projectId, slotIds: values.slotIds ?? null });
}

export async function insertBooking(db: DbOrTx, values: { slotId: number; applicationId: number; artistId: string; status?: string }) {
  const [row] = await db
    .insert(auditionBookings)
    .values({ ...values, status: values.status ?? "booked" })
    .returning();
  return row!;
}

export async function insertManager(db: DbOrTx, projectId: number, userId: string) {
  await db.insert(projectTeam).values({ projectId, userId });
}
