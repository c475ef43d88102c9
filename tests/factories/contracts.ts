import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { contracts, contractSignatures, offlineContractRecords } from "@shared/schema/index";
import type { Db, DbOrTx } from "../../server/db/client";
import type { TestApp } from "../setup/test-app";
import { draft, edit } from "../../server/features/contracts/service";
import { createMilestones } from "../../server/features/payments/service";
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
export async function insertContract(db: Db, input: { projectId: number; producerId: string; artistId: string; status?: "draft" | "sent"; fee?: number }) {
  await insertApplication(db, { projectId: input.projectId, artistId: input.artistId, status: "accepted" });
  const producer = { id: input.producerId, userType: "producer" as const };
  const drafted = await draft(db, producer, input.projectId, { artistId: input.artistId });
  // The producer enters the artist's fee (a draft starts without one), as PUT /api/contracts/:id does.
  const { terms, template } = drafted;
  const noMail = { appUrl: "http://localhost:5000", sessionSecret: "unused", onMailQueued: () => {} };
  const view = await edit(db, noMail, producer, drafted.id, { ...terms, template, fee: input.fee ?? 3_000_000, producerParty: TEST_PRODUCER_PARTY });
  if (input.status === "sent") await db.update(contracts).set({ status: "sent", sentAt: new Date() }).where(eq(contracts.id, view.id));
  return { ...view, status: input.status ?? "draft" };
}

/** Valid party details (issue 31): the producer's with a checked 사업자등록번호, the artist's given when signing. */
export const TEST_PRODUCER_PARTY = {
  legalName: "주식회사 테스트필름",
  representative: "박서연",
  address: "서울특별시 마포구 월드컵로 12길 34, 5층",
  businessNumber: "220-81-62517",
};
export const TEST_ARTIST_PARTY = { legalName: "이지호", address: "경기도 성남시 분당구 판교로 100", birthDate: "1990-05-17" };

/**
 * The producer enters the fee a draft starts without (issue 31: never the project budget) and their party
 * details through PUT /api/contracts/:id, keeping the other terms; `over` changes more. Answers the updated contract.
 */
export async function enterFee(agent: TestApp["agent"] extends () => infer A ? A : never, id: number, fee = 3_000_000, over: Record<string, unknown> = {}) {
  const current = (await agent.get(`/api/contracts/${id}`)).body;
  const res = await agent.put(`/api/contracts/${id}`).send({ ...current.terms, template: current.template, fee, producerParty: TEST_PRODUCER_PARTY, ...over });
  if (res.status !== 200) throw new Error(`enterFee: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A contract both parties signed, without rendering a PDF: the stored "PDF" is a small stand-in whose
 * SHA-256 is the pdfHash, and both signatures are rows as the sign endpoint writes them. For tests of what
 * happens after signing (amendments, termination); the signing itself is tested through the API.
 */
export async function insertSignedContract(db: Db, input: { projectId: number; producerId: string; artistId: string; signedAt?: Date }) {
  const view = await insertContract(db, { ...input, status: "sent" });
  const signedAt = input.signedAt ?? new Date();
  const pdf = Buffer.from(`%PDF-1.7 test contract ${view.id} ${view.documentHash}\n%%EOF\n`);
  const pdfHash = createHash("sha256").update(pdf).digest("hex");
  await db.update(contracts).set({ status: "signed", signedAt, pdf, pdfHash }).where(eq(contracts.id, view.id));
  await db.insert(contractSignatures).values([
    { contractId: view.id, signerId: input.artistId, role: "artist", fullName: "예술인", version: view.version, documentHash: view.documentHash, signedAt },
    { contractId: view.id, signerId: input.producerId, role: "producer", fullName: "제작자", version: view.version, documentHash: view.documentHash, signedAt },
  ]);
  // Its fee's milestones, as the countersignature makes them (issue 28).
  await createMilestones(db, { id: view.id, terms: view.terms });
  return { ...view, status: "signed" as const, pdf, pdfHash, signedAt };
}
