import { z } from "zod";
import { messageContentField } from "./messages";

/** Issue 27: triage, the production team, bulk answers and auditions. */
export const TRIAGE_LABELS = ["shortlist", "maybe", "no"] as const;
export type TriageLabel = (typeof TRIAGE_LABELS)[number];
export const TRIAGE_LABEL_KO: Record<TriageLabel, string> = { shortlist: "최종 후보", maybe: "보류", no: "제외" };
export const TRIAGE_NOTE_MAX = 2000;
export const BULK_MAX = 500;
export const BULK_REASON_MAX = 500;
export const SLOT_CAPACITY_MAX = 100;
export const RESCHEDULE_MESSAGE_MAX = 500;
export const APPLICANTS_PAGE_MAX = 100;
export const BOOKING_STATUSES = ["booked", "cancelled", "attended", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const productionMsg = {
  label: "라벨은 최종 후보, 보류, 제외 중에서 골라주세요",
  rating: "평점은 1점부터 5점까지입니다",
  noteMax: `메모는 ${TRIAGE_NOTE_MAX.toLocaleString("en-US")}자까지 쓸 수 있습니다`,
  triageEmpty: "라벨, 평점, 메모 중 하나 이상을 보내주세요",
  userId: "추가할 제작자를 선택해주세요",
  candidateQuery: "제작자 이름이나 이메일을 입력해주세요",
  ids: "거절할 지원서를 선택해주세요",
  selectIds: "지원서를 선택해주세요",
  idsMax: `한 번에 ${BULK_MAX}건까지 처리할 수 있습니다`,
  reason: "거절 메시지를 입력해주세요",
  reasonMax: `거절 메시지는 ${BULK_REASON_MAX}자까지 쓸 수 있습니다`,
  startsAt: "시작 시각을 입력해주세요",
  endsAt: "종료 시각은 시작 시각보다 늦어야 합니다",
  where: "장소 또는 온라인 주소 중 하나를 입력해주세요",
  onlineUrl: "온라인 주소는 https:// 로 시작해야 합니다",
  placeMax: "장소는 200자까지 쓸 수 있습니다",
  capacity: `정원은 1명부터 ${SLOT_CAPACITY_MAX}명까지입니다`,
  slotIds: "오디션 시간을 확인해주세요",
  rescheduleMessage: "일정 변경 요청 내용을 입력해주세요",
  rescheduleMax: `요청 내용은 ${RESCHEDULE_MESSAGE_MAX}자까지 쓸 수 있습니다`,
  attendance: "참석 또는 불참을 선택해주세요",
} as const;

const positiveId = z.number({ error: productionMsg.ids }).int(productionMsg.ids).positive(productionMsg.ids).max(999_999_999, productionMsg.ids);

export const triageSchema = z
  .strictObject({
    label: z.enum(TRIAGE_LABELS, { error: productionMsg.label }).nullable().optional(),
    rating: z.number({ error: productionMsg.rating }).int(productionMsg.rating).min(1, productionMsg.rating).max(5, productionMsg.rating).nullable().optional(),
    note: z.string({ error: productionMsg.noteMax }).max(TRIAGE_NOTE_MAX, productionMsg.noteMax).nullable().optional(),
  })
  .refine((v) => v.label !== undefined || v.rating !== undefined || v.note !== undefined, { message: productionMsg.triageEmpty });
export type TriageInput = z.infer<typeof triageSchema>;

export const teamMemberSchema = z.strictObject({
  userId: z.string({ error: productionMsg.userId }).trim().min(1, productionMsg.userId).max(100, productionMsg.userId),
});

/** GET /api/projects/{id}/team/candidates: a name or an exact e-mail address. */
export const teamCandidatesQuerySchema = z.strictObject({
  q: z.string({ error: productionMsg.candidateQuery }).trim().min(1, productionMsg.candidateQuery).max(100, productionMsg.candidateQuery),
});
export const TEAM_CANDIDATES_MAX = 10;

export const bulkDeclineSchema = z.strictObject({
  applicationIds: z.array(positiveId, { error: productionMsg.ids }).min(1, productionMsg.ids).max(BULK_MAX, productionMsg.idsMax),
  reason: z.string({ error: productionMsg.reason }).trim().min(1, productionMsg.reason).max(BULK_REASON_MAX, productionMsg.reasonMax),
});

const selectedIds = z
  .array(
    z.number({ error: productionMsg.selectIds }).int(productionMsg.selectIds).positive(productionMsg.selectIds).max(999_999_999, productionMsg.selectIds),
    {
      error: productionMsg.selectIds,
    },
  )
  .min(1, productionMsg.selectIds)
  .max(BULK_MAX, productionMsg.idsMax);

/** POST /api/projects/{id}/applications/bulk-message: one direct message to each selected applicant (the messages feature's text rule). */
export const bulkMessageSchema = z.strictObject({ applicationIds: selectedIds, body: messageContentField });

const boolish = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET /api/projects/{id}/applicants: the production's view of a project's applicants. */
export const applicantsQuerySchema = z.strictObject({
  roleId: z.coerce.number().int().positive().max(999_999_999).optional(),
  label: z.enum([...TRIAGE_LABELS, "none"]).optional(),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  status: z.enum(["pending", "accepted", "rejected", "invited_accepted"]).optional(),
  hasMedia: boolish.optional(),
  region: z.string().trim().min(1).max(50).optional(),
  tag: z.string().trim().min(1).max(50).optional(),
  sort: z.enum(["date", "rating"]).default("date"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(APPLICANTS_PAGE_MAX).default(50),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

const iso = z.iso.datetime({ offset: true, error: productionMsg.startsAt });

export const auditionSlotSchema = z
  .strictObject({
    roleId: z.number().int().positive().max(999_999_999).nullable().optional(),
    round: z.number().int().min(1).max(5).optional(),
    startsAt: iso,
    endsAt: z.iso.datetime({ offset: true, error: productionMsg.endsAt }),
    place: z.string().trim().max(200, productionMsg.placeMax).nullable().optional(),
    onlineUrl: z
      .string()
      .trim()
      .max(500, productionMsg.onlineUrl)
      .regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, productionMsg.onlineUrl)
      .nullable()
      .optional(),
    capacity: z
      .number({ error: productionMsg.capacity })
      .int(productionMsg.capacity)
      .min(1, productionMsg.capacity)
      .max(SLOT_CAPACITY_MAX, productionMsg.capacity),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt)) ctx.addIssue({ code: "custom", path: ["endsAt"], message: productionMsg.endsAt });
    if (!v.place && !v.onlineUrl) ctx.addIssue({ code: "custom", path: ["place"], message: productionMsg.where });
  });
export type AuditionSlotInput = z.infer<typeof auditionSlotSchema>;

export const auditionInviteSchema = z.strictObject({
  slotIds: z.array(positiveId.describe("slot id"), { error: productionMsg.slotIds }).min(1, productionMsg.slotIds).max(50, productionMsg.slotIds).optional(),
});

/** POST /api/projects/{id}/applications/bulk-invite: the single invite's body, for many applications. */
export const bulkInviteSchema = z.strictObject({ applicationIds: selectedIds, ...auditionInviteSchema.shape });

export const rescheduleSchema = z.strictObject({
  message: z
    .string({ error: productionMsg.rescheduleMessage })
    .trim()
    .min(1, productionMsg.rescheduleMessage)
    .max(RESCHEDULE_MESSAGE_MAX, productionMsg.rescheduleMax),
});

export const attendanceSchema = z.strictObject({
  status: z.enum(["attended", "no_show"], { error: productionMsg.attendance }),
});
