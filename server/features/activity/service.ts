import { randomBytes } from "node:crypto";
import type { RecordEntry } from "@shared/activity";
import { activityKindLabels, inRecordWindow, isUpcoming } from "@shared/activity";
import type { ActivityItemView, ActivityRecordSummary, CreditView, MyActivity, ProjectCredits, PublicCredit, RecordVerifyResult } from "@shared/api-types";
import { todayInKorea } from "@shared/dates";
import { displayName, maskEmail } from "@shared/display";
import { activityCredits, activityItems, activityRecords } from "@shared/schema/index";
import type { ActivityItemInput, BuildRecordInput, ConfirmCreditsInput } from "@shared/validators/activity";
import { activityItemSchema, buildRecordSchema, confirmCreditsSchema, creditDateIssues } from "@shared/validators/activity";
import { projectMsg } from "@shared/validators/projects";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/auth";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { sha256 } from "../../pdf/hash";
import { renderPdf } from "../../pdf/render";
import { acceptedArtists } from "../contracts/service";
import { findProject, visibleOr404 } from "../projects/service";
import { notify } from "../notifications/service";
import * as uploads from "../uploads/service";
import { recordPdfBlocks, verifyUrlOf } from "./document";
import * as repo from "./repository";

export const activityMessages = {
  projectNotFound: projectMsg.notFound,
  notOwner: "프로젝트를 등록한 제작자만 참여를 확인할 수 있습니다.",
  notCompleted: "완료된 프로젝트에서만 참여를 확인할 수 있습니다. 먼저 프로젝트를 완료해주세요.",
  notAccepted: "승인된 참여 예술인의 참여만 확인할 수 있습니다.",
  duplicate: "같은 예술인이 두 번 들어 있습니다.",
  alreadyVerified: "양측이 이미 확인한 참여 기록은 바꿀 수 없습니다.",
  creditNotFound: "참여 기록을 찾을 수 없습니다.",
  artistOnly: "참여한 예술인만 이 참여 기록에 답할 수 있습니다.",
  notPending: "확인 대기 중인 참여 기록에만 답할 수 있습니다.",
  concurrent: "다른 요청으로 참여 기록이 이미 바뀌었습니다. 새로고침 후 다시 시도해주세요.",
  artistsOnly: "예술인만 활동 기록을 관리할 수 있습니다.",
  itemNotFound: "활동을 찾을 수 없습니다.",
  itemOwner: "본인이 등록한 활동만 삭제할 수 있습니다.",
  recordNotFound: "활동 증빙 기록을 찾을 수 없습니다.",
  recordOwner: "본인의 활동 증빙 기록만 관리할 수 있습니다.",
  recordEmpty: "선택한 기간에 기록할 활동이 없습니다. 양측 확인이 끝난 참여 기록이나 직접 등록한 활동이 있어야 합니다.",
  recordChoice: "기록에 넣을 수 없는 항목이 있습니다. 기간 안의 양측 확인 기록과 직접 등록한 활동만 고를 수 있습니다.",
  alreadyRevoked: "이미 철회된 기록입니다.",
  verifyNotFound: "확인할 활동 증빙 기록을 찾을 수 없습니다. 주소를 확인해주세요.",
  userNotFound: "사용자를 찾을 수 없습니다",
  evidenceNotFound: "증빙 파일을 찾을 수 없습니다.",
} as const;
const m = activityMessages;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Evidence files are private (issue 31): stored as `/uploads/<name>` but never served there; their owner
 * reads them at ownEvidencePath, anyone holding a record's code through the record (recordEvidencePath).
 */
const uploadName = (url: string) => url.replace(/^\/uploads\//, "");
export const ownEvidencePath = (url: string) => `/api/activity/evidence/${uploadName(url)}`;
export const recordEvidencePath = (code: string, url: string) => `/api/records/verify/${code}/evidence/${uploadName(url)}`;
const throughRecord = (code: string, entries: RecordEntry[]) => entries.map((e) => ({ ...e, evidence: e.evidence.map((u) => recordEvidencePath(code, u)) }));
type User = { firstName: string | null; lastName: string | null; email: string; isDeleted: boolean };
/** A name for public pages: never the e-mail address in full. */
const publicName = (u: User | undefined) => {
  if (!u) return displayName(null);
  const name = displayName(u);
  return name === u.email ? maskEmail(u.email) : name;
};

async function creditViews(db: Db, rows: repo.CreditJoined[]): Promise<CreditView[]> {
  const [names, fields] = await Promise.all([
    repo.namesOf(
      db,
      rows.flatMap((r) => [r.credit.producerId, r.credit.artistId]),
    ),
    repo.fieldsOfProjects(db, [...new Set(rows.map((r) => r.credit.projectId))]),
  ]);
  return rows.map(({ credit: c, projectTitle, contractHash, contractCode, contractStatus }) => ({
    id: c.id,
    projectId: c.projectId,
    projectTitle,
    field: fields.get(c.projectId) ?? "",
    producer: { id: c.producerId, name: displayName(names.get(c.producerId)) },
    artist: { id: c.artistId, name: displayName(names.get(c.artistId)) },
    role: c.role,
    startDate: c.startDate,
    endDate: c.endDate,
    presentedOn: c.presentedOn,
    presentedPlace: c.presentedPlace,
    feePaid: c.feePaid,
    feeAmount: c.feeAmount,
    status: c.status,
    verified: c.status === "verified",
    correctionNote: c.correctionNote,
    isPublic: c.isPublic,
    feePublic: c.feePublic,
    confirmedAt: c.confirmedAt.toISOString(),
    acceptedAt: iso(c.acceptedAt),
    contract: contractStatus === "signed" && contractHash && contractCode ? { pdfHash: contractHash, verifyCode: contractCode } : null,
  }));
}

/** Loads a project its owner may confirm credits of. @throws NotFoundError, ForbiddenError */
async function ownedProject(db: Db, projectId: number, user: SessionUser) {
  const p = visibleOr404(await findProject(db, projectId), user.id);
  if (p.producerId !== user.id) throw new ForbiddenError(m.notOwner);
  return p;
}

/** The producer's credit panel: each accepted artist with their credit. */
export async function projectCredits(db: Db, user: SessionUser, projectId: number): Promise<ProjectCredits> {
  const project = await ownedProject(db, projectId, user);
  const [artists, rows] = await Promise.all([acceptedArtists(db, projectId), repo.creditsOfProject(db, projectId)]);
  const views = await creditViews(db, rows);
  return {
    projectId,
    projectStatus: project.status,
    canConfirm: project.status === "completed",
    artists: artists.map((a) => ({ artist: { id: a.id, name: displayName(a) }, credit: views.find((v) => v.artist.id === a.id) ?? null })),
  };
}

/**
 * The producer confirms the participation of accepted artists of a completed project in one step.
 * A credit the artist asked to correct (or has not answered yet) is replaced and waits for the artist
 * again; a verified one cannot change. All rows and notifications land together.
 * @throws NotFoundError, ForbiddenError, ConflictError (not completed, verified), ValidationError (not accepted).
 */
export async function confirmCredits(
  db: Db,
  user: SessionUser,
  projectId: number,
  input: ReturnType<typeof confirmCreditsSchema.parse>,
  now: Date = systemClock(),
): Promise<ProjectCredits> {
  const project = await ownedProject(db, projectId, user);
  if (project.status !== "completed") throw new ConflictError(m.notCompleted);
  const accepted = new Set((await acceptedArtists(db, projectId)).map((a) => a.id));
  const seen = new Set<string>();
  input.credits.forEach((c, i) => {
    if (!accepted.has(c.artistId)) throw new ValidationError(m.notAccepted, { [`credits.${i}.artistId`]: [m.notAccepted] });
    if (seen.has(c.artistId)) throw new ValidationError(m.duplicate, { [`credits.${i}.artistId`]: [m.duplicate] });
    seen.add(c.artistId);
  });
  // What is confirmed happened: no date ahead of today (issue 31).
  const today = todayInKorea(now);
  const dateErrors = Object.fromEntries(input.credits.flatMap((c, i) => creditDateIssues(c, today).map((x) => [`credits.${i}.${x.path}`, [x.message]])));
  const firstDateError = Object.values(dateErrors)[0] as string[] | undefined;
  if (firstDateError) throw new ValidationError(firstDateError[0]!, dateErrors);
  const existing = new Map((await repo.creditsOfProject(db, projectId)).map((r) => [r.credit.artistId, r.credit]));
  if (input.credits.some((c) => existing.get(c.artistId)?.status === "verified")) throw new ConflictError(m.alreadyVerified);
  await inTransaction(db, async (tx) => {
    for (const c of input.credits) {
      const values = {
        role: c.role,
        startDate: c.startDate,
        endDate: c.endDate,
        presentedOn: c.presentedOn,
        presentedPlace: c.presentedPlace,
        feePaid: c.feePaid,
        feeAmount: c.feePaid ? c.feeAmount : null,
        status: "pending" as const,
        correctionNote: null,
        confirmedAt: now,
        acceptedAt: null,
      };
      const before = existing.get(c.artistId);
      let creditId: number;
      if (before) {
        if (!(await repo.updateCreditIf(tx, before.id, before.status, values, now))) throw new ConflictError(m.concurrent);
        creditId = before.id;
      } else {
        const [row] = await tx
          .insert(activityCredits)
          .values({ ...values, projectId, producerId: user.id, artistId: c.artistId })
          .returning({ id: activityCredits.id });
        creditId = row!.id;
      }
      await notify(tx, {
        userId: c.artistId,
        type: "project_update",
        title: "참여 확인 요청",
        message: `'${project.title}' 제작자가 참여 내용(${c.role})을 확인했습니다. 대시보드의 '활동 증빙'에서 내용을 확인하고 수락하거나 수정을 요청해주세요.`,
        // The bell opens the artist's '활동 증빙' tab for credit:{id}.
        relatedId: `credit:${creditId}`,
      });
    }
  });
  return projectCredits(db, user, projectId);
}

/** A credit the signed-in artist is the subject of. @throws NotFoundError, ForbiddenError */
async function ownCredit(db: Db, user: SessionUser, id: number) {
  const row = await repo.creditById(db, id);
  if (!row) throw new NotFoundError(m.creditNotFound);
  if (row.credit.artistId !== user.id) throw new ForbiddenError(m.artistOnly);
  return row;
}

async function oneView(db: Db, id: number) {
  return (await creditViews(db, [(await repo.creditById(db, id))!]))[0]!;
}

/** The artist accepts the producer's confirmation: the credit is verified. @throws ConflictError */
export async function acceptCredit(db: Db, user: SessionUser, id: number, now: Date = systemClock()): Promise<CreditView> {
  const { credit, projectTitle } = await ownCredit(db, user, id);
  if (credit.status !== "pending") throw new ConflictError(m.notPending);
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateCreditIf(tx, id, "pending", { status: "verified", acceptedAt: now }, now))) throw new ConflictError(m.concurrent);
    await notify(tx, {
      userId: credit.producerId,
      type: "project_update",
      title: "참여 확인 완료",
      message: `예술인이 '${projectTitle}' 참여 기록을 수락했습니다. 양측 확인이 끝났습니다.`,
      relatedId: String(credit.projectId),
    });
  });
  return oneView(db, id);
}

/** The artist asks the producer to correct the credit, saying what is wrong. @throws ConflictError */
export async function requestCorrection(db: Db, user: SessionUser, id: number, note: string, now: Date = systemClock()): Promise<CreditView> {
  const { credit, projectTitle } = await ownCredit(db, user, id);
  if (credit.status !== "pending") throw new ConflictError(m.notPending);
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateCreditIf(tx, id, "pending", { status: "correction_requested", correctionNote: note }, now))) throw new ConflictError(m.concurrent);
    await notify(tx, {
      userId: credit.producerId,
      type: "project_update",
      title: "참여 기록 수정 요청",
      message: `예술인이 '${projectTitle}' 참여 기록의 수정을 요청했습니다: ${note}`,
      relatedId: String(credit.projectId),
    });
  });
  return oneView(db, id);
}

/** The artist decides whether the profile shows the credit, and with the fee. */
export async function shareCredit(
  db: Db,
  user: SessionUser,
  id: number,
  input: { isPublic?: boolean; feePublic?: boolean },
  now: Date = systemClock(),
): Promise<CreditView> {
  await ownCredit(db, user, id);
  const set: { isPublic?: boolean; feePublic?: boolean } = {};
  if (input.isPublic !== undefined) set.isPublic = input.isPublic;
  if (input.feePublic !== undefined) set.feePublic = input.feePublic;
  if (Object.keys(set).length) await repo.updateCreditIf(db, id, null, set, now);
  return oneView(db, id);
}

/** Verified credits an artist shows on the profile; fees only where shared. */
export async function publicCredits(db: Db, userId: string): Promise<PublicCredit[]> {
  const views = await creditViews(db, await repo.publicCreditsOf(db, userId));
  const names = await repo.namesOf(
    db,
    views.map((v) => v.producer.id),
  );
  return views.map((v) => ({
    id: v.id,
    projectId: v.projectId,
    projectTitle: v.projectTitle,
    field: v.field,
    producerName: publicName(names.get(v.producer.id)),
    role: v.role,
    startDate: v.startDate,
    endDate: v.endDate,
    presentedOn: v.presentedOn,
    presentedPlace: v.presentedPlace,
    fee: v.feePublic ? { paid: v.feePaid, amount: v.feeAmount } : null,
    verifiedAt: v.acceptedAt!,
  }));
}

function itemView(r: repo.ItemRow): ActivityItemView {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    role: r.role,
    organizer: r.organizer,
    place: r.place,
    startDate: r.startDate,
    endDate: r.endDate,
    description: r.description,
    evidenceUrls: r.evidenceUrls.map(ownEvidencePath),
    verified: false,
    createdAt: r.createdAt.toISOString(),
  };
}

function recordSummary(r: NonNullable<Awaited<ReturnType<typeof repo.recordById>>>): ActivityRecordSummary {
  return {
    id: r.id,
    verifyCode: r.verifyCode,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    includeFees: r.includeFees,
    credits: r.entries.filter((e) => e.kind === "credit").length,
    selfReported: r.entries.filter((e) => e.kind === "self").length,
    pdfHash: r.pdfHash,
    createdAt: r.createdAt.toISOString(),
    revokedAt: iso(r.revokedAt),
  };
}

/** The artist's own activity: credits in every state, self-reported items and records. */
export async function mine(db: Db, user: SessionUser): Promise<MyActivity> {
  const [credits, items, records] = await Promise.all([repo.creditsOfArtist(db, user.id), repo.itemsOf(db, user.id), repo.recordsOf(db, user.id)]);
  return { credits: await creditViews(db, credits), items: items.map(itemView), records: records.map(recordSummary) };
}

function artistOnly(user: SessionUser) {
  if (user.userType !== "artist") throw new ForbiddenError(m.artistsOnly);
}

/**
 * Adds the artist's self-reported activity; its evidence must be the artist's own uploads.
 * @throws ForbiddenError (not an artist), ValidationError (evidence not uploaded by the artist).
 */
export async function addItem(
  db: Db,
  user: SessionUser,
  input: ReturnType<typeof activityItemSchema.parse>,
  now: Date = systemClock(),
): Promise<ActivityItemView> {
  artistOnly(user);
  const row = await inTransaction(db, async (tx) => {
    await uploads.useUploads(tx, user.id, "evidenceUrls", [], input.evidenceUrls, now, { private: true });
    const [inserted] = await tx
      .insert(activityItems)
      .values({ ...input, userId: user.id })
      .returning();
    return inserted!;
  });
  return itemView(row);
}

/** Removes the artist's own item; its evidence files become unused. @throws NotFoundError, ForbiddenError */
export async function removeItem(db: Db, user: SessionUser, id: number, now: Date = systemClock()): Promise<{ message: string }> {
  const row = await repo.itemById(db, id);
  if (!row) throw new NotFoundError(m.itemNotFound);
  if (row.userId !== user.id) throw new ForbiddenError(m.itemOwner);
  await inTransaction(db, async (tx) => {
    await tx.delete(activityItems).where(eq(activityItems.id, id));
    await uploads.useUploads(tx, user.id, "evidenceUrls", row.evidenceUrls, [], now);
  });
  return { message: "활동을 삭제했습니다." };
}

/** 'YYYY-MM-DD' `years` before `today` (29 Feb goes to 28 Feb). */
function yearsBefore(today: string, years: number): string {
  const [y, mo, d] = today.split("-").map(Number) as [number, number, number];
  const day = mo === 2 && d === 29 ? 28 : d;
  return `${y - years}-${String(mo).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const overlaps = (start: string, end: string | null, from: string, to: string) => start <= to && (end ?? start) >= from;

/**
 * Builds a record for the last `years` years: the chosen verified credits (all in the period when none
 * are named) first, then the chosen self-reported items, frozen as entries; renders and stores the PDF.
 * @throws ForbiddenError (not an artist), ValidationError (nothing to record, a choice out of reach).
 */
export async function buildRecord(
  db: Db,
  user: SessionUser,
  input: ReturnType<typeof buildRecordSchema.parse>,
  appUrl: string,
  now: Date,
): Promise<ActivityRecordSummary> {
  artistOnly(user);
  const periodTo = todayInKorea(now);
  const periodFrom = yearsBefore(periodTo, input.years);
  const [creditRows, itemRows, names] = await Promise.all([repo.creditsOfArtist(db, user.id), repo.itemsOf(db, user.id), repo.namesOf(db, [user.id])]);
  // Every verified credit not over before the window starts, work still ahead included (listed as upcoming).
  const credits = (await creditViews(db, creditRows)).filter((c) => c.verified && inRecordWindow(c.startDate, c.endDate, periodFrom));
  const items = itemRows.filter((i) => overlaps(i.startDate, i.endDate, periodFrom, periodTo));
  const pick = <T extends { id: number }>(all: T[], ids: number[] | undefined, field: string) => {
    if (!ids) return all;
    const chosen = all.filter((x) => ids.includes(x.id));
    if (chosen.length !== new Set(ids).size) throw new ValidationError(m.recordChoice, { [field]: [m.recordChoice] });
    return chosen;
  };
  const chosenCredits = pick(credits, input.creditIds, "creditIds").sort((a, b) => b.startDate.localeCompare(a.startDate));
  const chosenItems = pick(items, input.itemIds, "itemIds").sort((a, b) => b.startDate.localeCompare(a.startDate));
  if (!chosenCredits.length && !chosenItems.length) throw new ValidationError(m.recordEmpty);
  const producerNames = await repo.namesOf(
    db,
    chosenCredits.map((c) => c.producer.id),
  );
  const entries: RecordEntry[] = [
    ...chosenCredits.map((c): RecordEntry => ({
      kind: "credit",
      sourceId: c.id,
      title: c.projectTitle,
      field: c.field,
      role: c.role,
      startDate: c.startDate,
      endDate: c.endDate,
      producer: publicName(producerNames.get(c.producer.id)),
      presentedOn: c.presentedOn,
      presentedPlace: c.presentedPlace,
      fee: input.includeFees ? { paid: c.feePaid, amount: c.feeAmount } : null,
      contract: c.contract,
      verifiedAt: c.acceptedAt,
      evidence: [],
      ...(isUpcoming(c.startDate, periodTo) ? { upcoming: true } : {}),
    })),
    ...chosenItems.map((i): RecordEntry => ({
      kind: "self",
      sourceId: i.id,
      title: i.title,
      field: activityKindLabels[i.kind],
      role: i.role,
      startDate: i.startDate,
      endDate: i.endDate,
      producer: i.organizer,
      presentedOn: null,
      presentedPlace: i.place,
      fee: null,
      contract: null,
      verifiedAt: null,
      evidence: i.evidenceUrls,
    })),
  ];
  const artistName = displayName(names.get(user.id));
  const verifyCode = randomBytes(12).toString("base64url");
  const pdf = Buffer.from(
    await renderPdf({
      title: `예술활동 증빙 기록 - ${artistName}`,
      createdAt: now,
      blocks: await recordPdfBlocks({ artistName, periodFrom, periodTo, verifyCode, issuedOn: periodTo, entries: throughRecord(verifyCode, entries), appUrl }),
      footer: `아트링크 예술활동 증빙 기록  ·  확인 코드 ${verifyCode}  ·  ${verifyUrlOf(appUrl, verifyCode)}`,
    }),
  );
  const [row] = await db
    .insert(activityRecords)
    .values({
      userId: user.id,
      verifyCode,
      periodFrom,
      periodTo,
      includeFees: input.includeFees,
      artistName,
      entries,
      pdf,
      pdfHash: sha256(pdf),
      createdAt: now,
    })
    .returning({ id: activityRecords.id });
  return recordSummary((await repo.recordById(db, row!.id))!);
}

async function ownRecord(db: Db, user: SessionUser, id: number) {
  const r = await repo.recordById(db, id);
  if (!r) throw new NotFoundError(m.recordNotFound);
  if (r.userId !== user.id) throw new ForbiddenError(m.recordOwner);
  return r;
}

export async function recordPdf(db: Db, user: SessionUser, id: number): Promise<{ bytes: Buffer; filename: string }> {
  const r = await ownRecord(db, user, id);
  return { bytes: (await repo.recordPdf(db, id))!, filename: `아트링크 예술활동 증빙 - ${r.artistName} (${r.periodFrom}~${r.periodTo}).pdf` };
}

/** Revokes a record: its verify page says so from now on. @throws ConflictError (already revoked) */
export async function revokeRecord(db: Db, user: SessionUser, id: number, now: Date = systemClock()): Promise<ActivityRecordSummary> {
  const r = await ownRecord(db, user, id);
  if (r.revokedAt) throw new ConflictError(m.alreadyRevoked);
  await inTransaction(db, async (tx) => {
    await tx
      .update(activityRecords)
      .set({ revokedAt: now })
      .where(and(eq(activityRecords.id, id)));
    // Its evidence addresses need not stay served for it any more (the clean-up job keeps those still in an item or another record).
    await uploads.useUploads(
      tx,
      user.id,
      "evidence",
      r.entries.flatMap((e) => e.evidence),
      [],
      now,
    );
  });
  return recordSummary((await repo.recordById(db, id))!);
}

/** The public verify page: the record's entries exactly as built, or that it was revoked. */
export async function verifyRecord(db: Db, code: string): Promise<RecordVerifyResult> {
  const r = await repo.recordByCode(db, code);
  if (!r) throw new NotFoundError(m.verifyNotFound);
  return {
    valid: !r.revokedAt,
    revoked: !!r.revokedAt,
    revokedAt: iso(r.revokedAt),
    artistName: r.artistName,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    createdAt: r.createdAt.toISOString(),
    pdfHash: r.pdfHash,
    // A revoked record lists nothing: the artist withdrew what it showed.
    entries: r.revokedAt ? [] : throughRecord(r.verifyCode, r.entries),
  };
}

type FileDeps = Parameters<typeof uploads.fileOf>[0];

/** An evidence file for its owner (any upload of theirs, by name). @throws NotFoundError */
export async function ownEvidence(deps: FileDeps, user: SessionUser, name: string) {
  const file = await uploads.fileOf(deps, user.id, `/uploads/${name}`);
  if (!file) throw new NotFoundError(m.evidenceNotFound);
  return file;
}

/**
 * An evidence file for whoever holds the code of an unrevoked record that includes it (the record's
 * verifiers: its PDF prints this address). @throws NotFoundError
 */
export async function recordEvidence(deps: FileDeps, code: string, name: string) {
  const url = `/uploads/${name}`;
  const r = await repo.recordByCode(deps.db, code);
  if (!r || r.revokedAt || !r.entries.some((e) => e.evidence.includes(url))) throw new NotFoundError(m.evidenceNotFound);
  const file = await uploads.fileOf(deps, r.userId, url);
  if (!file) throw new NotFoundError(m.evidenceNotFound);
  return file;
}

export type { ActivityItemInput, BuildRecordInput, ConfirmCreditsInput };
