import { z } from "zod";
import { reviewSchema } from "@shared/validators/applications";
import { defineFeature, named } from "./define";
import { CanReview, ProjectReview, Review, ReviewsCompleted } from "./responses";

/** server/features/reviews/routes.ts, mounted at /api. */
export const reviewPaths = defineFeature({
  tag: "reviews",
  description: "완료된 프로젝트의 후기",
  operations: {
    listForUser: {
      method: "get",
      path: "/api/users/{id}/reviews",
      summary: "Reviews a user received",
      auth: "public",
      params: { id: "userId" },
      success: { status: 200, description: "Reviews", schema: z.array(ProjectReview) },
      errors: [404],
    },
    completed: {
      method: "get",
      path: "/api/projects/{id}/reviews-completed",
      summary: "Whether the viewer has reviewed everyone on a completed project",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "State", schema: ReviewsCompleted },
      errors: [401, 403, 404],
    },
    listForProject: {
      method: "get",
      path: "/api/projects/{id}/reviews",
      summary: "Reviews written on a project",
      auth: "optional",
      params: { id: "id" },
      success: { status: 200, description: "Reviews", schema: z.array(ProjectReview) },
      errors: [404],
    },
    canReview: {
      method: "get",
      path: "/api/projects/{id}/can-review/{userId}",
      summary: "Whether the viewer may review this person for this project",
      auth: "optional",
      params: { id: "id", userId: "userId" },
      success: { status: 200, description: "State", schema: CanReview },
      errors: [404],
    },
    create: {
      method: "post",
      path: "/api/reviews",
      summary: "Review a collaborator of a completed project",
      auth: "user",
      body: named("ReviewInput", reviewSchema),
      success: { status: 201, description: "Created", schema: Review },
      errors: [400, 401, 403, 404, 409],
    },
  },
});
