import { z } from "zod";
import { singleLine } from "./text";
import { ACTIVITY_KINDS, EVIDENCE_MAX, RECORD_PERIODS } from "../activity";
import { isUploadUrl } from "./profiles";

export const activityMsg = {
  artist: "확인할 참여 예술인을 선택해주세요.",
  credits: "확인할 참여 예술인을 한 명 이상 입력해주세요.",
  role: "역할을 입력해주세요.",
  date: "날짜 형식이 올바르지 않습니다.",
  startDate: "참여 시작일을 입력해주세요.",
  endDate: "참여 종료일을 입력해주세요.",
  period: "종료일은 시작일 이후여야 합니다.",
  fee: "보수 금액은 0원 이상의 정수로 입력해주세요.",
  feePaid: "보수 지급 여부를 선택해주세요.",
  note: "수정할 내용을 5자 이상 적어주세요.",
  kind: "활동 유형을 선택해주세요.",
  title: "활동명을 입력해주세요.",
  evidence: "증빙 파일은 업로드한 PDF 또는 이미지만 첨부할 수 있습니다.",
  evidenceMax: `증빙 파일은 ${EVIDENCE_MAX}개까지 첨부할 수 있습니다.`,
  years: "기간을 1년, 3년, 5년 중에서 선택해주세요.",
  long: "내용이 너무 깁니다.",
  flag: "공개 설정 값이 올바르지 않습니다.",
  ids: "항목 번호가 올바르지 않습니다.",
  endAhead: "참여 기록은 활동이 끝난 뒤에 남길 수 있습니다. 참여 종료일이 오늘 이후라 아직 확인할 수 없습니다.",
  startAhead: "참여 시작일이 오늘 이후라 아직 확인할 수 없습니다. 활동이 끝난 뒤에 남겨주세요.",
  presentedAhead: "공개 발표일이 오늘 이후라 아직 확인할 수 없습니다. 발표가 끝난 뒤에 남겨주세요.",
} as const;

/**
 * A credit records what happened: its dates must not lie ahead of `today` (issue 31: a credit was issued
 * before a shoot in February). One issue per date field, for the server and the producer's form.
 */
export function creditDateIssues(c: { startDate: string; endDate: string; presentedOn?: string | null }, today: string) {
  const issues: Array<{ path: "startDate" | "endDate" | "presentedOn"; message: string }> = [];
  if (c.startDate > today) issues.push({ path: "startDate", message: activityMsg.startAhead });
  if (c.endDate > today) issues.push({ path: "endDate", message: activityMsg.endAhead });
  if (c.presentedOn && c.presentedOn > today) issues.push({ path: "presentedOn", message: activityMsg.presentedAhead });
  return issues;
}

// A real calendar day between 1900 and 2100 (PostgreSQL has no year 0; a typo like 0202 is not a date anyone means).
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && s >= "1900-01-01" && s <= "2100-12-31" && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).refine(isDate, activityMsg.date);
const optionalDate = z
  .union(
    [
      z
        .string()
        .trim()
        .refine((s) => s === "" || isDate(s), activityMsg.date),
      z.null(),
    ],
    { error: activityMsg.date },
  )
  .optional()
  .transform((v) => (v ? v : null));
const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, activityMsg.long), z.null()], { error: activityMsg.long })
    .optional()
    .transform((v) => (v ? v : null));

/** One accepted artist's credit as the producer confirms it. */
export const creditFields = z
  .object({
    artistId: z.string({ error: activityMsg.artist }).trim().min(1, activityMsg.artist).max(100, activityMsg.artist),
    role: z.string({ error: activityMsg.role }).trim().min(1, activityMsg.role).max(100, activityMsg.long),
    startDate: requiredDate(activityMsg.startDate),
    endDate: requiredDate(activityMsg.endDate),
    presentedOn: optionalDate,
    presentedPlace: optionalText(200),
    feePaid: z.boolean({ error: activityMsg.feePaid }),
    feeAmount: z
      .union([z.number({ error: activityMsg.fee }).int(activityMsg.fee).min(0, activityMsg.fee).max(2_000_000_000, activityMsg.fee), z.null()], {
        error: activityMsg.fee,
      })
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.endDate >= v.startDate, { message: activityMsg.period, path: ["endDate"] });
export type CreditInput = z.output<typeof creditFields>;

/** POST /api/projects/:id/credits: the producer confirms every listed accepted artist in one step. */
export const confirmCreditsSchema = z.object({
  credits: z.array(creditFields, { error: activityMsg.credits }).min(1, activityMsg.credits).max(100, activityMsg.credits),
});
export type ConfirmCreditsInput = z.input<typeof confirmCreditsSchema>;

/** POST /api/credits/:id/correction */
export const creditCorrectionSchema = z.object({
  note: z.string({ error: activityMsg.note }).trim().min(5, activityMsg.note).max(1000, activityMsg.long),
});

/** PATCH /api/credits/:id/sharing: what the profile shows. */
export const creditSharingSchema = z.object({
  isPublic: z.boolean({ error: activityMsg.flag }).optional(),
  feePublic: z.boolean({ error: activityMsg.flag }).optional(),
});

/** POST /api/activity/items: self-reported activity from outside the platform. */
export const activityItemSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: activityMsg.kind }),
    title: singleLine(z.string({ error: activityMsg.title }).trim().min(1, activityMsg.title).max(255, activityMsg.long)),
    role: optionalText(100),
    organizer: optionalText(200),
    place: optionalText(200),
    startDate: requiredDate(activityMsg.startDate),
    endDate: optionalDate,
    description: optionalText(2000),
    evidenceUrls: z
      .array(
        z
          .string({ error: activityMsg.evidence })
          .trim()
          .refine((u) => isUploadUrl(u, "imageOrPdf"), activityMsg.evidence),
        { error: activityMsg.evidence },
      )
      .max(EVIDENCE_MAX, activityMsg.evidenceMax)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, { message: activityMsg.period, path: ["endDate"] });
export type ActivityItemInput = z.input<typeof activityItemSchema>;

const idList = z
  .array(z.number({ error: activityMsg.ids }).int(activityMsg.ids).positive(activityMsg.ids).max(2_147_483_647, activityMsg.ids), { error: activityMsg.ids })
  .max(500, activityMsg.ids)
  .optional();

/**
 * POST /api/activity/records: the period in years back from today; creditIds / itemIds choose the
 * entries (omitted: everything verified / reported in the period); fees only when includeFees.
 */
export const buildRecordSchema = z.object({
  years: z.union(RECORD_PERIODS.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<3>, z.ZodLiteral<5>], { error: activityMsg.years }),
  creditIds: idList,
  itemIds: idList,
  includeFees: z.boolean({ error: activityMsg.flag }).optional().default(false),
});
export type BuildRecordInput = z.input<typeof buildRecordSchema>;
