import { z } from "zod";
import {
  COMMENT_MAX,
  DB_ID_MAX,
  FILTER_TAGS_MAX,
  POST_CONTENT_MAX,
  POST_SORTS,
  POST_TAGS_MAX,
  POST_TYPES,
  REPORT_REASON_MAX,
  SEARCH_TEXT_MAX,
} from "../constants";
import { sanitizeSearchText } from "../search-tokens";

export const communityMsg = {
  content: "내용을 입력해주세요",
  contentMax: `내용은 ${POST_CONTENT_MAX}자 이하로 입력해주세요`,
  postType: "올바른 게시글 유형을 선택해주세요",
  tagMax: `태그는 최대 ${POST_TAGS_MAX}개까지 추가할 수 있습니다`,
  tagLength: "태그는 50자 이하로 입력해주세요",
  tags: "태그 형식이 올바르지 않습니다",
  comment: "댓글 내용을 입력해주세요",
  commentMax: `댓글은 ${COMMENT_MAX}자 이하로 입력해주세요`,
  parentId: "답글을 달 댓글이 올바르지 않습니다",
  reason: "신고 사유를 입력해주세요",
  reasonMax: `신고 사유는 ${REPORT_REASON_MAX}자 이하로 입력해주세요`,
  sortBy: "정렬 기준이 올바르지 않습니다",
  filterTags: `태그는 최대 ${FILTER_TAGS_MAX}개까지 선택할 수 있습니다`,
  postNotFound: "게시글을 찾을 수 없습니다",
  commentNotFound: "댓글을 찾을 수 없습니다",
} as const;

/**
 * Post tags: trimmed; blanks and repeats (ignoring case) dropped as the composer does; then at most
 * POST_TAGS_MAX remain.
 */
export const postTagsSchema = z
  .array(z.string({ error: communityMsg.tags }).trim().max(50, communityMsg.tagLength), { error: communityMsg.tags })
  .transform((tags) => [...new Map(tags.filter(Boolean).map((t) => [t.toLowerCase(), t])).values()])
  .pipe(z.array(z.string()).max(POST_TAGS_MAX, communityMsg.tagMax));

const content = z.string({ error: communityMsg.content }).trim().min(1, communityMsg.content).max(POST_CONTENT_MAX, communityMsg.contentMax);
const postType = z.enum(POST_TYPES, { error: communityMsg.postType });

/** POST /api/community/posts (JSON, or multipart with tags as a JSON string and an `image` file). */
export const postCreateSchema = z.object({
  content,
  postType: postType.default("general"),
  tags: postTagsSchema.default([]),
});
export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostCreate = z.output<typeof postCreateSchema>;

/** PATCH /api/community/posts/{id}: only the fields sent. `imageUrl: null` removes the image. */
export const postUpdateSchema = z.object({
  content: content.optional(),
  postType: postType.optional(),
  tags: postTagsSchema.optional(),
  imageUrl: z.null().optional(),
});
export type PostUpdate = z.output<typeof postUpdateSchema>;

const tagFilter = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? [v] : [])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(50)).max(FILTER_TAGS_MAX, communityMsg.filterTags));

/** GET /api/community/posts. postType 'all' (or absent) is every type; following=true needs a signed-in viewer. */
export const postListQuerySchema = z.object({
  postType: z
    .enum(["all", "", ...POST_TYPES], { error: communityMsg.postType })
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined)),
  sortBy: z.enum(POST_SORTS, { error: communityMsg.sortBy }).default("newest"),
  search: z
    .string()
    .optional()
    .transform((v) => sanitizeSearchText(v ?? "", SEARCH_TEXT_MAX).trim()),
  tags: tagFilter,
  following: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1"),
  limit: z.coerce
    .number({ error: "limit은 1~50 사이의 숫자여야 합니다" })
    .int("limit은 1~50 사이의 숫자여야 합니다")
    .min(1, "limit은 1~50 사이의 숫자여야 합니다")
    .max(50, "limit은 1~50 사이의 숫자여야 합니다")
    .default(10),
  offset: z.coerce
    .number({ error: "offset은 숫자여야 합니다" })
    .int("offset은 숫자여야 합니다")
    .min(0, "offset은 숫자여야 합니다")
    .max(100_000, "offset은 숫자여야 합니다")
    .default(0),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

export const popularTagsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit은 1~50 사이의 숫자여야 합니다" })
    .int("limit은 1~50 사이의 숫자여야 합니다")
    .min(1, "limit은 1~50 사이의 숫자여야 합니다")
    .max(50, "limit은 1~50 사이의 숫자여야 합니다")
    .default(20),
});

const commentContent = z.string({ error: communityMsg.comment }).trim().min(1, communityMsg.comment).max(COMMENT_MAX, communityMsg.commentMax);

/** POST /api/community/posts/{id}/comments; parentId answers a comment (a reply to a reply joins the same thread). */
export const commentCreateSchema = z.object({
  content: commentContent,
  parentId: z
    .union(
      [z.number({ error: communityMsg.parentId }).int(communityMsg.parentId).positive(communityMsg.parentId).max(DB_ID_MAX, communityMsg.parentId), z.null()],
      { error: communityMsg.parentId },
    )
    .optional()
    .transform((v) => v ?? null),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

export const commentUpdateSchema = z.object({ content: commentContent });
export type CommentUpdateInput = z.input<typeof commentUpdateSchema>;

export const reportSchema = z.object({
  reason: z.string({ error: communityMsg.reason }).trim().min(1, communityMsg.reason).max(REPORT_REASON_MAX, communityMsg.reasonMax),
});
export type ReportInput = z.input<typeof reportSchema>;
