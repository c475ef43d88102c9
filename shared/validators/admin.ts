import { z } from "zod";
import { ADMIN_STATS_DAYS_MAX, REPORT_ACTIONS, STAFF_ROLES, SUSPEND_DAYS_MAX } from "../constants";

/** The operator console's inputs (issue 24). Messages are Korean: the console shows them as they come. */
export const adminMsg = {
  reason: "사유를 입력해주세요.",
  reasonMax: "사유는 1000자 이하로 입력해주세요.",
  days: `정지 기간은 1일에서 ${SUSPEND_DAYS_MAX}일 사이로 입력해주세요.`,
  message: "답변 내용을 입력해주세요.",
  role: "역할은 operator, admin 또는 null 이어야 합니다.",
  action: "조치는 dismiss, hide, delete 중 하나여야 합니다.",
  range: `기간은 시작일부터 종료일까지 최대 ${ADMIN_STATS_DAYS_MAX}일입니다.`,
  date: "날짜는 YYYY-MM-DD 형식으로 입력해주세요.",
  cursor: "잘못된 페이지 위치입니다.",
  decision: "결정은 approve 또는 reject 중 하나여야 합니다.",
} as const;

const reason = z.string({ error: adminMsg.reason }).trim().min(1, adminMsg.reason).max(1000, adminMsg.reasonMax);
/** The keyset position of the next page, as the previous page answered it (opaque). */
const cursor = z
  .string()
  .max(200, adminMsg.cursor)
  .regex(/^[A-Za-z0-9_-]*$/, adminMsg.cursor)
  .optional();

export const roleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, { error: adminMsg.role }).nullable() });
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: adminMsg.action }),
  note: z.string().trim().max(1000, adminMsg.reasonMax).default(""),
});
export const suspendSchema = z.object({
  /** Left out: for good. */
  days: z.number({ error: adminMsg.days }).int(adminMsg.days).min(1, adminMsg.days).max(SUSPEND_DAYS_MAX, adminMsg.days).optional(),
  reason,
});
export const reasonSchema = z.object({ reason });
export const optionalReasonSchema = z.object({ reason: z.string().trim().max(1000, adminMsg.reasonMax).default("") });
export const inquiryReplySchema = z.object({
  message: z.string({ error: adminMsg.message }).trim().min(1, adminMsg.message).max(5000, "답변은 5000자 이하로 입력해주세요."),
});

/** Tag review (issue 24 with issue 30's tag floods): approve lists a tag at once, reject keeps it off the lists for good. */
export const TAG_REVIEW_DECISIONS = ["approve", "reject"] as const;
export const tagReviewSchema = z.object({
  decision: z.enum(TAG_REVIEW_DECISIONS, { error: adminMsg.decision }),
  note: z.string().trim().max(1000, adminMsg.reasonMax).default(""),
});
export const tagQueueQuery = z.object({
  status: z.enum(["pending", "approved", "rejected"]).catch("pending").default("pending"),
  search: z.string().trim().max(50).optional(),
  cursor,
});
export const reportQueueQuery = z.object({ status: z.enum(["open", "resolved"]).catch("open").default("open"), cursor });
export const userSearchQuery = z.object({ search: z.string().trim().max(100).optional(), cursor });
export const inquiryQueueQuery = z.object({ status: z.enum(["open", "answered"]).catch("open").default("open"), cursor });
export const auditLogQuery = z.object({
  actorId: z.string().max(100).optional(),
  action: z.string().max(40).optional(),
  targetType: z.string().max(20).optional(),
  targetId: z.string().max(100).optional(),
  cursor,
});

const day = z.iso.date(adminMsg.date);
export const statsQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ADMIN_STATS_DAYS_MAX, {
    message: adminMsg.range,
    path: ["to"],
  });
