import { z } from "zod";
import { ACTIVITY_KINDS, CREDIT_STATUSES } from "@shared/activity";
import { PROJECT_STATUSES } from "@shared/constants";
import { activityItemSchema, buildRecordSchema, confirmCreditsSchema, creditCorrectionSchema, creditSharingSchema } from "@shared/validators/activity";
import { defineFeature, messageAnswer, named } from "./define";

const str = z.string();
const nstr = z.string().nullable();
const int = z.number().int();
const day = z.string().describe("YYYY-MM-DD");
const dateTime = z.string().describe("ISO 8601 date-time");
const contractLink = z.object({ pdfHash: str, verifyCode: str }).nullable();

const Credit = named(
  "Credit",
  z
    .object({
      id: int,
      projectId: int,
      projectTitle: str,
      field: str,
      producer: z.object({ id: str, name: str }),
      artist: z.object({ id: str, name: str }),
      role: str,
      startDate: day,
      endDate: day,
      presentedOn: day.nullable(),
      presentedPlace: nstr,
      feePaid: z.boolean(),
      feeAmount: int.nullable(),
      status: z.enum(CREDIT_STATUSES),
      verified: z.boolean(),
      correctionNote: nstr,
      isPublic: z.boolean(),
      feePublic: z.boolean(),
      confirmedAt: dateTime,
      acceptedAt: dateTime.nullable(),
      contract: contractLink,
    })
    .loose(),
  "A credit as its two parties see it; verified only when the producer confirmed and the artist accepted",
);
const ProjectCredits = named(
  "ProjectCredits",
  z.object({
    projectId: int,
    projectStatus: z.enum(PROJECT_STATUSES),
    canConfirm: z.boolean(),
    artists: z.array(z.object({ artist: z.object({ id: str, name: str }), credit: Credit.nullable() })),
  }),
);
const ActivityItem = named(
  "ActivityItem",
  z
    .object({
      id: int,
      kind: z.enum(ACTIVITY_KINDS),
      title: str,
      role: nstr,
      organizer: nstr,
      place: nstr,
      startDate: day,
      endDate: day.nullable(),
      description: nstr,
      evidenceUrls: z.array(str),
      verified: z.literal(false),
      createdAt: dateTime,
    })
    .loose(),
  "Self-reported activity: never verified",
);
const RecordSummary = named(
  "ActivityRecordSummary",
  z
    .object({
      id: int,
      verifyCode: str,
      periodFrom: day,
      periodTo: day,
      includeFees: z.boolean(),
      credits: int,
      selfReported: int,
      pdfHash: str,
      createdAt: dateTime,
      revokedAt: dateTime.nullable(),
    })
    .loose(),
);
const RecordEntry = named(
  "RecordEntry",
  z
    .object({
      kind: z.enum(["credit", "self"]),
      sourceId: int,
      title: str,
      field: str,
      role: nstr,
      startDate: day,
      endDate: day.nullable(),
      producer: nstr,
      presentedOn: day.nullable(),
      presentedPlace: nstr,
      fee: z.object({ paid: z.boolean(), amount: int.nullable() }).nullable(),
      contract: contractLink,
      verifiedAt: dateTime.nullable(),
      evidence: z.array(str),
    })
    .loose(),
);
const PublicCredit = named(
  "PublicCredit",
  z
    .object({
      id: int,
      projectId: int,
      projectTitle: str,
      field: str,
      producerName: str,
      role: str,
      startDate: day,
      endDate: day,
      presentedOn: day.nullable(),
      presentedPlace: nstr,
      fee: z.object({ paid: z.boolean(), amount: int.nullable() }).nullable(),
      verifiedAt: dateTime,
    })
    .loose(),
  "A verified credit on a public profile; the fee only when the artist shared it",
);

/** server/features/activity/routes.ts, mounted at /api (issue 15). */
export const activityPaths = defineFeature({
  tag: "activity",
  description: "예술활동 증빙: 양측이 확인한 참여 기록, 직접 등록한 활동, 증빙 기록 PDF와 공개 확인",
  operations: {
    getProjectsByIdCredits: {
      method: "get",
      path: "/api/projects/{id}/credits",
      summary: "The producer's credit panel of a project (accepted artists and their credits)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Panel", schema: ProjectCredits },
      errors: [401, 403, 404],
    },
    postProjectsByIdCredits: {
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
    postCreditsByIdAccept: {
      method: "post",
      path: "/api/credits/{id}/accept",
      summary: "The credited artist accepts the credit (it becomes verified)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Credit", schema: Credit },
      errors: [401, 403, 404, 409],
    },
    postCreditsByIdCorrection: {
      method: "post",
      path: "/api/credits/{id}/correction",
      summary: "The credited artist asks the producer for a correction",
      auth: "user",
      params: { id: "id" },
      body: named("CreditCorrectionInput", creditCorrectionSchema),
      success: { status: 200, description: "Credit", schema: Credit },
      errors: [400, 401, 403, 404, 409],
    },
    patchCreditsByIdSharing: {
      method: "patch",
      path: "/api/credits/{id}/sharing",
      summary: "The credited artist chooses whether the profile shows the credit and its fee",
      auth: "user",
      params: { id: "id" },
      body: named("CreditSharingInput", creditSharingSchema),
      success: { status: 200, description: "Credit", schema: Credit },
      errors: [400, 401, 403, 404],
    },
    getUsersByIdCredits: {
      method: "get",
      path: "/api/users/{id}/credits",
      summary: "A user's verified credits as shown on the profile",
      auth: "public",
      params: { id: "userId" },
      success: { status: 200, description: "Credits", schema: z.array(PublicCredit) },
      errors: [404],
    },
    getActivity: {
      method: "get",
      path: "/api/activity",
      summary: "The signed-in artist's credits, self-reported activity and records",
      auth: "user",
      success: {
        status: 200,
        description: "Activity",
        schema: named("MyActivity", z.object({ credits: z.array(Credit), items: z.array(ActivityItem), records: z.array(RecordSummary) })),
      },
      errors: [401],
    },
    postActivityItems: {
      method: "post",
      path: "/api/activity/items",
      summary: "Add self-reported activity with evidence files (artists)",
      auth: "user",
      body: named("ActivityItemInput", activityItemSchema),
      success: { status: 201, description: "Created", schema: ActivityItem },
      errors: [400, 401, 403],
    },
    deleteActivityItemsById: {
      method: "delete",
      path: "/api/activity/items/{id}",
      summary: "Delete one's self-reported activity",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Deleted", schema: messageAnswer },
      errors: [401, 403, 404],
    },
    postActivityRecords: {
      method: "post",
      path: "/api/activity/records",
      summary: "Build an activity record (PDF with a verification code and QR) for the last 1, 3 or 5 years",
      auth: "user",
      body: named("BuildRecordInput", buildRecordSchema),
      success: { status: 201, description: "Built", schema: RecordSummary },
      errors: [400, 401, 403, 429],
    },
    getActivityRecordsByIdPdf: {
      method: "get",
      path: "/api/activity/records/{id}/pdf",
      summary: "Download a record's PDF (its owner)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "The PDF", contentType: "application/pdf" },
      errors: [401, 403, 404],
    },
    postActivityRecordsByIdRevoke: {
      method: "post",
      path: "/api/activity/records/{id}/revoke",
      summary: "Revoke a record: its verify page says revoked",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Revoked", schema: RecordSummary },
      errors: [401, 403, 404, 409],
    },
    getRecordsVerifyByCode: {
      method: "get",
      path: "/api/records/verify/{code}",
      summary: "Public check of a record: which entries it contains, or that it was revoked",
      auth: "public",
      params: { code: "code" },
      success: {
        status: 200,
        description: "Record",
        schema: named(
          "RecordVerifyResult",
          z.object({
            valid: z.boolean(),
            revoked: z.boolean(),
            revokedAt: dateTime.nullable(),
            artistName: str,
            periodFrom: day,
            periodTo: day,
            createdAt: dateTime,
            pdfHash: str,
            entries: z.array(RecordEntry),
          }),
        ),
      },
      errors: [404, 429],
    },
  },
});
