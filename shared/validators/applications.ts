import { z } from "zod";
import { projectMsg } from "./projects";
import { APPLICATION_MEDIA_MAX, AUDIO_EXT, MEDIA_KINDS, VIDEO_EXT, videoEmbed, type ApplicationMedia } from "../casting";
import {
  COVER_LETTER_MAX,
  DB_ID_MAX,
  COVER_LETTER_MIN,
  DECLINE_CATEGORIES,
  DECLINE_TEXT_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
} from "../constants";

export const applicationMsg = {
  coverRequired: "자기소개서를 입력해주세요",
  coverMin: "자기소개서는 최소 50자 이상 작성해주세요.",
  coverMax: "자기소개서는 최대 1000자까지 작성 가능합니다",
  project: "프로젝트를 선택해주세요",
  rating: "평점을 선택해주세요",
  ratingMax: "평점은 5점까지입니다",
  commentMin: "10자 이상 입력해주세요",
  commentMax: "500자 이하로 입력해주세요",
  reviewee: "리뷰 대상을 선택해주세요",
  declineCategory: "거절 사유를 선택해주세요",
  declineOther: "거절 사유를 입력해주세요",
  declineMax: "거절 사유는 500자 이하로 입력해주세요",
  responseStatus: "수락 또는 거절을 선택해주세요",
  reasonRequired: "거절 사유를 입력해주세요",
  role: "지원할 모집 분야를 선택해주세요",
  mediaKind: "자료 종류를 선택해주세요",
  mediaUrl: "자료 주소가 올바르지 않습니다. https:// 로 시작하는 주소나 업로드한 파일을 넣어주세요",
  mediaVideo: "영상은 YouTube·Vimeo 주소나 업로드한 영상 파일(mp4, webm, mov)이어야 합니다",
  mediaAudio: "음원은 https:// 주소나 업로드한 음원 파일(mp3, m4a, wav)이어야 합니다",
  mediaMax: `자료는 최대 ${APPLICATION_MEDIA_MAX}개까지 첨부할 수 있습니다`,
} as const;

/**
 * Whether `m` is a medium an application may carry: an https address or one of our uploads; a video is a
 * YouTube or Vimeo address (shown as a privacy-enhanced player) or an uploaded video file, an audio file an
 * uploaded audio file or an https address. Returns the Korean message when it is not.
 */
export function mediaIssue(m: ApplicationMedia): string | null {
  const upload = m.url.startsWith("/uploads/") && /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(m.url);
  const https = /^https:\/\/[^\s/]+\.[^\s]+$/i.test(m.url);
  if (!upload && !https) return applicationMsg.mediaUrl;
  if (m.kind === "video" && !(upload ? VIDEO_EXT.test(m.url) : videoEmbed(m.url))) return applicationMsg.mediaVideo;
  if (m.kind === "audio" && upload && !AUDIO_EXT.test(m.url)) return applicationMsg.mediaAudio;
  return null;
}

export const mediaItem = z
  .object({
    kind: z.enum(MEDIA_KINDS, { error: applicationMsg.mediaKind }),
    url: z.string({ error: applicationMsg.mediaUrl }).trim().min(1, applicationMsg.mediaUrl).max(500, applicationMsg.mediaUrl),
  })
  .superRefine((m, ctx) => {
    const issue = mediaIssue(m);
    if (issue) ctx.addIssue({ code: "custom", path: ["url"], message: issue });
  });

export const mediaListSchema = z.array(mediaItem).max(APPLICATION_MEDIA_MAX, applicationMsg.mediaMax).default([]);

export const coverLetterField = z
  .string({ error: applicationMsg.coverRequired })
  .trim()
  .min(1, { error: applicationMsg.coverRequired, abort: true })
  .min(COVER_LETTER_MIN, applicationMsg.coverMin)
  .max(COVER_LETTER_MAX, applicationMsg.coverMax);

export const coverLetterSchema = z.object({ coverLetter: coverLetterField });

export const createApplicationSchema = z.object({
  projectId: z.coerce
    .number({ error: applicationMsg.project })
    .int(applicationMsg.project)
    .positive(applicationMsg.project)
    .max(DB_ID_MAX, applicationMsg.project),
  /** Required when the project has roles (issue 26). */
  roleId: z.coerce
    .number({ error: applicationMsg.role })
    .int(applicationMsg.role)
    .positive(applicationMsg.role)
    .max(DB_ID_MAX, applicationMsg.role)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  coverLetter: coverLetterField,
  media: mediaListSchema,
});

/** Producer's decision: accepting takes an optional reason, rejecting needs one. */
export const applicationStatusSchema = z
  .object({
    status: z.enum(["accepted", "rejected"], { error: "변경할 상태가 올바르지 않습니다" }),
    reason: z.string().trim().max(1000).optional().nullable(),
  })
  .refine((v) => v.status !== "rejected" || !!v.reason, { message: applicationMsg.reasonRequired, path: ["reason"] });

export const reviewSchema = z.object({
  projectId: z.coerce.number({ error: projectMsg.notFound }).int().positive().max(DB_ID_MAX, projectMsg.notFound),
  revieweeId: z.string({ error: applicationMsg.reviewee }).min(1, applicationMsg.reviewee),
  rating: z.coerce
    .number({ error: applicationMsg.rating })
    .int(applicationMsg.rating)
    .min(RATING_MIN, applicationMsg.rating)
    .max(RATING_MAX, applicationMsg.ratingMax),
  comment: z
    .string({ error: applicationMsg.commentMin })
    .trim()
    .min(REVIEW_COMMENT_MIN, applicationMsg.commentMin)
    .max(REVIEW_COMMENT_MAX, applicationMsg.commentMax),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** Answer to an invitation; a decline needs a category, and 'other' needs its own text. */
export const invitationResponseSchema = z
  .object({
    status: z.enum(["accepted", "declined", "rejected"], { error: applicationMsg.responseStatus }),
    rejectionCategory: z.enum(DECLINE_CATEGORIES, { error: applicationMsg.declineCategory }).optional().nullable(),
    rejectionReason: z.string().trim().max(DECLINE_TEXT_MAX, applicationMsg.declineMax).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "accepted") return;
    if (!v.rejectionCategory) ctx.addIssue({ code: "custom", path: ["rejectionCategory"], message: applicationMsg.declineCategory });
    else if (v.rejectionCategory === "other" && !v.rejectionReason)
      ctx.addIssue({ code: "custom", path: ["rejectionReason"], message: applicationMsg.declineOther });
  });
export type InvitationResponseInput = z.infer<typeof invitationResponseSchema>;
