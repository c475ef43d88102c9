import { z } from "zod";
import { WRITE_RATE } from "@shared/constants";
import { applicationStatusSchema, coverLetterSchema, createApplicationSchema } from "@shared/validators/applications";
import { defineFeature, messageAnswer, named } from "./define";
import { AcceptedArtist, Application } from "./responses";

/** server/features/applications/routes.ts, mounted at /api. */
export const applicationPaths = defineFeature({
  tag: "applications",
  description: "프로젝트 지원, 지원 결정, 자기소개서 수정, 지원 취소",
  operations: {
    create: {
      method: "post",
      path: "/api/applications",
      summary: "Apply to a project (artists)",
      auth: "user",
      body: named("ApplicationInput", createApplicationSchema),
      success: { status: 201, description: "Applied", schema: Application },
      errors: [400, 401, 403, 404, 409],
      rateLimit: { key: "application", by: "user", ...WRITE_RATE.application },
    },
    decide: {
      method: "patch",
      path: "/api/applications/{id}/status",
      summary: "Accept or reject an application (the project's producer)",
      auth: "user",
      params: { id: "id" },
      body: named("ApplicationDecisionInput", applicationStatusSchema),
      success: { status: 200, description: "Decided", schema: Application },
      errors: [400, 401, 403, 404, 409],
    },
    update: {
      method: "patch",
      path: "/api/applications/{id}",
      summary: "Edit the cover letter of a pending application (its artist)",
      auth: "user",
      params: { id: "id" },
      body: named("CoverLetterInput", coverLetterSchema),
      success: { status: 200, description: "Updated", schema: Application },
      errors: [400, 401, 403, 404, 409],
    },
    withdraw: {
      method: "delete",
      path: "/api/applications/{id}",
      summary: "Withdraw an application (its artist)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Withdrawn", schema: messageAnswer },
      errors: [401, 403, 404, 409],
    },
    acceptedArtists: {
      method: "get",
      path: "/api/projects/{id}/accepted-artists",
      summary: "Artists accepted on a project (its producer or a participant)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Artists", schema: z.array(AcceptedArtist) },
      errors: [401, 403, 404],
    },
  },
});
