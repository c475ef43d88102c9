import { offlineContractRecords } from "@shared/schema/index";
import type { DbOrTx } from "../../server/db/client";

/** The producer's record of written contracts made outside the platform: opens a project's start gate. */
export async function recordOfflineContract(db: DbOrTx, projectId: number, producerId: string, note = "종이 계약서로 체결 완료") {
  await db.insert(offlineContractRecords).values({ projectId, recordedBy: producerId, note }).onConflictDoNothing();
}
