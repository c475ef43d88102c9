/**
 * Written contracts (예술인 복지법 제4조의4): states, the one transition table every change is checked
 * against, template kinds and labels. Pure data and functions: imported by schema, server and client.
 */

export const CONTRACT_STATUSES = ["draft", "sent", "signed_by_artist", "signed", "declined", "voided"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_TEMPLATES = ["art", "performance", "film", "music", "general"] as const;
export type ContractTemplate = (typeof CONTRACT_TEMPLATES)[number];

export const contractTemplateLabels: Record<ContractTemplate, string> = {
  art: "미술(전시 참여)",
  performance: "공연(출연)",
  film: "영화·영상",
  music: "음악",
  general: "문화예술용역(일반)",
};

// The labels live with the others in labels.ts; re-exported for the client's existing imports.
export { contractStatusLabels } from "./labels";

/**
 * A request to end a contract both signed (issue 30): pending until the other party accepts or declines
 * it, or the requester withdraws it. Only 'accepted' ends the contract.
 */
export const CONTRACT_TERMINATION_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export type ContractTerminationStatus = (typeof CONTRACT_TERMINATION_STATUSES)[number];

/** What can happen to a contract. */
export type ContractEvent = "edit" | "send" | "sign_artist" | "sign_producer" | "decline";

/**
 * The only table of allowed moves. The artist signs first, the producer countersigns. An edit of a sent
 * or half-signed contract voids the signatures given so far and leaves it 'voided' until it is sent
 * again; an edit of a declined one starts a new draft. 'signed' is final (issue 30): what both parties
 * signed is never changed; a change is an amendment, a new contract that both sign again.
 */
export const contractTransitions: Record<ContractStatus, Partial<Record<ContractEvent, ContractStatus>>> = {
  draft: { edit: "draft", send: "sent" },
  sent: { edit: "voided", sign_artist: "signed_by_artist", decline: "declined" },
  signed_by_artist: { edit: "voided", sign_producer: "signed", decline: "declined" },
  signed: {},
  declined: { edit: "draft", send: "sent" },
  voided: { edit: "voided", send: "sent", decline: "declined" },
};

/** The state after `event`, or null when the move is not allowed. */
export function nextContractStatus(from: ContractStatus, event: ContractEvent): ContractStatus | null {
  return contractTransitions[from][event] ?? null;
}

/** Which template suits a project, guessed from its tags and title (the producer may pick another). */
export function guessTemplate(text: string): ContractTemplate {
  if (/영화|영상|필름|다큐|뮤직비디오|촬영/.test(text)) return "film";
  if (/음악|작곡|밴드|연주|녹음|보컬|국악/.test(text)) return "music";
  if (/공연|연극|무용|뮤지컬|퍼포먼스|출연|댄스/.test(text)) return "performance";
  if (/미술|전시|회화|조각|설치|사진|일러스트|공예/.test(text)) return "art";
  return "general";
}

export const PAYMENT_TYPES = ["lump_sum", "installments"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The terms the producer edits before sending; the rest of the document comes from the project and the template. */
export interface ContractTerms {
  title: string;
  workContent: string;
  place: string;
  startDate: string | null;
  endDate: string | null;
  /**
   * Fee in won for this artist. Null until the producer enters it (issue 31: it used to default to the
   * whole project budget for every artist); a contract is sent only with a fee.
   */
  fee: number | null;
  paymentType: "lump_sum" | "installments";
  /** Lump sum: when it is paid. */
  paymentDate: string | null;
  depositAmount: number | null;
  depositDate: string | null;
  balanceDate: string | null;
  revenueSharing: string;
  copyright: string;
  credit: string;
  specialTerms: string;
}

/**
 * Section headers of a posting that are not the work itself ('[지원 방법]', '[모집 요강]', '■ 지원 자격' …):
 * the contract's work clause (제2조) stops at the first one (issue 31: it pasted the whole posting).
 */
const POSTING_SECTION =
  /^\s*(?:[[【〔(<〈]\s*|[■□◆◇●○▶▷※#*-]+\s*)(?:지원\s*방법|지원\s*자격|지원\s*서류|모집\s*요강|모집\s*인원|모집\s*기간|자격\s*요건|우대\s*사항|접수\s*방법|접수\s*기간|제출\s*서류|전형\s*(?:방법|절차)?|문의(?:\s*처)?|유의\s*사항|기타\s*사항)/;

/** The work a posting describes: its text up to the first application section, trimmed. */
export function workDescriptionOf(description: string): string {
  const lines = description.replace(/\r\n/g, "\n").split("\n");
  const cut = lines.findIndex((l) => POSTING_SECTION.test(l));
  return (cut === -1 ? lines : lines.slice(0, cut)).join("\n").trim();
}

/** The producer's details as a contract names them (shared/validators/contracts.ts checks them). */
export interface ProducerPartyDetails {
  legalName: string;
  representative: string;
  address: string;
  businessNumber: string | null;
}
/** The artist's details, entered when signing. */
export interface ArtistPartyDetails {
  legalName: string;
  address: string;
  /** 'YYYY-MM-DD'; the producer sees '1990-**-**'. */
  birthDate: string;
}
export interface ContractPartyDetails {
  producer?: ProducerPartyDetails;
  artist?: ArtistPartyDetails;
}
