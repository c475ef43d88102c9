import { z } from "zod";
import { CONTRACT_TEMPLATES, PAYMENT_TYPES } from "../contracts";
import { todayInKorea } from "../dates";

export const contractMsg = {
  artist: "계약할 예술인을 선택해주세요.",
  template: "계약서 양식을 선택해주세요.",
  title: "계약명을 입력해주세요.",
  workContent: "업무 내용을 입력해주세요.",
  place: "장소를 입력해주세요.",
  date: "날짜 형식이 올바르지 않습니다.",
  period: "종료일은 시작일 이후여야 합니다.",
  fee: "보수(원)를 0보다 큰 숫자로 입력해주세요.",
  paymentDate: "지급일을 입력해주세요.",
  deposit: "계약금을 보수보다 적은 금액으로 입력해주세요.",
  depositDate: "계약금 지급일을 입력해주세요.",
  balanceDate: "잔금 지급일을 입력해주세요.",
  long: "내용이 너무 깁니다.",
  fullName: "서명할 이름(실명)을 입력해주세요.",
  fullNameMismatch: (accountName: string) => `서명란에는 계정에 등록된 이름(${accountName})을 그대로 입력해주세요.`,
  noAccountName: "계정에 이름이 없어 서명할 수 없습니다. 프로필에서 이름을 입력한 뒤 서명해주세요.",
  consent: "계약 내용을 확인하고 동의해야 서명할 수 있습니다.",
  reason: "거절 사유를 입력해주세요.",
  note: "외부에서 작성한 계약서에 대해 5자 이상 기록해주세요.",
  hash: "SHA-256 해시(64자리 16진수)를 입력해주세요.",
  terminationReason: "해지 사유를 입력해주세요.",
  legalName: "상호 또는 성명을 입력해주세요.",
  representative: "대표자 성명을 입력해주세요.",
  address: "주소를 입력해주세요.",
  businessNumber: "사업자등록번호가 올바르지 않습니다. 000-00-00000 형식의 번호를 확인해주세요.",
  birthDate: "생년월일을 올바른 날짜로 입력해주세요.",
  under14: "만 14세 이상만 계약서에 서명할 수 있습니다. 만 14세 미만은 법정대리인의 동의가 필요합니다.",
  producerPartyMissing: "보내기 전에 계약 당사자(제작자) 정보를 입력해주세요: 상호 또는 성명, 대표자, 주소.",
  artistPartyMissing: "서명하기 전에 본인 정보(성명, 주소, 생년월일)를 입력해주세요.",
} as const;

/**
 * A 사업자등록번호 (000-00-00000, dashes optional) whose last digit is its check digit: weights
 * 1,3,7,1,3,7,1,3,5 over the first nine digits, plus the tens of the ninth times five.
 */
export function isBusinessNumber(value: string): boolean {
  const m = /^(\d{3})-?(\d{2})-?(\d{5})$/.exec(value.trim());
  if (!m) return false;
  const d = (m[1]! + m[2]! + m[3]!).split("").map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((acc, w, i) => acc + w * d[i]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** '2205162517' or '220-81-62517' -> '220-81-62517'. */
export const formatBusinessNumber = (v: string) => v.replace(/\D/g, "").replace(/^(\d{3})(\d{2})(\d{5})$/, "$1-$2-$3");

/** A real calendar day in the past, after 1900. */
const isPastDay = (s: string, today: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && s >= "1900-01-01" && s < today && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Whether someone born on `birth` is 14 or older on `today` (both 'YYYY-MM-DD'). */
export function isAtLeast14(birth: string, today: string): boolean {
  const [y, md] = [Number(birth.slice(0, 4)), birth.slice(5)];
  return `${y + 14}-${md}` <= today;
}

const partyText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, contractMsg.long);

/**
 * The producer's party details (issue 31), entered while drafting: company or own name, representative,
 * address and, when there is one, the 사업자등록번호 (checked).
 */
export const producerPartySchema = z.object({
  legalName: partyText(100, contractMsg.legalName),
  representative: partyText(50, contractMsg.representative),
  address: partyText(200, contractMsg.address),
  businessNumber: z
    .string({ error: contractMsg.businessNumber })
    .trim()
    .max(20, contractMsg.businessNumber)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isBusinessNumber(v), contractMsg.businessNumber)
    .transform((v) => (v ? formatBusinessNumber(v) : null)),
});
export type ProducerParty = z.output<typeof producerPartySchema>;

/** The artist's party details, entered before signing: legal name, address, date of birth (a real past day, 14 or older). */
export const artistPartySchema = z.object({
  legalName: partyText(100, contractMsg.legalName),
  address: partyText(200, contractMsg.address),
  birthDate: z
    .string({ error: contractMsg.birthDate })
    .trim()
    .superRefine((v, ctx) => {
      const today = todayInKorea();
      if (!isPastDay(v, today)) ctx.addIssue({ code: "custom", message: contractMsg.birthDate });
      else if (!isAtLeast14(v, today)) ctx.addIssue({ code: "custom", message: contractMsg.under14 });
    }),
});
export type ArtistParty = z.output<typeof artistPartySchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, contractMsg.date)
  .nullable()
  .optional()
  .transform((v) => v || null);
const emptyToNull = (v: unknown) => (v === "" ? null : v);
const text = (max: number) => z.string().trim().max(max, contractMsg.long);

/** POST /api/projects/:id/contracts: draft one contract for an accepted artist. */
export const draftContractSchema = z.object({
  artistId: z.string({ error: contractMsg.artist }).trim().min(1, contractMsg.artist),
  template: z.enum(CONTRACT_TEMPLATES, { error: contractMsg.template }).optional(),
});

/** PUT /api/contracts/:id: the terms the producer edits (the editor's resolver uses it too). */
export const contractTermsSchema = z
  .object({
    template: z.enum(CONTRACT_TEMPLATES, { error: contractMsg.template }),
    title: text(255).min(1, contractMsg.title),
    workContent: text(4000).min(1, contractMsg.workContent),
    place: text(200).min(1, contractMsg.place),
    startDate: z.preprocess(emptyToNull, day),
    endDate: z.preprocess(emptyToNull, day),
    fee: z.coerce.number({ error: contractMsg.fee }).int(contractMsg.fee).positive(contractMsg.fee).max(10_000_000_000, contractMsg.fee),
    paymentType: z.enum(PAYMENT_TYPES),
    paymentDate: z.preprocess(emptyToNull, day),
    depositAmount: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: contractMsg.deposit })
        .int(contractMsg.deposit)
        .positive(contractMsg.deposit)
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    ),
    depositDate: z.preprocess(emptyToNull, day),
    balanceDate: z.preprocess(emptyToNull, day),
    revenueSharing: text(2000),
    copyright: text(2000),
    credit: text(1000),
    specialTerms: text(4000),
    /** The producer's party details; required to send, kept when left out of an edit. */
    producerParty: producerPartySchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: contractMsg.period });
    if (v.paymentType === "lump_sum" && !v.paymentDate) ctx.addIssue({ code: "custom", path: ["paymentDate"], message: contractMsg.paymentDate });
    if (v.paymentType === "installments") {
      if (!v.depositAmount || v.depositAmount >= v.fee) ctx.addIssue({ code: "custom", path: ["depositAmount"], message: contractMsg.deposit });
      if (!v.depositDate) ctx.addIssue({ code: "custom", path: ["depositDate"], message: contractMsg.depositDate });
      if (!v.balanceDate) ctx.addIssue({ code: "custom", path: ["balanceDate"], message: contractMsg.balanceDate });
    }
  });
export type ContractTermsInput = z.infer<typeof contractTermsSchema>;

const compactName = (s: string) => s.normalize("NFC").replace(/\s+/g, "").toLowerCase();

/**
 * Whether a typed signature is the signer's account name (issue 31: '윤하나' was accepted for 윤하늘):
 * family name then given name, or given then family (a Latin name), spaces and case ignored.
 */
export function signatureMatchesName(typed: string, account: { firstName?: string | null; lastName?: string | null }): boolean {
  const first = account.firstName ?? "";
  const last = account.lastName ?? "";
  const typedName = compactName(typed);
  return !!typedName && [last + first, first + last].some((n) => compactName(n) === typedName);
}

/**
 * POST /api/contracts/:id/sign: typed full name (the account's name) and explicit consent. Who signs is proved by
 * the session's re-authentication within 15 minutes (issue 25: password, code or passkey), not by a field here.
 */
export const signContractSchema = z.object({
  fullName: z.string({ error: contractMsg.fullName }).trim().min(2, contractMsg.fullName).max(100, contractMsg.fullName),
  consent: z.literal(true, { error: contractMsg.consent }),
  /** The hash of the text the signer read: a document changed meanwhile is not signed. */
  documentHash: z.string().regex(/^[0-9a-f]{64}$/, "계약서를 다시 불러온 뒤 서명해주세요."),
  /** The artist's party details (required of the artist; the producer's come with the draft). */
  artistParty: artistPartySchema.optional(),
});
export type SignContractInput = z.infer<typeof signContractSchema>;

export const declineContractSchema = z.object({
  reason: z.string({ error: contractMsg.reason }).trim().min(1, contractMsg.reason).max(1000, contractMsg.long),
});

/** POST /api/contracts/:id/termination: either party asks to end a contract both signed; the other must accept. */
export const requestTerminationSchema = z.object({
  reason: z.string({ error: contractMsg.terminationReason }).trim().min(1, contractMsg.terminationReason).max(1000, contractMsg.long),
});

/** POST /api/contracts/:id/termination/decline: the other party keeps the contract, with an optional note. */
export const declineTerminationSchema = z.object({
  note: z
    .string({ error: contractMsg.long })
    .trim()
    .max(1000, contractMsg.long)
    .optional()
    .transform((v) => v || null),
});

export const offlineContractSchema = z.object({
  note: z.string({ error: contractMsg.note }).trim().min(5, contractMsg.note).max(2000, contractMsg.long),
});

export const verifyContractSchema = z.object({
  hash: z
    .string({ error: contractMsg.hash })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, contractMsg.hash)
    .transform((v) => v.toLowerCase()),
});
