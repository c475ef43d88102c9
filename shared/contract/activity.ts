import { z } from "zod";
import { activityItemSchema, buildRecordSchema, confirmCreditsSchema, creditCorrectionSchema, creditSharingSchema } from "@shared/validators/activity";
import { defineFeature, messageAnswer, named } from "./define";
import { ActivityItemView, ActivityRecordSummary, CreditView, MyActivity, ProjectCredits, PublicCredit, RecordVerifyResult } from "./responses";

/** Building renders the whole Korean face (~1.4 MB a PDF): a few records a minute per artist is plenty. */
export const RECORD_BUILD_RATE = { windowMs: 60_000, max: 10 } as const;
/** The public verify page's data: per client address. */
export const RECORD_VERIFY_RATE = { windowMs: 60_000, max: 30 } as const;

/** server/features/activity/routes.ts, mounted at /api (issue 15). */
export const activityPaths = defineFeature({
  tag: "activity",
  description: "예술활동 증빙: 양측이 확인한 참여 기록, 직접 등록한 활동, 증빙 기록 PDF와 공개 확인",
  operations: {
    projectCredits: {
      method: "get",
      path: "/api/projects/{id}/credits",
      summary: "The producer's credit panel of a project (accepted artists and their credits)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Panel", schema: ProjectCredits },
      errors: [401, 403, 404],
    },
    confirmCredits: {
      method: "post",
      path: "/api/projects/{id}/credits",
      summary: "Confirm the participation of accepted artists of a completed project (one step)",
      description: "Only the project's producer; only accepted artists; a credit the artist asked to correct is replaced, a verified one is a 409.",
      auth: "user",
      params: { id: "id" },
      body: named("ConfirmCreditsInput", confirmCreditsSchema),
      success: { status: 200, description: "Panel", schema: ProjectCredits },
      errors: [400, 401, 403, 404, 409],
    },
    acceptCredit: {
      method: "post",
      path: "/api/credits/{id}/accept",
      summary: "The credited artist accepts the credit (it becomes verified)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Credit", schema: CreditView },
      errors: [401, 403, 404, 409],
    },
    requestCorrection: {
      method: "post",
      path: "/api/credits/{id}/correction",
      summary: "The credited artist asks the producer for a correction",
      auth: "user",
      params: { id: "id" },
      body: named("CreditCorrectionInput", creditCorrectionSchema),
      success: { status: 200, description: "Credit", schema: CreditView },
      errors: [400, 401, 403, 404, 409],
    },
    shareCredit: {
      method: "patch",
      path: "/api/credits/{id}/sharing",
      summary: "The credited artist chooses whether the profile shows the credit and its fee",
      auth: "user",
      params: { id: "id" },
      body: named("CreditSharingInput", creditSharingSchema),
      success: { status: 200, description: "Credit", schema: CreditView },
      errors: [400, 401, 403, 404],
    },
    publicCredits: {
      method: "get",
      path: "/api/users/{id}/credits",
      summary: "A user's verified credits as shown on the profile",
      auth: "public",
      params: { id: "userId" },
      success: { status: 200, description: "Credits", schema: z.array(PublicCredit) },
      errors: [404],
    },
    mine: {
      method: "get",
      path: "/api/activity",
      summary: "The signed-in artist's credits, self-reported activity and records",
      auth: "user",
      success: { status: 200, description: "Activity", schema: MyActivity },
      errors: [401],
    },
    addItem: {
      method: "post",
      path: "/api/activity/items",
      summary: "Add self-reported activity with evidence files (artists)",
      auth: "user",
      body: named("ActivityItemInput", activityItemSchema),
      success: { status: 201, description: "Created", schema: ActivityItemView },
      errors: [400, 401, 403],
    },
    removeItem: {
      method: "delete",
      path: "/api/activity/items/{id}",
      summary: "Delete one's self-reported activity",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Deleted", schema: messageAnswer },
      errors: [401, 403, 404],
    },
    buildRecord: {
      method: "post",
      path: "/api/activity/records",
      summary: "Build an activity record (PDF with a verification code and QR) for the last 1, 3 or 5 years",
      auth: "user",
      body: named("BuildRecordInput", buildRecordSchema),
      success: { status: 201, description: "Built", schema: ActivityRecordSummary },
      errors: [400, 401, 403, 429],
      rateLimit: { key: "record-build", by: "user", ...RECORD_BUILD_RATE },
    },
    recordPdf: {
      method: "get",
      path: "/api/activity/records/{id}/pdf",
      summary: "Download a record's PDF (its owner)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "The PDF", contentType: "application/pdf" },
      errors: [401, 403, 404],
    },
    revokeRecord: {
      method: "post",
      path: "/api/activity/records/{id}/revoke",
      summary: "Revoke a record: its verify page says revoked",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Revoked", schema: ActivityRecordSummary },
      errors: [401, 403, 404, 409],
    },
    verifyRecord: {
      method: "get",
      path: "/api/records/verify/{code}",
      summary: "Public check of a record: which entries it contains, or that it was revoked",
      auth: "public",
      params: { code: "code" },
      success: { status: 200, description: "Record", schema: RecordVerifyResult },
      errors: [404, 429],
      rateLimit: { key: "record-verify", by: "ip", ...RECORD_VERIFY_RATE },
    },
  },
});
