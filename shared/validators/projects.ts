import { z } from "zod";
import { singleLine } from "./text";
import { FILTER_TAGS_MAX, PROJECT_SORTS, PROJECTS_LIMIT_MAX, PROJECT_STATUSES, SEARCH_TEXT_MAX, TAGS_MAX } from "../constants";
import { sanitizeSearchText } from "../search-tokens";
import { todayInKorea } from "../dates";

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

/** What publishing needs beyond a draft: the fields the form labels as required. */
export function publishIssues(v: Pick<ProjectFields, "location" | "deadline" | "tags">) {
  const issues: Array<{ path: "location" | "deadline" | "tags"; message: string }> = [];
  if (!v.tags.length) issues.push({ path: "tags", message: projectMsg.tagRequired });
  if (!v.location) issues.push({ path: "location", message: projectMsg.location });
  if (!v.deadline) issues.push({ path: "deadline", message: projectMsg.deadlineRequired });
  return issues;
}

// In its own zod-free module so the project page's first view can use it without the validators.
export { todayInKorea };

/** The wizard's schema: fields, date rules and, when publishing, the required fields. */
export function projectFormSchema(today = todayInKorea()) {
  return projectFields.superRefine((v, ctx) => {
    for (const i of dateIssues(v, today)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
    if (v.status === "published") for (const i of publishIssues(v)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });
}

export const projectStatusChangeSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: "변경할 상태가 올바르지 않습니다" }),
});

const oneOrMany = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? [v] : [])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const projectListQuerySchema = z.object({
  search: z
    .string()
    .optional()
    .transform((v) => sanitizeSearchText(v ?? "", SEARCH_TEXT_MAX).trim()),
  tags: oneOrMany.pipe(z.array(z.string().max(50)).max(FILTER_TAGS_MAX, `태그는 최대 ${FILTER_TAGS_MAX}개까지 선택할 수 있습니다`)),
  location: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((v) => v || undefined),
  producer: z
    .string()
    .trim()
    .max(100)
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
