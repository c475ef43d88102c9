import { z } from "zod";
import { singleLine } from "./text";
import { FILTER_TAGS_MAX, PROJECT_SORTS, PROJECTS_LIMIT_MAX, PROJECT_STATUSES, SEARCH_TEXT_MAX, TAGS_MAX } from "../constants";
import { sanitizeSearchText } from "../search-tokens";
import { todayInKorea } from "../dates";
import {
  ACCOMMODATION,
  FEE_AMOUNT_MAX,
  FEE_KINDS,
  MEALS,
  PAID_FEE_KINDS,
  REQUIRED_MEDIA,
  ROLE_HEADCOUNT_MAX,
  ROLES_MAX,
  TRANSPORT,
  type ProjectConditions,
} from "../casting";

export const projectMsg = {
  /** The one 404 of a project: unknown, or another producer's draft (every feature says it the same way). */
  notFound: "프로젝트를 찾을 수 없습니다",
  title: "제목을 입력해주세요",
  titleMax: "제목은 255자 이하로 입력해주세요",
  description: "프로젝트 소개를 입력해주세요",
  descriptionMax: "프로젝트 소개는 5000자 이하로 입력해주세요",
  requirementsMax: "요구사항은 3000자 이하로 입력해주세요",
  budgetMax: "예산은 50자 이하로 입력해주세요",
  tagRequired: "분야 태그를 하나 이상 입력해주세요",
  tagMax: `태그는 최대 ${TAGS_MAX}개까지 입력할 수 있습니다`,
  tagLength: "태그는 1~50자로 입력해주세요",
  location: "지역을 선택해주세요",
  deadlineRequired: "지원 마감일을 선택해주세요",
  date: "날짜 형식이 올바르지 않습니다",
  startPast: "시작일은 오늘 이후로 선택해주세요",
  endBeforeStart: "종료일은 시작일 이후로 선택해주세요",
  endPast: "종료일은 오늘 이후로 선택해주세요",
  deadlinePast: "지원 마감일은 오늘 이후로 선택해주세요",
  deadlineAfterStart: "지원 마감일은 시작일 이전으로 선택해주세요",
  imageUrl: "이미지 주소가 올바르지 않습니다",
  status: "공개 상태가 올바르지 않습니다",
  rolesMax: `모집 분야는 최대 ${ROLES_MAX}개까지 등록할 수 있습니다`,
  roleName: "모집 분야(배역) 이름을 1~50자로 입력해주세요",
  roleCategory: "모집 분야의 구분을 1~30자로 입력해주세요",
  roleHeadcount: `모집 인원은 1~${ROLE_HEADCOUNT_MAX}명으로 입력해주세요`,
  feeKind: "보수 방식을 선택해주세요",
  feeAmount: "보수 금액을 입력해주세요",
  feeAmountRange: "보수 금액이 올바르지 않습니다",
  roleDescriptionMax: "모집 분야 설명은 1000자 이하로 입력해주세요",
  requiredMedia: "요구 자료가 올바르지 않습니다",
  roleDuplicate: "같은 모집 분야가 두 번 들어 있습니다",
  meals: "식사 제공 여부를 선택해주세요",
  transport: "교통 제공 여부를 선택해주세요",
  accommodation: "숙박 제공 여부를 선택해주세요",
  paymentTiming: "보수 지급 시기를 입력해주세요",
  paymentTimingMax: "보수 지급 시기는 100자 이하로 입력해주세요",
  schedule: "일정을 입력해주세요",
  scheduleMax: "일정은 500자 이하로 입력해주세요",
} as const;

// One check, so a malformed date gets one message rather than one per failed rule. An ISO date (a real
// calendar day, leap years included) rather than a refinement, so the API contract shows its format.
const dateString = z.iso.date({ error: projectMsg.date });
/** Dates arrive as 'YYYY-MM-DD', '' or null; '' means "not set". */
const optionalDate = z
  .union([dateString, z.literal(""), z.null()], { error: projectMsg.date })
  .optional()
  .transform((v) => (v ? v : null));
const optionalText = (max: number, message: string) =>
  z
    .union([z.string().trim().max(max, message), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const tagNamesSchema = z
  .array(z.string().trim().min(1, projectMsg.tagLength).max(50, projectMsg.tagLength))
  .max(TAGS_MAX, projectMsg.tagMax)
  // Same name twice (ignoring case) is one tag.
  .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]);

/** One role of the project form; `id` names a stored role being kept (absent: a new role). */
export const roleInput = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    name: singleLine(z.string({ error: projectMsg.roleName }).trim().min(1, projectMsg.roleName).max(50, projectMsg.roleName)),
    category: singleLine(z.string({ error: projectMsg.roleCategory }).trim().min(1, projectMsg.roleCategory).max(30, projectMsg.roleCategory)),
    headcount: z
      .number({ error: projectMsg.roleHeadcount })
      .int(projectMsg.roleHeadcount)
      .min(1, projectMsg.roleHeadcount)
      .max(ROLE_HEADCOUNT_MAX, projectMsg.roleHeadcount),
    fee: z.object({
      kind: z.enum(FEE_KINDS, { error: projectMsg.feeKind }),
      amount: z
        .number({ error: projectMsg.feeAmountRange })
        .int(projectMsg.feeAmountRange)
        .min(1, projectMsg.feeAmountRange)
        .max(FEE_AMOUNT_MAX, projectMsg.feeAmountRange)
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    }),
    description: optionalText(1000, projectMsg.roleDescriptionMax),
    requiredMedia: z
      .array(z.enum(REQUIRED_MEDIA, { error: projectMsg.requiredMedia }))
      .max(REQUIRED_MEDIA.length, projectMsg.requiredMedia)
      .default([])
      .transform((m) => [...new Set(m)]),
  })
  .superRefine((r, ctx) => {
    const paid = PAID_FEE_KINDS.includes(r.fee.kind);
    if (paid && r.fee.amount == null) ctx.addIssue({ code: "custom", path: ["fee", "amount"], message: projectMsg.feeAmount });
  })
  // Negotiable and unpaid roles carry no amount.
  .transform((r) => ({ ...r, fee: { kind: r.fee.kind, amount: PAID_FEE_KINDS.includes(r.fee.kind) ? r.fee.amount : null } }));
export type RoleInput = z.output<typeof roleInput>;

export const rolesSchema = z
  .array(roleInput)
  .max(ROLES_MAX, projectMsg.rolesMax)
  .superRefine((roles, ctx) => {
    const ids = roles.map((r) => r.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: projectMsg.roleDuplicate });
  });

/** Conditions as a draft may hold them (any field may be missing); publishing needs every one (publishIssues). */
export const conditionsInput = z
  .object({
    meals: z.enum(MEALS, { error: projectMsg.meals }).optional(),
    transport: z.enum(TRANSPORT, { error: projectMsg.transport }).optional(),
    accommodation: z.enum(ACCOMMODATION, { error: projectMsg.accommodation }).optional(),
    paymentTiming: singleLine(optionalText(100, projectMsg.paymentTimingMax)),
    schedule: optionalText(500, projectMsg.scheduleMax),
  })
  .nullable()
  .optional()
  // Left out: the stored conditions stay (an edit that does not send them); null clears them.
  .transform((c): Partial<ProjectConditions> | null | undefined => {
    if (c === undefined) return undefined;
    if (!c) return null;
    const out = Object.fromEntries(Object.entries(c).filter(([, v]) => v != null && v !== "")) as Partial<ProjectConditions>;
    return Object.keys(out).length ? out : null;
  });

export const projectFields = z.object({
  title: singleLine(z.string({ error: projectMsg.title }).trim().min(1, projectMsg.title).max(255, projectMsg.titleMax)),
  description: z.string({ error: projectMsg.description }).trim().min(1, projectMsg.description).max(5000, projectMsg.descriptionMax),
  budget: singleLine(optionalText(50, projectMsg.budgetMax)),
  location: optionalText(50, projectMsg.location),
  requirements: optionalText(3000, projectMsg.requirementsMax),
  status: z.enum(["draft", "published"], { error: projectMsg.status }).default("draft"),
  imageUrl: z
    .union([
      z
        .string()
        .trim()
        .max(500, projectMsg.imageUrl)
        .regex(/^(\/uploads\/|https?:\/\/)/, projectMsg.imageUrl),
      z.literal(""),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  startDate: optionalDate,
  endDate: optionalDate,
  deadline: optionalDate,
  tags: tagNamesSchema.default([]),
  /** Left out: the stored roles stay (an edit that does not send them); [] removes them. */
  roles: rolesSchema.optional(),
  conditions: conditionsInput,
});
export type ProjectFields = z.output<typeof projectFields>;
export type ProjectFormInput = z.input<typeof projectFields>;

type DateFields = Pick<ProjectFields, "startDate" | "endDate" | "deadline">;

/**
 * Date rules of the spec: start from today; end from the start (or today); deadline from today and
 * not after the start. `unchanged` names fields kept from the stored project, which may lie in the
 * past (an edit of a running project must not fail on its own start date).
 */
export function dateIssues(v: DateFields, today: string, unchanged: Partial<Record<keyof DateFields, boolean>> = {}) {
  const issues: Array<{ path: keyof DateFields; message: string }> = [];
  if (v.startDate && !unchanged.startDate && v.startDate < today) issues.push({ path: "startDate", message: projectMsg.startPast });
  if (v.endDate) {
    if (v.startDate && v.endDate < v.startDate) issues.push({ path: "endDate", message: projectMsg.endBeforeStart });
    else if (!unchanged.endDate && v.endDate < today) issues.push({ path: "endDate", message: projectMsg.endPast });
  }
  if (v.deadline) {
    if (!unchanged.deadline && v.deadline < today) issues.push({ path: "deadline", message: projectMsg.deadlinePast });
    else if (v.startDate && v.deadline > v.startDate) issues.push({ path: "deadline", message: projectMsg.deadlineAfterStart });
  }
  return issues;
}

/** What publishing needs beyond a draft: the fields the form labels as required, and every condition (issue 26). */
export function publishIssues(v: Pick<ProjectFields, "location" | "deadline" | "tags"> & { conditions?: Partial<ProjectConditions> | null }) {
  const issues: Array<{ path: string; message: string }> = [];
  if (!v.tags.length) issues.push({ path: "tags", message: projectMsg.tagRequired });
  if (!v.location) issues.push({ path: "location", message: projectMsg.location });
  if (!v.deadline) issues.push({ path: "deadline", message: projectMsg.deadlineRequired });
  const c = v.conditions ?? {};
  if (!c.meals) issues.push({ path: "conditions.meals", message: projectMsg.meals });
  if (!c.transport) issues.push({ path: "conditions.transport", message: projectMsg.transport });
  if (!c.accommodation) issues.push({ path: "conditions.accommodation", message: projectMsg.accommodation });
  if (!c.paymentTiming) issues.push({ path: "conditions.paymentTiming", message: projectMsg.paymentTiming });
  if (!c.schedule) issues.push({ path: "conditions.schedule", message: projectMsg.schedule });
  return issues;
}

// In its own zod-free module so the project page's first view can use it without the validators.
export { todayInKorea };

/** The wizard's schema: fields, date rules and, when publishing, the required fields. */
export function projectFormSchema(today = todayInKorea()) {
  return projectFields.superRefine((v, ctx) => {
    for (const i of dateIssues(v, today)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
    if (v.status === "published") for (const i of publishIssues(v)) ctx.addIssue({ code: "custom", path: i.path.split("."), message: i.message });
  });
}

export const projectStatusChangeSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: "변경할 상태가 올바르지 않습니다" }),
});

/** A query value given once, repeated, or comma-separated: the trimmed, non-empty parts. */
const commaList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? [v] : [])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** The search box, tag chips and region every public list (projects, artists, producers) takes. */
export const listQueryFields = {
  search: z
    .string()
    .optional()
    .transform((v) => sanitizeSearchText(v ?? "", SEARCH_TEXT_MAX).trim()),
  tags: commaList.pipe(z.array(z.string().max(50)).max(FILTER_TAGS_MAX, `태그는 최대 ${FILTER_TAGS_MAX}개까지 선택할 수 있습니다`)),
  location: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((v) => v || undefined),
};

export const projectListQuerySchema = z.object({
  ...listQueryFields,
  producer: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  /** Only projects with at least one role paid an amount (issue 26). */
  paidRoles: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: "유급 배역 필터가 올바르지 않습니다" })
    .optional()
    .transform((v) => (v === true || v === "true" || v === "1" ? true : undefined)),
  /** Only projects with a role of this category (issue 26). */
  roleCategory: z
    .string()
    .trim()
    .max(30, "모집 분야 구분은 30자 이하로 입력해주세요")
    .optional()
    .transform((v) => v || undefined),
  // Lists never show drafts or cancelled projects, not even when asked for by status.
  status: z
    .enum(PROJECT_STATUSES)
    .optional()
    .refine((s) => s !== "draft" && s !== "cancelled", "임시저장 또는 취소된 프로젝트는 검색할 수 없습니다"),
  sortBy: z.enum(PROJECT_SORTS, { error: "정렬 기준이 올바르지 않습니다" }).optional(),
  // Without it the list holds only projects still recruiting (issue 31); with it the closed ones (expired,
  // in progress, completed) follow the recruiting ones.
  includeClosed: z
    .enum(["true", "false", "1", "0"], { error: "마감된 프로젝트 포함 여부가 올바르지 않습니다" })
    .optional()
    .transform((v) => v === "true" || v === "1"),
  limit: z.coerce
    .number({ error: "limit은 숫자여야 합니다" })
    .int()
    .min(1)
    .max(PROJECTS_LIMIT_MAX, `한 번에 최대 ${PROJECTS_LIMIT_MAX}개까지 조회할 수 있습니다`)
    .default(20),
  offset: z.coerce.number({ error: "offset은 숫자여야 합니다" }).int().min(0).max(100_000).default(0),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const publicListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit은 1~20 사이의 숫자여야 합니다" })
    .int("limit은 1~20 사이의 숫자여야 합니다")
    .min(1, "limit은 1~20 사이의 숫자여야 합니다")
    .max(20, "limit은 1~20 사이의 숫자여야 합니다")
    .default(6),
  sortBy: z.enum(["popular", "newest"], { error: "정렬 기준이 올바르지 않습니다" }).default("popular"),
});

export const tagNameSchema = z.object({
  name: z.string({ error: "태그 이름을 입력해주세요" }).trim().min(1, "태그 이름을 입력해주세요").max(50, "태그는 50자 이하로 입력해주세요"),
  categoryId: z.union([z.number(), z.string(), z.null()]).optional(),
});

/** PATCH: validates only the fields sent (no defaults filled in for the others). */
export function parseProjectPatch(input: unknown): Partial<ProjectFields> {
  const body = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const keys = Object.keys(projectFields.shape).filter((k) => k in body) as Array<keyof typeof projectFields.shape>;
  const mask = Object.fromEntries(keys.map((k) => [k, true])) as { [K in keyof typeof projectFields.shape]?: true };
  return projectFields.pick(mask).parse(body) as Partial<ProjectFields>;
}
