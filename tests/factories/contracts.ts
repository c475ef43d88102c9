import { eq } from "drizzle-orm";
import { contracts, offlineContractRecords } from "@shared/schema/index";
import type { Db, DbOrTx } from "../../server/db/client";
import { draft } from "../../server/features/contracts/service";
import { insertApplication } from "./projects";

/** The producer's record of written contracts made outside the platform: opens a project's start gate. */
export async function recordOfflineContract(db: DbOrTx, projectId: number, producerId: string, note = "종이 계약서로 체결 완료") {
  await db.insert(offlineContractRecords).values({ projectId, recordedBy: producerId, note }).onConflictDoNothing();
}

/**
 * A contract of `projectId` between its producer and an accepted artist (the factory adds the accepted
 * application, so pass a project the artist has not applied to), drafted by the real service so its document and hash are what the API
 * makes; `sent` marks it sent to the artist as POST /api/contracts/:id/send would.
 */
export async function insertContract(db: Db, input: { projectId: number; producerId: string; artistId: string; status?: "draft" | "sent" }) {
  await insertApplication(db, { projectId: input.projectId, artistId: input.artistId, status: "accepted" });
  const view = await draft(db, { id: input.producerId, userType: "producer" }, input.projectId, { artistId: input.artistId });
  if (input.status === "sent") await db.update(contracts).set({ status: "sent", sentAt: new Date() }).where(eq(contracts.id, view.id));
  return { ...view, status: input.status ?? "draft" };
}
