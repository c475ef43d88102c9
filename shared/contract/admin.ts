import { z } from "zod";
import { decideDisputeSchema } from "@shared/validators/payments";
import { CONTACT_CATEGORIES, REPORT_ACTIONS, STAFF_ROLES, USER_TYPES } from "@shared/constants";
import {
  auditLogQuery,
  inquiryQueueQuery,
  inquiryReplySchema,
  optionalReasonSchema,
  reasonSchema,
  reportQueueQuery,
  resolveReportSchema,
  roleChangeSchema,
  statsQuery,
  suspendSchema,
  tagQueueQuery,
  tagReviewSchema,
  userSearchQuery,
} from "@shared/validators/admin";
import { defineFeature, keysetPage, messageAnswer, named, signedInList } from "./define";

/*
 * The operator console (issue 24), server/features/admin/routes.ts mounted at /api/admin. Every operation
 * is behind the one staff gate (server/http/staff.ts): 401 for a guest, 403 for a member who is not
 * staff; role changes also 403 for an operator who is not an admin.
 */
const str = z.string();
const nstr = z.string().nullable();
const int = z.number().int();
const dateTime = z.string().describe("ISO 8601 date-time");
const obj = z.strictObject;
const staffRole = z.enum(STAFF_ROLES).nullable();
/** Console writes: generous for a person, a stop for a runaway script with a stolen session. */
const AdminPaymentDispute = named(
  "AdminPaymentDispute",
  z.strictObject({
    milestoneId: z.number().int(),
    contractId: z.number().int(),
    projectTitle: z.string(),
    label: z.string(),
    amount: z.number().int(),
    held: z.number().int(),
    note: z.string(),
    disputedAt: z.string(),
  }),
);
const adminWrite = { key: "admin-write", by: "user" as const, windowMs: 60_000, max: 60 };

export const AdminPersonRef = named("AdminPersonRef", obj({ id: str, name: str, email: str, isDeleted: z.boolean() }));

export const AdminUser = named(
  "AdminUser",
  obj({
    id: str,
    email: str,
    name: str,
    userType: z.enum(USER_TYPES),
    staffRole,
    emailVerified: z.boolean(),
    isDeleted: z.boolean(),
    suspendedUntil: dateTime.nullable().describe("Set while suspended; 9999-12-31 for good"),
    createdAt: dateTime,
  }),
);
export const AdminUserPage = keysetPage("AdminUserPage", AdminUser);

const reportBrief = obj({ id: int, kind: str, targetId: str, reason: str, status: str, resolution: nstr, createdAt: dateTime });
export const AdminUserDetail = named(
  "AdminUserDetail",
  obj({
    user: AdminUser,
    projects: z.array(obj({ id: int, title: str, status: str, hiddenAt: dateTime.nullable(), createdAt: dateTime })),
    reportsMade: z.array(reportBrief),
    reportsReceived: z.array(reportBrief),
    sanctions: z.array(obj({ id: int, kind: str, reason: str, endsAt: dateTime.nullable(), actor: AdminPersonRef.nullable(), createdAt: dateTime })),
    signIns: z.array(obj({ at: dateTime })).describe("The last 20 sign-ins (user_activities 'login')"),
    sessions: int.describe("Sessions open now"),
  }),
);

const contextMessage = obj({ id: int, sender: AdminPersonRef, content: str, createdAt: dateTime, reported: z.boolean() });
export const ReportGroup = named(
  "ReportGroup",
  obj({
    id: int.describe("The report to resolve the group by (any report of the target resolves all its open ones)"),
    kind: str.describe("post | comment | message | user | project"),
    targetId: str,
    status: z.enum(["open", "resolved"]),
    reporterCount: int,
    firstReportedAt: dateTime,
    lastReportedAt: dateTime,
    reports: z.array(
      obj({
        id: int,
        reporter: AdminPersonRef,
        reason: str,
        status: str,
        resolution: z.enum(REPORT_ACTIONS).nullable(),
        resolutionNote: nstr,
        resolvedAt: dateTime.nullable(),
        createdAt: dateTime,
      }),
    ),
    content: obj({
      exists: z.boolean().describe("false once deleted"),
      author: AdminPersonRef.nullable(),
      title: nstr,
      text: nstr,
      hiddenAt: dateTime.nullable(),
      link: nstr.describe("Where the item lives in the app"),
      context: z.array(contextMessage).describe("A reported message: the messages around it in its conversation; empty otherwise"),
    }),
  }),
);
export const ReportQueuePage = keysetPage("ReportQueuePage", ReportGroup);

export const AuditEntry = named(
  "AuditEntry",
  obj({
    id: int,
    actorId: str,
    actorEmail: str,
    action: str,
    targetType: str,
    targetId: str,
    reason: nstr,
    ip: nstr,
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: dateTime,
  }),
);
export const AuditLogPage = keysetPage("AuditLogPage", AuditEntry);

export const AdminInquiry = named(
  "AdminInquiry",
  obj({
    id: int,
    userId: nstr,
    name: str,
    email: str,
    category: z.enum(CONTACT_CATEGORIES),
    subject: str,
    message: str,
    responseHours: int.describe("The category's stated response time"),
    waitedHours: z.number().describe("Hours from receipt to the reply (or to now while open)"),
    overdue: z.boolean(),
    reply: nstr,
    repliedBy: AdminPersonRef.nullable(),
    repliedAt: dateTime.nullable(),
    createdAt: dateTime,
  }),
);
export const AdminInquiryPage = keysetPage("AdminInquiryPage", AdminInquiry);

const statsDayFields = {
  signupsArtist: int,
  signupsProducer: int,
  projectsPublished: int.describe("Projects created that day and since published (not draft)"),
  applications: int,
  invitations: int,
  applicationsAccepted: int,
  applicationsDecided: int,
  acceptanceRate: z.number().nullable().describe("accepted / (accepted + rejected) of applications decided that day"),
  contractsSigned: int,
  messages: int,
  reportsOpened: int,
  reportsResolved: int,
  medianFirstAnswerHours: z.number().nullable().describe("Median hours to the answer of the inquiries received that day"),
};
export const AdminStats = named("AdminStats", obj({ from: str, to: str, days: z.array(obj({ day: str, ...statsDayFields })), totals: obj(statsDayFields) }));

export const AdminTag = named(
  "AdminTag",
  obj({
    id: int,
    name: str,
    slug: str,
    status: z.enum(["pending", "approved", "rejected"]),
    listed: z.boolean().describe("On the public tag lists and autocomplete now (approved, seeded, or used by enough people)"),
    people: int.describe("Distinct people using it on a listed project, their specialties, a portfolio item or a post"),
    createdBy: AdminPersonRef.nullable(),
    rejectedAt: dateTime.nullable(),
    createdAt: dateTime,
  }),
);
export const AdminTagPage = keysetPage("AdminTagPage", AdminTag);

export const RoleChanged = named("RoleChanged", obj({ message: str, user: AdminUser }));

export const adminPaths = defineFeature({
  tag: "admin",
  description: "운영자 콘솔: 신고 처리, 회원 정지, 프로젝트 숨김, 문의 답변, 감사 기록, 지표 (운영자 전용)",
  operations: {
    reports: signedInList({
      path: "/api/admin/reports",
      summary: "The reports queue, grouped by target with its reporters, reasons and the content itself",
      description: "Open groups oldest first; resolved ones newest first. Keyset paged (`cursor`).",
      query: reportQueueQuery,
      answer: ReportQueuePage,
      answerDescription: "One page of report groups",
    }),
    resolveReport: {
      method: "post",
      path: "/api/admin/reports/{id}/resolve",
      summary: "Resolve every open report of the report's target: dismiss (the item comes back), hide or delete",
      description:
        "The author is notified with the note, the reporters that their report was handled; one audit row. A profile accepts dismiss and hide (hide marks it handled: suspend the account on its page). 409 when nothing is open.",
      auth: "user",
      params: { id: "id" },
      body: named("ResolveReportInput", resolveReportSchema),
      success: { status: 200, description: "Resolved", schema: messageAnswer },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    users: signedInList({
      path: "/api/admin/users",
      summary: "People: search by name or e-mail, newest first, keyset paged",
      query: userSearchQuery,
      answer: AdminUserPage,
      answerDescription: "One page of accounts",
    }),
    user: {
      method: "get",
      path: "/api/admin/users/{id}",
      summary: "One account: projects, reports made and received, sanctions, sign-ins",
      auth: "user",
      params: { id: "userId" },
      success: { status: 200, description: "The account", schema: AdminUserDetail },
      errors: [401, 403, 404],
    },
    suspend: {
      method: "post",
      path: "/api/admin/users/{id}/suspend",
      summary: "Suspend an account for `days` days or, without `days`, for good",
      description:
        "Ends every session of the account at once; its sign-in answers 403 `Suspended` with the end date; its published projects and posts are hidden while it lasts; it is mailed the reason and how to appeal. Staff and withdrawn accounts cannot be suspended (409).",
      auth: "user",
      params: { id: "userId" },
      body: named("SuspendInput", suspendSchema),
      success: { status: 200, description: "Suspended", schema: AdminUser },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    unsuspend: {
      method: "post",
      path: "/api/admin/users/{id}/unsuspend",
      summary: "Lift a suspension: sign-in works again and the account's content comes back",
      auth: "user",
      params: { id: "userId" },
      body: named("UnsuspendInput", optionalReasonSchema),
      success: { status: 200, description: "Lifted", schema: AdminUser },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    setRole: {
      method: "post",
      path: "/api/admin/users/{id}/role",
      summary: "Grant or revoke a staff role (admins only)",
      description: "403 for an operator; 409 for a withdrawn account or an admin taking their own admin role away.",
      auth: "user",
      params: { id: "userId" },
      body: named("RoleChangeInput", roleChangeSchema),
      success: { status: 200, description: "Changed", schema: RoleChanged },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    paymentDisputes: {
      method: "get",
      path: "/api/admin/payments/disputes",
      summary: "안전결제 disputes waiting for a decision, oldest first",
      auth: "user",
      success: { status: 200, description: "Disputes", schema: z.array(AdminPaymentDispute) },
      errors: [401, 403],
    },
    decidePaymentDispute: {
      method: "post",
      path: "/api/admin/payments/{id}/decide",
      summary: "Decide a dispute: release to the artist, refund the producer, or split (the rest refunded through the provider)",
      auth: "user",
      params: { id: "id" },
      body: named("DecidePaymentDisputeInput", decideDisputeSchema),
      success: { status: 200, description: "Decided", schema: messageAnswer },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    hideProject: {
      method: "post",
      path: "/api/admin/projects/{id}/hide",
      summary: "Take a project down with a reason",
      description: "Gone from lists, search and its page for everyone but its producer and staff; the producer is notified, its applicants told it was closed.",
      auth: "user",
      params: { id: "id" },
      body: named("HideProjectInput", reasonSchema),
      success: { status: 200, description: "Hidden", schema: messageAnswer },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    unhideProject: {
      method: "post",
      path: "/api/admin/projects/{id}/unhide",
      summary: "Bring a hidden project back",
      auth: "user",
      params: { id: "id" },
      body: named("UnhideProjectInput", optionalReasonSchema),
      success: { status: 200, description: "Shown again", schema: messageAnswer },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    inquiries: signedInList({
      path: "/api/admin/inquiries",
      summary: "The support inbox: open inquiries by deadline (overdue first), or the answered ones",
      query: inquiryQueueQuery,
      answer: AdminInquiryPage,
      answerDescription: "One page of inquiries",
    }),
    replyInquiry: {
      method: "post",
      path: "/api/admin/inquiries/{id}/reply",
      summary: "Answer an inquiry: mailed to its sender, kept with it, and shown in the app to a signed-in sender",
      description: "409 when it was already answered.",
      auth: "user",
      params: { id: "id" },
      body: named("InquiryReplyInput", inquiryReplySchema),
      success: { status: 200, description: "Answered", schema: AdminInquiry },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    auditLog: signedInList({
      path: "/api/admin/audit-log",
      summary: "The audit trail, newest first, filterable by actor, action and target; keyset paged",
      query: auditLogQuery,
      answer: AuditLogPage,
      answerDescription: "One page of entries",
    }),
    stats: signedInList({
      path: "/api/admin/stats",
      summary: "The marketplace's numbers per day (at most 366 days, Asia/Seoul days)",
      query: statsQuery,
      answer: AdminStats,
      answerDescription: "Per day and in total",
    }),
    tags: signedInList({
      path: "/api/admin/tags",
      summary: "Tags made up by members: pending review (newest first), approved or rejected; searchable by name",
      description: "Pending: not approved, not rejected, created by a member (seeded tags need no review). Keyset paged (`cursor`).",
      query: tagQueueQuery,
      answer: AdminTagPage,
      answerDescription: "One page of tags",
    }),
    reviewTag: {
      method: "post",
      path: "/api/admin/tags/{id}/review",
      summary: "Approve a tag (listed at once) or reject it (never listed, however many use it); one audit row",
      description: "Members keep the tag on their own items either way. 409 when the tag already has that decision.",
      auth: "user",
      params: { id: "id" },
      body: named("TagReviewInput", tagReviewSchema),
      success: { status: 200, description: "Decided", schema: AdminTag },
      errors: [400, 401, 403, 404, 409],
      rateLimit: adminWrite,
    },
    statsCsv: {
      method: "get",
      path: "/api/admin/stats.csv",
      summary: "The same numbers as a CSV download (UTF-8 with BOM, for spreadsheets)",
      auth: "user",
      query: statsQuery,
      success: { status: 200, description: "CSV", contentType: "text/csv" },
      errors: [400, 401, 403],
    },
  },
});
