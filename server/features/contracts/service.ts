import { randomBytes } from "node:crypto";
import type { ContractSummary, ContractVerifyResult, ContractView, ProjectContracts } from "@shared/api-types";
import {
  guessTemplate,
  nextContractStatus,
  workDescriptionOf,
  type ContractPartyDetails,
  type ContractEvent,
  type ContractStatus,
  type ContractTemplate,
  type ContractTerms,
} from "@shared/contracts";
import { displayName } from "@shared/display";
import { contractStatusLabels } from "@shared/labels";
import { contractMsg, contractTermsSchema, type ContractTermsInput, signatureMatchesName, type SignContractInput } from "@shared/validators/contracts";
import { projectMsg } from "@shared/validators/projects";
import type { Db, DbOrTx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { publish } from "../../events/publish";
import { reauthMessage, type SessionUser } from "../../http/auth";
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../http/errors";
import { systemClock } from "../../http/route-context";
import { enqueueKindMail, type MailDeps } from "../../mail/kind-mail";
import { contractMail } from "../../mail/templates";
import { insertMessage } from "../messages/service";
import { visibleOr404 } from "../projects/service";
import { notify } from "../notifications/service";
import { createMilestones } from "../payments/service";
import { contractPdfBlocks, renderContractText, sha256, templateDefaults, type AmendedContract } from "./document";
import * as repo from "./repository";

/** pdf-lib and fontkit load when the first contract is signed, not with the server (about a second of start-up). */
const loadPdfRenderer = () => import("../../pdf/render");

export const contractMessages = {
  notFound: "계약서를 찾을 수 없습니다.",
  projectNotFound: projectMsg.notFound,
  notOwner: "프로젝트를 등록한 제작자만 계약서를 작성할 수 있습니다.",
  partiesOnly: "계약 당사자만 계약서를 볼 수 있습니다.",
  notAccepted: "승인된 참여 예술인과만 계약서를 작성할 수 있습니다.",
  exists: "이 예술인과의 계약서가 이미 있습니다.",
  projectClosed: "완료되거나 취소된 프로젝트의 계약서는 작성하거나 변경할 수 없습니다.",
  projectDraft: "임시저장 프로젝트에는 계약서를 작성할 수 없습니다. 먼저 프로젝트를 게시해주세요.",
  producerOnly: "계약서는 제작자만 수정하거나 보낼 수 있습니다.",
  changed: "계약서가 변경되었습니다. 새로 고친 계약서를 다시 읽고 서명해주세요.",
  concurrent: "다른 요청으로 계약서가 이미 변경되었습니다. 새로고침 후 다시 시도해주세요.",
  signedFinal: "양측이 서명한 계약서는 수정할 수 없습니다. 변경이 필요하면 수정 계약(변경 계약서)을 작성해 주세요.",
  amendProducerOnly: "수정 계약은 제작자만 작성할 수 있습니다.",
  amendNotSigned: "양측이 서명한 계약서만 수정 계약을 작성할 수 있습니다. 서명 전이라면 계약 조건을 바로 수정해 주세요.",
  amendExists: "이 계약서의 수정 계약이 이미 있습니다. 진행 중인 수정 계약을 이어서 고치거나 보내 주세요.",
  amendWhileTermination: "해지 요청이 진행 중인 계약서는 수정 계약을 작성할 수 없습니다. 먼저 해지 요청을 정리해 주세요.",
  superseded: "수정 계약으로 대체된 계약서입니다. 현재 효력이 있는 최신 계약서에서 진행해 주세요.",
  terminated: "이미 합의 해지된 계약서입니다.",
  baseTerminated: "원 계약이 해지되어 이 수정 계약은 더 진행할 수 없습니다.",
  baseTerminationPending: "원 계약에 해지 요청이 진행 중입니다. 해지 요청이 정리된 뒤에 서명해 주세요.",
  amendmentClosed: "원 계약이 합의 해지되어 이 수정 계약은 종료되었습니다.",
  terminateNotSigned: "양측이 서명한 계약서만 해지를 요청할 수 있습니다. 서명 전인 계약서는 거절할 수 있습니다.",
  terminationExists: "이미 진행 중인 해지 요청이 있습니다. 상대방의 답을 기다려 주세요.",
  noTermination: "진행 중인 해지 요청이 없습니다.",
  answerOtherParty: "해지 요청은 요청을 받은 상대방만 수락하거나 거절할 수 있습니다.",
  withdrawOwnOnly: "해지 요청은 요청한 사람만 철회할 수 있습니다.",
  pdfNotReady: "양측 서명이 끝난 계약서만 PDF로 받을 수 있습니다.",
  verifyNotFound: "확인할 계약서를 찾을 수 없습니다. 주소를 확인해주세요.",
} as const;

/** Applies `event` to a contract in `from` through the one transition table. @throws ConflictError */
export function transition(from: ContractStatus, event: ContractEvent, message?: string): ContractStatus {
  const to = nextContractStatus(from, event);
  if (!to) {
    const what = { edit: "수정", send: "발송", sign_artist: "서명", sign_producer: "서명", decline: "거절" }[event];
    throw new ConflictError(message ?? `'${contractStatusLabels[from]}' 상태의 계약서는 ${what}할 수 없습니다.`);
  }
  return to;
}

type Party = NonNullable<Awaited<ReturnType<typeof repo.findParty>>>;

async function partiesOf(db: DbOrTx, c: { producerId: string; artistId: string }) {
  const [producer, artist] = await Promise.all([repo.findParty(db, c.producerId), repo.findParty(db, c.artistId)]);
  if (!producer || !artist) throw new NotFoundError(contractMessages.notFound);
  return { producer, artist };
}

/** Loads a contract the user is a party to; artists see it only once it was sent. @throws NotFoundError, ForbiddenError */
async function asParty(db: DbOrTx, id: number, user: SessionUser) {
  const c = await repo.findContract(db, id);
  if (!c) throw new NotFoundError(contractMessages.notFound);
  if (c.producerId !== user.id && c.artistId !== user.id) throw new ForbiddenError(contractMessages.partiesOnly);
  if (c.artistId === user.id && !c.sentAt) throw new NotFoundError(contractMessages.notFound);
  return { c, role: (c.producerId === user.id ? "producer" : "artist") as "producer" | "artist" };
}

/** Loads a project its owner may draft contracts for. @throws NotFoundError, ForbiddenError, ConflictError */
async function ownedProject(db: DbOrTx, projectId: number, user: SessionUser) {
  const p = visibleOr404(await repo.findProjectOf(db, projectId), user.id);
  if (p.producerId !== user.id) throw new ForbiddenError(contractMessages.notOwner);
  return p;
}

function assertOpen(status: string) {
  if (status === "completed" || status === "cancelled") throw new ConflictError(contractMessages.projectClosed);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A signed contract still in force: not replaced by a signed amendment, not ended by agreement. */
const inForce = (c: { status: ContractStatus; supersededAt: Date | null; terminatedAt: Date | null }) =>
  c.status === "signed" && !c.supersededAt && !c.terminatedAt;

/** Why a contract both signed cannot be amended or ended now. @throws ConflictError */
function assertInForce(c: { status: ContractStatus; supersededAt: Date | null; terminatedAt: Date | null }, notSigned: string) {
  if (c.status !== "signed") throw new ConflictError(notSigned);
  if (c.terminatedAt) throw new ConflictError(contractMessages.terminated);
  if (c.supersededAt) throw new ConflictError(contractMessages.superseded);
}

/**
 * For an amendment: why it cannot move on. Its contract was ended by agreement (then nothing moves it),
 * or, for a signature, a request to end that contract is pending (answer it first). Null when it can.
 */
async function amendmentBlock(db: DbOrTx, c: { amendsContractId: number | null }, forSigning: boolean): Promise<string | null> {
  if (!c.amendsContractId) return null;
  const base = await repo.findContract(db, c.amendsContractId);
  if (!base || base.terminatedAt || base.supersededAt) return contractMessages.baseTerminated;
  if (forSigning && (await repo.pendingTermination(db, base.id))) return contractMessages.baseTerminationPending;
  return null;
}

const amendedOf = (base: { signedAt: Date | null; verifyCode: string; documentHash: string }): AmendedContract => ({
  signedAt: base.signedAt,
  verifyCode: base.verifyCode,
  documentHash: base.documentHash,
});

/** The contract as its parties see it, with what the viewer may do now. */
export async function view(db: Db, user: SessionUser, id: number): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  const [{ producer, artist }, signatures, project, base, amendment, pending] = await Promise.all([
    partiesOf(db, c),
    repo.validSignatures(db, c.id),
    repo.findProjectOf(db, c.projectId),
    c.amendsContractId ? repo.findContract(db, c.amendsContractId) : undefined,
    c.status === "signed" ? repo.findAmendmentOf(db, c.id) : undefined,
    c.status === "signed" ? repo.pendingTermination(db, c.id) : undefined,
  ]);
  const open = project!.status !== "completed" && project!.status !== "cancelled";
  const mine = signatures.some((s) => s.role === role);
  // An amendment moves only while its contract is in force, and is signed only while nobody asked to end that contract.
  const baseEnded = !!base && !inForce(base);
  const basePending = !!base && !baseEnded && !!(await repo.pendingTermination(db, base.id));
  const seenAmendment = amendment && (role === "producer" || amendment.sentAt) ? amendment : undefined;
  return {
    id: c.id,
    projectId: c.projectId,
    projectTitle: project!.title,
    projectStatus: project!.status,
    projectBudget: project!.budget,
    template: c.template,
    status: c.status,
    terms: c.terms,
    documentText: c.documentText,
    documentHash: c.documentHash,
    version: c.version,
    verifyCode: c.verifyCode,
    declineReason: c.declineReason,
    declinedByRole: c.declinedBy ? (c.declinedBy === c.producerId ? "producer" : "artist") : null,
    sentAt: iso(c.sentAt),
    signedAt: iso(c.signedAt),
    pdfHash: c.pdfHash,
    updatedAt: c.updatedAt.toISOString(),
    producer: { id: producer.id, name: displayName(producer) },
    artist: { id: artist.id, name: displayName(artist) },
    parties: partiesFor(c.partyDetails, role),
    signatures: signatures.map((s) => ({
      role: s.role as "artist" | "producer",
      fullName: s.fullName,
      signedAt: s.signedAt.toISOString(),
      documentHash: s.documentHash,
    })),
    amends: base ? { id: base.id, signedAt: iso(base.signedAt) } : null,
    amendment: seenAmendment ? { id: seenAmendment.id, status: seenAmendment.status } : null,
    supersededAt: iso(c.supersededAt),
    terminatedAt: iso(c.terminatedAt),
    termination: pending
      ? { requestedByRole: pending.requesterRole as "artist" | "producer", reason: pending.reason, requestedAt: pending.createdAt.toISOString() }
      : null,
    myRole: role,
    canEdit: role === "producer" && open && !baseEnded && nextContractStatus(c.status, "edit") !== null,
    canSend: role === "producer" && open && !baseEnded && nextContractStatus(c.status, "send") !== null,
    canSign: !mine && !baseEnded && !basePending && nextContractStatus(c.status, role === "artist" ? "sign_artist" : "sign_producer") !== null,
    canDecline: open && !baseEnded && nextContractStatus(c.status, "decline") !== null,
    canAmend: role === "producer" && open && inForce(c) && !amendment && !pending,
    canRequestTermination: inForce(c) && !pending,
    canAnswerTermination: !!pending && pending.requestedBy !== user.id,
    canWithdrawTermination: !!pending && pending.requestedBy === user.id,
  };
}

/** Every contract the user is a party to, newest change first. */
export async function listMine(db: Db, user: SessionUser): Promise<ContractSummary[]> {
  const rows = await repo.contractsOfUser(db, user.id);
  const pending = await repo.pendingTerminationsOf(
    db,
    rows.filter((r) => r.status === "signed").map((r) => r.id),
  );
  const out: ContractSummary[] = [];
  const names = new Map<string, string>();
  for (const r of rows) {
    const role = r.producerId === user.id ? "producer" : "artist";
    const otherId = role === "producer" ? r.artistId : r.producerId;
    if (!names.has(otherId)) names.set(otherId, displayName(await repo.findParty(db, otherId)));
    out.push({
      id: r.id,
      projectId: r.projectId,
      projectTitle: r.projectTitle,
      status: r.status,
      template: r.template,
      myRole: role,
      counterpartName: names.get(otherId)!,
      updatedAt: r.updatedAt.toISOString(),
      signedAt: iso(r.signedAt),
      amendsContractId: r.amendsContractId,
      supersededAt: iso(r.supersededAt),
      terminatedAt: iso(r.terminatedAt),
      terminationPending: pending.has(r.id),
    });
  }
  return out;
}

/** The producer's panel: each accepted artist with their contract, the offline record and the start gate. */
export async function ofProject(db: Db, user: SessionUser, projectId: number): Promise<ProjectContracts> {
  const project = await ownedProject(db, projectId, user);
  const [artists, rows, offline, gate] = await Promise.all([
    repo.acceptedArtists(db, projectId),
    repo.contractsOfProject(db, projectId),
    repo.offlineRecord(db, projectId),
    repo.startGate(db, projectId),
  ]);
  return {
    projectId,
    projectStatus: project.status,
    gate,
    offlineRecord: offline ? { note: offline.note, recordedAt: offline.recordedAt.toISOString() } : null,
    artists: artists.map((a) => {
      // The latest of the artist's contracts (rows come by id): an amendment once one was made.
      const c = rows.findLast((r) => r.artistId === a.id);
      return {
        artist: { id: a.id, name: displayName(a), profileImageUrl: a.isDeleted ? null : a.profileImageUrl },
        contract: c
          ? {
              id: c.id,
              status: c.status,
              updatedAt: c.updatedAt.toISOString(),
              signedAt: iso(c.signedAt),
              amendsContractId: c.amendsContractId,
              terminatedAt: iso(c.terminatedAt),
            }
          : null,
      };
    }),
  };
}

/**
 * The names the document gives the parties: the producer's company and representative once entered
 * ('주식회사 한강필름(대표자 박서연' … ')'), the artist's account name (what they sign with).
 */
function partiesText(producer: Party, artist: Party, projectTitle: string, details: ContractPartyDetails = {}) {
  const p = details.producer;
  return {
    producerName: p ? p.legalName : displayName(producer),
    producerRepresentative: p?.representative ?? null,
    artistName: displayName(artist),
    projectTitle,
  };
}

/** An address to the street (road or 동), without the number and unit: what the other side needs to see. */
export function maskAddress(address: string): string {
  const tokens = address.split(",")[0]!.trim().split(/\s+/);
  const road = tokens.findIndex((t, i) => i > 0 && /(로|길|동|리|가)$/.test(t) && !/^\d/.test(t));
  return road === -1 ? tokens.slice(0, 2).join(" ") : tokens.slice(0, road + 1).join(" ");
}

/** Each party's details as `role` sees them: their own in full, the other side's masked (issue 31). */
function partiesFor(details: ContractPartyDetails, role: "producer" | "artist") {
  const p = details.producer ?? null;
  const a = details.artist ?? null;
  return {
    producer: p && (role === "producer" ? p : { ...p, address: maskAddress(p.address) }),
    artist: a && (role === "artist" ? a : { legalName: a.legalName, address: maskAddress(a.address), birthDate: `${a.birthDate.slice(0, 4)}-**-**` }),
  };
}

/** The days from start to end, both counted; null without both dates or when they are reversed. */
function daysInclusive(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return Number.isFinite(days) && days >= 1 ? days : null;
}

/**
 * The fee a contract starts with, from the roles the artist was accepted for (issue 26): a fixed fee
 * as it is, a daily fee times the project's days (start to end); several roles add up. A role paid per
 * session, or one with a negotiable fee, leaves the fee empty (the count is not known here); unpaid
 * roles count as nothing. A role paid per day or per session is named in the special terms with its
 * rate, so the producer sees where the figure comes from. The producer can change both.
 */
export function feeFromRoles(
  roles: { name: string; feeKind: string; feeAmount: number | null }[],
  startDate: string | null,
  endDate: string | null,
): { fee: number | null; basis: string } {
  let fee: number | null = 0;
  const basis: string[] = [];
  const days = daysInclusive(startDate, endDate);
  for (const r of roles) {
    if (r.feeKind === "unpaid") continue;
    if (r.feeKind === "fixed" && r.feeAmount != null) {
      if (fee !== null) fee += r.feeAmount;
    } else if (r.feeKind === "per_day" && r.feeAmount != null) {
      basis.push(`'${r.name}' 일당 ${r.feeAmount.toLocaleString("ko-KR")}원${days ? ` × ${days}일` : ""}`);
      if (fee !== null && days) fee += r.feeAmount * days;
      else fee = null;
    } else if (r.feeKind === "per_session" && r.feeAmount != null) {
      basis.push(`'${r.name}' 회당 ${r.feeAmount.toLocaleString("ko-KR")}원`);
      fee = null;
    } else {
      fee = null;
    }
  }
  return { fee: fee || null, basis: basis.length ? `보수 산정 기준: ${basis.join(", ")}` : "" };
}

/**
 * Drafts the contract with one accepted artist from the project's fields (title, the work part of the
 * description, dates, location as the place) and the template's default clauses. The fee starts from
 * the fee of the role(s) the artist was accepted for (feeFromRoles); without roles it is left empty:
 * the producer enters it per artist (issue 31: the whole project budget was each artist's fee).
 * @throws NotFoundError, ForbiddenError, ConflictError (closed or draft project, contract exists), ValidationError (not accepted).
 */
export async function draft(db: Db, user: SessionUser, projectId: number, input: { artistId: string; template?: ContractTemplate }): Promise<ContractView> {
  const project = await ownedProject(db, projectId, user);
  assertOpen(project.status);
  if (project.status === "draft") throw new ConflictError(contractMessages.projectDraft);
  const accepted = await repo.acceptedArtists(db, projectId);
  if (!accepted.some((a) => a.id === input.artistId)) throw new ValidationError(contractMessages.notAccepted, { artistId: [contractMessages.notAccepted] });
  if ((await repo.contractsOfProject(db, projectId)).some((c) => c.artistId === input.artistId)) throw new ConflictError(contractMessages.exists);
  const template = input.template ?? guessTemplate(`${project.title} ${project.description}`);
  const defaults = templateDefaults(template);
  const roleFee = feeFromRoles(await repo.acceptedRolesOf(db, projectId, input.artistId), project.startDate, project.endDate);
  const terms: ContractTerms = {
    title: project.title,
    // The work only: not the posting's '[지원 방법]' and the applicants' requirements.
    workContent: workDescriptionOf(project.description),
    place: project.location ?? "",
    startDate: project.startDate,
    endDate: project.endDate,
    fee: roleFee.fee,
    paymentType: "lump_sum",
    paymentDate: project.endDate,
    depositAmount: null,
    depositDate: null,
    balanceDate: null,
    revenueSharing: defaults.revenueSharing,
    copyright: defaults.copyright,
    credit: defaults.credit,
    specialTerms: roleFee.basis,
  };
  const { producer, artist } = await partiesOf(db, { producerId: user.id, artistId: input.artistId });
  const documentText = renderContractText(template, terms, partiesText(producer, artist, project.title));
  const id = await repo.insertContract(db, {
    projectId,
    producerId: user.id,
    artistId: input.artistId,
    template,
    terms,
    documentText,
    documentHash: sha256(documentText),
    verifyCode: randomBytes(12).toString("base64url"),
  });
  return view(db, user, id);
}

/**
 * The producer changes the terms or the template. Any signature given so far is voided (kept as a
 * record) and a sent contract becomes 'voided' until it is sent again; the artist is told. A contract
 * both parties signed is never edited (issue 30): its change is an amendment.
 * @throws NotFoundError, ForbiddenError, ConflictError (signed by both, state, closed project).
 */
export async function edit(db: Db, mail: MailDeps, user: SessionUser, id: number, input: ContractTermsInput, now: Date = systemClock()): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  if (role !== "producer") throw new ForbiddenError(contractMessages.producerOnly);
  if (c.status === "signed") throw new ConflictError(contractMessages.signedFinal);
  const project = (await repo.findProjectOf(db, c.projectId))!;
  assertOpen(project.status);
  const to = transition(c.status, "edit");
  const blocked = await amendmentBlock(db, c, false);
  if (blocked) throw new ConflictError(blocked);
  const { template, producerParty, ...terms } = input;
  const { producer, artist } = await partiesOf(db, c);
  const base = c.amendsContractId ? await repo.findContract(db, c.amendsContractId) : undefined;
  // The producer's details are kept when an edit leaves them out; the artist's come with their signature.
  const partyDetails: ContractPartyDetails = { ...c.partyDetails, ...(producerParty ? { producer: producerParty } : {}) };
  const documentText = renderContractText(template, terms, partiesText(producer, artist, project.title, partyDetails), base && amendedOf(base));
  let mailed = false;
  await inTransaction(db, async (tx) => {
    const ok = await repo.updateIf(
      tx,
      c.id,
      c.status,
      c.version,
      {
        status: to,
        template,
        terms,
        partyDetails,
        documentText,
        documentHash: sha256(documentText),
        version: c.version + 1,
        signedAt: null,
        pdf: null,
        pdfHash: null,
        declineReason: to === "draft" ? null : c.declineReason,
        declinedBy: to === "draft" ? null : c.declinedBy,
      },
      now,
    );
    if (!ok) throw new ConflictError(contractMessages.concurrent);
    await repo.voidSignatures(tx, c.id, now);
    if (to === "voided" && c.sentAt) {
      await notify(tx, {
        userId: c.artistId,
        type: "project_update",
        title: "계약서 변경",
        message: `'${project.title}' 계약서가 변경되어 이전 서명이 무효가 되었습니다. 다시 받은 계약서를 확인해주세요.`,
        relatedId: `contract:${c.id}`,
      });
      mailed = await enqueueKindMail(tx, mail, artist, "contract", (u) =>
        contractMail(
          {
            name: displayName(artist),
            projectTitle: project.title,
            event: "voided",
            otherName: displayName(producer),
            link: `${mail.appUrl}/contracts/${c.id}`,
          },
          u,
        ),
      );
    }
  });
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

/** How notifications name the document: an amendment is a '수정 계약서'. */
const kindOf = (c: { amendsContractId: number | null }) => (c.amendsContractId ? "수정 계약서" : "계약서");

/** A system message in the two parties' conversation (the messaging feature's thread). */
async function tellInThread(tx: DbOrTx, from: string, to: string, projectId: number, content: string) {
  const row = await insertMessage(tx, { senderId: from, receiverId: to, content, projectId, messageType: "system" });
  await publish(tx, to, { type: "message", messageId: row.id, senderId: from });
}

/**
 * Sends the contract to the artist for signing: notification, mail and a message in their conversation.
 * The stored terms must be complete (the same rules as the editor). @throws ConflictError, ValidationError
 */
export async function send(db: Db, mail: MailDeps, user: SessionUser, id: number, now: Date = systemClock()): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  if (role !== "producer") throw new ForbiddenError(contractMessages.producerOnly);
  const project = (await repo.findProjectOf(db, c.projectId))!;
  assertOpen(project.status);
  const to = transition(c.status, "send");
  const blocked = await amendmentBlock(db, c, false);
  if (blocked) throw new ConflictError(blocked);
  const check = contractTermsSchema.safeParse({ ...c.terms, template: c.template });
  if (!check.success) {
    const issue = check.error.issues[0]!;
    throw new ValidationError(`보내기 전에 계약 조건을 확인해주세요: ${issue.message}`, { [String(issue.path[0] ?? "terms")]: [issue.message] });
  }
  if (!c.partyDetails.producer) throw new ValidationError(contractMsg.producerPartyMissing, { producerParty: [contractMsg.producerPartyMissing] });
  const { producer, artist } = await partiesOf(db, c);
  let mailed = false;
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateIf(tx, c.id, c.status, c.version, { status: to, sentAt: now, declineReason: null, declinedBy: null }, now))) {
      throw new ConflictError(contractMessages.concurrent);
    }
    await notify(tx, {
      userId: c.artistId,
      type: "project_update",
      title: c.amendsContractId ? "수정 계약서 서명 요청" : "계약서 서명 요청",
      message: `${displayName(producer)}님이 '${project.title}' ${kindOf(c)}를 보냈습니다. 확인 후 서명해주세요.`,
      relatedId: `contract:${c.id}`,
    });
    await tellInThread(
      tx,
      c.producerId,
      c.artistId,
      c.projectId,
      `'${project.title}' ${c.amendsContractId ? "수정 계약서" : "서면계약서"}를 보냈습니다. 계약서를 읽고 서명해주세요: ${mail.appUrl}/contracts/${c.id}`,
    );
    mailed = await enqueueKindMail(tx, mail, artist, "contract", (u) =>
      contractMail(
        { name: displayName(artist), projectTitle: project.title, event: "sent", otherName: displayName(producer), link: `${mail.appUrl}/contracts/${c.id}` },
        u,
      ),
    );
  });
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

export interface SignMeta {
  ip: string | null;
  userAgent: string | null;
  now: Date;
  /** Whether the session signed in or re-authenticated within the last 15 minutes. */
  recentAuth: boolean;
}

/**
 * Signs the contract: the artist first, then the producer. Needs a recent proof of identity (15 minutes),
 * the typed name, the consent and the hash of the text the signer read (it must still be the current one).
 * The producer's countersignature completes it: the PDF is made, stored and mailed to both.
 * @throws ForbiddenError, NotFoundError, ConflictError (state, changed document), 403 ReauthRequired, ValidationError.
 */
export async function sign(db: Db, mail: MailDeps, user: SessionUser, id: number, input: SignContractInput, meta: SignMeta): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  const to = transition(
    c.status,
    role === "artist" ? "sign_artist" : "sign_producer",
    role === "producer" && c.status === "sent" ? "예술인이 먼저 서명한 뒤에 제작자가 서명할 수 있습니다." : undefined,
  );
  const { producer, artist } = await partiesOf(db, c);
  const me = role === "producer" ? producer : artist;
  // A signature rests on a proof of identity of the last 15 minutes (a sign-in or a re-authentication with
  // the password, a code or a passkey; issue 25), so a stolen session alone cannot sign in someone's name.
  if (!meta.recentAuth) throw new AppError("ReauthRequired", reauthMessage);
  const accountName = `${me.lastName ?? ""}${me.firstName ?? ""}`.trim();
  if (!accountName) throw new ValidationError(contractMsg.noAccountName, { fullName: [contractMsg.noAccountName] });
  if (!signatureMatchesName(input.fullName, me)) {
    const message = contractMsg.fullNameMismatch(accountName);
    throw new ValidationError(message, { fullName: [message] });
  }
  if (input.documentHash !== c.documentHash) throw new ConflictError(contractMessages.changed);
  // The artist's own details come with their signature (issue 31); the producer's were entered with the draft.
  if (role === "artist" && !input.artistParty) throw new ValidationError(contractMsg.artistPartyMissing, { artistParty: [contractMsg.artistPartyMissing] });
  const partyDetails: ContractPartyDetails = role === "artist" ? { ...c.partyDetails, artist: input.artistParty } : c.partyDetails;
  const blocked = await amendmentBlock(db, c, true);
  if (blocked) throw new ConflictError(blocked);
  const project = (await repo.findProjectOf(db, c.projectId))!;
  const link = `${mail.appUrl}/contracts/${c.id}`;

  let pdf: Buffer | null = null;
  if (to === "signed") {
    const earlier = await repo.validSignatures(db, c.id);
    const signatures = [
      ...earlier.map((s) => ({ role: s.role as "artist" | "producer", fullName: s.fullName, signedAt: s.signedAt, ip: s.ip })),
      { role, fullName: input.fullName, signedAt: meta.now, ip: meta.ip },
    ];
    // Made before the transaction (font subsetting takes a moment) and stored with the final state.
    pdf = Buffer.from(
      await (
        await loadPdfRenderer()
      ).renderPdf({
        title: `${project.title} 계약서`,
        createdAt: meta.now,
        footer: `아트링크 서면계약 #${c.id} · 본문 SHA-256 ${c.documentHash}`,
        blocks: contractPdfBlocks({
          documentText: c.documentText,
          documentHash: c.documentHash,
          template: c.template,
          verifyUrl: `${mail.appUrl}/contracts/verify/${c.verifyCode}`,
          signatures,
          parties: partiesText(producer, artist, project.title, partyDetails),
          details: partyDetails,
        }),
      }),
    );
  }

  let mailed = false;
  await inTransaction(db, async (tx) => {
    if (c.amendsContractId) {
      // The amended contract's row first (the order every amendment and termination write takes): a request to
      // end it cannot slip in between this check and the countersignature that replaces it.
      const base = await repo.lockContract(tx, c.amendsContractId);
      if (!base || !inForce(base)) throw new ConflictError(contractMessages.baseTerminated);
      if (await repo.pendingTermination(tx, base.id)) throw new ConflictError(contractMessages.baseTerminationPending);
      if (to === "signed" && !(await repo.markSuperseded(tx, base.id, meta.now))) throw new ConflictError(contractMessages.concurrent);
    }
    const ok = await repo.updateIf(
      tx,
      c.id,
      c.status,
      c.version,
      {
        status: to,
        partyDetails,
        ...(pdf ? { pdf, pdfHash: sha256(pdf), signedAt: meta.now } : {}),
      },
      meta.now,
    );
    if (!ok) throw new ConflictError(contractMessages.concurrent);
    await repo.insertSignature(tx, {
      contractId: c.id,
      signerId: user.id,
      role,
      fullName: input.fullName,
      version: c.version,
      documentHash: c.documentHash,
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      signedAt: meta.now,
    });
    if (to === "signed_by_artist") {
      await notify(tx, {
        userId: c.producerId,
        type: "project_update",
        title: "예술인 서명 완료",
        message: `${displayName(artist)}님이 '${project.title}' 계약서에 서명했습니다. 확인 후 서명해주세요.`,
        relatedId: `contract:${c.id}`,
      });
      await tellInThread(tx, c.artistId, c.producerId, c.projectId, `'${project.title}' 계약서에 서명했습니다. 제작자 서명을 부탁드립니다: ${link}`);
    } else if (pdf) {
      // The fee's payment terms become its payment milestones (issue 28), in the same transaction.
      await createMilestones(tx, c);
      await notify(tx, {
        userId: c.artistId,
        type: "project_update",
        title: c.amendsContractId ? "수정 계약 체결 완료" : "계약 체결 완료",
        message: c.amendsContractId
          ? `'${project.title}' 수정 계약서에 양측 서명이 완료되어 이전 계약서를 대체합니다. 계약서 PDF를 받을 수 있습니다.`
          : `'${project.title}' 계약서에 양측 서명이 완료되었습니다. 계약서 PDF를 받을 수 있습니다.`,
        relatedId: `contract:${c.id}`,
      });
      const attachment = { filename: `artlink-contract-${c.id}.pdf`, contentType: "application/pdf", content: pdf };
      for (const [to, other] of [
        [artist, producer],
        [producer, artist],
      ] as const) {
        const queued = await enqueueKindMail(
          tx,
          mail,
          to,
          "contract",
          (u) => contractMail({ name: displayName(to), projectTitle: project.title, event: "signed", otherName: displayName(other), link }, u),
          { attachments: [attachment] },
        );
        mailed ||= queued;
      }
    }
  });
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

/**
 * Either party declines with a reason; the reason goes back to the producer (notification, mail and a
 * message when the artist declines). Signatures given so far are voided.
 * @throws NotFoundError, ForbiddenError, ConflictError
 */
export async function decline(db: Db, mail: MailDeps, user: SessionUser, id: number, reason: string, now: Date = systemClock()): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  const project = (await repo.findProjectOf(db, c.projectId))!;
  assertOpen(project.status);
  const to = transition(c.status, "decline");
  const blocked = await amendmentBlock(db, c, false);
  if (blocked) throw new ConflictError(blocked);
  const { producer, artist } = await partiesOf(db, c);
  let mailed = false;
  await inTransaction(db, async (tx) => {
    if (!(await repo.updateIf(tx, c.id, c.status, c.version, { status: to, declineReason: reason, declinedBy: user.id }, now))) {
      throw new ConflictError(contractMessages.concurrent);
    }
    await repo.voidSignatures(tx, c.id, now);
    const [target, other] = role === "artist" ? [producer, artist] : [artist, producer];
    await notify(tx, {
      userId: target.id,
      type: "project_update",
      title: "계약서 거절",
      message: `${displayName(other)}님이 '${project.title}' 계약서를 거절했습니다. 사유: ${reason}`,
      relatedId: `contract:${c.id}`,
    });
    await tellInThread(tx, other.id, target.id, c.projectId, `'${project.title}' 계약서를 거절했습니다. 사유: ${reason}`);
    mailed = await enqueueKindMail(tx, mail, target, "contract", (u) =>
      contractMail(
        {
          name: displayName(target),
          projectTitle: project.title,
          event: "declined",
          otherName: displayName(other),
          reason,
          link: `${mail.appUrl}/contracts/${c.id}`,
        },
        u,
      ),
    );
  });
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

/**
 * Starts an amendment (변경 계약서) of a contract both parties signed: a new draft contract that names
 * the signed one, prefilled with its template and terms, for the producer to change and send; both sign
 * it again. The signed contract keeps its text, PDF, hash and verify code; once the amendment is signed by
 * both, it is marked replaced. A contract has at most one amendment (the next one amends the amendment).
 * @throws NotFoundError, ForbiddenError (not a party, the artist), ConflictError (not signed by both, replaced,
 * ended, a pending termination request, an amendment exists, closed project).
 */
export async function amend(db: Db, user: SessionUser, id: number): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  if (role !== "producer") throw new ForbiddenError(contractMessages.amendProducerOnly);
  assertInForce(c, contractMessages.amendNotSigned);
  const project = (await repo.findProjectOf(db, c.projectId))!;
  assertOpen(project.status);
  const { producer, artist } = await partiesOf(db, c);
  let amendmentId: number;
  try {
    amendmentId = await inTransaction(db, async (tx) => {
      // Under the signed contract's row lock: a second amendment or a termination request waits, then sees this one.
      const base = (await repo.lockContract(tx, c.id))!;
      assertInForce(base, contractMessages.amendNotSigned);
      if (await repo.findAmendmentOf(tx, base.id)) throw new ConflictError(contractMessages.amendExists);
      if (await repo.pendingTermination(tx, base.id)) throw new ConflictError(contractMessages.amendWhileTermination);
      const documentText = renderContractText(base.template, base.terms, partiesText(producer, artist, project.title, base.partyDetails), amendedOf(base));
      return repo.insertContract(tx, {
        projectId: base.projectId,
        producerId: base.producerId,
        artistId: base.artistId,
        template: base.template,
        terms: base.terms,
        // The producer's details carry over; the artist gives theirs again when signing the amendment.
        partyDetails: base.partyDetails.producer ? { producer: base.partyDetails.producer } : {},
        documentText,
        documentHash: sha256(documentText),
        verifyCode: randomBytes(12).toString("base64url"),
        amendsContractId: base.id,
      });
    });
  } catch (err) {
    // Two requests at once on PostgreSQL: the unique index on amends_contract_id refuses the second.
    if (repo.isUniqueViolation(err)) throw new ConflictError(contractMessages.amendExists);
    throw err;
  }
  return view(db, user, amendmentId);
}

function partiesByRole(role: "producer" | "artist", producer: Party, artist: Party) {
  return role === "producer" ? { me: producer, other: artist } : { me: artist, other: producer };
}

/**
 * Either party asks to end a contract both signed (합의 해지). Nothing ends yet: the other party is told
 * (notification and mail) and accepts or declines; the requester may withdraw. One pending request per contract.
 * @throws NotFoundError, ForbiddenError, ConflictError (not signed by both, replaced, already ended, a request pending).
 */
export async function requestTermination(
  db: Db,
  mail: MailDeps,
  user: SessionUser,
  id: number,
  reason: string,
  now: Date = systemClock(),
): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  assertInForce(c, contractMessages.terminateNotSigned);
  if (await repo.pendingTermination(db, c.id)) throw new ConflictError(contractMessages.terminationExists);
  const project = (await repo.findProjectOf(db, c.projectId))!;
  const { producer, artist } = await partiesOf(db, c);
  const { me, other } = partiesByRole(role, producer, artist);
  let mailed = false;
  try {
    await inTransaction(db, async (tx) => {
      const base = (await repo.lockContract(tx, c.id))!;
      assertInForce(base, contractMessages.terminateNotSigned);
      if (await repo.pendingTermination(tx, c.id)) throw new ConflictError(contractMessages.terminationExists);
      await repo.insertTermination(tx, { contractId: c.id, requestedBy: user.id, requesterRole: role, reason, createdAt: now });
      await notify(tx, {
        userId: other.id,
        type: "project_update",
        title: "계약 해지 요청",
        message: `${displayName(me)}님이 '${project.title}' 계약의 해지를 요청했습니다. 사유: ${reason}`,
        relatedId: `contract:${c.id}`,
      });
      mailed = await enqueueKindMail(tx, mail, other, "contract", (u) =>
        contractMail(
          {
            name: displayName(other),
            projectTitle: project.title,
            event: "termination_requested",
            otherName: displayName(me),
            reason,
            link: `${mail.appUrl}/contracts/${c.id}`,
          },
          u,
        ),
      );
    });
  } catch (err) {
    if (repo.isUniqueViolation(err)) throw new ConflictError(contractMessages.terminationExists);
    throw err;
  }
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

/** The pending request the viewer may answer (the other party's). @throws ConflictError (none), ForbiddenError (own request) */
async function pendingFor(db: DbOrTx, contractId: number, user: SessionUser, as: "answer" | "withdraw") {
  const pending = await repo.pendingTermination(db, contractId);
  if (!pending) throw new ConflictError(contractMessages.noTermination);
  if (as === "answer" && pending.requestedBy === user.id) throw new ForbiddenError(contractMessages.answerOtherParty);
  if (as === "withdraw" && pending.requestedBy !== user.id) throw new ForbiddenError(contractMessages.withdrawOwnOnly);
  return pending;
}

/**
 * The other party accepts the request: the contract ends by agreement (terminatedAt). Its text, PDF, hash
 * and signatures stay, so the verify page still confirms what was signed and says since when it ended. An
 * amendment of it still unsigned is closed (declined, its signatures voided). Both are told.
 * @throws NotFoundError, ForbiddenError (the requester), ConflictError (no pending request).
 */
export async function acceptTermination(db: Db, mail: MailDeps, user: SessionUser, id: number, now: Date = systemClock()): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  const pending = await pendingFor(db, c.id, user, "answer");
  const project = (await repo.findProjectOf(db, c.projectId))!;
  const { producer, artist } = await partiesOf(db, c);
  const { me, other } = partiesByRole(role, producer, artist);
  let mailed = false;
  await inTransaction(db, async (tx) => {
    await repo.lockContract(tx, c.id);
    if (!(await repo.answerTermination(tx, pending.id, "accepted", user.id, null, now))) throw new ConflictError(contractMessages.concurrent);
    if (!(await repo.markTerminated(tx, c.id, now))) throw new ConflictError(contractMessages.concurrent);
    const amendment = await repo.findAmendmentOf(tx, c.id);
    if (amendment && amendment.status !== "signed") {
      await repo.closeAmendment(tx, amendment.id, contractMessages.amendmentClosed, now);
      await repo.voidSignatures(tx, amendment.id, now);
    }
    await notify(tx, {
      userId: other.id,
      type: "project_update",
      title: "계약 합의 해지",
      message: `${displayName(me)}님이 해지 요청을 수락하여 '${project.title}' 계약이 해지되었습니다.`,
      relatedId: `contract:${c.id}`,
    });
    const link = `${mail.appUrl}/contracts/${c.id}`;
    for (const [to, from] of [
      [other, me],
      [me, other],
    ] as const) {
      const queued = await enqueueKindMail(tx, mail, to, "contract", (u) =>
        contractMail({ name: displayName(to), projectTitle: project.title, event: "terminated", otherName: displayName(from), link }, u),
      );
      mailed ||= queued;
    }
  });
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

/**
 * The other party declines the request: the contract stays in force; the requester is told, with the note.
 * @throws NotFoundError, ForbiddenError (the requester), ConflictError (no pending request).
 */
export async function declineTermination(
  db: Db,
  mail: MailDeps,
  user: SessionUser,
  id: number,
  note: string | null,
  now: Date = systemClock(),
): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  const pending = await pendingFor(db, c.id, user, "answer");
  const project = (await repo.findProjectOf(db, c.projectId))!;
  const { producer, artist } = await partiesOf(db, c);
  const { me, other } = partiesByRole(role, producer, artist);
  let mailed = false;
  await inTransaction(db, async (tx) => {
    if (!(await repo.answerTermination(tx, pending.id, "declined", user.id, note, now))) throw new ConflictError(contractMessages.concurrent);
    await notify(tx, {
      userId: other.id,
      type: "project_update",
      title: "계약 해지 요청 거절",
      message: `${displayName(me)}님이 '${project.title}' 계약의 해지 요청을 거절했습니다. 계약은 그대로 유효합니다.${note ? ` 의견: ${note}` : ""}`,
      relatedId: `contract:${c.id}`,
    });
    mailed = await enqueueKindMail(tx, mail, other, "contract", (u) =>
      contractMail(
        {
          name: displayName(other),
          projectTitle: project.title,
          event: "termination_declined",
          otherName: displayName(me),
          reason: note,
          link: `${mail.appUrl}/contracts/${c.id}`,
        },
        u,
      ),
    );
  });
  if (mailed) mail.onMailQueued();
  return view(db, user, id);
}

/** The requester withdraws their pending request; the other party is told. @throws NotFoundError, ForbiddenError (not the requester), ConflictError (none pending) */
export async function withdrawTermination(db: Db, user: SessionUser, id: number, now: Date = systemClock()): Promise<ContractView> {
  const { c, role } = await asParty(db, id, user);
  const pending = await pendingFor(db, c.id, user, "withdraw");
  const project = (await repo.findProjectOf(db, c.projectId))!;
  const { producer, artist } = await partiesOf(db, c);
  const { me, other } = partiesByRole(role, producer, artist);
  await inTransaction(db, async (tx) => {
    if (!(await repo.answerTermination(tx, pending.id, "withdrawn", user.id, null, now))) throw new ConflictError(contractMessages.concurrent);
    await notify(tx, {
      userId: other.id,
      type: "project_update",
      title: "계약 해지 요청 철회",
      message: `${displayName(me)}님이 '${project.title}' 계약의 해지 요청을 철회했습니다. 계약은 그대로 유효합니다.`,
      relatedId: `contract:${c.id}`,
    });
  });
  return view(db, user, id);
}

/** The signed PDF's bytes and a file name. @throws NotFoundError, ForbiddenError, ConflictError (not signed yet). */
export async function pdfOf(db: Db, user: SessionUser, id: number): Promise<{ bytes: Buffer; filename: string }> {
  const { c } = await asParty(db, id, user);
  if (c.status !== "signed") throw new ConflictError(contractMessages.pdfNotReady);
  const bytes = await repo.findPdf(db, id);
  if (!bytes) throw new ConflictError(contractMessages.pdfNotReady);
  const project = await repo.findProjectOf(db, c.projectId);
  return { bytes, filename: `아트링크 계약서 - ${project?.title ?? c.id}.pdf` };
}

/** The producer records that written contracts were made outside the platform (opens the start gate). */
export async function recordOffline(db: Db, user: SessionUser, projectId: number, note: string): Promise<ProjectContracts> {
  const project = await ownedProject(db, projectId, user);
  assertOpen(project.status);
  await repo.upsertOfflineRecord(db, projectId, user.id, note);
  return ofProject(db, user, projectId);
}

/**
 * Public check: is `hash` the SHA-256 of the signed PDF (or of the signed document text) of the contract
 * with this code? Answers only yes or no, the state, the signing time, and when it was replaced by an
 * amendment or ended by agreement. @throws NotFoundError
 */
export async function verify(db: Db, code: string, hash: string): Promise<ContractVerifyResult> {
  const row = await repo.findByVerifyCode(db, code);
  if (!row) throw new NotFoundError(contractMessages.verifyNotFound);
  // What both signed stays verifiable for good: a replaced or ended contract still matches, and says since when.
  const match = row.status === "signed" && (hash === row.pdfHash || hash === row.documentHash);
  return { match, status: row.status, signedAt: iso(row.signedAt), supersededAt: iso(row.supersededAt), terminatedAt: iso(row.terminatedAt) };
}

/** What the project start needs (issue 14), for projects' status change. */
export const contractGateMessage = (unsigned: string[]) =>
  `모든 참여 예술인과 서면계약 서명을 마쳐야 프로젝트를 시작할 수 있습니다(예술인 복지법 제4조의4). 서명이 끝나지 않은 예술인: ${unsigned.join(", ")}. 플랫폼 밖에서 계약서를 작성했다면 계약 관리에서 '외부 계약 기록'을 남겨주세요.`;

/**
 * For projects' status change: a project starts only when every accepted artist's written contract is
 * signed in the app or recorded as made outside it. @throws ConflictError naming the artists still unsigned.
 */
export async function assertStartable(db: DbOrTx, projectId: number): Promise<void> {
  const gate = await repo.startGate(db, projectId);
  if (!gate.ready) throw new ConflictError(contractGateMessage(gate.unsigned));
}

// For other features (activity's credits): the accepted artists of a project, as contract parties.
export { acceptedArtists } from "./repository";
