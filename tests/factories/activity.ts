import { randomBytes } from "node:crypto";
import { activityCredits, activityItems, activityRecords } from "@shared/schema/index";
import type { DbOrTx } from "../../server/db/client";
import { insertApplication, insertProject } from "./projects";

/** A completed project of `producerId` with `artistId` accepted on it. */
export async function completedProjectWith(db: DbOrTx, producerId: string, artistId: string) {
  const project = await insertProject(db, { producerId, status: "completed", startDate: "2025-03-01", endDate: "2025-04-30", deadline: "2025-02-01" });
  await insertApplication(db, { projectId: project.id, artistId, status: "accepted" });
  return project;
}

/** A credit the producer confirmed (pending the artist's answer unless `status` says otherwise). */
export async function insertCredit(
  db: DbOrTx,
  values: { projectId: number; producerId: string; artistId: string; status?: "pending" | "verified" | "correction_requested" },
) {
  const [row] = await db
    .insert(activityCredits)
    .values({
      role: "출연",
      startDate: "2025-03-01",
      endDate: "2025-04-30",
      feePaid: true,
      feeAmount: 1_000_000,
      acceptedAt: values.status === "verified" ? new Date() : null,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertActivityItem(db: DbOrTx, userId: string, over: Partial<typeof activityItems.$inferInsert> = {}) {
  const [row] = await db
    .insert(activityItems)
    .values({ userId, kind: "exhibition", title: "개인전", startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), ...over })
    .returning();
  return row!;
}

/** A built record row (a stand-in PDF: the bytes are not rendered). */
export async function insertRecord(db: DbOrTx, userId: string) {
  const [row] = await db
    .insert(activityRecords)
    .values({
      userId,
      verifyCode: randomBytes(12).toString("base64url"),
      periodFrom: "2025-01-01",
      periodTo: "2026-01-01",
      artistName: "예술인",
      entries: [],
      pdf: Buffer.from("%PDF-1.7\n"),
      pdfHash: "0".repeat(64),
    })
    .returning();
  return row!;
}
