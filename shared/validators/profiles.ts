import { z } from "zod";
import { singleLine } from "./text";
import {
  BIO_MAX,
  BIO_MIN,
  BIO_PLACEHOLDER,
  DB_ID_MAX,
  EXPERIENCE_TYPES,
  GENDERS,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  MIN_DATE,
  PAGE_SIZE,
  PEOPLE_LIMIT_MAX,
  PEOPLE_SORTS,
  PLAYING_AGE_MAX,
  PLAYING_AGE_MIN,
  TAGS_MAX,
  YEARS_OF_EXPERIENCE_MAX,
} from "../constants";
import { listQueryFields, tagNamesSchema, todayInKorea } from "./projects";

/** The spec's Korean messages (section 5 of the accounts document) and ours where it shows none. */
export const profileMsg = {
  firstName: "이름을 입력해주세요",
  firstNameMax: "이름은 50자 이하로 입력해주세요",
  lastNameMax: "성은 50자 이하로 입력해주세요",
  website: "올바른 URL을 입력해주세요",
  location: "지역을 목록에서 선택해주세요",
  bioMin: `소개는 최소 ${BIO_MIN}자 이상 작성해주세요.`,
  bioMax: `소개는 ${BIO_MAX}자 이하로 작성해주세요.`,
  years: "경력은 0년 이상이어야 합니다",
  yearsInt: "경력은 정수로 입력해주세요",
  yearsMax: `경력은 ${YEARS_OF_EXPERIENCE_MAX}년 이하로 입력해주세요`,
  profileImage: "프로필 이미지는 업로드한 JPG, PNG, GIF, WebP 이미지만 사용할 수 있습니다",
  tagsMin: "최소 하나의 전문분야를 선택해주세요.",
  tagsMax: `전문분야는 최대 ${TAGS_MAX}개까지 선택할 수 있습니다.`,
  tagsUnknown: "존재하지 않는 전문분야가 포함되어 있습니다.",
  date: "날짜 형식이 올바르지 않습니다",
  startRequired: "시작일을 입력해주세요",
  startFuture: "시작일은 오늘 이후일 수 없습니다",
  endFuture: "종료일은 오늘 이후일 수 없습니다",
  beforeMin: "1900년 1월 1일 이후의 날짜를 입력해주세요",
  endBeforeStart: "종료일은 시작일보다 빠를 수 없습니다",
  experienceType: "경력 유형이 올바르지 않습니다",
  experienceTitle: "제목을 입력해주세요",
  awardTitle: "수상명을 입력해주세요",
  awardYear: "수상 연도를 입력해주세요",
  awardYearRange: (maxYear: number) => `수상 연도는 1900년부터 ${maxYear}년까지 입력할 수 있습니다`,
  institution: "학교명을 입력해주세요",
  portfolioTitle: "작품명을 입력해주세요",
  projectUrl: "올바른 URL을 입력해주세요",
  portfolioFile: "업로드한 이미지, PDF, 영상 또는 음원 파일만 첨부할 수 있습니다",
  textMax: (label: string, max: number) => `${label}은(는) ${max}자 이하로 입력해주세요`,
  sort: "정렬 기준이 올바르지 않습니다",
  gender: "성별을 목록에서 선택해주세요",
  height: `키는 ${HEIGHT_CM_MIN}~${HEIGHT_CM_MAX}cm 사이의 정수로 입력해주세요`,
  playingAge: `연기 가능 나이는 ${PLAYING_AGE_MIN}~${PLAYING_AGE_MAX}세 사이의 정수로 입력해주세요`,
  playingAgeOrder: "연기 가능 나이의 최대는 최소보다 작을 수 없습니다",
  performerOnly: "키, 연기 가능 나이, 성별은 아티스트 프로필에만 입력할 수 있습니다",
  heightRangeOrder: "최대 키는 최소 키보다 작을 수 없습니다",
  ageRangeOrder: "최대 나이는 최소 나이보다 작을 수 없습니다",
} as const;

/** Our upload addresses (server/storage/uploads.ts and the demo covers); no "..", no variant files. */
const UPLOAD_PATH = /^\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.([A-Za-z0-9]+)$/;
const UPLOAD_EXT = {
  image: /^(jpe?g|png|gif|webp)$/i,
  imageOrPdf: /^(jpe?g|png|gif|webp|pdf)$/i,
  /** A portfolio's file: also an uploaded video (mp4, webm, mov) or audio file (mp3, m4a, wav), issue 26. */
  portfolio: /^(jpe?g|png|gif|webp|pdf|mp4|webm|mov|mp3|m4a|wav)$/i,
} as const;
export const isUploadUrl = (url: string, kinds: keyof typeof UPLOAD_EXT) => {
  const m = UPLOAD_PATH.exec(url);
  return !!m && UPLOAD_EXT[kinds].test(m[1]!);
};

/**
 * An http(s) address with a host that has a dot (or localhost). A bare "example.com" gets https://
 * in front, since that is what people type into a website field.
 */
export function normalizeWebUrl(input: string): string | null {
  const s = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  try {
    const u = new URL(withScheme);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    if (!u.hostname.includes(".") && u.hostname !== "localhost") return null;
    if (/\s/.test(s)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

/** '' and null mean "not set"; other text is trimmed and length-checked. */
const optionalText = (max: number, message: string) =>
  z
    .union([z.string().trim().max(max, message), z.null()], { error: message })
    .optional()
    .transform((v) => (v ? v : null));

const webUrl = (message: string) =>
  z
    .union([z.string().max(500, message), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (!v || !v.trim()) return null;
      const url = normalizeWebUrl(v);
      if (!url) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return url;
    });

// One check, so a malformed date gets one message rather than one per failed rule.
const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).refine(isDate, profileMsg.date);
const optionalDate = z
  .union(
    [
      z
        .string()
        .trim()
        .refine((s) => s === "" || isDate(s), profileMsg.date),
      z.null(),
    ],
    { error: profileMsg.date },
  )
  .optional()
  .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------
// Basic information, bio, professional information: PUT /api/users/{id} takes any subset.

const bio = z
  .union([z.string(), z.null()], { error: profileMsg.bioMin })
  .transform((v) => {
    const t = v?.trim() ?? "";
    // The spec: the placeholder counts as empty.
    return t === "" || t === BIO_PLACEHOLDER ? null : t;
  })
  .refine((v) => v === null || v.length >= BIO_MIN, profileMsg.bioMin)
  .refine((v) => v === null || v.length <= BIO_MAX, profileMsg.bioMax);

const yearsOfExperience = z
  .union([z.number(), z.string(), z.null()], { error: profileMsg.years })
  .transform((v, ctx) => {
    if (v === null || (typeof v === "string" && !v.trim())) return null;
    const n = typeof v === "number" ? v : Number(v.trim());
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: profileMsg.years });
      return z.NEVER;
    }
    return n;
  })
  .refine((n) => n === null || n >= 0, profileMsg.years)
  .refine((n) => n === null || Number.isInteger(n), profileMsg.yearsInt)
  .refine((n) => n === null || n <= YEARS_OF_EXPERIENCE_MAX, profileMsg.yearsMax);

/** A whole number from `min` to `max`; '' and null mean "not set". */
const optionalInt = (min: number, max: number, message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    if (v === null || (typeof v === "string" && !v.trim())) return null;
    const n = typeof v === "number" ? v : Number(v.trim());
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

export const profileFields = z.object({
  firstName: singleLine(z.string({ error: profileMsg.firstName }).trim().min(1, profileMsg.firstName).max(50, profileMsg.firstNameMax)),
  lastName: singleLine(optionalText(50, profileMsg.lastNameMax)),
  /** One of GET /api/locations' names (checked against the table by the server) or empty. */
  location: optionalText(50, profileMsg.location),
  website: webUrl(profileMsg.website),
  profileImageUrl: z
    .union([z.string().trim(), z.null()], { error: profileMsg.profileImage })
    .optional()
    .refine((v) => !v || isUploadUrl(v, "image"), profileMsg.profileImage)
    .transform((v) => (v ? v : null)),
  bio,
  yearsOfExperience,
  /** The field they work in (issue 31); null clears it. */
  // Checked against DISCIPLINES by the server: the list stays out of the first view's bundle (its budget).
  discipline: z.string({ error: "분야를 목록에서 선택해주세요." }).max(20, "분야를 목록에서 선택해주세요.").nullable(),
  /** Performer details (issue 31), artists only: null clears each. */
  gender: z.union([z.enum(GENDERS), z.literal(""), z.null()], { error: profileMsg.gender }).transform((v) => v || null),
  heightCm: optionalInt(HEIGHT_CM_MIN, HEIGHT_CM_MAX, profileMsg.height),
  playingAgeMin: optionalInt(PLAYING_AGE_MIN, PLAYING_AGE_MAX, profileMsg.playingAge),
  playingAgeMax: optionalInt(PLAYING_AGE_MIN, PLAYING_AGE_MAX, profileMsg.playingAge),
});

/** The ages an artist can play: the highest not below the lowest (run on the stored row merged with a change). */
export function performerIssues(v: { playingAgeMin: number | null; playingAgeMax: number | null }) {
  return v.playingAgeMin != null && v.playingAgeMax != null && v.playingAgeMax < v.playingAgeMin
    ? [{ path: "playingAgeMax" as const, message: profileMsg.playingAgeOrder }]
    : [];
}
export type ProfileFields = z.output<typeof profileFields>;
/** PUT /api/users/{id}: only the fields sent are checked and changed. */
export type ProfileUpdate = Partial<ProfileFields>;

export const userTagsSchema = z.object({
  tagIds: z
    .array(
      z.coerce.number({ error: profileMsg.tagsUnknown }).int(profileMsg.tagsUnknown).positive(profileMsg.tagsUnknown).max(DB_ID_MAX, profileMsg.tagsUnknown),
      {
        error: profileMsg.tagsMin,
      },
    )
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length >= 1, profileMsg.tagsMin)
    .refine((ids) => ids.length <= TAGS_MAX, profileMsg.tagsMax),
});
export type UserTagsInput = z.output<typeof userTagsSchema>;

// ---------------------------------------------------------------------------------------------
// Career: experiences, awards, education. `xFields` check each field; `xIssues` the rules across
// fields and against today (Asia/Seoul), so an edit can run them on the merged row.

interface DateRange {
  startDate: string | null;
  endDate: string | null;
  isCurrent: boolean;
}

/** Dates from 1900-01-01 to today; the end not before the start. An ongoing entry has no end. */
export function careerDateIssues(v: DateRange, today: string) {
  const issues: Array<{ path: "startDate" | "endDate"; message: string }> = [];
  if (v.startDate) {
    if (v.startDate < MIN_DATE) issues.push({ path: "startDate", message: profileMsg.beforeMin });
    else if (v.startDate > today) issues.push({ path: "startDate", message: profileMsg.startFuture });
  }
  if (v.endDate && !v.isCurrent) {
    if (v.endDate < MIN_DATE) issues.push({ path: "endDate", message: profileMsg.beforeMin });
    else if (v.endDate > today) issues.push({ path: "endDate", message: profileMsg.endFuture });
    else if (v.startDate && v.endDate < v.startDate) issues.push({ path: "endDate", message: profileMsg.endBeforeStart });
  }
  return issues;
}

const isCurrent = z.boolean({ error: "진행 중 여부가 올바르지 않습니다" }).default(false);

export const experienceFields = z.object({
  type: z.enum(EXPERIENCE_TYPES, { error: profileMsg.experienceType }).default("performance"),
  title: singleLine(z.string({ error: profileMsg.experienceTitle }).trim().min(1, profileMsg.experienceTitle).max(255, profileMsg.textMax("제목", 255))),
  organization: optionalText(255, profileMsg.textMax("기관명", 255)),
  role: optionalText(255, profileMsg.textMax("역할", 255)),
  description: optionalText(2000, profileMsg.textMax("설명", 2000)),
  location: optionalText(255, profileMsg.textMax("장소", 255)),
  startDate: requiredDate(profileMsg.startRequired),
  endDate: optionalDate,
  isCurrent,
});
export type ExperienceFields = z.output<typeof experienceFields>;
export const experienceIssues = (v: Pick<ExperienceFields, "startDate" | "endDate" | "isCurrent">, today: string) => careerDateIssues(v, today);

export const educationFields = z.object({
  institution: z.string({ error: profileMsg.institution }).trim().min(1, profileMsg.institution).max(255, profileMsg.textMax("학교명", 255)),
  degree: optionalText(255, profileMsg.textMax("학위", 255)),
  fieldOfStudy: optionalText(255, profileMsg.textMax("전공", 255)),
  startDate: optionalDate,
  endDate: optionalDate,
  isCurrent,
  description: optionalText(2000, profileMsg.textMax("설명", 2000)),
});
export type EducationFields = z.output<typeof educationFields>;
export const educationIssues = (v: Pick<EducationFields, "startDate" | "endDate" | "isCurrent">, today: string) => careerDateIssues(v, today);

export const awardFields = z.object({
  title: singleLine(z.string({ error: profileMsg.awardTitle }).trim().min(1, profileMsg.awardTitle).max(255, profileMsg.textMax("수상명", 255))),
  organization: optionalText(255, profileMsg.textMax("수여 기관", 255)),
  category: optionalText(50, profileMsg.textMax("분류", 50)),
  year: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/, profileMsg.awardYear),
      ],
      { error: profileMsg.awardYear },
    )
    .transform(Number)
    .refine(Number.isInteger, profileMsg.awardYear),
  description: optionalText(2000, profileMsg.textMax("설명", 2000)),
});
export type AwardFields = z.output<typeof awardFields>;
/** Award year from 1900 to the current year in Korea. */
export function awardIssues(v: Pick<AwardFields, "year">, today: string) {
  const maxYear = Number(today.slice(0, 4));
  return v.year < 1900 || v.year > maxYear ? [{ path: "year" as const, message: profileMsg.awardYearRange(maxYear) }] : [];
}

// ---------------------------------------------------------------------------------------------
// Portfolio

export const portfolioFields = z.object({
  title: singleLine(z.string({ error: profileMsg.portfolioTitle }).trim().min(1, profileMsg.portfolioTitle).max(255, profileMsg.textMax("작품명", 255))),
  description: optionalText(2000, profileMsg.textMax("설명", 2000)),
  /** An uploaded image or PDF (POST /api/upload), video or audio file (POST /api/upload/media), or empty. */
  imageUrl: z
    .union([z.string().trim(), z.null()], { error: profileMsg.portfolioFile })
    .optional()
    .refine((v) => !v || isUploadUrl(v, "portfolio"), profileMsg.portfolioFile)
    .transform((v) => (v ? v : null)),
  projectUrl: webUrl(profileMsg.projectUrl),
  category: optionalText(50, profileMsg.textMax("분류", 50)),
  featured: z.boolean({ error: "대표 작품 여부가 올바르지 않습니다" }).default(false),
  tags: tagNamesSchema.default([]),
});
export type PortfolioFields = z.output<typeof portfolioFields>;

// ---------------------------------------------------------------------------------------------
// Forms: the fields and the cross-field rules in one schema (client resolvers and POST bodies).

const withIssues = <S extends z.ZodType>(schema: S, issues: (v: z.output<S>) => Array<{ path: string; message: string }>) =>
  schema.superRefine((v, ctx) => {
    for (const i of issues(v)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });

export const experienceSchema = (today = todayInKorea()) => withIssues(experienceFields, (v) => experienceIssues(v, today));
export const educationSchema = (today = todayInKorea()) => withIssues(educationFields, (v) => educationIssues(v, today));
export const awardSchema = (today = todayInKorea()) => withIssues(awardFields, (v) => awardIssues(v, today));
export const portfolioSchema = portfolioFields;
export type ExperienceInput = z.input<typeof experienceFields>;
export type EducationInput = z.input<typeof educationFields>;
export type AwardInput = z.input<typeof awardFields>;
export type PortfolioInput = z.input<typeof portfolioFields>;
export type ProfileInput = z.input<typeof profileFields>;

/**
 * The schema for a partial update (PUT /api/users/{id}, PATCH of career rows, PUT of portfolios):
 * only the keys present in `body` are checked, and no default fills in the others.
 */
export function presentFieldsOf<T extends z.ZodObject>(fields: T, body: unknown): z.ZodType<Partial<z.output<T>>> {
  const input = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const mask = Object.fromEntries(
    Object.keys(fields.shape)
      .filter((k) => k in input)
      .map((k) => [k, true]),
  );
  return fields.pick(mask as never) as unknown as z.ZodType<Partial<z.output<T>>>;
}

// ---------------------------------------------------------------------------------------------
// Directories: GET /api/artists and /api/producers

/** A whole number filter from `min` to `max`; absent or '' leaves it out. */
const intFilter = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());

export const peopleListQuerySchema = z
  .object({
    ...listQueryFields,
    sortBy: z.enum(PEOPLE_SORTS, { error: profileMsg.sort }).default("newest"),
    limit: z.coerce
      .number({ error: "limit은 숫자여야 합니다" })
      .int()
      .min(1)
      .max(PEOPLE_LIMIT_MAX, `한 번에 최대 ${PEOPLE_LIMIT_MAX}명까지 조회할 수 있습니다`)
      .default(PAGE_SIZE.people),
    offset: z.coerce.number({ error: "offset은 숫자여야 합니다" }).int().min(0).max(100_000).default(0),
    /** Performer filters (issue 31): the gender, a height range (cm) and ages the artist can play (their range overlaps this one). */
    gender: z.preprocess((v) => (v === "" ? undefined : v), z.enum(GENDERS, { error: profileMsg.gender }).optional()),
    heightMin: intFilter(HEIGHT_CM_MIN, HEIGHT_CM_MAX, profileMsg.height),
    heightMax: intFilter(HEIGHT_CM_MIN, HEIGHT_CM_MAX, profileMsg.height),
    ageMin: intFilter(PLAYING_AGE_MIN, PLAYING_AGE_MAX, profileMsg.playingAge),
    ageMax: intFilter(PLAYING_AGE_MIN, PLAYING_AGE_MAX, profileMsg.playingAge),
  })
  .superRefine((q, ctx) => {
    if (q.heightMin != null && q.heightMax != null && q.heightMax < q.heightMin)
      ctx.addIssue({ code: "custom", path: ["heightMax"], message: profileMsg.heightRangeOrder });
    if (q.ageMin != null && q.ageMax != null && q.ageMax < q.ageMin) ctx.addIssue({ code: "custom", path: ["ageMax"], message: profileMsg.ageRangeOrder });
  });
export type PeopleListQuery = z.output<typeof peopleListQuerySchema>;
